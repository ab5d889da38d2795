// Messages of the date-range refusals (SPEC 5), registered when a date-range picker loads: only pages that send a
// range can meet them, so the other pages do not ship them.
import { registerErrorMessages, type AreaErrorMessages } from '../lib/error-messages.ts';
import { m } from '../lib/messages.ts';

/** The range refusals' messages. */
export const RANGE_MESSAGES: AreaErrorMessages<'range'> = {
  'range.required': (lang) => m['error.range.required']({}, { locale: lang }),
  'range.invalid': (lang) => m['error.range.invalid']({}, { locale: lang }),
  'range.startAfterEnd': (lang) => m['error.range.startAfterEnd']({}, { locale: lang }),
  'range.endAfterToday': (lang) => m['error.range.endAfterToday']({}, { locale: lang }),
  'range.tooLong': (lang) => m['error.range.tooLong']({}, { locale: lang }),
};

registerErrorMessages(RANGE_MESSAGES);
