// Applying for an agency (SPEC 3, 4, 5; DESIGN 11): the application and its state, and the operators' review that
// passes it (the applicant becomes the head of a new agency) or does not, with a reason.
import type { ApplicationForReview, ApplicationStatusData, ApplicationView } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { checkAgencyApplication, submitAgencyApplication, type AgencyApplicationField, type AgencyFieldError } from '../../src/domain/agency-application.ts';
import { reviewRefusal } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { inTransaction, transaction } from '../db/transaction.ts';
import { recordDecision } from '../services/decisions.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { ownsUpload, uploadUrl } from '../services/uploads.ts';
import { headedAgency, hostAgencyId, newInviteCode, pendingJoinOf } from './store.ts';

/** A row of agency_applications. */
export interface ApplicationRow {
  id: number;
  user_id: number;
  agent_name: string;
  avatar_upload_id: string;
  phone: string;
  whatsapp: string;
  bank_name: string;
  bank_card_number: string;
  account_holder_name: string;
  platform: string | null;
  status: ApplicationView['status'];
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

/** An application row as the API shows it. */
export function applicationView(row: ApplicationRow): ApplicationView {
  return {
    id: String(row.id),
    status: row.status,
    agentName: row.agent_name,
    avatarId: row.avatar_upload_id,
    avatarUrl: uploadUrl(row.avatar_upload_id),
    phone: row.phone,
    whatsapp: row.whatsapp,
    bankName: row.bank_name,
    bankCardNumber: row.bank_card_number,
    accountHolderName: row.account_holder_name,
    platform: row.platform,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** The form's fields in the order the page shows them: the first refused one names the error code. */
const FIELD_ORDER: readonly AgencyApplicationField[] = [
  'agentName', 'avatar', 'phone', 'whatsapp', 'bankName', 'bankCardNumber', 'accountHolderName', 'platform',
];

/** The code of a refused field. */
function fieldErrorCode(field: AgencyApplicationField, error: AgencyFieldError): ErrorName {
  if (error === 'required') return 'agency.incomplete';
  if (error === 'phoneNeedsAreaCode') return 'agency.phoneNeedsAreaCode';
  if (error === 'cardNumberInvalid') return 'agency.cardNumberInvalid';
  if (error === 'charsInvalid') return 'agency.textInvalid';
  if (field === 'agentName') return 'agency.nameTooLong';
  if (field === 'platform') return 'agency.platformTooLong';
  return 'agency.bankTextTooLong';
}

/** Refusals of submitAgencyApplication as API errors. */
const SUBMIT_ERRORS = {
  alreadyUnderReview: 'agency.alreadyUnderReview',
  alreadyAgency: 'agency.alreadyAgency',
  memberHost: 'agency.memberHost',
  joinPending: 'agency.joinPending',
  notUnderReview: 'agency.notUnderReview',
} as const satisfies Record<string, ErrorName>;

/** The user's latest application, or undefined. */
function latestApplication(db: Db, userId: number): ApplicationRow | undefined {
  return db.prepare('SELECT * FROM agency_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(userId) as ApplicationRow | undefined;
}

/** What /applyAgency shows for `userId`. */
export function applicationStatus(db: Db, userId: number): ApplicationStatusData {
  const row = latestApplication(db, userId);
  const agency = headedAgency(db, userId);
  const member = hostAgencyId(db, userId);
  return {
    application: row ? applicationView(row) : null,
    agency: agency ? { id: String(agency.id), name: agency.name } : null,
    blocker: member !== undefined && member !== null ? 'memberHost' : pendingJoinOf(db, userId) ? 'joinPending' : null,
  };
}

/** The form as sent: every field as text, or null when missing. */
export type ApplicationForm = Record<AgencyApplicationField, string | null>;

/** Submits an application for review; the form may only name an avatar its sender uploaded. */
export function submitApplication(db: Db, userId: number, form: ApplicationForm, now: number): Outcome<ApplicationView> {
  const check = checkAgencyApplication(form);
  if (!check.ok) {
    const first = FIELD_ORDER.find((field) => check.errors[field] !== undefined) ?? 'agentName';
    return refused(fieldErrorCode(first, check.errors[first] ?? 'required'), { errors: check.errors });
  }
  const application = check.application;
  if (!ownsUpload(db, userId, application.avatar)) return refused('upload.missing', { errors: { avatar: 'required' } });
  return transaction(db, () => {
    const latest = latestApplication(db, userId);
    const status = headedAgency(db, userId) ? 'passed' : (latest?.status ?? 'none');
    const member = hostAgencyId(db, userId);
    const allowed = submitAgencyApplication(status, {
      memberHost: member !== undefined && member !== null,
      joinPending: pendingJoinOf(db, userId) !== undefined,
    });
    if (!allowed.ok) return refused(SUBMIT_ERRORS[allowed.error]);
    // The one-open-application index refuses a second copy racing this one.
    const id = Number(
      db
        .prepare(
          `INSERT INTO agency_applications (user_id, agent_name, avatar_upload_id, phone, whatsapp, bank_name, bank_card_number,
             account_holder_name, platform, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'underReview', ?)`,
        )
        .run(
          userId,
          application.agentName,
          application.avatar,
          application.phone,
          application.whatsapp,
          application.bankName,
          application.bankCardNumber,
          application.accountHolderName,
          application.platform,
          now,
        ).lastInsertRowid,
    );
    return done(applicationView(db.prepare('SELECT * FROM agency_applications WHERE id = ?').get(id) as unknown as ApplicationRow));
  });
}

/** The applications under review, oldest first (they are reviewed in the order they came), after `cursor`. */
export function applicationsToReview(db: Db, cursor: number | null): Page<ApplicationForReview> {
  const rows = db
    .prepare(
      `SELECT a.*, u.nickname FROM agency_applications a JOIN users u ON u.id = a.user_id
       WHERE a.status = 'underReview' AND (? IS NULL OR a.id > ?) ORDER BY a.id LIMIT ?`,
    )
    .all(cursor, cursor, PAGE_QUERY_LIMIT) as unknown as (ApplicationRow & { nickname: string })[];
  return pageOf(rows, (row): ApplicationForReview => ({ ...applicationView(row), userId: String(row.user_id), nickname: row.nickname }));
}

/**
 * An operator's decision: passed (SPEC 4: the applicant heads a new agency with the name and avatar they applied
 * with) or not passed with a reason. Nobody reviews their own row (issue 24):
 * the policy refuses it with `ops.ownRow`.
 */
export function reviewApplication(
  db: Db,
  operatorId: number,
  review: { id: number; decision: 'pass' | 'reject'; reason: string | null },
  now: number,
): Outcome<ApplicationView> {
  return inTransaction(db, () => {
    const owner = db.prepare('SELECT user_id FROM agency_applications WHERE id = ?').get(review.id) as { user_id: number } | undefined;
    const refusal = owner ? reviewRefusal(db, operatorId, 'reviewAgencyApplications', owner.user_id, now) : null;
    if (refusal) return refused(refusal);
    const status = review.decision === 'pass' ? 'passed' : 'notPassed';
    // Of two operators deciding at once, the database lets exactly one change the row; the other is told why not.
    const changed = db
      .prepare(`UPDATE agency_applications SET status = ?, reason = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status = 'underReview'`)
      .run(status, review.reason, now, operatorId, review.id).changes;
    const row = db.prepare('SELECT * FROM agency_applications WHERE id = ?').get(review.id) as ApplicationRow | undefined;
    if (!row) return refused('agency.applicationNotFound');
    if (changed !== 1) return refused('agency.notUnderReview');
    recordDecision(db, {
      subject: 'application',
      subjectId: row.id,
      ownerUserId: row.user_id,
      operatorUserId: operatorId,
      action: review.decision,
      fromState: 'underReview',
      toState: status,
      reason: review.reason,
      at: now,
    });
    if (status === 'passed') {
      const agencyId = db
        .prepare('INSERT INTO agencies (name, head_user_id, created_at, invite_code, avatar_upload_id) VALUES (?, ?, ?, ?, ?)')
        .run(row.agent_name, row.user_id, now, newInviteCode(db), row.avatar_upload_id).lastInsertRowid;
      db.prepare('UPDATE agency_applications SET agency_id = ? WHERE id = ?').run(agencyId, review.id);
    }
    return done(applicationView(row));
  });
}
