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
  /** The bound account of that method, or null. */
  account: BoundAccount | null;
  /** Beans to withdraw; null when the field is empty. */
  amount: number | null;
  availableBeans: number;
  /** A withdrawal of this business day that was not rejected or failed exists. */
  withdrewToday: boolean;
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
export function withdrawalFee(method: WithdrawMethod): number {
  return WITHDRAW_FEE_BEANS[method];
}

/** SPEC 5, 8, 9: the first rule a withdrawal breaks, or its quote. */
export function checkWithdrawal(input: WithdrawInput): { ok: true; quote: WithdrawQuote } | { ok: false; error: WithdrawError } {
  // SPEC 5: a method must be chosen; a card must be bound.
  if (!isWithdrawMethod(input.method)) return { ok: false, error: 'methodRequired' };
  if (!input.account || input.account.method !== input.method) return { ok: false, error: 'accountNotBound' };
  // SPEC 5: an amount must be filled, and it is a whole number of beans.
  if (input.amount === null) return { ok: false, error: 'amountRequired' };
  if (!isWholeAmount(input.amount)) return { ok: false, error: 'amountInvalid' };
  // SPEC 5: not more than the available amount.
  if (input.amount > input.availableBeans) return { ok: false, error: 'exceedsAvailable' };
  // SPEC 5: a multiple of the set value.
  if (input.amount % WITHDRAW_MULTIPLE_BEANS !== 0) return { ok: false, error: 'notMultiple' };
  // SPEC 5: minimum and single-transaction maximum.
  if (input.amount < WITHDRAW_MIN_BEANS) return { ok: false, error: 'belowMinimum' };
  if (input.amount > WITHDRAW_MAX_BEANS) return { ok: false, error: 'aboveMaximum' };
  // SPEC 9: one per business day (a rejected or failed one does not count).
  if (input.withdrewToday) return { ok: false, error: 'oncePerDay' };
  const fee = withdrawalFee(input.method);
  return { ok: true, quote: { method: input.method, amount: input.amount, fee, net: input.amount - fee } };
}

/** "Withdraw all": the largest amount that is a multiple of the set value and within the available beans and the
 * single maximum; 0 when the balance holds no whole multiple. May be below the minimum, which the check then says. */
export function withdrawAllAmount(availableBeans: number): number {
  const cap = Math.min(Math.max(availableBeans, 0), WITHDRAW_MAX_BEANS);
  return cap - (cap % WITHDRAW_MULTIPLE_BEANS);
}

/** The account number as pages show it: all but the last four digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `${'*'.repeat(Math.min(accountNumber.length - 4, 8))}${accountNumber.slice(-4)}`;
}
