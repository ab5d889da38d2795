// VIP membership (SPEC 4, SPEC 6, SPEC 9): activation and renewal, the level from recent recharges, its 30-day hold,
// expiry and the daily VIP coins. Pure and shared by the VIP Mall and the server: erasable TypeScript that Node runs
// directly. `now` is always an argument (epoch ms); business days are UTC+7 (time.ts).
import { addDays, businessDate, businessDayStartMs, DAY_MS, type BusinessDate } from './time.ts';

/** SPEC 9: VIP is bought for 30, 90 or 180 days. */
export const VIP_DURATIONS_DAYS = [30, 90, 180] as const;
/** One of the VIP durations. */
export type VipDurationDays = (typeof VIP_DURATIONS_DAYS)[number];

/** SPEC 4 / SPEC 9: the level is set from the coins recharged in the last 30 days. */
export const VIP_RECHARGE_WINDOW_DAYS = 30;

/** SPEC 4: a level is held 30 days without downgrade. */
export const VIP_LEVEL_HOLD_DAYS = 30;

/** Assumed (docs/rules.md): VIP levels 1 to 6. */
export const VIP_LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** A VIP level. */
export type VipLevel = (typeof VIP_LEVELS)[number];

/** Assumed (docs/rules.md): coins recharged in the window needed for each level; level 1 needs none. */
export const VIP_LEVEL_MIN_RECHARGE_COINS = {
  1: 0,
  2: 500_000,
  3: 2_000_000,
  4: 5_000_000,
  5: 15_000_000,
  6: 50_000_000,
} as const satisfies Record<VipLevel, number>;

/** Assumed (docs/rules.md): coins a VIP of each level may claim once per business day. */
export const VIP_DAILY_COINS_BY_LEVEL = {
  1: 300,
  2: 600,
  3: 1_200,
  4: 2_500,
  5: 5_000,
  6: 10_000,
} as const satisfies Record<VipLevel, number>;

/** Assumed (docs/rules.md): the price of each duration in coins (90 days 10% off, 180 days 20% off); the same at every level. */
export const VIP_PRICE_COINS_BY_DURATION_DAYS = {
  30: 30_000,
  90: 81_000,
  180: 144_000,
} as const satisfies Record<VipDurationDays, number>;

/** The privileges a VIP level opens, in the order the VIP Mall lists them. */
export const VIP_PRIVILEGES = ['badge', 'dailyCoins', 'nameColor', 'chatBubble', 'entranceEffect', 'exclusiveFrame', 'roomTopSpot', 'antiKick'] as const;
/** One VIP privilege. */
export type VipPrivilege = (typeof VIP_PRIVILEGES)[number];

/**
 * Assumed (docs/rules.md): the lowest VIP level with each privilege; every higher level keeps it. The daily coins are
 * VIP_DAILY_COINS_BY_LEVEL; the others are shown by the app (badge, name colour, chat bubble, entrance effect, VIP
 * avatar frame, a place at the top of the room's audience list, and protection from being kicked out of rooms).
 */
export const VIP_PRIVILEGE_MIN_LEVEL = {
  badge: 1,
  dailyCoins: 1,
  nameColor: 2,
  chatBubble: 3,
  entranceEffect: 4,
  exclusiveFrame: 5,
  roomTopSpot: 5,
  antiKick: 6,
} as const satisfies Record<VipPrivilege, VipLevel>;

/** The privileges of a VIP level. */
export function vipPrivilegesOf(level: VipLevel): VipPrivilege[] {
  return VIP_PRIVILEGES.filter((privilege) => VIP_PRIVILEGE_MIN_LEVEL[privilege] <= level);
}

/** SPEC 4: the next VIP level above `level` and the coins recharged in the window it needs, or null at the top. */
export function nextVipLevel(level: VipLevel): { level: VipLevel; minRechargeCoins: number } | null {
  const next = VIP_LEVELS.find((candidate) => candidate > level);
  return next === undefined ? null : { level: next, minRechargeCoins: VIP_LEVEL_MIN_RECHARGE_COINS[next] };
}

/** A VIP membership as stored; `null` stands for a user who never activated VIP. */
export interface VipMembership {
  level: VipLevel;
  /** The instant the membership ends (exclusive). */
  expiresAtMs: number;
  /** Before this instant the level is not lowered (SPEC 4: held 30 days). */
  levelHeldUntilMs: number;
  /** Business date (UTC+7) of the last daily-coin claim, or null. */
  lastClaimDate: BusinessDate | null;
}

/** A user's VIP: a membership (active or expired) or null when never activated. */
export type VipState = VipMembership | null;

/** SPEC 4: not activated, active, or expired (renewable). */
export type VipStatus = 'none' | 'active' | 'expired';

/** Why a VIP action is refused. */
export type VipError = 'invalidDuration' | 'notVip' | 'expired' | 'resellerCannotClaim' | 'alreadyClaimedToday';

/** True for one of the VIP durations. */
export function isVipDuration(value: unknown): value is VipDurationDays {
  return typeof value === 'number' && (VIP_DURATIONS_DAYS as readonly number[]).includes(value);
}

/** SPEC 9: the price of a duration in coins. */
export function vipPriceCoins(durationDays: VipDurationDays): number {
  return VIP_PRICE_COINS_BY_DURATION_DAYS[durationDays];
}

/** SPEC 4: the level earned by the coins recharged in the window (the highest level whose minimum is reached). */
export function vipLevelForRecharge(rechargedCoins: number): VipLevel {
  let level: VipLevel = 1;
  for (const candidate of VIP_LEVELS) if (rechargedCoins >= VIP_LEVEL_MIN_RECHARGE_COINS[candidate]) level = candidate;
  return level;
}

/** Assumed (docs/rules.md): the recharge window is the 30 business days ending today, today included (UTC+7). */
export function vipRechargeWindow(now: number): { start: BusinessDate; end: BusinessDate; startMs: number } {
  const end = businessDate(now);
  const start = addDays(end, 1 - VIP_RECHARGE_WINDOW_DAYS);
  return { start, end, startMs: businessDayStartMs(start) };
}

/** SPEC 4: none, active until `expiresAtMs` (exclusive), then expired. */
export function vipStatus(state: VipState, now: number): VipStatus {
  if (state === null) return 'none';
  return now < state.expiresAtMs ? 'active' : 'expired';
}

/** SPEC 4: the daily re-rating; an upgrade applies at once and restarts the hold, a downgrade waits for the hold to end. */
export function rerateVip(state: VipMembership, now: number, rechargedCoins: number): VipMembership {
  // SPEC 4: an expired VIP is re-rated on re-activation, not by the daily check.
  if (vipStatus(state, now) !== 'active') return state;
  const earned = vipLevelForRecharge(rechargedCoins);
  const holdUntil = now + VIP_LEVEL_HOLD_DAYS * DAY_MS;
  // SPEC 4: a higher level reached upgrades it and resets the 30-day hold.
  if (earned > state.level) return { ...state, level: earned, levelHeldUntilMs: holdUntil };
  // SPEC 4: held 30 days without downgrade.
  if (now < state.levelHeldUntilMs) return state;
  // assumed (docs/rules.md): when the hold ends the level follows the window (down or unchanged) and a new hold starts.
  return { ...state, level: earned, levelHeldUntilMs: holdUntil };
}

/** SPEC 4: activates (none or expired: re-rated from scratch) or renews (active: extended from the current end). */
export function activateVip(
  state: VipState,
  durationDays: number,
  now: number,
  rechargedCoins: number,
): { ok: true; state: VipMembership } | { ok: false; error: VipError } {
  // SPEC 9: 30, 90 or 180 days only.
  if (!isVipDuration(durationDays)) return { ok: false, error: 'invalidDuration' };
  const length = durationDays * DAY_MS;
  if (state === null || vipStatus(state, now) === 'expired') {
    // SPEC 4: an expired VIP is re-rated on re-activation: level from the window, a fresh hold, the claim day kept.
    return {
      ok: true,
      state: {
        level: vipLevelForRecharge(rechargedCoins),
        expiresAtMs: now + length,
        levelHeldUntilMs: now + VIP_LEVEL_HOLD_DAYS * DAY_MS,
        lastClaimDate: state?.lastClaimDate ?? null,
      },
    };
  }
  // assumed (docs/rules.md): a renewal adds its days to the current end and counts as that day's re-rating.
  return { ok: true, state: rerateVip({ ...state, expiresAtMs: state.expiresAtMs + length }, now, rechargedCoins) };
}

/**
 * SPEC 6 / SPEC 9: whether the daily VIP coins can be claimed now, and how many. `refusedByPolicy`: the policy's
 * claimVipCoins rule (src/domain/policy.ts) refuses the account, as it does coin resellers.
 */
export function vipClaimEligibility(
  state: VipState,
  now: number,
  refusedByPolicy: boolean,
): { ok: true; coins: number } | { ok: false; error: VipError } {
  if (state === null) return { ok: false, error: 'notVip' };
  if (vipStatus(state, now) === 'expired') return { ok: false, error: 'expired' };
  // SPEC 6: a coin reseller who opens VIP cannot claim daily VIP coins.
  if (refusedByPolicy) return { ok: false, error: 'resellerCannotClaim' };
  // assumed (docs/rules.md): once per business day (UTC+7); a day not claimed is not carried over.
  if (state.lastClaimDate === businessDate(now)) return { ok: false, error: 'alreadyClaimedToday' };
  return { ok: true, coins: VIP_DAILY_COINS_BY_LEVEL[state.level] };
}

/** SPEC 9: claims today's VIP coins: the coins and the membership marked as claimed for today. */
export function claimVipDailyCoins(
  state: VipState,
  now: number,
  refusedByPolicy: boolean,
): { ok: true; coins: number; state: VipMembership } | { ok: false; error: VipError } {
  if (state === null) return { ok: false, error: 'notVip' };
  const check = vipClaimEligibility(state, now, refusedByPolicy);
  if (!check.ok) return check;
  return { ok: true, coins: check.coins, state: { ...state, lastClaimDate: businessDate(now) } };
}
