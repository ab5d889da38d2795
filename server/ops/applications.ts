// The console's agency-application queue (issue 28): every application oldest first (keyset paging,
// server/ops/queue.ts), an application with the applicant's levels, earlier applications and the trail, and the
// decisions through the agency flow's own review (server/agency/applications.ts): pass (the applicant heads a new
// agency) or reject with a reason the applicant sees. Of two operators deciding at once the first wins; the other is
// answered `ops.alreadyDecided` with the row as it is now.
import type { ApplicationView } from '../../src/contract/agency.ts';
import type { OpsApplicationDetail, OpsApplicationItem } from '../../src/contract/ops.ts';
import { APPLICATION_DECISIONS, APPLICATION_FILTERS, OPS_RECENT_ROWS, type ApplicationDecision, type ApplicationFilter } from '../../src/domain/ops.ts';
import { levelsOf } from '../account/profile.ts';
import { reviewRefusal } from '../account/policy.ts';
import { applicationView, reviewApplication, type ApplicationRow } from '../agency/applications.ts';
import type { Db } from '../db/database.ts';
import { decisionsOf } from '../services/decisions.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import type { Page } from '../services/paging.ts';
import { queuePage, reviewAnswer, type QueueQuery } from './queue.ts';

/** An agency_applications row with its applicant's nickname. */
interface OpsRow extends ApplicationRow {
  nickname: string;
}

const SELECT = 'SELECT a.*, u.nickname FROM agency_applications a JOIN users u ON u.id = a.user_id';

function itemOf(row: OpsRow): OpsApplicationItem {
  return { ...applicationView(row), userId: String(row.user_id), nickname: row.nickname };
}

/** A page of applications in `filter`, oldest first, within the query's range and user. */
export function listOpsApplications(db: Db, filter: ApplicationFilter, query: QueueQuery): Page<OpsApplicationItem> {
  return queuePage(db, { select: SELECT, alias: 'a', userColumn: 'user_id', statuses: APPLICATION_FILTERS[filter] }, query, itemOf);
}

function rowById(db: Db, id: number): OpsRow | undefined {
  return db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as OpsRow | undefined;
}

function detailOf(db: Db, operatorId: number, row: OpsRow, now: number): OpsApplicationDetail {
  const earlier = db
    .prepare('SELECT id, status, reason, created_at FROM agency_applications WHERE user_id = ? AND id <> ? ORDER BY created_at DESC, id DESC LIMIT ?')
    .all(row.user_id, row.id, OPS_RECENT_ROWS) as { id: number; status: ApplicationView['status']; reason: string | null; created_at: number }[];
  const levels = levelsOf(db, row.user_id);
  const refusal = reviewRefusal(db, operatorId, 'reviewAgencyApplications', row.user_id, now);
  return {
    ...itemOf(row),
    levels: levels.ok ? { wealth: levels.data.wealth.level, charm: levels.data.charm.level } : { wealth: 0, charm: 0 },
    earlier: earlier.map((a) => ({ id: String(a.id), status: a.status, reason: a.reason, createdAt: a.created_at })),
    decisions: decisionsOf(db, 'application', row.id),
    allowed: refusal === null && row.status === 'underReview' ? [...APPLICATION_DECISIONS] : [],
    ownRow: row.user_id === operatorId,
  };
}

/** Everything an operator needs to decide application `id`. */
export function opsApplicationDetail(db: Db, operatorId: number, id: number, now: number): Outcome<OpsApplicationDetail> {
  const row = rowById(db, id);
  return row ? done(detailOf(db, operatorId, row, now)) : refused('agency.applicationNotFound');
}

/** Operator `operatorId` passes application `id` or rejects it with a checked reason (inside the call's transaction). */
export function decideApplication(db: Db, operatorId: number, form: { id: number; decision: ApplicationDecision; reason: string | null }, now: number): Outcome<OpsApplicationDetail> {
  const decided = reviewApplication(db, operatorId, { id: form.id, decision: form.decision, reason: form.decision === 'reject' ? form.reason : null }, now);
  return reviewAnswer(decided, rowById(db, form.id), { notPending: 'agency.notUnderReview', notFound: 'agency.applicationNotFound' }, (row) => detailOf(db, operatorId, row, now));
}
