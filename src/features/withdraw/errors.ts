// Messages of the withdrawal area's error codes (SPEC 8), with the values they name from src/domain. The codes only
// one screen can answer are registered by that screen: binding an account (bind-errors.ts), a withdrawal's record
// (record-errors.ts).
import { ACCOUNT_CHANGE_HOLD_HOURS, WITHDRAW_RULES, type WithdrawRules } from '../../domain/withdrawal.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import type { BindErrorName } from './bind-errors.ts';
import type { RecordErrorName } from './record-errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { m } from '../../lib/messages.ts';

/**
 * The figures a refusal names: the server's rules when the refusal carries them (the page's own checks pass the
 * overview's rules, DESIGN 4: the server's figures are the truth), else this build's.
 */
function rulesOf(data: unknown): WithdrawRules {
  const rules = data as Partial<WithdrawRules> | null | undefined;
  return rules && typeof rules.minBeans === 'number' && typeof rules.maxBeans === 'number' && typeof rules.multipleBeans === 'number'
    ? { ...WITHDRAW_RULES, minBeans: rules.minBeans, maxBeans: rules.maxBeans, multipleBeans: rules.multipleBeans }
    : WITHDRAW_RULES;
}

const withdraw: Omit<AreaErrorMessages<'withdraw'>, BindErrorName | RecordErrorName> = {
  'withdraw.methodRequired': (lang) => m['error.withdraw.methodRequired']({}, { locale: lang }),
  'withdraw.accountNotBound': (lang) => m['error.withdraw.accountNotBound']({}, { locale: lang }),
  'withdraw.amountRequired': (lang) => m['error.withdraw.amountRequired']({}, { locale: lang }),
  'withdraw.amountInvalid': (lang) => m['error.withdraw.amountInvalid']({}, { locale: lang }),
  'withdraw.exceedsAvailable': (lang) => m['error.withdraw.exceedsAvailable']({}, { locale: lang }),
  'withdraw.notMultiple': (lang, data) =>
    m['error.withdraw.notMultiple']({ withdrawMultiple: formatNumber(rulesOf(data).multipleBeans, lang) }, { locale: lang }),
  'withdraw.belowMinimum': (lang, data) => m['error.withdraw.belowMinimum']({ withdrawMin: formatNumber(rulesOf(data).minBeans, lang) }, { locale: lang }),
  'withdraw.aboveMaximum': (lang, data) => m['error.withdraw.aboveMaximum']({ withdrawMax: formatNumber(rulesOf(data).maxBeans, lang) }, { locale: lang }),
  'withdraw.oncePerDay': (lang) => m['error.withdraw.oncePerDay']({}, { locale: lang }),
  'withdraw.feeChanged': (lang) => m['error.withdraw.feeChanged']({}, { locale: lang }),
  'withdraw.accountHeld': (lang) => m['error.withdraw.accountHeld']({ hours: String(ACCOUNT_CHANGE_HOLD_HOURS) }, { locale: lang }),
};

registerErrorMessages(withdraw);
