// Messages of the withdrawal area's error codes (SPEC 8), with the values they name from src/domain.
import { WITHDRAW_MAX_BEANS, WITHDRAW_MIN_BEANS, WITHDRAW_MULTIPLE_BEANS } from '../../domain/withdrawal.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { formatNumber } from '../../lib/format.ts';
import { m } from '../../lib/messages.ts';

const withdraw: AreaErrorMessages<'withdraw'> = {
  'withdraw.methodRequired': (lang) => m['error.withdraw.methodRequired']({}, { locale: lang }),
  'withdraw.accountNotBound': (lang) => m['error.withdraw.accountNotBound']({}, { locale: lang }),
  'withdraw.amountRequired': (lang) => m['error.withdraw.amountRequired']({}, { locale: lang }),
  'withdraw.amountInvalid': (lang) => m['error.withdraw.amountInvalid']({}, { locale: lang }),
  'withdraw.exceedsAvailable': (lang) => m['error.withdraw.exceedsAvailable']({}, { locale: lang }),
  'withdraw.notMultiple': (lang) => m['error.withdraw.notMultiple']({ withdrawMultiple: formatNumber(WITHDRAW_MULTIPLE_BEANS, lang) }, { locale: lang }),
  'withdraw.belowMinimum': (lang) => m['error.withdraw.belowMinimum']({ withdrawMin: formatNumber(WITHDRAW_MIN_BEANS, lang) }, { locale: lang }),
  'withdraw.aboveMaximum': (lang) => m['error.withdraw.aboveMaximum']({ withdrawMax: formatNumber(WITHDRAW_MAX_BEANS, lang) }, { locale: lang }),
  'withdraw.oncePerDay': (lang) => m['error.withdraw.oncePerDay']({}, { locale: lang }),
  'withdraw.incomplete': (lang) => m['error.withdraw.incomplete']({}, { locale: lang }),
  'withdraw.bankUnknown': (lang) => m['error.withdraw.bankUnknown']({}, { locale: lang }),
  'withdraw.accountNumberInvalid': (lang) => m['error.withdraw.accountNumberInvalid']({}, { locale: lang }),
  'withdraw.virtualAccount': (lang) => m['error.withdraw.virtualAccount']({}, { locale: lang }),
  'withdraw.holderNameInvalid': (lang) => m['error.withdraw.holderNameInvalid']({}, { locale: lang }),
  'withdraw.phoneInvalid': (lang) => m['error.withdraw.phoneInvalid']({}, { locale: lang }),
  'withdraw.statusFinal': (lang) => m['error.withdraw.statusFinal']({}, { locale: lang }),
  'withdraw.notFound': (lang) => m['error.withdraw.notFound']({}, { locale: lang }),
};

registerErrorMessages(withdraw);
