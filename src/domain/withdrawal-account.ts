// Binding the account withdrawals go to (SPEC 3, 5; DESIGN 10): a bank card, or a DANA or OVO account.
// Pure and shared by the bind page (fast feedback) and the server (the truth). Erasable TypeScript.
import { findBank } from './banks.ts';
import { hasForbiddenNameChars } from './name-text.ts';
import { isIndonesianPhone, isWithdrawalPhone, normalizePhone } from './phone.ts';
import { isVirtualAccount } from './virtual-accounts.ts';
import { ACCOUNT_CHANGE_HOLD_HOURS, isWithdrawMethod, type BoundAccount, type WithdrawMethod } from './withdrawal.ts';

/** Assumed (docs/rules.md): bank account numbers are 8-20 digits. */
export const BANK_ACCOUNT_DIGITS_MIN = 8;
export const BANK_ACCOUNT_DIGITS_MAX = 20;
/** Assumed (docs/rules.md): account holder names are 2-60 characters. */
export const HOLDER_NAME_LENGTH_MIN = 2;
export const HOLDER_NAME_LENGTH_MAX = 60;

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
  const lengthOk = holderName.length >= HOLDER_NAME_LENGTH_MIN && holderName.length <= HOLDER_NAME_LENGTH_MAX;
  // Checked before tidying: a control or invisible character is refused, never turned into a space.
  if (!lengthOk || hasForbiddenNameChars(input.holderName ?? '') || !HOLDER_NAME.test(holderName)) {
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

  // DANA and OVO accounts are the Indonesian phone numbers they are registered with: neither takes a Malaysian one.
  const accountNumber = normalizePhone(rawAccount);
  if (!/^\d+$/.test(accountNumber) || !isIndonesianPhone(accountNumber)) return { ok: false, error: 'accountNumberInvalid' };
  return { ok: true, account: { method, bankCode: null, accountNumber, holderName, phone: accountNumber } };
}


/** How binding an account changes where payouts can go. */
export interface PayoutChange {
  /** A method that had no account gets one, or a method's account is replaced. */
  action: 'added' | 'replaced';
  /** The user must be re-verified first: another account was already linked, so payouts would be redirected. */
  reverify: boolean;
  /** Withdrawals to the new account wait until then (epoch ms); null when payouts go nowhere new. */
  heldUntil: number | null;
}

/**
 * Assumed (docs/rules.md): binding while any account is linked redirects payouts, so it needs the user re-verified
 * and holds withdrawals to the new account for ACCOUNT_CHANGE_HOLD_HOURS; the first account a user links needs
 * neither (nothing to redirect yet), and saving the same account again (a corrected name) holds nothing.
 */
export function payoutChange(linked: readonly BoundAccount[], next: BoundAccount, at: number): PayoutChange {
  const previous = linked.find((account) => account.method === next.method) ?? null;
  const reverify = linked.length > 0;
  const sameDestination = previous !== null && previous.bankCode === next.bankCode && previous.accountNumber === next.accountNumber;
  return {
    action: previous ? 'replaced' : 'added',
    reverify,
    heldUntil: reverify && !sameDestination ? at + ACCOUNT_CHANGE_HOLD_HOURS * 3_600_000 : null,
  };
}

/** Until when withdrawals with `method` are held, from its latest change, or null when they are not (at `now`). */
export function heldUntil(changes: readonly { method: WithdrawMethod; heldUntil: number | null }[], method: WithdrawMethod, now: number): number | null {
  const own = changes.filter((change) => change.method === method);
  const latest = own[own.length - 1];
  return latest?.heldUntil != null && latest.heldUntil > now ? latest.heldUntil : null;
}
