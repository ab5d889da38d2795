// Red-packet summons (SPEC 3, 4, 9; DESIGN 11; server/family/summons.ts): members of the family.
import { Hono } from 'hono';
import { SUMMONS_ENDPOINTS } from '../../src/contract/family.ts';
import { grabRefusal, grabSummons, sendRefusal, sendSummons, summonsDetail, summonsOverview } from '../family/summons.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf } from './respond.ts';

/** The summons sub-app. */
export function familySummonsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  return new Hono<AuthedEnv>()
    .post(SUMMONS_ENDPOINTS.overview.path, session, (c) => {
      // No family named: the caller's own.
      const familyId = c.var.fields['family_id'] === undefined ? undefined : idField(c.var.fields['family_id']);
      return answer(c, summonsOverview(db, c.var.user.userId, familyId, clock.now()));
    })
    .post(SUMMONS_ENDPOINTS.start.path, session, (c) =>
      idempotent(
        deps,
        c,
        SUMMONS_ENDPOINTS.start.path,
        () => envelopeOf(sendSummons(db, c.var.user.userId, idField(c.var.fields['family_id']), c.var.fields['tier'] ?? '', clock.now())),
        sendRefusal,
      ),
    )
    .post(SUMMONS_ENDPOINTS.grab.path, session, (c) =>
      idempotent(deps, c, SUMMONS_ENDPOINTS.grab.path, () => envelopeOf(grabSummons(db, c.var.user.userId, idField(c.var.fields['summons_id']), clock.now())), grabRefusal),
    )
    .post(SUMMONS_ENDPOINTS.detail.path, session, (c) => answer(c, summonsDetail(db, c.var.user.userId, idField(c.var.fields['summons_id']), clock.now())));
}
