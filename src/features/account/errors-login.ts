// Messages of the sign-in codes (SPEC 8: wrong phone format, code incorrect or expired) and of the account states
// that keep someone out.
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const login: AreaErrorMessages<'login'> = {
  'login.phoneInvalid': (lang) => m['error.login.phoneInvalid']({}, { locale: lang }),
  'login.codeInvalid': (lang) => m['error.login.codeInvalid']({}, { locale: lang }),
  'login.tooManyAttempts': (lang) => m['error.login.tooManyAttempts']({}, { locale: lang }),
  'login.resendTooSoon': (lang) => m['error.login.resendTooSoon']({}, { locale: lang }),
};

registerErrorMessages({
  ...login,
  'account.banned': (lang) => m['error.account.banned']({}, { locale: lang }),
  'account.closed': (lang) => m['error.account.closed']({}, { locale: lang }),
});
