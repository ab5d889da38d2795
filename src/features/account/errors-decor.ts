// Messages of the dress-up codes.
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const decor: AreaErrorMessages<'decor'> = {
  'decor.itemUnknown': (lang) => m['error.decor.itemUnknown']({}, { locale: lang }),
  'decor.invalidDuration': (lang) => m['error.decor.invalidDuration']({}, { locale: lang }),
  'decor.notOwned': (lang) => m['error.decor.notOwned']({}, { locale: lang }),
  'decor.expired': (lang) => m['error.decor.expired']({}, { locale: lang }),
  'decor.insufficientCoins': (lang) => m['error.decor.insufficientCoins']({}, { locale: lang }),
  'decor.levelTooLow': (lang) => m['error.decor.levelTooLow']({}, { locale: lang }),
  'decor.vipTooLow': (lang) => m['error.decor.vipTooLow']({}, { locale: lang }),
  'decor.numberInvalid': (lang) => m['error.decor.numberInvalid']({}, { locale: lang }),
  'decor.numberTaken': (lang) => m['error.decor.numberTaken']({}, { locale: lang }),
};

registerErrorMessages(decor);
