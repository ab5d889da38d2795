// VIP (SPEC 4, 6, 8, 9; server/account/vip.ts): the VIP Mall's overview, buying or renewing with coins, and the daily
// VIP coins. Both money calls are idempotent.
import { Hono } from 'hono';
import { VIP_ENDPOINTS } from '../../src/contract/account.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { buyVip, claimVipCoins, vipOverview, vipRefusal } from '../account/vip.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent } from './idempotency.ts';
import { envelopeOf, ok } from './respond.ts';

/** The VIP sub-app: every signed-in user (SPEC 6: a reseller may open VIP but not claim its coins). */
export function vipApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(VIP_ENDPOINTS.overview.path, session, (c) => ok(c, vipOverview(db, c.var.user.userId, clock.now())))
    .post(VIP_ENDPOINTS.buy.path, session, (c) =>
      idempotent(deps, c, VIP_ENDPOINTS.buy.path, () => envelopeOf(buyVip(db, c.var.user.userId, parseWholeAmount(c.var.fields['days']), clock.now())), vipRefusal),
    )
    .post(VIP_ENDPOINTS.claim.path, session, (c) =>
      idempotent(deps, c, VIP_ENDPOINTS.claim.path, () => envelopeOf(claimVipCoins(db, c.var.user.userId, clock.now())), vipRefusal),
    );
}
