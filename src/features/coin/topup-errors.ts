// Messages of the top-up's error codes (DESIGN 11).
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const topUp: AreaErrorMessages<'topup'> = {
  'topup.packageRequired': (lang) => m['error.topup.packageRequired']({}, { locale: lang }),
  'topup.channelRequired': (lang) => m['error.topup.channelRequired']({}, { locale: lang }),
  'topup.orderNotFound': (lang) => m['error.topup.orderNotFound']({}, { locale: lang }),
  'topup.unavailable': (lang) => m['error.topup.unavailable']({}, { locale: lang }),
};

registerErrorMessages(topUp);
