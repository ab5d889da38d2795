// Coin resale by dealers (SPEC 5, 6, 8, 9): the overview, searching a user, transferring coins, and the records of the
// dealer and of its sub-agents. Who may receive coins is the policy's (receiveCoins), which dealer is the transfer
// rule's (checkTransfer: never another dealer but one's own sub-agent).
import type { ResaleOverview, TransferPage, TransferTargetView, TransferView } from '../../src/contract/resale.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { decide } from '../../src/domain/policy.ts';
import { businessDate, businessDayStartMs, monthStart } from '../../src/domain/time.ts';
import { checkTransfer } from '../../src/domain/transfer.ts';
import { accountFacts } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { InsufficientFunds, balanceOf, transferBetween } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf } from '../services/paging.ts';

/** A transfer joined with both nicknames. */
interface TransferRow {
  id: number;
  from_user_id: number;
  from_nickname: string;
  to_user_id: number;
  to_nickname: string;
  amount: number;
  created_at: number;
}

const TRANSFER_SELECT = `SELECT t.id, t.from_user_id, f.nickname AS from_nickname, t.to_user_id, r.nickname AS to_nickname, t.amount, t.created_at
  FROM transfers t JOIN users f ON f.id = t.from_user_id JOIN users r ON r.id = t.to_user_id`;

/** A transfer row as the API shows it. */
function transferView(row: TransferRow): TransferView {
  return {
    id: String(row.id),
    fromUserId: String(row.from_user_id),
    fromNickname: row.from_nickname,
    toUserId: String(row.to_user_id),
    toNickname: row.to_nickname,
    amount: row.amount,
    createdAt: row.created_at,
  };
}

/** The parent dealer of a sub-agent, or null for a top reseller (undefined when not a dealer). */
function dealerParent(db: Db, userId: number): number | null | undefined {
  const row = db.prepare('SELECT parent_user_id FROM dealers WHERE user_id = ?').get(userId) as { parent_user_id: number | null } | undefined;
  return row === undefined ? undefined : row.parent_user_id;
}

/** The user with `id` as a transfer target seen from `senderId`, or null when there is no such user. */
function targetOf(db: Db, senderId: number, id: number): TransferTargetView | null {
  const user = db.prepare('SELECT id, nickname FROM users WHERE id = ?').get(id) as { id: number; nickname: string } | undefined;
  if (!user) return null;
  const parent = dealerParent(db, id);
  return { userId: String(user.id), nickname: user.nickname, isDealer: parent !== undefined, isOwnSubAgent: parent === senderId };
}

/** A user searched as a transfer target: refused when the policy lets them receive no coins (not active). */
export function searchTarget(db: Db, senderId: number, id: number, now: number): Outcome<TransferTargetView> {
  const target = targetOf(db, senderId, id);
  if (!target) return refused('userNotFound');
  return mayReceive(db, id, now) ? done(target) : refused('transfer.receiverNotActive');
}

/** Whether `userId` may receive coins at `now` (DESIGN 12: active accounts only). */
function mayReceive(db: Db, userId: number, now: number): boolean {
  const facts = accountFacts(db, userId, now);
  return facts !== null && decide('receiveCoins', facts).ok;
}

/** The dealer's balance, parent and sub-agents with what each was sent this month. */
export function resaleOverview(db: Db, userId: number, now: number): ResaleOverview {
  const parent = dealerParent(db, userId) ?? null;
  const monthFrom = businessDayStartMs(monthStart(businessDate(now)));
  const subAgents = db
    .prepare(
      `SELECT u.id, u.nickname,
         (SELECT IFNULL(SUM(t.amount), 0) FROM transfers t WHERE t.from_user_id = d.parent_user_id AND t.to_user_id = u.id AND t.created_at >= ?) AS sent
       FROM dealers d JOIN users u ON u.id = d.user_id WHERE d.parent_user_id = ? ORDER BY u.id`,
    )
    .all(monthFrom, userId) as { id: number; nickname: string; sent: number }[];
  const parentRow = parent === null ? undefined : (db.prepare('SELECT nickname FROM users WHERE id = ?').get(parent) as { nickname: string } | undefined);
  return {
    balance: balanceOf(db, { userId, currency: 'coin', kind: 'available' }),
    isSubAgent: parent !== null,
    parentUserId: parent === null ? null : String(parent),
    parentNickname: parentRow?.nickname ?? null,
    subAgents: subAgents.map((s) => ({ userId: String(s.id), nickname: s.nickname, sentThisMonth: s.sent })),
  };
}

/** The ledger refusing a transfer: the balance ran out after the check (another writer got in between). */
export const transferRefusal: Refusal = (error) => (error instanceof InsufficientFunds ? 'transfer.exceedsBalance' : null);

/**
 * Transfers coins to the searched user (inside the money call's transaction), checked by checkTransfer (SPEC 5, 6).
 * `targetId` is the target's id, null for one that is no id, or 'notSearched' when the form names none.
 */
export function transferCoins(
  db: Db,
  senderId: number,
  form: { targetId: number | null | 'notSearched'; amount: string },
  now: number,
): Outcome<{ transfer: TransferView; balance: number }> {
  if (form.targetId === 'notSearched') return refused('transfer.targetNotSearched');
  const target = form.targetId === null ? null : targetOf(db, senderId, form.targetId);
  if (!target) return refused('userNotFound');
  if (!mayReceive(db, Number(target.userId), now)) return refused('transfer.receiverNotActive');
  const amount = form.amount.trim() === '' ? null : parseWholeAmount(form.amount);
  if (form.amount.trim() !== '' && amount === null) return refused('transfer.amountInvalid');
  const balance = balanceOf(db, { userId: senderId, currency: 'coin', kind: 'available' });
  const check = checkTransfer({ senderId: String(senderId), target, amount, balance });
  if (!check.ok) return refused(check.error === 'targetNotFound' ? 'userNotFound' : `transfer.${check.error}`);
  const id = Number(
    db.prepare('INSERT INTO transfers (from_user_id, to_user_id, amount, created_at) VALUES (?, ?, ?, ?)').run(senderId, Number(target.userId), amount, now).lastInsertRowid,
  );
  transferBetween(
    db,
    'transfer',
    { userId: senderId, currency: 'coin', kind: 'available' },
    { userId: Number(target.userId), currency: 'coin', kind: 'available' },
    amount ?? 0,
    now,
    { type: 'transfer', id },
  );
  const row = db.prepare(`${TRANSFER_SELECT} WHERE t.id = ?`).get(id) as unknown as TransferRow;
  return done({ transfer: transferView(row), balance: balanceOf(db, { userId: senderId, currency: 'coin', kind: 'available' }) });
}

/** Whose transfers a record list shows: the dealer's own, or those of its sub-agents. */
const SENDERS = {
  own: 't.from_user_id = ?',
  subAgents: 't.from_user_id IN (SELECT user_id FROM dealers WHERE parent_user_id = ?)',
} as const;

/**
 * A page of the transfers of `senders` as seen by `userId`, optionally of one sender and within [from, to), newest
 * first, with the totals of the whole range.
 */
export function transferRecords(
  db: Db,
  userId: number,
  senders: keyof typeof SENDERS,
  filter: { sender: number | null; from: number | null; to: number | null },
  cursor: number | null,
): TransferPage {
  const { sender, from, to } = filter;
  const where = `${SENDERS[senders]} AND (? IS NULL OR t.from_user_id = ?) AND (? IS NULL OR t.created_at >= ?) AND (? IS NULL OR t.created_at < ?)`;
  const params = [userId, sender, sender, from, from, to, to];
  const rows = db
    .prepare(`${TRANSFER_SELECT} WHERE ${where} AND (? IS NULL OR t.id < ?) ORDER BY t.id DESC LIMIT ?`)
    .all(...params, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as TransferRow[];
  const totals = db.prepare(`SELECT COUNT(*) AS count, IFNULL(SUM(t.amount), 0) AS coins FROM transfers t WHERE ${where}`).get(...params) as {
    count: number;
    coins: number;
  };
  return { ...pageOf(rows, transferView), totalCount: totals.count, totalCoins: totals.coins };
}
