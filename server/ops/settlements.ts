// The console's settlement queue (issue 28): open settlements oldest first (keyset paging, server/ops/queue.ts), a
// settlement's lines and history with its host, and the decisions: complete (its beans are credited, once) or reject.
// Of two operators deciding at once the first wins; each decision is in the audit trail with its ledger transaction.
import type { OpsSettlementDetail, OpsSettlementItem } from '../../src/contract/ops.ts';
import { SETTLEMENT_DECISIONS, SETTLEMENT_FILTERS, decisionsFor, type SettlementDecision, type SettlementFilter } from '../../src/domain/ops.ts';
import { reviewRefusal } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { settlementDetail } from '../earnings/records.ts';
import { setSettlementStatus, settlementItem, type SettlementRow } from '../earnings/settlements.ts';
import { decisionsOf, recordDecision } from '../services/decisions.ts';
import { balanceOf } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import type { Page } from '../services/paging.ts';
import { queuePage, type QueueQuery } from './queue.ts';

/** A settlement row with its host's nickname. */
interface OpsRow extends SettlementRow {
  nickname: string;
}

const SELECT = 'SELECT s.*, u.nickname FROM settlements s JOIN users u ON u.id = s.user_id';

/** A page of settlements in `filter`, oldest first, within the query's range and user. */
export function listOpsSettlements(db: Db, filter: SettlementFilter, query: QueueQuery): Page<OpsSettlementItem> {
  return queuePage(db, { select: SELECT, alias: 's', userColumn: 'user_id', statuses: SETTLEMENT_FILTERS[filter] }, query, (row: OpsRow) => ({
    ...settlementItem(row),
    userId: String(row.user_id),
    nickname: row.nickname,
  }));
}

function rowById(db: Db, id: number): OpsRow | undefined {
  return db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as OpsRow | undefined;
}

function detailOf(db: Db, operatorId: number, row: OpsRow, now: number): OpsSettlementDetail {
  const detail = settlementDetail(db, row.user_id, row.id);
  if (!detail.ok) throw new Error(`settlement ${row.id} has no detail`);
  const refusal = reviewRefusal(db, operatorId, 'reviewSettlements', row.user_id, now);
  return {
    ...detail.data,
    userId: String(row.user_id),
    nickname: row.nickname,
    availableBeans: balanceOf(db, { userId: row.user_id, currency: 'bean', kind: 'available' }),
    decisions: decisionsOf(db, 'settlement', row.id),
    allowed: refusal === null ? decisionsFor(SETTLEMENT_DECISIONS, detail.data.status) : [],
    ownRow: row.user_id === operatorId,
  };
}

/** Everything an operator needs to decide settlement `id`. */
export function opsSettlementDetail(db: Db, operatorId: number, id: number, now: number): Outcome<OpsSettlementDetail> {
  const row = rowById(db, id);
  return row ? done(detailOf(db, operatorId, row, now)) : refused('settlement.notFound');
}

/**
 * Operator `operatorId` completes or rejects settlement `id` (inside the money call's transaction). Nobody decides
 * their own; a settlement decided already answers `ops.alreadyDecided` with the row as it is now.
 */
export function decideSettlement(db: Db, operatorId: number, form: { id: number; decision: SettlementDecision }, now: number): Outcome<OpsSettlementDetail> {
  const rule = SETTLEMENT_DECISIONS[form.decision];
  const row = rowById(db, form.id);
  if (!row) return refused('settlement.notFound');
  const refusal = reviewRefusal(db, operatorId, 'reviewSettlements', row.user_id, now);
  if (refusal) return refused(refusal);
  if (!(rule.from as readonly number[]).includes(row.status)) return refused('ops.alreadyDecided', detailOf(db, operatorId, row, now));
  const ledgerTxId = setSettlementStatus(db, row, rule.to, now);
  recordDecision(db, {
    subject: 'settlement',
    subjectId: row.id,
    ownerUserId: row.user_id,
    operatorUserId: operatorId,
    action: form.decision,
    fromState: row.status,
    toState: rule.to,
    ledgerTxId,
    at: now,
  });
  return done(detailOf(db, operatorId, { ...row, status: rule.to }, now));
}
