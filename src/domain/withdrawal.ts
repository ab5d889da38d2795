// Withdrawal of earned beans (SPEC 5, 8, 9; DESIGN 4): methods, limits and checking a withdrawal. Binding the
// account a withdrawal goes to is in withdrawal-account.ts, so pages that only withdraw do not ship the bind rules.
// Pure and shared by the withdraw page (fast feedback) and the server (the truth). Erasable TypeScript.
import { isWholeAmount } from './money.ts';

/** SPEC 3: bank card, DANA, OVO. */
export const WITHDRAW_METHODS = ['bank', 'dana', 'ovo'] as const;
/** A withdrawal method. */
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/** Assumed (docs/rules.md): the smallest withdrawal. */
export const WITHDRAW_MIN_BEANS = 50_000;
/** Assumed (docs/rules.md): the largest single withdrawal. */
export const WITHDRAW_MAX_BEANS = 50_000_000;
/** Assumed (docs/rules.md): SPEC 5 "a multiple of a set value". */
export const WITHDRAW_MULTIPLE_BEANS = 10_000;
/** Assumed (docs/rules.md): the fee per withdrawal, taken from the amount (DESIGN 4: net = amount - fee). */
export const WITHDRAW_FEE_BEANS: Readonly<Record<WithdrawMethod, number>> = { bank: 6_500, dana: 2_500, ovo: 2_500 };
/** SPEC 9: one withdrawal per business day. */
export const WITHDRAWALS_PER_DAY = 1;
/** SPEC 9: review takes 1-3 working days. */
export const WITHDRAW_REVIEW_WORKING_DAYS_MIN = 1;
export const WITHDRAW_REVIEW_WORKING_DAYS_MAX = 3;

/** Assumed (docs/rules.md): after payouts are sent somewhere new, withdrawals to that account wait this long. */
export const ACCOUNT_CHANGE_HOLD_HOURS = 24;

/** The figures a withdrawal is checked and priced by. The server sends its own in the overview (the truth). */
export interface WithdrawRules {
  minBeans: number;
  maxBeans: number;
  multipleBeans: number;
  feeBeans: Readonly<Record<WithdrawMethod, number>>;
}

/** The rules of this build, from the constants above. */
export const WITHDRAW_RULES: WithdrawRules = {
  minBeans: WITHDRAW_MIN_BEANS,
  maxBeans: WITHDRAW_MAX_BEANS,
  multipleBeans: WITHDRAW_MULTIPLE_BEANS,
  feeBeans: WITHDRAW_FEE_BEANS,
};

/** True for one of the methods. */
export function isWithdrawMethod(value: unknown): value is WithdrawMethod {
  return typeof value === 'string' && (WITHDRAW_METHODS as readonly string[]).includes(value);
}

/** An account bound for withdrawals, as stored. */
export interface BoundAccount {
  method: WithdrawMethod;
  /** Bank code (bank cards only). */
  bankCode: string | null;
  /** Card/account number, or the DANA/OVO account (a phone number), digits only. */
  accountNumber: string;
  holderName: string;
  /** Contact phone (required for bank cards; the account itself for DANA and OVO). */
  phone: string | null;
}

/** Why a withdrawal is refused; in the order the page checks them (SPEC 5 and 8). */
export type WithdrawError =
  | 'methodRequired'
  | 'accountNotBound'
  | 'accountHeld'
  | 'amountRequired'
  | 'amountInvalid'
  | 'exceedsAvailable'
  | 'notMultiple'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'oncePerDay';

/** What a withdrawal is checked against. */
export interface WithdrawInput {
  method: string | null;
  /** The bound account of that method, or null (only its method is read: pages know the masked account only). */
  account: Pick<BoundAccount, 'method'> | null;
  /** Beans to withdraw; null when the field is empty. */
  amount: number | null;
  availableBeans: number;
  /** A withdrawal of this business day that was not rejected or failed exists. */
  withdrewToday: boolean;
  /** Until when withdrawals to this account are held after it changed (epoch ms), or null. */
  heldUntil?: number | null;
  /** The instant of the check (for the hold). */
  now?: number;
}

/** A withdrawal that passes: what is taken and what arrives. */
export interface WithdrawQuote {
  method: WithdrawMethod;
  amount: number;
  fee: number;
  /** DESIGN 4: net = amount - fee, paid in IDR (SPEC 9: 1 bean = 1 IDR). */
  net: number;
}

/** The fee of a withdrawal (DESIGN 4: taken from the amount). */
export function withdrawalFee(method: WithdrawMethod, rules: WithdrawRules = WITHDRAW_RULES): number {
  return rules.feeBeans[method];
}

/** SPEC 5, 8, 9: the first rule a withdrawal breaks, or its quote; `rules` are the server's figures on the page. */
export function checkWithdrawal(
  input: WithdrawInput,
  rules: WithdrawRules = WITHDRAW_RULES,
): { ok: true; quote: WithdrawQuote } | { ok: false; error: WithdrawError } {
  // SPEC 5: a method must be chosen; a card must be bound.
  if (!isWithdrawMethod(input.method)) return { ok: false, error: 'methodRequired' };
  if (!input.account || input.account.method !== input.method) return { ok: false, error: 'accountNotBound' };
  // Assumed (docs/rules.md): an account payouts were just redirected to waits out its hold.
  if (input.heldUntil != null && input.now !== undefined && input.now < input.heldUntil) return { ok: false, error: 'accountHeld' };
  // SPEC 5: an amount must be filled, and it is a whole number of beans.
  if (input.amount === null) return { ok: false, error: 'amountRequired' };
  if (!isWholeAmount(input.amount)) return { ok: false, error: 'amountInvalid' };
  // SPEC 5: not more than the available amount.
  if (input.amount > input.availableBeans) return { ok: false, error: 'exceedsAvailable' };
  // SPEC 5: a multiple of the set value.
  if (input.amount % rules.multipleBeans !== 0) return { ok: false, error: 'notMultiple' };
  // SPEC 5: minimum and single-transaction maximum.
  if (input.amount < rules.minBeans) return { ok: false, error: 'belowMinimum' };
  if (input.amount > rules.maxBeans) return { ok: false, error: 'aboveMaximum' };
  // SPEC 9: one per business day (a rejected or failed one does not count).
  if (input.withdrewToday) return { ok: false, error: 'oncePerDay' };
  const fee = withdrawalFee(input.method, rules);
  return { ok: true, quote: { method: input.method, amount: input.amount, fee, net: input.amount - fee } };
}

/** "Withdraw all": the largest amount that is a multiple of the set value and within the available beans and the
 * single maximum; 0 when the balance holds no whole multiple. May be below the minimum, which the check then says. */
export function withdrawAllAmount(availableBeans: number, rules: WithdrawRules = WITHDRAW_RULES): number {
  const cap = Math.min(Math.max(availableBeans, 0), rules.maxBeans);
  return cap - (cap % rules.multipleBeans);
}

/** The account number as pages show it: all but the last four digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `${'*'.repeat(Math.min(accountNumber.length - 4, 8))}${accountNumber.slice(-4)}`;
}
