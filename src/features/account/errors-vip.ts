// Messages of the VIP codes (SPEC 6, 8).
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const vip: AreaErrorMessages<'vip'> = {
  'vip.invalidDuration': (lang) => m['error.vip.invalidDuration']({}, { locale: lang }),
  'vip.notVip': (lang) => m['error.vip.notVip']({}, { locale: lang }),
  'vip.expired': (lang) => m['error.vip.expired']({}, { locale: lang }),
  'vip.resellerCannotClaim': (lang) => m['error.vip.resellerCannotClaim']({}, { locale: lang }),
  'vip.alreadyClaimedToday': (lang) => m['error.vip.alreadyClaimedToday']({}, { locale: lang }),
  'vip.insufficientCoins': (lang) => m['error.vip.insufficientCoins']({}, { locale: lang }),
};

registerErrorMessages(vip);
