// VIP memberships as stored (SPEC 4): read and written for the VIP endpoints and the daily re-rating job, with the
// recharge of the 30-day window read from the top-ups (server/services/topups.ts).
import { vipRechargeWindow, rerateVip, type VipLevel, type VipMembership } from '../../src/domain/vip.ts';
import { businessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { toppedUpCoins } from '../services/topups.ts';

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
