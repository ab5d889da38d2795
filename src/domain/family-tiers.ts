// Family tiers (SPEC 3, 4, 9): the weekly tiers, what each allows, and the Sunday 24:00 re-rating from last week's
// prestige. Pure and shared by the family pages and the server: erasable TypeScript that Node runs directly. `now` is
// epoch ms; weeks run Monday 00:00 to Sunday 24:00 in UTC+7 (time.ts).
import { wholeCount } from './money.ts';
import { addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from './time.ts';

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
  const prestige = wholeCount(lastWeekPrestige);
  // SPEC 4: King is kept with 10% of its minimum weekly prestige (integer arithmetic: 60m x 10 / 100 = 6m).
  const kingKeep = (FAMILY_TIER_MIN_WEEKLY_PRESTIGE.king * FAMILY_KING_KEEP_PERCENT) / 100;
  if (currentTier === 'king' && prestige >= kingKeep) return 'king';
  // SPEC 3 / SPEC 4: otherwise the highest tier whose threshold last week's prestige reached.
  let tier: FamilyTier = 'bronze';
  for (const candidate of FAMILY_TIERS) if (prestige >= FAMILY_TIER_MIN_WEEKLY_PRESTIGE[candidate]) tier = candidate;
  return tier;
}

/** The tier this week's prestige would earn next week, and the next tier above it with the prestige still missing. */
export interface FamilyTierProgress {
  /** The tier this week's prestige reaches (what Sunday 24:00 would give a family that is not King). */
  reached: FamilyTier;
  /** The next tier up, or null at King. */
  next: FamilyTier | null;
  /** The next tier's minimum weekly prestige (0 at King). */
  nextMinPrestige: number;
  /** Prestige still missing for the next tier (0 at King). */
  remaining: number;
}

/** SPEC 3 / SPEC 4: where this week's prestige stands against the tier thresholds. */
export function familyTierProgress(weeklyPrestige: number): FamilyTierProgress {
  const prestige = wholeCount(weeklyPrestige);
  const reached = rateFamilyTier(prestige, 'bronze');
  const next = FAMILY_TIERS[FAMILY_TIERS.indexOf(reached) + 1] ?? null;
  if (next === null) return { reached, next, nextMinPrestige: 0, remaining: 0 };
  const nextMinPrestige = FAMILY_TIER_MIN_WEEKLY_PRESTIGE[next];
  return { reached, next, nextMinPrestige, remaining: nextMinPrestige - prestige };
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
