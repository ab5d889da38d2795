// Messages of the turntable area's error codes (SPEC 9, DESIGN 11).
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const turntable: AreaErrorMessages<'turntable'> = {
  'turntable.unknownWheel': (lang) => m['error.turntable.unknownWheel']({}, { locale: lang }),
  'turntable.closed': (lang) => m['error.turntable.closed']({}, { locale: lang }),
  'turntable.noSpinsLeft': (lang) => m['error.turntable.noSpinsLeft']({}, { locale: lang }),
};

registerErrorMessages(turntable);
