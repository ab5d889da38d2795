// Withdrawal of earned beans (SPEC 5, 8, 9; DESIGN 4, 10): binding an account and checking a withdrawal.
// Pure and shared by the withdraw page (fast feedback) and the server (the truth). Erasable TypeScript.
import { findBank } from './banks.ts';
import { isWholeAmount } from './money.ts';
import { isWithdrawalPhone, normalizePhone } from './phone.ts';
import { isVirtualAccount } from './virtual-accounts.ts';

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

/** Assumed (docs/rules.md): bank account numbers are 8-20 digits. */
export const BANK_ACCOUNT_DIGITS_MIN = 8;
export const BANK_ACCOUNT_DIGITS_MAX = 20;
/** Assumed (docs/rules.md): account holder names are 2-60 characters. */
export const HOLDER_NAME_LENGTH_MIN = 2;
export const HOLDER_NAME_LENGTH_MAX = 60;

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

/** What the bind form sends. */
export interface BindInput {
  method: string | null;
  bankCode?: string | null;
  accountNumber?: string | null;
  holderName?: string | null;
  phone?: string | null;
}

/** Why a bind is refused; each has a message in every language. */
export type BindError =
  | 'methodRequired'
  | 'incomplete'
  | 'bankUnknown'
  | 'accountNumberInvalid'
  | 'virtualAccount'
  | 'holderNameInvalid'
  | 'phoneInvalid';

/** Letters of any script, spaces, apostrophes, dots and hyphens: a person's name, never markup. */
const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** A holder name with its spaces tidied. */
function tidyName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** SPEC 5 / DESIGN 10: checks a bind form; the account as it will be stored, or the first problem. */
export function checkBindAccount(input: BindInput): { ok: true; account: BoundAccount } | { ok: false; error: BindError } {
  // SPEC 8: "please select a withdrawal method".
  if (!isWithdrawMethod(input.method)) return { ok: false, error: 'methodRequired' };
  const method = input.method;
  const holderName = tidyName(input.holderName ?? '');
  const rawAccount = (input.accountNumber ?? '').trim();
  const rawPhone = (input.phone ?? '').trim();
  // SPEC 8: "please complete the withdrawal information" for any missing field; a bank withdrawal needs the phone.
  if (!holderName || !rawAccount || (method === 'bank' && (!input.bankCode || !rawPhone))) return { ok: false, error: 'incomplete' };
  if (holderName.length < HOLDER_NAME_LENGTH_MIN || holderName.length > HOLDER_NAME_LENGTH_MAX || !HOLDER_NAME.test(holderName)) {
    return { ok: false, error: 'holderNameInvalid' };
  }

  if (method === 'bank') {
    if (!findBank(input.bankCode)) return { ok: false, error: 'bankUnknown' };
    const accountNumber = rawAccount.replace(/[\s-]/g, '');
    const digits = new RegExp(`^\\d{${BANK_ACCOUNT_DIGITS_MIN},${BANK_ACCOUNT_DIGITS_MAX}}$`);
    if (!digits.test(accountNumber)) return { ok: false, error: 'accountNumberInvalid' };
    // SPEC 5: virtual account numbers must not be used.
    if (isVirtualAccount(accountNumber)) return { ok: false, error: 'virtualAccount' };
    // SPEC 5: a bank withdrawal requires the phone: 628/08 and 10-13 digits, or Malaysian 60.
    if (!isWithdrawalPhone(rawPhone)) return { ok: false, error: 'phoneInvalid' };
    return { ok: true, account: { method, bankCode: input.bankCode ?? null, accountNumber, holderName, phone: normalizePhone(rawPhone) } };
  }

  // DANA and OVO accounts are the phone numbers they are registered with.
  if (!isWithdrawalPhone(rawAccount)) return { ok: false, error: 'accountNumberInvalid' };
  const accountNumber = normalizePhone(rawAccount);
  return { ok: true, account: { method, bankCode: null, accountNumber, holderName, phone: accountNumber } };
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
