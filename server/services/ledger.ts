// The ledger (DESIGN 4). Every movement of coins or beans is one transaction of entries that sum to zero per
// currency; account balances change only here, in the same SQL transaction as the entries, and a user balance can
// never go negative (the accounts table refuses it). Call post() inside transaction() (db/transaction.ts).
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Currency } from '../../src/domain/money.ts';

/** Kinds of account: a user's spendable and frozen money, and the system's counterparts. */
export type AccountKind = 'available' | 'frozen' | 'issued' | 'paid_out' | 'fees' | 'spent';

/** An account named by owner, currency and kind; system accounts have no owner; a family owns coins (`familyId`). */
export interface AccountRef {
  userId: number | null;
  familyId?: number | null;
  currency: Currency;
  kind: AccountKind;
}

/** What a ledger transaction records; an area that moves money in a new way adds its kind here. */
export type LedgerKind =
  | 'openingBalance'
  | 'settlement'
  | 'withdrawalFreeze'
  | 'withdrawalPayout'
  | 'withdrawalRefund'
  | 'transfer'
  /** Coins bought through a payment order (DESIGN 11); later rules read these rows (VIP, tasks, spins, events). */
  | 'topUp'
  /** A package's bonus coins, beside its topUp; not counted as topped up by any rule (docs/rules.md). */
  | 'topUpBonus'
  /** Coins a viewer spends on gifts in the app's live rooms (the demo seeds them; the pages read their effect). */
  | 'gift'
  | 'vipPurchase'
  | 'decorPurchase'
  | 'marbleBet'
  | 'marblePayout'
  | 'turntablePrize'
  | 'summonsSend'
  | 'summonsClaim'
  | 'summonsRefund'
  | 'taskReward'
  | 'eventReward'
  | 'redPacketGrab'
  /** The daily VIP coins (SPEC 9), issued by the platform. */
  | 'vipDailyCoins'
  /** A closed account's coins and beans go back to the platform (account cancellation). */
  | 'accountClosure'
  /** A member's coins into the family coins; the family's task rewards, expansions and leftover at deletion. */
  | 'familyContribution'
  | 'familyTaskReward'
  | 'familyExpansion'
  | 'familyForfeit';

/** Thrown when an entry would take a user balance below zero. */
export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

/** Prepared statements of each database, prepared once: the ledger runs on every money call and every seeded row. */
const prepared = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The statement for `sql` on `db`, prepared on first use. */
function statement(db: DatabaseSync, sql: string): StatementSync {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let found = statements.get(sql);
  if (!found) statements.set(sql, (found = db.prepare(sql)));
  return found;
}

/** The id of an account, created on first use. */
export function accountId(db: DatabaseSync, ref: AccountRef): number {
  const found = statement(db, 'SELECT id FROM accounts WHERE IFNULL(user_id, 0) = ? AND IFNULL(family_id, 0) = ? AND currency = ? AND kind = ?').get(
    ref.userId ?? 0,
    ref.familyId ?? 0,
    ref.currency,
    ref.kind,
  ) as { id: number } | undefined;
  if (found) return found.id;
  const result = statement(db, 'INSERT INTO accounts (user_id, family_id, currency, kind) VALUES (?, ?, ?, ?)').run(
    ref.userId,
    ref.familyId ?? null,
    ref.currency,
    ref.kind,
  );
  return Number(result.lastInsertRowid);
}

/** The balance of an account (0 when it does not exist yet). */
export function balanceOf(db: DatabaseSync, ref: AccountRef): number {
  const row = db.prepare('SELECT balance FROM accounts WHERE IFNULL(user_id, 0) = ? AND IFNULL(family_id, 0) = ? AND currency = ? AND kind = ?').get(
    ref.userId ?? 0,
    ref.familyId ?? 0,
    ref.currency,
    ref.kind,
  ) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** A user's available balance of a currency. */
export function available(db: DatabaseSync, userId: number, currency: Currency): number {
  return balanceOf(db, { userId, currency, kind: 'available' });
}

/** One line of a transaction. */
export interface Entry {
  account: AccountRef;
  amount: number;
}

/**
 * Records a balanced transaction inside the caller's transaction(); returns its id. Throws InsufficientFunds if a user
 * balance would go negative, and refuses to run outside a transaction.
 */
export function post(
  db: DatabaseSync,
  tx: { kind: LedgerKind; at: number; refType?: string; refId?: number; entries: readonly Entry[] },
): number {
  // A movement outside a transaction could land half-written, or between another writer's check and its work.
  if (!db.isTransaction) throw new Error(`ledger: ${tx.kind} posted outside a transaction`);
  const sums = new Map<Currency, number>();
  for (const entry of tx.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new Error(`ledger amounts are non-zero integers: ${entry.amount}`);
    sums.set(entry.account.currency, (sums.get(entry.account.currency) ?? 0) + entry.amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new Error(`unbalanced ${tx.kind}: ${currency} entries sum to ${sum}`);

  const txId = Number(
    statement(db, 'INSERT INTO ledger_transactions (kind, created_at, ref_type, ref_id) VALUES (?, ?, ?, ?)')
      .run(tx.kind, tx.at, tx.refType ?? null, tx.refId ?? null).lastInsertRowid,
  );
  const insert = statement(db, 'INSERT INTO ledger_entries (tx_id, account_id, amount) VALUES (?, ?, ?)');
  const move = statement(db, 'UPDATE accounts SET balance = balance + ? WHERE id = ?');
  for (const entry of tx.entries) {
    const id = accountId(db, entry.account);
    insert.run(txId, id, entry.amount);
    try {
      move.run(entry.amount, id);
    } catch (error) {
      if (String(error).includes('CHECK constraint failed')) throw new InsufficientFunds();
      throw error;
    }
  }
  return txId;
}

/** Moves `amount` from one account to another in one transaction. */
export function transferBetween(
  db: DatabaseSync,
  kind: LedgerKind,
  from: AccountRef,
  to: AccountRef,
  amount: number,
  at: number,
  ref?: { type: string; id: number },
): number {
  return post(db, {
    kind,
    at,
    ...(ref ? { refType: ref.type, refId: ref.id } : {}),
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}

/** What a reconciliation found wrong; empty when the ledger is sound. */
export function reconcile(db: DatabaseSync): string[] {
  const problems: string[] = [];
  for (const row of db.prepare('SELECT currency, SUM(balance) AS total FROM accounts GROUP BY currency').all() as {
    currency: string;
    total: number;
  }[]) {
    if (row.total !== 0) problems.push(`${row.currency} balances sum to ${row.total}, not 0`);
  }
  const drift = db
    .prepare(
      `SELECT a.id, a.balance, IFNULL(SUM(e.amount), 0) AS entries
       FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id HAVING a.balance <> IFNULL(SUM(e.amount), 0)`,
    )
    .all() as { id: number; balance: number; entries: number }[];
  for (const row of drift) problems.push(`account ${row.id} balance ${row.balance} but entries sum to ${row.entries}`);
  const unbalanced = db
    .prepare(
      `SELECT e.tx_id, a.currency, SUM(e.amount) AS total FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
       GROUP BY e.tx_id, a.currency HAVING SUM(e.amount) <> 0`,
    )
    .all() as { tx_id: number; currency: string; total: number }[];
  for (const row of unbalanced) problems.push(`transaction ${row.tx_id} ${row.currency} sums to ${row.total}`);
  const negative = db.prepare('SELECT id FROM accounts WHERE (user_id IS NOT NULL OR family_id IS NOT NULL) AND balance < 0').all() as { id: number }[];
  for (const row of negative) problems.push(`account ${row.id} is negative`);
  return problems;
}
