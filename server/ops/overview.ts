// The console's overview (/ops, issue 28): what waits in each queue and since when, and today's figures. Each count
// reads a status index; today's figures read the ledger by kind and time.
import type { OpsOverview } from '../../src/contract/ops.ts';
import { OPS_QUEUES, OPS_WAITING, WITHDRAWAL_FILTERS, type OpsQueue } from '../../src/domain/ops.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';

/** The table each queue waits in. */
const QUEUE_TABLES: Record<OpsQueue, string> = {
  withdrawals: 'withdrawals',
  settlements: 'settlements',
  priceLists: 'price_lists',
  applications: 'agency_applications',
};

/** Count and oldest creation time of the rows of `table` in `statuses`. */
function waitingIn(db: Db, table: string, statuses: readonly (string | number)[]): { waiting: number; oldestAt: number | null } {
  const row = db
    .prepare(`SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest FROM ${table} WHERE status IN (${statuses.map(() => '?').join(', ')})`)
    .get(...statuses) as { waiting: number; oldest: number | null };
  return { waiting: row.waiting, oldestAt: row.oldest };
}

/** The sum of what a ledger kind moved into user (`toUsers`) or platform accounts in [from, to). */
function ledgerSum(db: Db, kind: string, from: number, to: number, toUsers: boolean): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(e.amount), 0) AS total FROM ledger_transactions t JOIN ledger_entries e ON e.tx_id = t.id JOIN accounts a ON a.id = e.account_id
       WHERE t.kind = ? AND t.created_at >= ? AND t.created_at < ? AND e.amount > 0 AND (a.user_id IS NOT NULL) = ?`,
    )
    .get(kind, from, to, toUsers ? 1 : 0) as { total: number };
  return row.total;
}

/** The overview at `now`. */
export function opsOverview(db: Db, now: number): OpsOverview {
  const date = businessDate(now);
  const from = businessDayStartMs(date);
  const to = businessDayStartMs(addDays(date, 1));
  const approved = WITHDRAWAL_FILTERS.approved;
  const pending = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(net), 0) AS idr FROM withdrawals WHERE status IN (${approved.map(() => '?').join(', ')})`)
    .get(...approved) as { n: number; idr: number };
  return {
    queues: OPS_QUEUES.map((queue) => ({ queue, ...waitingIn(db, QUEUE_TABLES[queue], OPS_WAITING[queue]) })),
    today: {
      date,
      coinsToppedUp: ledgerSum(db, 'topUp', from, to, true),
      // A payout moves the net to the paid-out account and the fee to the fees account: both leave the user's beans.
      beansWithdrawn: ledgerSum(db, 'withdrawalPayout', from, to, false),
      pendingPayouts: pending.n,
      pendingPayoutIdr: pending.idr,
    },
  };
}
