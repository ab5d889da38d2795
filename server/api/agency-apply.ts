// Applying for an agency (SPEC 3, 4, 5; DESIGN 11): the avatar upload, the application and its state, and the
// operators' review that passes it (the applicant becomes the head of a new agency) or does not, with a reason.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  AGENCY_APPLY_ENDPOINTS,
  AGENCY_OPS_ENDPOINTS,
  type ApplicationForReview,
  type ApplicationStatusData,
  type ApplicationView,
} from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import {
  checkAgencyApplication,
  checkRejectReason,
  submitAgencyApplication,
  type AgencyApplicationField,
  type AgencyFieldError,
} from '../../src/domain/agency-application.ts';
import { transaction } from '../db/transaction.ts';
import { fileField, ownsUpload, readImage, storeImage, uploadUrl } from '../uploads.ts';
import { canonicalId, headedAgency, hostAgencyId, newInviteCode, pendingJoinOf } from './agency-store.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, pageOf } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isOperator, requireRole } from './roles.ts';

/** The multipart field of the image (src/lib/upload.ts sends it so; docs/api.md "Uploads"). */
const FILE_FIELD = 'file';

/** A row of agency_applications. */
interface ApplicationRow {
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
function applicationView(row: ApplicationRow): ApplicationView {
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
  if (field === 'agentName') return 'agency.nameTooLong';
  if (field === 'platform') return 'agency.platformTooLong';
  return 'agency.bankTextTooLong';
}

/** The user's latest application, or undefined. */
function latestApplication(db: DatabaseSync, userId: number): ApplicationRow | undefined {
  return db.prepare('SELECT * FROM agency_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(userId) as ApplicationRow | undefined;
}

/** What /applyAgency shows for `userId`. */
function statusOf(db: DatabaseSync, userId: number): ApplicationStatusData {
  const row = latestApplication(db, userId);
  const agency = headedAgency(db, userId);
  const member = hostAgencyId(db, userId);
  return {
    application: row ? applicationView(row) : null,
    agency: agency ? { id: String(agency.id), name: agency.name } : null,
    blocker: member !== undefined && member !== null ? 'memberHost' : pendingJoinOf(db, userId) ? 'joinPending' : null,
  };
}

/** The application and review sub-app. */
export function agencyApplyApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  return new Hono<AuthedEnv>()
    .post(AGENCY_APPLY_ENDPOINTS.status.path, session, (c) => ok(c, statusOf(db, c.var.user.userId)))
    .post(AGENCY_APPLY_ENDPOINTS.avatarUpload.path, session, async (c) => {
      // SPEC 5 / DESIGN 11: at most 4M, png or jpg by its bytes (src/domain/upload.ts), whatever the name says.
      const image = await readImage(await fileField(c, FILE_FIELD));
      if (!image.ok) return fail(c, image.error);
      const userId = c.var.user.userId;
      return ok(c, transaction(db, () => storeImage(db, userId, image, clock.now())));
    })
    .post(AGENCY_APPLY_ENDPOINTS.submit.path, session, (c) => {
      const fields = c.var.fields;
      const userId = c.var.user.userId;
      const check = checkAgencyApplication({
        agentName: fields['agent_name'] ?? null,
        avatar: fields['avatar'] ?? null,
        phone: fields['phone'] ?? null,
        whatsapp: fields['whatsapp'] ?? null,
        bankName: fields['bank_name'] ?? null,
        bankCardNumber: fields['bank_card_number'] ?? null,
        accountHolderName: fields['account_holder_name'] ?? null,
        platform: fields['platform'] ?? null,
      });
      if (!check.ok) {
        const first = FIELD_ORDER.find((field) => check.errors[field] !== undefined) ?? 'agentName';
        return fail(c, fieldErrorCode(first, check.errors[first] ?? 'required'), { errors: check.errors });
      }
      const application = check.application;
      // A form may only name an image its sender uploaded.
      if (!ownsUpload(db, userId, application.avatar)) return fail(c, 'upload.missing', { errors: { avatar: 'required' } });
      const now = clock.now();
      return transaction(db, () => {
        const latest = latestApplication(db, userId);
        const status = headedAgency(db, userId) ? 'passed' : (latest?.status ?? 'none');
        const member = hostAgencyId(db, userId);
        const allowed = submitAgencyApplication(status, {
          memberHost: member !== undefined && member !== null,
          joinPending: pendingJoinOf(db, userId) !== undefined,
        });
        if (!allowed.ok) {
          const codes = { alreadyUnderReview: 'agency.alreadyUnderReview', alreadyAgency: 'agency.alreadyAgency', memberHost: 'agency.memberHost', joinPending: 'agency.joinPending', notUnderReview: 'agency.notUnderReview' } as const;
          return fail(c, codes[allowed.error]);
        }
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
        return ok(c, applicationView(db.prepare('SELECT * FROM agency_applications WHERE id = ?').get(id) as unknown as ApplicationRow));
      });
    })
    .post(AGENCY_OPS_ENDPOINTS.applications.path, session, requireRole(db, isOperator), (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      // Oldest first: applications are reviewed in the order they came.
      const rows = db
        .prepare(
          `SELECT a.*, u.nickname FROM agency_applications a JOIN users u ON u.id = a.user_id
           WHERE a.status = 'underReview' AND (? IS NULL OR a.id > ?) ORDER BY a.id LIMIT ?`,
        )
        .all(cursor, cursor, PAGE_QUERY_LIMIT) as unknown as (ApplicationRow & { nickname: string })[];
      return ok(
        c,
        pageOf(rows, (row): ApplicationForReview => ({ ...applicationView(row), userId: String(row.user_id), nickname: row.nickname })),
      );
    })
    .post(AGENCY_OPS_ENDPOINTS.review.path, session, requireRole(db, isOperator), (c) => {
      const fields = c.var.fields;
      const id = canonicalId(fields['id']);
      const decision = fields['decision'];
      if (id === null || (decision !== 'pass' && decision !== 'reject')) return fail(c, 'invalidParams');
      const reason = decision === 'reject' ? checkRejectReason(fields['reason']) : null;
      if (reason && !reason.ok) return fail(c, reason.error === 'required' ? 'agency.reasonRequired' : 'agency.reasonTooLong');
      const now = clock.now();
      const operatorId = c.var.user.userId;
      return transaction(db, () => {
        const status = decision === 'pass' ? 'passed' : 'notPassed';
        // Of two operators deciding at once, the database lets exactly one change the row; the other is told why not.
        const changed = db
          .prepare(`UPDATE agency_applications SET status = ?, reason = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status = 'underReview'`)
          .run(status, reason?.ok ? reason.reason : null, now, operatorId, id).changes;
        const row = db.prepare('SELECT * FROM agency_applications WHERE id = ?').get(id) as ApplicationRow | undefined;
        if (!row) return fail(c, 'agency.applicationNotFound');
        if (changed !== 1) return fail(c, 'agency.notUnderReview');
        if (status === 'passed') {
          // SPEC 4 "passed": the applicant heads a new agency with the name and avatar they applied with.
          const agencyId = db
            .prepare('INSERT INTO agencies (name, head_user_id, created_at, invite_code, avatar_upload_id) VALUES (?, ?, ?, ?, ?)')
            .run(row.agent_name, row.user_id, now, newInviteCode(db), row.avatar_upload_id).lastInsertRowid;
          db.prepare('UPDATE agency_applications SET agency_id = ? WHERE id = ?').run(agencyId, id);
        }
        return ok(c, applicationView(row));
      });
    });
}
