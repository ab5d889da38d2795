// Where payouts go (SPEC 3, 5; DESIGN 3): the bank card, DANA or OVO account bound per method, and the history of its
// changes. Redirecting payouts needs the user proved again (the API checks the proof before the write) and holds
// withdrawals to a new destination for a while (src/domain/withdrawal-account.ts).
import type { BoundAccountView } from '../../src/contract/withdraw.ts';
import { heldUntil, payoutChange } from '../../src/domain/withdrawal-account.ts';
import { WITHDRAW_METHODS, maskAccountNumber, type BoundAccount, type WithdrawMethod } from '../../src/domain/withdrawal.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';

/** A row of withdrawal_accounts. */
export interface AccountRow {
  method: WithdrawMethod;
  bank_code: string | null;
  account_number: string;
  holder_name: string;
  phone: string | null;
}

/** A bound account as the API shows it. */
export function accountView(row: AccountRow): BoundAccountView {
  return {
    method: row.method,
    bankCode: row.bank_code,
    accountMasked: maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    phoneMasked: row.phone === null ? null : maskAccountNumber(row.phone),
  };
}

/** The bound account row of a method, or undefined. */
export function accountRow(db: Db, userId: number, method: WithdrawMethod): AccountRow | undefined {
  return db.prepare('SELECT * FROM withdrawal_accounts WHERE user_id = ? AND method = ?').get(userId, method) as AccountRow | undefined;
}

/** The bound account of a method, as the domain rules see it. */
export function boundAccount(db: Db, userId: number, method: WithdrawMethod): BoundAccount | null {
  const row = accountRow(db, userId, method);
  return row
    ? { method: row.method, bankCode: row.bank_code, accountNumber: row.account_number, holderName: row.holder_name, phone: row.phone }
    : null;
}

/** A row of withdrawal_account_events. */
export interface AccountEventRow {
  method: WithdrawMethod;
  action: 'added' | 'replaced';
  account_masked: string;
  verified_by: 'appToken' | 'smsCode' | null;
  held_until: number | null;
  at: number;
}

/** The user's account changes, oldest first. */
export function accountEvents(db: Db, userId: number): AccountEventRow[] {
  return db
    .prepare('SELECT method, action, account_masked, verified_by, held_until, at FROM withdrawal_account_events WHERE user_id = ? ORDER BY id')
    .all(userId) as unknown as AccountEventRow[];
}

/** Until when withdrawals with `method` are held (epoch ms), or null. */
export function methodHeldUntil(db: Db, userId: number, method: WithdrawMethod, now: number): number | null {
  return heldUntil(
    accountEvents(db, userId).map((event) => ({ method: event.method, heldUntil: event.held_until })),
    method,
    now,
  );
}

/** Every account the user has bound. */
function linkedAccounts(db: Db, userId: number): BoundAccount[] {
  return WITHDRAW_METHODS.map((method) => boundAccount(db, userId, method)).filter((found) => found !== null);
}

/** Whether binding `account` redirects payouts, so the user must be proved again first. */
export function bindNeedsReauth(db: Db, userId: number, account: BoundAccount, now: number): boolean {
  return payoutChange(linkedAccounts(db, userId), account, now).reverify;
}

/**
 * Binds `account` for its method and records the change (how the user was proved, how long withdrawals there wait).
 * The write checks again what is linked, so a bind racing this one cannot skip the proof.
 */
export function bindAccount(
  db: Db,
  userId: number,
  account: BoundAccount,
  verifiedBy: 'appToken' | null,
  now: number,
): Outcome<BoundAccountView & { action: 'added' | 'replaced'; heldUntil: number | null }> {
  return transaction(db, () => {
    const change = payoutChange(linkedAccounts(db, userId), account, now);
    if (change.reverify && verifiedBy === null) return refused('withdraw.reauthRequired');
    db.prepare(
      `INSERT INTO withdrawal_accounts (user_id, method, bank_code, account_number, holder_name, phone, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, method) DO UPDATE SET bank_code = excluded.bank_code, account_number = excluded.account_number,
         holder_name = excluded.holder_name, phone = excluded.phone, updated_at = excluded.updated_at`,
    ).run(userId, account.method, account.bankCode, account.accountNumber, account.holderName, account.phone, now);
    db.prepare(
      `INSERT INTO withdrawal_account_events (user_id, method, action, account_masked, verified_by, held_until, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, account.method, change.action, maskAccountNumber(account.accountNumber), verifiedBy, change.heldUntil, now);
    return done({
      ...accountView({ ...account, bank_code: account.bankCode, account_number: account.accountNumber, holder_name: account.holderName }),
      action: change.action,
      heldUntil: change.heldUntil,
    });
  });
}
