// Applying for an agency (SPEC 3, 4, 5; DESIGN 11; server/agency/applications.ts): the avatar upload, the application
// and its state, and the operators' review.
import { Hono } from 'hono';
import { AGENCY_APPLY_ENDPOINTS, AGENCY_OPS_ENDPOINTS } from '../../src/contract/agency.ts';
import { checkRejectReason } from '../../src/domain/agency-application.ts';
import { applicationStatus, applicationsToReview, reviewApplication, submitApplication } from '../agency/applications.ts';
import { readImage, saveImage } from '../services/uploads.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { canonicalIdField, cursorField, fileField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The multipart field of the image (src/lib/upload.ts sends it so; docs/api.md "Uploads"). */
const FILE_FIELD = 'file';

/** The application and review sub-app. */
export function agencyApplyApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const operators = allow(deps, 'reviewAgencyApplications');

  return new Hono<AuthedEnv>()
    .post(AGENCY_APPLY_ENDPOINTS.status.path, session, (c) => ok(c, applicationStatus(db, c.var.user.userId)))
    .post(AGENCY_APPLY_ENDPOINTS.avatarUpload.path, session, async (c) => {
      // SPEC 5 / DESIGN 11: at most 4M, png or jpg by its bytes (src/domain/upload.ts), whatever the name says.
      const image = await readImage(await fileField(c, FILE_FIELD));
      if (!image.ok) return fail(c, image.error);
      return answer(c, saveImage(db, c.var.user.userId, image, clock.now()));
    })
    .post(AGENCY_APPLY_ENDPOINTS.submit.path, session, (c) => {
      const fields = c.var.fields;
      const form = {
        agentName: fields['agent_name'] ?? null,
        avatar: fields['avatar'] ?? null,
        phone: fields['phone'] ?? null,
        whatsapp: fields['whatsapp'] ?? null,
        bankName: fields['bank_name'] ?? null,
        bankCardNumber: fields['bank_card_number'] ?? null,
        accountHolderName: fields['account_holder_name'] ?? null,
        platform: fields['platform'] ?? null,
      };
      return answer(c, submitApplication(db, c.var.user.userId, form, clock.now()));
    })
    .post(AGENCY_OPS_ENDPOINTS.applications.path, session, operators, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, applicationsToReview(db, cursor));
    })
    .post(AGENCY_OPS_ENDPOINTS.review.path, session, operators, (c) => {
      const fields = c.var.fields;
      const id = canonicalIdField(fields['id']);
      const decision = fields['decision'];
      if (id === null || (decision !== 'pass' && decision !== 'reject')) return fail(c, 'invalidParams');
      const reason = decision === 'reject' ? checkRejectReason(fields['reason']) : null;
      if (reason && !reason.ok) return fail(c, reason.error === 'required' ? 'agency.reasonRequired' : 'agency.reasonTooLong');
      return answer(c, reviewApplication(db, c.var.user.userId, { id, decision, reason: reason?.ok ? reason.reason : null }, clock.now()));
    });
}
