// Family coins and family tasks (assumed, docs/rules.md; server/family/coins.ts): members only.
import { Hono } from 'hono';
import { FAMILY_COIN_ENDPOINTS } from '../../src/contract/family.ts';
import { checkIn, claimFamilyTask, contribute, contributionRefusal, familyCoinsView } from '../family/coins.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf } from './respond.ts';

/** The family coins sub-app. */
export function familyCoinsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  /** The family a request names (null when its id is malformed). */
  const familyIdOf = (fields: Record<string, string>) => idField(fields['family_id']);

  return new Hono<AuthedEnv>()
    .post(FAMILY_COIN_ENDPOINTS.coins.path, session, (c) => {
      // No family named: the caller's own (the /call page).
      const familyId = c.var.fields['family_id'] === undefined ? undefined : familyIdOf(c.var.fields);
      return answer(c, familyCoinsView(db, c.var.user.userId, familyId, clock.now()));
    })
    .post(FAMILY_COIN_ENDPOINTS.contribute.path, session, (c) =>
      idempotent(
        deps,
        c,
        FAMILY_COIN_ENDPOINTS.contribute.path,
        () => envelopeOf(contribute(db, c.var.user.userId, familyIdOf(c.var.fields), c.var.fields['amount'] ?? '', clock.now())),
        contributionRefusal,
      ),
    )
    .post(FAMILY_COIN_ENDPOINTS.checkIn.path, session, (c) => answer(c, checkIn(db, c.var.user.userId, familyIdOf(c.var.fields), clock.now())))
    .post(FAMILY_COIN_ENDPOINTS.claimTask.path, session, (c) =>
      idempotent(deps, c, FAMILY_COIN_ENDPOINTS.claimTask.path, () =>
        envelopeOf(claimFamilyTask(db, c.var.user.userId, familyIdOf(c.var.fields), c.var.fields['task'] ?? '', clock.now())),
      ),
    );
}
