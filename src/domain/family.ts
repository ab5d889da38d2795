// Families (SPEC 3, 4, 5, 6, 9): prestige, weekly tiers and their limits, creation, roles and permissions, dissolving,
// and red-packet summons. Pure and shared by the family pages and the server: erasable TypeScript that Node runs
// directly. `now` is epoch ms; weeks run Monday 00:00 to Sunday 24:00 in UTC+7 (time.ts); randomness is injected.
import { drawMessage } from './fair-draw.ts';
import type { RewardState } from './tasks.ts';
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
  /** Coins members spent in the family other than gifts: their contributions to the family coins (assumed). */
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

/** A week's activity as the server keeps it: coins and beans summed, and the gifts' points (each gift floored alone). */
export interface FamilyWeekTotals {
  coins: number;
  beans: number;
  giftPoints: number;
}

/** SPEC 9: the prestige points of one gift, floor(value / 10,000). */
export function giftPrestige(giftCoins: number): number {
  return Math.floor(whole(giftCoins) / FAMILY_PRESTIGE_GIFT_COINS_PER_POINT);
}

/** SPEC 9: a week's prestige from its running totals (the form the server stores). */
export function weekTotalsPrestige(totals: FamilyWeekTotals): number {
  // assumed (docs/rules.md): the week's coins / 800 and beans / 40 are floored (remainders carry within the week, not
  // into the next).
  const fromCoins = Math.floor(whole(totals.coins) / FAMILY_PRESTIGE_COINS_PER_POINT);
  const fromBeans = Math.floor(whole(totals.beans) / FAMILY_PRESTIGE_BEANS_PER_POINT);
  return fromCoins + fromBeans + whole(totals.giftPoints);
}

/** SPEC 9: a week's prestige from its coins, beans and gifts, each source floored on its own. */
export function familyPrestige(activity: FamilyWeekActivity): number {
  // assumed (docs/rules.md): each gift adds floor(value / 10,000).
  let giftPoints = 0;
  for (const gift of activity.gifts) giftPoints += giftPrestige(gift);
  return weekTotalsPrestige({ coins: activity.coins, beans: activity.beans, giftPoints });
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
  const prestige = whole(weeklyPrestige);
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

/** Assumed (docs/rules.md): a family name has 1 to 20 characters after trimming (an emoji counts as one). */
export const FAMILY_NAME_MAX_CHARS = 20;
/** Assumed (docs/rules.md): the family notice (announcement) has at most 200 characters after trimming; it may be empty. */
export const FAMILY_NOTICE_MAX_CHARS = 200;

/** Why a family's name or notice is refused. */
export type FamilyInfoError = 'nameRequired' | 'nameTooLong' | 'nameInvalid' | 'noticeTooLong' | 'noticeInvalid';

/**
 * Control, line-separator and invisible format characters (the emoji joiner U+200D aside): never part of a name; a
 * notice may hold line breaks.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/u;

/** Assumed (docs/rules.md): the checks of a family's name and notice, on creation and on editing, trimmed. */
export function checkFamilyInfo(input: {
  name: string;
  notice: string;
}): { ok: true; name: string; notice: string } | { ok: false; error: FamilyInfoError } {
  const name = input.name.trim();
  const notice = input.notice.replace(/\r\n?/g, '\n').trim();
  if (name === '') return { ok: false, error: 'nameRequired' };
  if ([...name].length > FAMILY_NAME_MAX_CHARS) return { ok: false, error: 'nameTooLong' };
  if (CONTROL_OR_FORMAT.test(name)) return { ok: false, error: 'nameInvalid' };
  if ([...notice].length > FAMILY_NOTICE_MAX_CHARS) return { ok: false, error: 'noticeTooLong' };
  if (CONTROL_OR_FORMAT.test(notice.replace(/\n/g, ''))) return { ok: false, error: 'noticeInvalid' };
  return { ok: true, name, notice };
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

/** Assumed (docs/rules.md): a family has at most one vice leader, apart from its admins. */
export const FAMILY_VICE_LEADERS_MAX = 1;

/** Assumed (docs/rules.md): the creator buys 10 more member places at a time (SPEC 6 "expands the member limit"). */
export const FAMILY_EXPANSION_SLOTS = 10;
/** Assumed (docs/rules.md): each expansion costs 100,000 family coins. */
export const FAMILY_EXPANSION_COST_COINS = 100_000;
/** Assumed (docs/rules.md): at most 5 expansions (50 places above the tier's limit). */
export const FAMILY_EXPANSIONS_MAX = 5;

/** SPEC 3 / SPEC 6: the member limit: the tier's, plus the places the creator bought; kept when the tier changes. */
export function familyMemberLimit(tier: FamilyTier, expansions: number): number {
  return FAMILY_TIER_LIMITS[tier].members + Math.min(whole(expansions), FAMILY_EXPANSIONS_MAX) * FAMILY_EXPANSION_SLOTS;
}

/** SPEC 6: whether one more expansion can be bought now, paid from the family coins. */
export function checkExpansion(expansions: number, familyCoins: number): { ok: true; cost: number } | { ok: false; error: 'expansionMax' | 'notEnoughCoins' } {
  if (expansions >= FAMILY_EXPANSIONS_MAX) return { ok: false, error: 'expansionMax' };
  if (familyCoins < FAMILY_EXPANSION_COST_COINS) return { ok: false, error: 'notEnoughCoins' };
  return { ok: true, cost: FAMILY_EXPANSION_COST_COINS };
}

/** How many holders each appointed role has now. */
export interface FamilyRoleCounts {
  admins: number;
  viceLeaders: number;
}

/**
 * SPEC 6: the creator gives a member another role (admin, vice leader or back to member). Assumed (docs/rules.md):
 * appointing is "promotion", frozen while cooling, and within the tier's admin limit and one vice leader; taking a
 * role away is always allowed; the creator's own role never changes.
 */
export function checkRoleChange(
  state: FamilyDissolveState,
  actor: FamilyRole,
  target: FamilyRole,
  next: Exclude<FamilyRole, 'creator'>,
  counts: FamilyRoleCounts,
  tier: FamilyTier,
  now: number,
): { ok: true } | { ok: false; error: FamilyError } {
  const promoting = FAMILY_ROLES.indexOf(next) < FAMILY_ROLES.indexOf(target);
  const allowed = familyAllows(state, actor, 'setAdmins', now);
  // Taking a role away is not promotion: the cooling period does not freeze it.
  if (!allowed.ok && (promoting || allowed.error !== 'cooling')) return allowed;
  if (target === 'creator') return { ok: false, error: 'roleTooHigh' };
  if (next === target) return { ok: true };
  if (next === 'admin' && !canAppointAdmin(tier, counts.admins)) return { ok: false, error: 'adminLimit' };
  if (next === 'viceLeader' && counts.viceLeaders >= FAMILY_VICE_LEADERS_MAX) return { ok: false, error: 'viceLeaderLimit' };
  return { ok: true };
}

/** Assumed (docs/rules.md): a mute keeps a member quiet in the family's chat room for 24 hours, unless lifted sooner. */
export const FAMILY_MUTE_HOURS = 24;

/** SPEC 6: muting or kicking: a role that may, acting on a lower role (assumed), in a family not yet dissolved. */
export function checkMemberAction(
  state: FamilyDissolveState,
  actor: FamilyRole,
  action: 'mute' | 'kick',
  target: FamilyRole,
  now: number,
): { ok: true } | { ok: false; error: FamilyError } {
  const allowed = familyAllows(state, actor, action, now);
  if (!allowed.ok) return allowed;
  return canActOn(actor, action, target) ? { ok: true } : { ok: false, error: 'roleTooHigh' };
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
export type FamilyError =
  | 'forbidden'
  | 'cooling'
  | 'dissolved'
  | 'alreadyCooling'
  | 'notCooling'
  | 'full'
  | 'roleTooHigh'
  | 'adminLimit'
  | 'viceLeaderLimit';

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

/** SPEC 4: a user joins (as a member) unless the family is cooling, dissolved or full for its tier and expansions. */
export function joinFamily(
  state: FamilyDissolveState,
  tier: FamilyTier,
  memberCount: number,
  now: number,
  expansions = 0,
): { ok: true; role: 'member' } | { ok: false; error: FamilyError } {
  const status = familyDissolveStatus(state, now);
  if (status === 'dissolved') return { ok: false, error: 'dissolved' };
  // SPEC 4: joining is frozen while cooling.
  if (status === 'cooling') return { ok: false, error: 'cooling' };
  // SPEC 3: each tier has a member limit (assumed values, docs/rules.md).
  if (memberCount >= familyMemberLimit(tier, expansions)) return { ok: false, error: 'full' };
  // SPEC 6: everyone joins as a member, so an admin who left and came back is no longer admin.
  return { ok: true, role: 'member' };
}

// Family coins and family tasks ------------------------------------------------------------------------------------
// Assumed (docs/rules.md): a family's coins are held in the ledger under the family. They come in two ways: members
// contribute their own coins (spent through the ledger: wealth exp, and family prestige as coins spent in the family),
// and the platform pays the family tasks' rewards. They pay for summons and member-limit expansions; what is left when
// the family is deleted goes back to the platform.

/** Assumed (docs/rules.md): a contribution is at least 1,000 coins. */
export const FAMILY_CONTRIBUTION_MIN_COINS = 1_000;
/** Assumed (docs/rules.md): contributions are multiples of 1,000 coins. */
export const FAMILY_CONTRIBUTION_MULTIPLE_COINS = 1_000;

/** Why a contribution is refused, in the order the page and the server check. */
export type ContributionError = 'amountRequired' | 'amountInvalid' | 'amountTooSmall' | 'notMultiple' | 'exceedsBalance';

/** Assumed (docs/rules.md): a member's contribution: whole coins, at least 1,000, a multiple of 1,000, within the balance. */
export function checkContribution(amount: number | null, balance: number): { ok: true } | { ok: false; error: ContributionError } {
  if (amount === null) return { ok: false, error: 'amountRequired' };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, error: 'amountInvalid' };
  if (amount < FAMILY_CONTRIBUTION_MIN_COINS) return { ok: false, error: 'amountTooSmall' };
  if (amount % FAMILY_CONTRIBUTION_MULTIPLE_COINS !== 0) return { ok: false, error: 'notMultiple' };
  if (amount > balance) return { ok: false, error: 'exceedsBalance' };
  return { ok: true };
}

/** A family task's period: the business day, or the week Monday-Sunday (UTC+7). */
export type FamilyTaskPeriod = 'daily' | 'weekly';

/**
 * Assumed (docs/rules.md): the family tasks (SPEC 8 "go to the family tasks"), their targets and the family coins
 * each pays once per period: 5 members check in today; members contribute 100,000 coins today; the family reaches
 * 50,000 prestige this week.
 */
export const FAMILY_TASKS = [
  { id: 'checkIn', period: 'daily', target: 5, rewardCoins: 5_000 },
  { id: 'contribute', period: 'daily', target: 100_000, rewardCoins: 10_000 },
  { id: 'prestige', period: 'weekly', target: 50_000, rewardCoins: 50_000 },
] as const satisfies readonly { id: string; period: FamilyTaskPeriod; target: number; rewardCoins: number }[];
/** A family task. */
export type FamilyTask = (typeof FAMILY_TASKS)[number];
/** A family task's id. */
export type FamilyTaskId = FamilyTask['id'];

/** The task with this id, or null. */
export function familyTask(id: string): FamilyTask | null {
  return FAMILY_TASKS.find((task) => task.id === id) ?? null;
}

/** The key of the period containing `now` (the business date, or the week's Monday) and when it ends. */
export function familyTaskPeriod(period: FamilyTaskPeriod, now: number): { key: BusinessDate; endMs: number } {
  const today = businessDate(now);
  const start = period === 'daily' ? today : weekStart(today);
  return { key: start, endMs: businessDayStartMs(addDays(start, period === 'daily' ? 1 : 7)) };
}

/** SPEC 3 states: undone below the target, claim once reached, claimed once paid in this period. */
export function familyTaskState(task: FamilyTask, progress: number, claimedThisPeriod: boolean): RewardState {
  if (claimedThisPeriod) return 'claimed';
  return progress >= task.target ? 'claim' : 'undone';
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

/** Assumed (docs/rules.md): a family has at most one live summons at a time. */
export const SUMMONS_LIVE_MAX = 1;

/** The game name of summons draws (DESIGN 11): seeds and draw messages are per game and business day. */
export const SUMMONS_DRAW_GAME = 'summons';

/** DESIGN 11: the draw message a summons' split is drawn from: game, business date of sending, summons id. */
export function summonsDrawMessage(period: BusinessDate, summonsId: number): string {
  return drawMessage([SUMMONS_DRAW_GAME, period, summonsId]);
}

/** What the page publishes of each tier's split (DESIGN 11: from the same constants the server splits with). */
export interface SummonsSplitRule {
  packets: number;
  coins: number;
  /** The average packet: the coins are split exactly, so packets average coins / packets. */
  averageCoins: number;
  /** The smallest packet. */
  minCoins: number;
  /** The largest the first packet can be: twice the average, floored. */
  firstMaxCoins: number;
}

/** The split rule of a tier, as the rules page and the summons page show it. */
export function summonsSplitRule(tier: SummonsTier): SummonsSplitRule {
  const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
  return {
    packets,
    coins,
    averageCoins: coins / packets,
    minCoins: 1,
    firstMaxCoins: Math.min(Math.floor((2 * coins) / packets), coins - (packets - 1)),
  };
}

/** The next effect threshold above `people`, or null once the last (150) is reached. */
export function nextSummonsThreshold(people: number): number | null {
  return SUMMONS_EFFECT_THRESHOLDS_PEOPLE.find((threshold) => people < threshold) ?? null;
}

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
