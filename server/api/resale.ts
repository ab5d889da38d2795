// Coin resale by dealers (SPEC 5, 6, 8, 9): overview, searching a user, transferring coins, and the records of
// the dealer and of its sub-agents.
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import type { ErrorName } from '../../src/contract/errors.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { RESALE_ENDPOINTS, type ResaleOverview, type TransferPage, type TransferTargetView, type TransferView } from '../../src/contract/resale.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { businessDate, businessDayStartMs, addDays, monthStart } from '../../src/domain/time.ts';
import { checkTransfer } from '../../src/domain/transfer.ts';
import { InsufficientFunds, balanceOf, transferBetween } from '../services/ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField, rangeField } from './fields.ts';
import { PAGE_QUERY_LIMIT, pageOf } from '../services/paging.ts';
import { idempotent } from './idempotency.ts';
import { errorEnvelope, fail, ok } from './respond.ts';
import { dealerParent, isDealer, requireRole } from './roles.ts';

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

/** The user with `id` as a transfer target seen from `senderId`, or null when there is no such user. */
function targetOf(db: DatabaseSync, senderId: number, id: number): TransferTargetView | null {
  const user = db.prepare('SELECT id, nickname FROM users WHERE id = ?').get(id) as { id: number; nickname: string } | undefined;
  if (!user) return null;
  const parent = dealerParent(db, id);
  return { userId: String(user.id), nickname: user.nickname, isDealer: parent !== undefined, isOwnSubAgent: parent === senderId };
}

/** The optional date range of a record list, as creation instants [from, to); a bad range is an error name. */
function createdRange(fields: Record<string, string>, now: number): { from: number | null; to: number | null } | ErrorName {
  if (!fields['start'] && !fields['end']) return { from: null, to: null };
  const range = rangeField(fields, businessDate(now), INCOME_RANGE_MAX_DAYS);
  if (!range.ok) return range.error;
  return { from: businessDayStartMs(range.range.start), to: businessDayStartMs(addDays(range.range.end, 1)) };
}

/** The resale sub-app: coin dealers only. */
export function resaleApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const dealersOnly = requireRole(db, isDealer);

  /**
   * A record list of the transfers whose sender matches `senderClause` (one `?`: the caller's id), optionally narrowed
   * to one sender by `narrow`, with the totals of the whole range.
   */
  const records = (senderClause: string, narrow?: string) =>
    (c: Context<AuthedEnv>) => {
      const fields = c.var.fields;
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const range = createdRange(fields, clock.now());
      if (typeof range === 'string') return fail(c, range);
      const rawSender = narrow ? (fields[narrow] ?? '') : '';
      const sender = rawSender === '' ? null : idField(rawSender);
      if (rawSender !== '' && sender === null) return fail(c, 'invalidParams');
      const where = `${senderClause} AND (? IS NULL OR t.from_user_id = ?) AND (? IS NULL OR t.created_at >= ?) AND (? IS NULL OR t.created_at < ?)`;
      const params = [c.var.user.userId, sender, sender, range.from, range.from, range.to, range.to];
      const rows = db
        .prepare(`${TRANSFER_SELECT} WHERE ${where} AND (? IS NULL OR t.id < ?) ORDER BY t.id DESC LIMIT ?`)
        .all(...params, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as TransferRow[];
      const totals = db.prepare(`SELECT COUNT(*) AS count, IFNULL(SUM(t.amount), 0) AS coins FROM transfers t WHERE ${where}`).get(...params) as {
        count: number;
        coins: number;
      };
      const page: TransferPage = { ...pageOf(rows, transferView), totalCount: totals.count, totalCoins: totals.coins };
      return ok(c, page);
    };

  return new Hono<AuthedEnv>()
    .post(RESALE_ENDPOINTS.overview.path, session, dealersOnly, (c) => {
      const userId = c.var.user.userId;
      const parent = dealerParent(db, userId) ?? null;
      const monthFrom = businessDayStartMs(monthStart(businessDate(clock.now())));
      const subAgents = db
        .prepare(
          `SELECT u.id, u.nickname,
             (SELECT IFNULL(SUM(t.amount), 0) FROM transfers t WHERE t.from_user_id = d.parent_user_id AND t.to_user_id = u.id AND t.created_at >= ?) AS sent
           FROM dealers d JOIN users u ON u.id = d.user_id WHERE d.parent_user_id = ? ORDER BY u.id`,
        )
        .all(monthFrom, userId) as { id: number; nickname: string; sent: number }[];
      const parentRow = parent === null ? undefined : (db.prepare('SELECT nickname FROM users WHERE id = ?').get(parent) as { nickname: string } | undefined);
      const overview: ResaleOverview = {
        balance: balanceOf(db, { userId, currency: 'coin', kind: 'available' }),
        isSubAgent: parent !== null,
        parentUserId: parent === null ? null : String(parent),
        parentNickname: parentRow?.nickname ?? null,
        subAgents: subAgents.map((s) => ({ userId: String(s.id), nickname: s.nickname, sentThisMonth: s.sent })),
      };
      return ok(c, overview);
    })
    .post(RESALE_ENDPOINTS.search.path, session, dealersOnly, (c) => {
      const id = idField(c.var.fields['user_id']);
      if (id === null) return fail(c, 'invalidParams');
      const target = targetOf(db, c.var.user.userId, id);
      return target ? ok(c, target) : fail(c, 'userNotFound');
    })
    .post(RESALE_ENDPOINTS.transfer.path, session, dealersOnly, (c) =>
      idempotent(deps, c, RESALE_ENDPOINTS.transfer.path, () => {
        const senderId = c.var.user.userId;
        const fields = c.var.fields;
        const rawTarget = fields['target_user_id'] ?? '';
        if (rawTarget.trim() === '') return errorEnvelope('transfer.targetNotSearched');
        const targetId = idField(rawTarget.trim());
        const target = targetId === null ? null : targetOf(db, senderId, targetId);
        if (!target) return errorEnvelope('userNotFound');
        const rawAmount = fields['amount'] ?? '';
        const amount = rawAmount.trim() === '' ? null : parseWholeAmount(rawAmount);
        if (rawAmount.trim() !== '' && amount === null) return errorEnvelope('transfer.amountInvalid');
        const balance = balanceOf(db, { userId: senderId, currency: 'coin', kind: 'available' });
        const check = checkTransfer({ senderId: String(senderId), target, amount, balance });
        if (!check.ok) return errorEnvelope(check.error === 'targetNotFound' ? 'userNotFound' : `transfer.${check.error}`);
        const now = clock.now();
        const id = Number(
          db
            .prepare('INSERT INTO transfers (from_user_id, to_user_id, amount, created_at) VALUES (?, ?, ?, ?)')
            .run(senderId, Number(target.userId), amount, now).lastInsertRowid,
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
        return { code: 0, msg: 'ok', data: { transfer: transferView(row), balance: balanceOf(db, { userId: senderId, currency: 'coin', kind: 'available' }) } };
      }, (error) => (error instanceof InsufficientFunds ? 'transfer.exceedsBalance' : null)),
    )
    .post(RESALE_ENDPOINTS.records.path, session, dealersOnly, records('t.from_user_id = ?'))
    .post(
      RESALE_ENDPOINTS.subRecords.path,
      session,
      dealersOnly,
      records('t.from_user_id IN (SELECT user_id FROM dealers WHERE parent_user_id = ?)', 'sub_agent_id'),
    );
}
