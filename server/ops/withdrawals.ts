// The console's withdrawal queue (issue 28): the list oldest first through thousands of rows (keyset paging on
// indexes), a withdrawal's detail with what an operator needs to decide, the decisions (one wins when two operators
// decide at once, each in the audit trail with its ledger transaction), and the bank's payout export of approved ones.
import type { DecisionRecord, OpsWithdrawalDetail, OpsWithdrawalItem } from '../../src/contract/ops.ts';
import type { SettlementStatus } from '../../src/domain/settlement.ts';
import {
  OPS_RECENT_ROWS,
  WITHDRAWAL_DECISIONS,
  WITHDRAWAL_FILTERS,
  checkDecisionText,
  decisionsFor,
  type WithdrawalDecision,
  type WithdrawalFilter,
} from '../../src/domain/ops.ts';
import { reviewRefusal } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { setWithdrawalStatus, withdrawalView, type WithdrawalRow } from '../earnings/withdrawals.ts';
import { decisionsOf, recordDecision } from '../services/decisions.ts';
import { balanceOf } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import type { Page } from '../services/paging.ts';
import { queuePage, type QueueQuery } from './queue.ts';

/** A withdrawal row with what the console adds: its user's nickname, the reason and payout reference. */
interface OpsRow extends WithdrawalRow {
  nickname: string;
  phone: string | null;
  payout_reference: string | null;
}

const SELECT = 'SELECT w.*, u.nickname FROM withdrawals w JOIN users u ON u.id = w.user_id';

/** A row as the list shows it. */
function itemOf(row: OpsRow): OpsWithdrawalItem {
  return { ...withdrawalView(row), userId: String(row.user_id), nickname: row.nickname, reason: row.reason, payoutReference: row.payout_reference };
}

/** A page of withdrawals in `filter`, oldest first, within the query's range and user. */
export function listOpsWithdrawals(db: Db, filter: WithdrawalFilter, query: QueueQuery): Page<OpsWithdrawalItem> {
  return queuePage(db, { select: SELECT, alias: 'w', userColumn: 'user_id', statuses: WITHDRAWAL_FILTERS[filter] }, query, (row: OpsRow) => itemOf(row));
}

function rowById(db: Db, id: number): OpsRow | undefined {
  return db.prepare(`${SELECT} WHERE w.id = ?`).get(id) as OpsRow | undefined;
}

/** Everything an operator needs to decide withdrawal `id`, as `operatorId` sees it at `now`. */
export function opsWithdrawalDetail(db: Db, operatorId: number, id: number, now: number): Outcome<OpsWithdrawalDetail> {
  const row = rowById(db, id);
  if (!row) return refused('withdraw.notFound');
  return done(detailOf(db, operatorId, row, now));
}

function detailOf(db: Db, operatorId: number, row: OpsRow, now: number): OpsWithdrawalDetail {
  const item = itemOf(row);
  const recentWithdrawals = (
    db
      .prepare('SELECT id, amount, status, created_at FROM withdrawals WHERE user_id = ? AND id <> ? ORDER BY created_at DESC, id DESC LIMIT ?')
      .all(row.user_id, row.id, OPS_RECENT_ROWS) as { id: number; amount: number; status: SettlementStatus; created_at: number }[]
  ).map((w) => ({ id: String(w.id), amount: w.amount, status: w.status, createdAt: w.created_at }));
  const recentSettlements = (
    db
      .prepare('SELECT id, period, period_start, amount, status FROM settlements WHERE user_id = ? ORDER BY period_start DESC, id DESC LIMIT ?')
      .all(row.user_id, OPS_RECENT_ROWS) as { id: number; period: string; period_start: string; amount: number; status: SettlementStatus }[]
  ).map((s) => ({ id: String(s.id), period: s.period, periodStart: s.period_start, amount: s.amount, status: s.status }));
  const refusal = reviewRefusal(db, operatorId, 'reviewWithdrawals', row.user_id, now);
  const decisions: DecisionRecord[] = decisionsOf(db, 'withdrawal', row.id);
  return {
    ...item,
    accountNumber: row.account_number,
    phone: row.phone,
    availableBeans: balanceOf(db, { userId: row.user_id, currency: 'bean', kind: 'available' }),
    frozenBeans: balanceOf(db, { userId: row.user_id, currency: 'bean', kind: 'frozen' }),
    recentWithdrawals,
    recentSettlements,
    decisions,
    allowed: refusal === null ? decisionsFor(WITHDRAWAL_DECISIONS, item.status) : [],
    ownRow: row.user_id === operatorId,
  };
}

/**
 * Operator `operatorId` takes `decision` on withdrawal `id`: approve or reject (beans back) one under review, mark an
 * approved one paid (with the bank's reference) or failed (beans back). Nobody decides their own; of two operators
 * deciding at once the first wins and the other is answered `ops.alreadyDecided` with the row as it is now. Runs
 * inside the money call's transaction (its Idempotency-Key's).
 */
export function decideWithdrawal(
  db: Db,
  operatorId: number,
  form: { id: number; decision: WithdrawalDecision; reason?: string | undefined; reference?: string | undefined },
  now: number,
): Outcome<OpsWithdrawalDetail> {
  const rule = WITHDRAWAL_DECISIONS[form.decision];
  const text = checkDecisionText(rule.input, form);
  if (!text.ok) return refused(`ops.${text.error}`);
  {
    const row = rowById(db, form.id);
    if (!row) return refused('withdraw.notFound');
    const refusal = reviewRefusal(db, operatorId, 'reviewWithdrawals', row.user_id, now);
    if (refusal) return refused(refusal);
    if (!(rule.from as readonly number[]).includes(row.status)) return refused('ops.alreadyDecided', detailOf(db, operatorId, row, now));
    if (text.reference !== null && db.prepare('SELECT 1 FROM withdrawals WHERE payout_reference = ?').get(text.reference) !== undefined) {
      return refused('ops.referenceUsed');
    }
    const ledgerTxId = setWithdrawalStatus(db, row, rule.to, now);
    db.prepare('UPDATE withdrawals SET reason = COALESCE(?, reason), payout_reference = COALESCE(?, payout_reference) WHERE id = ?').run(
      text.reason,
      text.reference,
      row.id,
    );
    recordDecision(db, {
      subject: 'withdrawal',
      subjectId: row.id,
      ownerUserId: row.user_id,
      operatorUserId: operatorId,
      action: form.decision,
      fromState: row.status,
      toState: rule.to,
      reason: text.reason,
      reference: text.reference,
      ledgerTxId,
      at: now,
    });
    const after = rowById(db, row.id);
    if (!after) throw new Error(`withdrawal ${row.id} vanished`);
    return done(detailOf(db, operatorId, after, now));
  }
}

/** The columns of the bank's bulk payout file, in order. */
export const PAYOUT_CSV_COLUMNS = ['withdrawal_id', 'user_id', 'method', 'bank_code', 'account_number', 'holder_name', 'phone', 'net_idr', 'created_at_utc'] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised for spreadsheets. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The approved withdrawals waiting for the payout (created in [from, to) when given), oldest first, as CSV. */
export function approvedPayoutCsv(db: Db, range: { from: number; to: number } | null): { csv: string; rows: number } {
  const statuses = WITHDRAWAL_FILTERS.approved;
  const rows = db
    .prepare(
      `SELECT * FROM withdrawals WHERE status IN (${statuses.map(() => '?').join(', ')})
       AND (? IS NULL OR created_at >= ?) AND (? IS NULL OR created_at < ?) ORDER BY created_at, id`,
    )
    .all(...statuses, range?.from ?? null, range?.from ?? null, range?.to ?? null, range?.to ?? null) as unknown as OpsRow[];
  const lines = [PAYOUT_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [row.id, row.user_id, row.method, row.bank_code, row.account_number, row.holder_name, row.phone, row.net, new Date(row.created_at).toISOString()]
        .map(csvField)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
