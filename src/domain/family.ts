// Families (SPEC 3, 4, 5, 6, 9): prestige, weekly tiers and their limits, creation, roles and permissions, dissolving,
// and red-packet summons. Pure and shared by the family pages and the server: erasable TypeScript that Node runs
// directly. `now` is epoch ms; weeks run Monday 00:00 to Sunday 24:00 in UTC+7 (time.ts); randomness is injected.
import { addDays, businessDate, businessDayStartMs, DAY_MS, weekStart, type BusinessDate } from './time.ts';

// Prestige ------------------------------------------------------------------------------------------------------

/** SPEC 9: 800 coins = 1 prestige point. */
export const FAMILY_PRESTIGE_COINS_PER_POINT = 800;
/** SPEC 9: 40 beans = 1 prestige point. */
export const FAMILY_PRESTIGE_BEANS_PER_POINT = 40;
/** SPEC 9: each gift of 10,000 coins = 1 prestige point. */
export const FAMILY_PRESTIGE_GIFT_COINS_PER_POINT = 10_000;

/** A family's activity over one week (Monday to Sunday, UTC+7). */
export interface FamilyWeekActivity {
  /** Coins members spent in the family other than gifts (summons, upgrades, expansions). */
  coins: number;
  /** Beans received by the family's hosts. */
  beans: number;
  /** The value in coins of each gift members sent. */
  gifts: readonly number[];
}

/** A non-negative whole number from a count that comes from outside. */
function whole(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** SPEC 9: a week's prestige from its coins, beans and gifts, each source floored on its own. */
export function familyPrestige(activity: FamilyWeekActivity): number {
  // assumed (docs/rules.md): the week's coins / 800 and beans / 40 are floored (remainders carry within the week, not
  // into the next), and each gift adds floor(value / 10,000).
  const fromCoins = Math.floor(whole(activity.coins) / FAMILY_PRESTIGE_COINS_PER_POINT);
  const fromBeans = Math.floor(whole(activity.beans) / FAMILY_PRESTIGE_BEANS_PER_POINT);
  let fromGifts = 0;
  for (const gift of activity.gifts) fromGifts += Math.floor(whole(gift) / FAMILY_PRESTIGE_GIFT_COINS_PER_POINT);
  return fromCoins + fromBeans + fromGifts;
}

// Tiers ---------------------------------------------------------------------------------------------------------

/** SPEC 3: the tiers, lowest first; SPEC 4 also mentions King, assumed (docs/rules.md) to sit above Grandmaster. */
export const FAMILY_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'grandmaster', 'king'] as const;
/** A family tier. */
export type FamilyTier = (typeof FAMILY_TIERS)[number];

/**
 * SPEC 3 / SPEC 9: the weekly prestige that unlocks each tier: 200k, 1m, 5m, 12m, 30m. Assumed (docs/rules.md):
 * the five thresholds are Silver to Grandmaster, Bronze is every family's tier from 0, King needs 60m.
 */
export const FAMILY_TIER_MIN_WEEKLY_PRESTIGE = {
  bronze: 0,
  silver: 200_000,
  gold: 1_000_000,
  platinum: 5_000_000,
  diamond: 12_000_000,
  grandmaster: 30_000_000,
  king: 60_000_000,
} as const satisfies Record<FamilyTier, number>;

/** SPEC 4: a King family keeps King with 10% of King's minimum weekly prestige. */
export const FAMILY_KING_KEEP_PERCENT = 10;

/** What a tier allows. */
export interface FamilyTierLimits {
  members: number;
  admins: number;
  favoriteHosts: number;
  nameplate: boolean;
  chatRoom: boolean;
}

/** Assumed (docs/rules.md): SPEC 3 names the limits of each tier but not their values. */
export const FAMILY_TIER_LIMITS = {
  bronze: { members: 50, admins: 2, favoriteHosts: 3, nameplate: false, chatRoom: false },
  silver: { members: 100, admins: 3, favoriteHosts: 5, nameplate: true, chatRoom: false },
  gold: { members: 200, admins: 5, favoriteHosts: 10, nameplate: true, chatRoom: true },
  platinum: { members: 300, admins: 8, favoriteHosts: 15, nameplate: true, chatRoom: true },
  diamond: { members: 500, admins: 10, favoriteHosts: 20, nameplate: true, chatRoom: true },
  grandmaster: { members: 800, admins: 15, favoriteHosts: 30, nameplate: true, chatRoom: true },
  king: { members: 1_000, admins: 20, favoriteHosts: 50, nameplate: true, chatRoom: true },
} as const satisfies Record<FamilyTier, FamilyTierLimits>;

/** SPEC 4: the tier for next week from last week's prestige; a King family stays King with 10% of King's minimum. */
export function rateFamilyTier(lastWeekPrestige: number, currentTier: FamilyTier): FamilyTier {
  const prestige = whole(lastWeekPrestige);
  // SPEC 4: King is kept with 10% of its minimum weekly prestige (integer arithmetic: 60m x 10 / 100 = 6m).
  const kingKeep = (FAMILY_TIER_MIN_WEEKLY_PRESTIGE.king * FAMILY_KING_KEEP_PERCENT) / 100;
  if (currentTier === 'king' && prestige >= kingKeep) return 'king';
  // SPEC 3 / SPEC 4: otherwise the highest tier whose threshold last week's prestige reached.
  let tier: FamilyTier = 'bronze';
  for (const candidate of FAMILY_TIERS) if (prestige >= FAMILY_TIER_MIN_WEEKLY_PRESTIGE[candidate]) tier = candidate;
  return tier;
}

/** The week whose prestige sets the tier in force at `now`, and when that tier ends. */
export interface FamilyTierWeek {
  /** Monday of the week whose prestige is being earned now. */
  currentWeekStart: BusinessDate;
  /** Monday of last week, whose prestige set the tier in force now. */
  ratedWeekStart: BusinessDate;
  /** Sunday 24:00 (UTC+7) of this week: the next re-rating. */
  nextRatingAtMs: number;
}

/** SPEC 4: the tier is set every Sunday 24:00 (UTC+7) from last week's prestige and kept for a week. */
export function familyTierWeek(now: number): FamilyTierWeek {
  const currentWeekStart = weekStart(businessDate(now));
  return {
    currentWeekStart,
    ratedWeekStart: addDays(currentWeekStart, -7),
    nextRatingAtMs: businessDayStartMs(addDays(currentWeekStart, 7)),
  };
}

// Creation, roles and permissions -------------------------------------------------------------------------------

/**
 * SPEC 5: family creation needs wealth level 30. The spec's English text says "level 35", its Indonesian text
 * "wealth level 30"; assumed (docs/rules.md): the Indonesian text, which names the level kind, wins.
 */
export const FAMILY_CREATE_MIN_WEALTH_LEVEL = 30;

/** SPEC 5: whether a user of this wealth level may create a family. */
export function canCreateFamily(wealthLevel: number): boolean {
  return wealthLevel >= FAMILY_CREATE_MIN_WEALTH_LEVEL;
}

/** SPEC 6: family roles, highest first. */
export const FAMILY_ROLES = ['creator', 'viceLeader', 'admin', 'member'] as const;
/** A family role. */
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** SPEC 6: what members do in a family. */
export const FAMILY_ACTIONS = [
  'setFavoriteHosts',
  'editInfo',
  'upgrade',
  'expandMemberLimit',
  'setAdmins',
  'handleJoins',
  'mute',
  'kick',
  'startSummons',
  'openRoom',
  'dissolve',
  'leave',
] as const;
/** A family action. */
export type FamilyAction = (typeof FAMILY_ACTIONS)[number];

/**
 * SPEC 6: the permission table. The vice leader's permissions are not in the spec: assumed (docs/rules.md) the
 * admin's. Dissolving is the creator's alone (assumed: /dissolve is the creator's screen).
 */
export const FAMILY_PERMISSIONS = {
  creator: [
    'setFavoriteHosts',
    'editInfo',
    'upgrade',
    'expandMemberLimit',
    'setAdmins',
    'handleJoins',
    'mute',
    'kick',
    'startSummons',
    'openRoom',
    'dissolve',
  ],
  viceLeader: ['handleJoins', 'mute', 'kick', 'startSummons', 'leave'],
  admin: ['handleJoins', 'mute', 'kick', 'startSummons', 'leave'],
  member: ['leave'],
} as const satisfies Record<FamilyRole, readonly FamilyAction[]>;

/** SPEC 6: whether a role may take an action (the creator cannot leave; everyone else may). */
export function can(role: FamilyRole, action: FamilyAction): boolean {
  return (FAMILY_PERMISSIONS[role] as readonly FamilyAction[]).includes(action);
}

/** Assumed (docs/rules.md): a role may mute or kick only a lower role (creator > vice leader > admin > member). */
export function canActOn(actor: FamilyRole, action: 'mute' | 'kick', target: FamilyRole): boolean {
  return can(actor, action) && FAMILY_ROLES.indexOf(actor) < FAMILY_ROLES.indexOf(target);
}

/** Assumed (docs/rules.md): admins may be appointed while the tier's admin limit is not reached. */
export function canAppointAdmin(tier: FamilyTier, adminCount: number): boolean {
  return adminCount < FAMILY_TIER_LIMITS[tier].admins;
}

/** SPEC 6: leaving: refused to the creator; an admin or vice leader loses that role (a rejoin starts as member). */
export function leaveFamily(
  role: FamilyRole,
): { ok: true; lostRole: 'viceLeader' | 'admin' | null } | { ok: false; error: 'creatorCannotLeave' } {
  if (!can(role, 'leave')) return { ok: false, error: 'creatorCannotLeave' };
  return { ok: true, lostRole: role === 'viceLeader' || role === 'admin' ? role : null };
}

// Dissolving ----------------------------------------------------------------------------------------------------

/** SPEC 4 / SPEC 9: dissolving starts a 10-day cooling period. */
export const FAMILY_DISSOLVE_COOLING_DAYS = 10;

/** Assumed (docs/rules.md): "promotion" is appointing admins and upgrading, "recruitment" is handling joins. */
export const FAMILY_ACTIONS_FROZEN_WHILE_COOLING = ['setAdmins', 'upgrade', 'handleJoins'] as const satisfies readonly FamilyAction[];

/** The dissolve part of a family's stored state. */
export interface FamilyDissolveState {
  /** When the creator asked to dissolve, or null. */
  dissolveRequestedAtMs: number | null;
}

/** SPEC 4: active, cooling (10 days after the request), or dissolved (to be deleted, members removed). */
export type FamilyDissolveStatus = 'active' | 'cooling' | 'dissolved';

/** Why a family action is refused. */
export type FamilyError = 'forbidden' | 'cooling' | 'dissolved' | 'alreadyCooling' | 'notCooling' | 'full';

/** SPEC 4: the instant a dissolving family is deleted (request + exactly 10 x 24 hours). */
export function dissolveDeleteAtMs(requestedAtMs: number): number {
  return requestedAtMs + FAMILY_DISSOLVE_COOLING_DAYS * DAY_MS;
}

/** SPEC 4: where the family stands in dissolving at `now`. */
export function familyDissolveStatus(state: FamilyDissolveState, now: number): FamilyDissolveStatus {
  if (state.dissolveRequestedAtMs === null) return 'active';
  return now < dissolveDeleteAtMs(state.dissolveRequestedAtMs) ? 'cooling' : 'dissolved';
}

/** SPEC 4 / SPEC 6: whether a role may take an action now, given the family's dissolve state. */
export function familyAllows(
  state: FamilyDissolveState,
  role: FamilyRole,
  action: FamilyAction,
  now: number,
): { ok: true } | { ok: false; error: FamilyError } {
  const status = familyDissolveStatus(state, now);
  // SPEC 4: after the period the family is deleted.
  if (status === 'dissolved') return { ok: false, error: 'dissolved' };
  if (!can(role, action)) return { ok: false, error: 'forbidden' };
  // SPEC 4: promotion and recruitment are frozen while cooling.
  if (status === 'cooling' && (FAMILY_ACTIONS_FROZEN_WHILE_COOLING as readonly FamilyAction[]).includes(action)) {
    return { ok: false, error: 'cooling' };
  }
  return { ok: true };
}

/** SPEC 4: the creator starts the 10-day cooling period. */
export function requestDissolve(
  state: FamilyDissolveState,
  role: FamilyRole,
  now: number,
): { ok: true; state: FamilyDissolveState } | { ok: false; error: FamilyError } {
  const allowed = familyAllows(state, role, 'dissolve', now);
  if (!allowed.ok) return allowed;
  if (state.dissolveRequestedAtMs !== null) return { ok: false, error: 'alreadyCooling' };
  return { ok: true, state: { dissolveRequestedAtMs: now } };
}

/** SPEC 4: the creator cancels dissolving at any time during the cooling period. */
export function cancelDissolve(
  state: FamilyDissolveState,
  role: FamilyRole,
  now: number,
): { ok: true; state: FamilyDissolveState } | { ok: false; error: FamilyError } {
  const allowed = familyAllows(state, role, 'dissolve', now);
  if (!allowed.ok) return allowed;
  if (state.dissolveRequestedAtMs === null) return { ok: false, error: 'notCooling' };
  return { ok: true, state: { dissolveRequestedAtMs: null } };
}

/** SPEC 4: a user joins (as a member) unless the family is cooling, dissolved or full for its tier. */
export function joinFamily(
  state: FamilyDissolveState,
  tier: FamilyTier,
  memberCount: number,
  now: number,
): { ok: true; role: 'member' } | { ok: false; error: FamilyError } {
  const status = familyDissolveStatus(state, now);
  if (status === 'dissolved') return { ok: false, error: 'dissolved' };
  // SPEC 4: joining is frozen while cooling.
  if (status === 'cooling') return { ok: false, error: 'cooling' };
  // SPEC 3: each tier has a member limit (assumed values, docs/rules.md).
  if (memberCount >= FAMILY_TIER_LIMITS[tier].members) return { ok: false, error: 'full' };
  // SPEC 6: everyone joins as a member, so an admin who left and came back is no longer admin.
  return { ok: true, role: 'member' };
}

// Summons (red-packet calls) --------------------------------------------------------------------------------------

/** SPEC 3: the three summons tiers. */
export const SUMMONS_TIERS = ['basic', 'intermediate', 'premium'] as const;
/** A summons tier. */
export type SummonsTier = (typeof SUMMONS_TIERS)[number];

/** Assumed (docs/rules.md): SPEC 3 gives each summons tier packets and coins, not their values. */
export const SUMMONS_PACKETS_AND_COINS = {
  basic: { packets: 10, coins: 10_000 },
  intermediate: { packets: 30, coins: 50_000 },
  premium: { packets: 100, coins: 200_000 },
} as const satisfies Record<SummonsTier, { packets: number; coins: number }>;

/** SPEC 9: the summons effect thresholds, in people. */
export const SUMMONS_EFFECT_THRESHOLDS_PEOPLE = [5, 15, 30, 100, 150] as const;

/** SPEC 4 / SPEC 9: a summons is valid 30 minutes. */
export const SUMMONS_VALID_MINUTES = 30;

/** A summons as stored: its packets (split when sent) and who claimed them, in order. */
export interface Summons {
  tier: SummonsTier;
  sentAtMs: number;
  /** Every packet's coins; packet i goes to the i-th claimant. */
  packets: readonly number[];
  /** User ids of the claimants so far, in claim order. */
  claimedBy: readonly number[];
}

/** Why a summons claim or refund is refused. */
export type SummonsError = 'expired' | 'empty' | 'alreadyClaimed' | 'stillOpen';

/** SPEC 9: the effect level a summons reaches with this many people, 0 below 5 to 5 from 150. */
export function summonsEffectLevel(people: number): number {
  // assumed (docs/rules.md): the level is the number of thresholds reached.
  return SUMMONS_EFFECT_THRESHOLDS_PEOPLE.filter((threshold) => people >= threshold).length;
}

/** SPEC 3: splits `coins` into `packets` whole packets of at least 1 coin adding up to exactly `coins`. */
export function splitCoinsIntoPackets(coins: number, packets: number, random: () => number): number[] {
  // assumed (docs/rules.md): each packet but the last draws uniformly from 1 to twice the mean of what is left (the
  // "double mean" rule), keeping 1 coin for every packet to come. `random` returns [0, 1) like Math.random; impossible
  // input (fewer coins than packets, fractions) is a programming error and throws.
  if (!Number.isSafeInteger(coins) || !Number.isSafeInteger(packets) || packets < 1 || coins < packets) {
    throw new RangeError(`cannot split ${coins} coins into ${packets} packets of at least 1 coin`);
  }
  const amounts: number[] = [];
  let remaining = coins;
  for (let left = packets; left > 1; left -= 1) {
    const cap = Math.min(Math.floor((2 * remaining) / left), remaining - (left - 1));
    // Clamped so a random source that returns 1 (or garbage) still yields 1..cap.
    const draw = Math.floor(random() * cap);
    const amount = 1 + Math.min(cap - 1, Math.max(0, Number.isFinite(draw) ? draw : 0));
    amounts.push(amount);
    remaining -= amount;
  }
  amounts.push(remaining);
  return amounts;
}

/** SPEC 3: a new summons of a tier, its coins split into its packets. */
export function createSummons(tier: SummonsTier, now: number, random: () => number): Summons {
  const { coins, packets } = SUMMONS_PACKETS_AND_COINS[tier];
  return { tier, sentAtMs: now, packets: splitCoinsIntoPackets(coins, packets, random), claimedBy: [] };
}

/** SPEC 4: the instant a summons stops being valid (sent + 30 minutes). */
export function summonsExpiresAtMs(summons: Summons): number {
  return summons.sentAtMs + SUMMONS_VALID_MINUTES * 60 * 1000;
}

/** SPEC 4: a user claims the next packet while the summons is valid, once per user. */
export function claimSummonsPacket(
  summons: Summons,
  userId: number,
  now: number,
): { ok: true; coins: number; summons: Summons } | { ok: false; error: SummonsError } {
  if (now >= summonsExpiresAtMs(summons)) return { ok: false, error: 'expired' };
  // assumed (docs/rules.md): one packet per user per summons.
  if (summons.claimedBy.includes(userId)) return { ok: false, error: 'alreadyClaimed' };
  const coins = summons.packets[summons.claimedBy.length];
  if (coins === undefined) return { ok: false, error: 'empty' };
  return { ok: true, coins, summons: { ...summons, claimedBy: [...summons.claimedBy, userId] } };
}

/** SPEC 4: at expiry the coins of the unclaimed packets are returned to the sender; refused while still valid. */
export function summonsRefundCoins(summons: Summons, now: number): { ok: true; coins: number } | { ok: false; error: SummonsError } {
  if (now < summonsExpiresAtMs(summons)) return { ok: false, error: 'stillOpen' };
  let coins = 0;
  for (const packet of summons.packets.slice(summons.claimedBy.length)) coins += packet;
  return { ok: true, coins };
}
