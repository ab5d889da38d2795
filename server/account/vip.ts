// VIP (SPEC 4, 6, 8, 9; DESIGN 11): memberships as stored, read and written for the VIP Mall and the daily re-rating
// job with the recharge of the 30-day window read from the top-ups (server/services/topups.ts); buying or renewing
// for 30, 90 or 180 days with coins, and the daily VIP coins. The coins go out through spendCoins (with wealth exp) and
// come in through grantCoins, and one claim a business day is held by the database too.
import type { VipMembershipView, VipOverview, VipResult } from '../../src/contract/account.ts';
import { DEALER_ROLES, holdsAny, may } from '../../src/domain/policy.ts';
import { businessDate } from '../../src/domain/time.ts';
import {
  VIP_DAILY_COINS_BY_LEVEL,
  activateVip,
  claimVipDailyCoins,
  isVipDuration,
  nextVipLevel,
  rerateVip,
  vipClaimEligibility,
  vipLevelForRecharge,
  vipPriceCoins,
  vipRechargeWindow,
  vipStatus,
  type VipLevel,
  type VipMembership,
} from '../../src/domain/vip.ts';
import type { Db } from '../db/database.ts';
import { grantCoins, spendCoins } from '../services/coins.ts';
import { InsufficientFunds, available } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { toppedUpCoins } from '../services/topups.ts';
import { accountFacts } from './policy.ts';

/** A row of vip_memberships. */
interface MembershipRow {
  user_id: number;
  level: number;
  expires_at: number;
  level_held_until: number;
  last_claim_date: string | null;
  rated_date: string;
}

/** The user's membership (active or expired), or null when never activated. */
export function readMembership(db: Db, userId: number): VipMembership | null {
  const row = db.prepare('SELECT * FROM vip_memberships WHERE user_id = ?').get(userId) as MembershipRow | undefined;
  if (!row) return null;
  return { level: row.level as VipLevel, expiresAtMs: row.expires_at, levelHeldUntilMs: row.level_held_until, lastClaimDate: row.last_claim_date };
}

/** Stores the membership as activated, renewed or re-rated at `now` (the day's re-rating counts as done). */
export function writeMembership(db: Db, userId: number, membership: VipMembership, now: number): void {
  db.prepare(
    `INSERT INTO vip_memberships (user_id, level, expires_at, level_held_until, last_claim_date, rated_date, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET level = excluded.level, expires_at = excluded.expires_at,
       level_held_until = excluded.level_held_until, last_claim_date = excluded.last_claim_date,
       rated_date = excluded.rated_date, updated_at = excluded.updated_at`,
  ).run(userId, membership.level, membership.expiresAtMs, membership.levelHeldUntilMs, membership.lastClaimDate, businessDate(now), now);
}

/** SPEC 4: the coins the user recharged in the window ending at `now` (the 30 business days up to today). */
export function rechargedCoins(db: Db, userId: number, now: number): number {
  return toppedUpCoins(db, userId, vipRechargeWindow(now).startMs, now + 1);
}

/**
 * SPEC 4, checked daily: re-rates every active membership not yet rated today (a higher level upgrades at once; a lower
 * one waits for the hold to end). Idempotent: a membership is rated once per business day.
 */
export function rerateDueMemberships(db: Db, now: number): number {
  const today = businessDate(now);
  const rows = db.prepare('SELECT user_id FROM vip_memberships WHERE expires_at > ? AND rated_date < ?').all(now, today) as { user_id: number }[];
  for (const { user_id: userId } of rows) {
    const membership = readMembership(db, userId);
    if (membership) writeMembership(db, userId, rerateVip(membership, now, rechargedCoins(db, userId, now)), now);
  }
  return rows.length;
}

/** SPEC 9: marks today's VIP coins as claimed. */
export function markClaimed(db: Db, userId: number, date: string, now: number): void {
  db.prepare('UPDATE vip_memberships SET last_claim_date = ?, updated_at = ? WHERE user_id = ?').run(date, now, userId);
}

/** A membership as pages see it. */
function membershipView(membership: VipMembership): VipMembershipView {
  return { level: membership.level, expiresAt: membership.expiresAtMs, levelHeldUntil: membership.levelHeldUntilMs };
}

/** The database's own refusals: a balance too small when the coins move, a second claim of the day. */
export const vipRefusal: Refusal = (error) => {
  if (error instanceof InsufficientFunds) return 'vip.insufficientCoins';
  if (error instanceof Error && error.message.includes('UNIQUE constraint failed: vip_claims')) return 'vip.alreadyClaimedToday';
  return null;
};

/** Whether the policy keeps `userId` from the daily VIP coins (claimVipCoins: SPEC 6, coin resellers). */
function claimRefused(db: Db, userId: number, now: number): boolean {
  const facts = accountFacts(db, userId, now);
  return !facts || !may('claimVipCoins', facts);
}

/** The VIP Mall's overview for `userId` at `now`. */
export function vipOverview(db: Db, userId: number, now: number): VipOverview {
  const membership = readMembership(db, userId);
  const status = vipStatus(membership, now);
  const recharged = rechargedCoins(db, userId, now);
  const window = vipRechargeWindow(now);
  const earnedLevel = vipLevelForRecharge(recharged);
  const held = membership && status === 'active' ? Math.max(membership.level, earnedLevel) : earnedLevel;
  const next = nextVipLevel(held as VipMembership['level']);
  const facts = accountFacts(db, userId, now);
  const eligibility = vipClaimEligibility(membership, now, claimRefused(db, userId, now));
  return {
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
    isReseller: facts !== null && holdsAny(facts, DEALER_ROLES),
  };
}

/** Buys or renews VIP for `days` with coins (inside the money call's transaction). */
export function buyVip(db: Db, userId: number, days: number | null, now: number): Outcome<VipResult> {
  if (!isVipDuration(days)) return refused('vip.invalidDuration');
  const price = vipPriceCoins(days);
  if (available(db, userId, 'coin') < price) return refused('vip.insufficientCoins');
  const activated = activateVip(readMembership(db, userId), days, now, rechargedCoins(db, userId, now));
  if (!activated.ok) return refused(`vip.${activated.error}`);
  const membership = activated.state;
  const id = Number(
    db
      .prepare('INSERT INTO vip_purchases (user_id, days, price, level, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, days, price, membership.level, membership.expiresAtMs, now).lastInsertRowid,
  );
  spendCoins(db, { userId, amount: price, kind: 'vipPurchase', at: now, ref: { type: 'vipPurchase', id } });
  writeMembership(db, userId, membership, now);
  return done({ membership: membershipView(membership), balance: available(db, userId, 'coin') });
}

/** Claims today's VIP coins (inside the money call's transaction). */
export function claimVipCoins(db: Db, userId: number, now: number): Outcome<VipResult> {
  const claimed = claimVipDailyCoins(readMembership(db, userId), now, claimRefused(db, userId, now));
  if (!claimed.ok) return refused(`vip.${claimed.error}`);
  const date = businessDate(now);
  const id = Number(
    db
      .prepare('INSERT INTO vip_claims (user_id, business_date, level, coins, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(userId, date, claimed.state.level, claimed.coins, now).lastInsertRowid,
  );
  grantCoins(db, { userId, amount: claimed.coins, kind: 'vipDailyCoins', at: now, ref: { type: 'vipClaim', id } });
  markClaimed(db, userId, date, now);
  return done({ membership: membershipView(claimed.state), balance: available(db, userId, 'coin'), coins: claimed.coins });
}
