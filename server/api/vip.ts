// VIP (SPEC 4, 6, 8, 9; DESIGN 11): the VIP Mall's overview, buying or renewing for 30, 90 or 180 days with coins, and
// the daily VIP coins. Both money calls are idempotent; the coins go out through spendCoins (with wealth exp) and come
// in through grantCoins, and one claim a business day is held by the database too.
import { Hono } from 'hono';
import { VIP_ENDPOINTS, type VipMembershipView, type VipOverview, type VipResult } from '../../src/contract/account.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { businessDate } from '../../src/domain/time.ts';
import {
  VIP_DAILY_COINS_BY_LEVEL,
  activateVip,
  claimVipDailyCoins,
  isVipDuration,
  nextVipLevel,
  vipClaimEligibility,
  vipLevelForRecharge,
  vipPriceCoins,
  vipRechargeWindow,
  vipStatus,
  type VipMembership,
} from '../../src/domain/vip.ts';
import { grantCoins, spendCoins } from '../services/coins.ts';
import { InsufficientFunds, available } from '../services/ledger.ts';
import { markClaimed, readMembership, rechargedCoins, writeMembership } from '../account/vip.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent, type Refusal } from './idempotency.ts';
import { errorEnvelope, ok } from './respond.ts';
import { isDealer } from './roles.ts';

/** A membership as pages see it. */
function membershipView(membership: VipMembership): VipMembershipView {
  return { level: membership.level, expiresAt: membership.expiresAtMs, levelHeldUntil: membership.levelHeldUntilMs };
}

/** The database's own refusals: a balance too small when the coins move, a second claim of the day. */
const vipRefusal: Refusal = (error) => {
  if (error instanceof InsufficientFunds) return 'vip.insufficientCoins';
  if (error instanceof Error && error.message.includes('UNIQUE constraint failed: vip_claims')) return 'vip.alreadyClaimedToday';
  return null;
};

/** The VIP sub-app: every signed-in user (SPEC 6: a reseller may open VIP but not claim its coins). */
export function vipApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(VIP_ENDPOINTS.overview.path, session, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      const membership = readMembership(db, userId);
      const status = vipStatus(membership, now);
      const recharged = rechargedCoins(db, userId, now);
      const window = vipRechargeWindow(now);
      const earnedLevel = vipLevelForRecharge(recharged);
      const held = membership && status === 'active' ? Math.max(membership.level, earnedLevel) : earnedLevel;
      const next = nextVipLevel(held as VipMembership['level']);
      const isReseller = isDealer(db, userId);
      const eligibility = vipClaimEligibility(membership, now, isReseller);
      const overview: VipOverview = {
        status,
        membership: membership ? membershipView(membership) : null,
        rechargedCoins: recharged,
        window: { start: window.start, end: window.end },
        earnedLevel,
        next: next ? { ...next, remainingCoins: Math.max(0, next.minRechargeCoins - recharged) } : null,
        claim: {
          coins: membership && status === 'active' ? VIP_DAILY_COINS_BY_LEVEL[membership.level] : 0,
          refusal: eligibility.ok ? null : eligibility.error,
        },
        balance: available(db, userId, 'coin'),
        isReseller,
      };
      return ok(c, overview);
    })
    .post(VIP_ENDPOINTS.buy.path, session, (c) =>
      idempotent(
        deps,
        c,
        VIP_ENDPOINTS.buy.path,
        () => {
          const userId = c.var.user.userId;
          const now = clock.now();
          const days = parseWholeAmount(c.var.fields['days']);
          if (!isVipDuration(days)) return errorEnvelope('vip.invalidDuration');
          const price = vipPriceCoins(days);
          if (available(db, userId, 'coin') < price) return errorEnvelope('vip.insufficientCoins');
          const activated = activateVip(readMembership(db, userId), days, now, rechargedCoins(db, userId, now));
          if (!activated.ok) return errorEnvelope(`vip.${activated.error}`);
          const membership = activated.state;
          const id = Number(
            db
              .prepare('INSERT INTO vip_purchases (user_id, days, price, level, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
              .run(userId, days, price, membership.level, membership.expiresAtMs, now).lastInsertRowid,
          );
          spendCoins(db, { userId, amount: price, kind: 'vipPurchase', at: now, ref: { type: 'vipPurchase', id } });
          writeMembership(db, userId, membership, now);
          return { code: 0, msg: 'ok', data: { membership: membershipView(membership), balance: available(db, userId, 'coin') } satisfies VipResult };
        },
        vipRefusal,
      ),
    )
    .post(VIP_ENDPOINTS.claim.path, session, (c) =>
      idempotent(
        deps,
        c,
        VIP_ENDPOINTS.claim.path,
        () => {
          const userId = c.var.user.userId;
          const now = clock.now();
          const claimed = claimVipDailyCoins(readMembership(db, userId), now, isDealer(db, userId));
          if (!claimed.ok) return errorEnvelope(`vip.${claimed.error}`);
          const date = businessDate(now);
          const id = Number(
            db
              .prepare('INSERT INTO vip_claims (user_id, business_date, level, coins, created_at) VALUES (?, ?, ?, ?, ?)')
              .run(userId, date, claimed.state.level, claimed.coins, now).lastInsertRowid,
          );
          grantCoins(db, { userId, amount: claimed.coins, kind: 'vipDailyCoins', at: now, ref: { type: 'vipClaim', id } });
          markClaimed(db, userId, date, now);
          const data: VipResult = { membership: membershipView(claimed.state), balance: available(db, userId, 'coin'), coins: claimed.coins };
          return { code: 0, msg: 'ok', data };
        },
        vipRefusal,
      ),
    );
}
