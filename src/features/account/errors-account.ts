// Messages of the account's own codes: cancellation and the ban form (SPEC 3).
import { BAN_OPERATOR_NAME_MAX_CHARS, BAN_REASON_MAX_CHARS } from '../../domain/account.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const account: AreaErrorMessages<'account'> = {
  'account.banned': (lang) => m['error.account.banned']({}, { locale: lang }),
  'account.closed': (lang) => m['error.account.closed']({}, { locale: lang }),
  'account.cancelPending': (lang) => m['error.account.cancelPending']({}, { locale: lang }),
  'account.cancelNotPending': (lang) => m['error.account.cancelNotPending']({}, { locale: lang }),
  'account.cancelAgencyHead': (lang) => m['error.account.cancelAgencyHead']({}, { locale: lang }),
  'account.cancelWithdrawalPending': (lang) => m['error.account.cancelWithdrawalPending']({}, { locale: lang }),
  'account.cancelNotConfirmed': (lang) => m['error.account.cancelNotConfirmed']({}, { locale: lang }),
  'account.cancelFamilyCreator': (lang) => m['error.account.cancelFamilyCreator']({}, { locale: lang }),
  'account.cancelDealerStock': (lang) => m['error.account.cancelDealerStock']({}, { locale: lang }),
  'account.inviterInvalid': (lang) => m['error.account.inviterInvalid']({}, { locale: lang }),
  'account.inviterUnknown': (lang) => m['error.account.inviterUnknown']({}, { locale: lang }),
};

const ban: AreaErrorMessages<'ban'> = {
  'ban.userIdInvalid': (lang) => m['error.ban.userIdInvalid']({}, { locale: lang }),
  'ban.operatorNameRequired': (lang) => m['error.ban.operatorNameRequired']({}, { locale: lang }),
  'ban.operatorNameTooLong': (lang) => m['error.ban.operatorNameTooLong']({ max: String(BAN_OPERATOR_NAME_MAX_CHARS) }, { locale: lang }),
  'ban.reasonRequired': (lang) => m['error.ban.reasonRequired']({}, { locale: lang }),
  'ban.reasonTooLong': (lang) => m['error.ban.reasonTooLong']({ max: String(BAN_REASON_MAX_CHARS) }, { locale: lang }),
  'ban.textInvalid': (lang) => m['error.ban.textInvalid']({}, { locale: lang }),
  'ban.alreadyBanned': (lang) => m['error.ban.alreadyBanned']({}, { locale: lang }),
  'ban.notAllowed': (lang) => m['error.ban.notAllowed']({}, { locale: lang }),
  'ban.notFound': (lang) => m['error.ban.notFound']({}, { locale: lang }),
  'ban.alreadyLifted': (lang) => m['error.ban.alreadyLifted']({}, { locale: lang }),
};

registerErrorMessages({ ...account, ...ban });
