// An earner's records (SPEC 3, 6; DESIGN 4): the bill of their available beans (the ledger, read as income and
// consumption), and their settlements with each one's lines and timeline.
import type { BillItem, BillKind, SettlementDetail, SettlementItem, SettlementLineKind } from '../../src/contract/earnings.ts';
import type { DateRange } from '../../src/domain/date-range.ts';
import type { SettlementStatus } from '../../src/domain/settlement.ts';
import { addDays, businessDayStartMs } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import type { LedgerKind } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { settlementItem, type SettlementRow } from './settlements.ts';

/**
 * Ledger kinds that move beans, as bill kinds (DESIGN 4: the bill is the ledger of the user's available beans); the
 * coin-only kinds never reach a bill, and any other movement of beans reads as an adjustment.
 */
export const BILL_KIND_OF: Partial<Record<LedgerKind, BillKind>> = {
  openingBalance: 'openingBalance',
  settlement: 'settlement',
  withdrawalFreeze: 'withdrawal',
  withdrawalPayout: 'withdrawal',
  withdrawalRefund: 'withdrawalRefund',
};

/** The bill kind of a ledger movement of available beans. */
export function billKindOf(kind: LedgerKind): BillKind {
  return BILL_KIND_OF[kind] ?? 'adjustment';
}

/** The bill of `userId`'s available beans in `range`, one tab (income: credits; consumption: debits), newest first. */
export function bills(db: Db, userId: number, tab: 'income' | 'consumption', range: DateRange, cursor: number | null): Page<BillItem> {
  const rows = db
    .prepare(
      `SELECT e.id, e.amount, t.kind, t.created_at, t.ref_type, t.ref_id
       FROM ledger_entries e
       JOIN accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.tx_id
       WHERE a.user_id = ? AND a.currency = 'bean' AND a.kind = 'available'
         AND ${tab === 'income' ? 'e.amount > 0' : 'e.amount < 0'}
         AND t.created_at >= ? AND t.created_at < ? AND (? IS NULL OR e.id < ?)
       ORDER BY e.id DESC LIMIT ?`,
    )
    .all(
      userId,
      businessDayStartMs(range.start),
      businessDayStartMs(addDays(range.end, 1)),
      cursor,
      cursor,
      PAGE_QUERY_LIMIT,
    ) as { id: number; amount: number; kind: LedgerKind; created_at: number; ref_type: string | null; ref_id: number | null }[];
  return pageOf(rows, (row): BillItem => ({
    id: String(row.id),
    at: row.created_at,
    kind: billKindOf(row.kind),
    amount: row.amount,
    refId: row.ref_id === null ? null : String(row.ref_id),
  }));
}

/** The user's settlements, newest first, those ending within `window` when given. */
export function settlementsOf(db: Db, userId: number, window: { start: string | null; end: string | null }, cursor: number | null): Page<SettlementItem> {
  const { start, end } = window;
  const rows = db
    .prepare(
      `SELECT * FROM settlements WHERE user_id = ? AND (? IS NULL OR period_end >= ?) AND (? IS NULL OR period_end <= ?)
         AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
    )
    .all(userId, start, start, end, end, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as SettlementRow[];
  return pageOf(rows, settlementItem);
}

/** One of the user's settlements with its lines and timeline. */
export function settlementDetail(db: Db, userId: number, id: number): Outcome<SettlementDetail> {
  const row = db.prepare('SELECT * FROM settlements WHERE id = ? AND user_id = ?').get(id, userId) as
    | SettlementRow
    | undefined;
  if (!row) return refused('settlement.notFound');
  const lines = db.prepare('SELECT kind, amount FROM settlement_lines WHERE settlement_id = ? ORDER BY id').all(id) as {
    kind: SettlementLineKind;
    amount: number;
  }[];
  const timeline = db.prepare('SELECT status, at FROM settlement_events WHERE settlement_id = ? ORDER BY id').all(id) as {
    status: SettlementStatus;
    at: number;
  }[];
  return done({ ...settlementItem(row), lines, timeline });
}
