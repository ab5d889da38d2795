// Handing a family over (issue 27.6; server/family/handover.ts): the creator names one of the family's admins, once per
// Idempotency-Key; the new creator dismisses their notice of it. Typed as a plain sub-app: the app's route union is
// already at the compiler's limit.
import { Hono } from 'hono';
import { FAMILY_ENDPOINTS } from '../../src/contract/family.ts';
import { handOverFamily, seeHandedNotice } from '../family/handover.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf } from './respond.ts';

/** The family hand-over sub-app. */
export function familyHandOverApi(deps: ApiDeps): Hono<AuthedEnv> {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(FAMILY_ENDPOINTS.handOver.path, session, (c) =>
      idempotent(deps, c, FAMILY_ENDPOINTS.handOver.path, () =>
        envelopeOf(handOverFamily(db, c.var.user.userId, idField(c.var.fields['family_id']), idField(c.var.fields['user_id']), clock.now())),
      ),
    )
    .post(FAMILY_ENDPOINTS.noticeSeen.path, session, (c) => answer(c, seeHandedNotice(db, c.var.user.userId, idField(c.var.fields['family_id']), clock.now())));
}
