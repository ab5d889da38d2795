// Messages of the codes only binding a payout account answers (SPEC 5, 8; the re-verification): /addAccount loads
// them beside errors.ts, so the other withdraw screens do not ship them.
import { registerErrorMessages, type ErrorMessage } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** The bind's own codes. */
export type BindErrorName =
  | 'withdraw.incomplete'
  | 'withdraw.bankUnknown'
  | 'withdraw.accountNumberInvalid'
  | 'withdraw.virtualAccount'
  | 'withdraw.holderNameInvalid'
  | 'withdraw.phoneInvalid'
  | 'withdraw.reauthRequired'
  | 'withdraw.reauthFailed';

const bind: Record<BindErrorName, ErrorMessage> = {
  'withdraw.incomplete': (lang) => m['error.withdraw.incomplete']({}, { locale: lang }),
  'withdraw.bankUnknown': (lang) => m['error.withdraw.bankUnknown']({}, { locale: lang }),
  'withdraw.accountNumberInvalid': (lang) => m['error.withdraw.accountNumberInvalid']({}, { locale: lang }),
  'withdraw.virtualAccount': (lang) => m['error.withdraw.virtualAccount']({}, { locale: lang }),
  'withdraw.holderNameInvalid': (lang) => m['error.withdraw.holderNameInvalid']({}, { locale: lang }),
  'withdraw.phoneInvalid': (lang) => m['error.withdraw.phoneInvalid']({}, { locale: lang }),
  'withdraw.reauthRequired': (lang) => m['error.withdraw.reauthRequired']({}, { locale: lang }),
  'withdraw.reauthFailed': (lang) => m['error.withdraw.reauthFailed']({}, { locale: lang }),
};

registerErrorMessages(bind);
