// Host pay (SPEC 6, 9): valid days, the daily and weekly bonus, the level task, the basic salary, rank bonuses and
// the payout type change. Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.
import { type BusinessDate, addDays, businessDate, daysInclusive, isoWeekday } from './time.ts';
import type { PayoutType } from './settlement.ts';

/** SPEC 9: a session counts when it lasts at least 1 minute. */
export const VALID_SESSION_MIN_MINUTES = 1;
/** SPEC 9: a valid day has at least 60 minutes live. */
export const VALID_DAY_MIN_LIVE_MINUTES = 60;

/** SPEC 9: the basic salary needs 5 valid days of 3 hours in a week (15 hours). */
export const BASIC_SALARY_DAYS_PER_WEEK = 5;
export const BASIC_SALARY_MIN_LIVE_MINUTES_PER_DAY = 3 * 60;
/** SPEC 9: cancelled by 4 minor or 2 serious violations in a week, or 6 minor accumulated. */
export const BASIC_SALARY_MAX_MINOR_VIOLATIONS_PER_WEEK = 4;
export const BASIC_SALARY_MAX_SERIOUS_VIOLATIONS_PER_WEEK = 2;
export const BASIC_SALARY_MAX_MINOR_VIOLATIONS_TOTAL = 6;
/** SPEC 9: no target in the first two weeks (assumed: the 14 days from joining the agency, not assessed nor paid). */
export const BASIC_SALARY_GRACE_DAYS = 14;
/** Assumed (docs/rules.md): the weekly basic salary. */
export const BASIC_SALARY_WEEKLY_BEANS = 1_000_000;

/** SPEC 9: the level task is available from charm level 7. */
export const LEVEL_TASK_MIN_CHARM_LEVEL = 7;
/** SPEC 9: it uses the beans of the last 30 days including today. */
export const LEVEL_TASK_WINDOW_DAYS = 30;
/** SPEC 9: it pays on days with at least 1 hour live. */
export const LEVEL_TASK_MIN_LIVE_MINUTES = 60;
/** SPEC 9: only Lucky, S-Lucky and Deluxe gifts count. */
export const LEVEL_TASK_GIFT_TYPES = ['lucky', 'sLucky', 'deluxe'] as const;
/** A kind of gift. */
export type GiftType = (typeof LEVEL_TASK_GIFT_TYPES)[number] | 'normal';

/** The beans of one day by gift type. */
export type BeansByGift = Record<GiftType, number>;

/** The beans of a day that count towards the level task: Lucky, S-Lucky and Deluxe gifts only (SPEC 9). */
export function levelTaskBeans(day: BeansByGift): number {
  return LEVEL_TASK_GIFT_TYPES.reduce((sum, type) => sum + day[type], 0);
}

/** SPEC 9: from level 10 the daily bonus grows by 160,000 for each extra 20 million beans. */
export const DAILY_BONUS_FORMULA_FROM_LEVEL = 10;
export const DAILY_BONUS_STEP_BEANS = 20_000_000;
export const DAILY_BONUS_STEP_PAY_BEANS = 160_000;
/** SPEC 9: from level 24 the weekly bonus grows by 1,600,000 for each extra 200 million beans. */
export const WEEKLY_BONUS_FORMULA_FROM_LEVEL = 24;
export const WEEKLY_BONUS_STEP_BEANS = 200_000_000;
export const WEEKLY_BONUS_STEP_PAY_BEANS = 1_600_000;

/** SPEC 9: hosts are ranked daily (top 30 paid), agencies weekly (top 10 paid). */
export const HOST_RANK_DAILY_TOP = 30;
export const AGENCY_RANK_WEEKLY_TOP = 10;

/** SPEC 4: the payout type changes only on Mondays, then not again for 28 days. */
export const PAYOUT_CHANGE_WEEKDAY = 1;
export const PAYOUT_CHANGE_LOCK_DAYS = 28;

/** One step of a bonus table: reached at `thresholdBeans`, pays `payBeans`. */
export interface BonusStep {
  level: number;
  thresholdBeans: number;
  payBeans: number;
}

/** Assumed (docs/rules.md): daily bonus levels 1-9 below the spec's level-10 formula (daily beans -> pay). */
export const DAILY_BONUS_TABLE: readonly BonusStep[] = [
  { level: 1, thresholdBeans: 200_000, payBeans: 1_000 },
  { level: 2, thresholdBeans: 500_000, payBeans: 2_800 },
  { level: 3, thresholdBeans: 1_000_000, payBeans: 6_000 },
  { level: 4, thresholdBeans: 2_000_000, payBeans: 12_400 },
  { level: 5, thresholdBeans: 3_000_000, payBeans: 19_500 },
  { level: 6, thresholdBeans: 5_000_000, payBeans: 34_000 },
  { level: 7, thresholdBeans: 8_000_000, payBeans: 56_000 },
  { level: 8, thresholdBeans: 12_000_000, payBeans: 86_400 },
  { level: 9, thresholdBeans: 16_000_000, payBeans: 120_000 },
];

/** Assumed (docs/rules.md): weekly bonus levels 1-23 below the spec's level-24 formula (weekly beans -> pay). */
export const WEEKLY_BONUS_TABLE: readonly BonusStep[] = [
  { level: 1, thresholdBeans: 1_000_000, payBeans: 5_000 },
  { level: 2, thresholdBeans: 2_000_000, payBeans: 10_400 },
  { level: 3, thresholdBeans: 3_000_000, payBeans: 16_200 },
  { level: 4, thresholdBeans: 5_000_000, payBeans: 28_000 },
  { level: 5, thresholdBeans: 7_000_000, payBeans: 40_600 },
  { level: 6, thresholdBeans: 10_000_000, payBeans: 60_000 },
  { level: 7, thresholdBeans: 13_000_000, payBeans: 79_300 },
  { level: 8, thresholdBeans: 16_000_000, payBeans: 99_200 },
  { level: 9, thresholdBeans: 20_000_000, payBeans: 126_000 },
  { level: 10, thresholdBeans: 25_000_000, payBeans: 160_000 },
  { level: 11, thresholdBeans: 30_000_000, payBeans: 195_000 },
  { level: 12, thresholdBeans: 36_000_000, payBeans: 237_600 },
  { level: 13, thresholdBeans: 42_000_000, payBeans: 281_400 },
  { level: 14, thresholdBeans: 50_000_000, payBeans: 340_000 },
  { level: 15, thresholdBeans: 60_000_000, payBeans: 414_000 },
  { level: 16, thresholdBeans: 70_000_000, payBeans: 490_000 },
  { level: 17, thresholdBeans: 80_000_000, payBeans: 568_000 },
  { level: 18, thresholdBeans: 95_000_000, payBeans: 684_000 },
  { level: 19, thresholdBeans: 110_000_000, payBeans: 803_000 },
  { level: 20, thresholdBeans: 125_000_000, payBeans: 925_000 },
  { level: 21, thresholdBeans: 145_000_000, payBeans: 1_087_500 },
  { level: 22, thresholdBeans: 165_000_000, payBeans: 1_254_000 },
  { level: 23, thresholdBeans: 185_000_000, payBeans: 1_424_500 },
];

/** Assumed (docs/rules.md) except levels 8 and 10 (SPEC 9): the level task (30-day qualifying beans -> pay per day). */
export const LEVEL_TASK_TABLE: readonly BonusStep[] = [
  { level: 1, thresholdBeans: 500_000, payBeans: 1_000 },
  { level: 2, thresholdBeans: 1_000_000, payBeans: 2_000 },
  { level: 3, thresholdBeans: 2_000_000, payBeans: 3_500 },
  { level: 4, thresholdBeans: 3_000_000, payBeans: 5_000 },
  { level: 5, thresholdBeans: 4_500_000, payBeans: 7_000 },
  { level: 6, thresholdBeans: 6_000_000, payBeans: 9_000 },
  { level: 7, thresholdBeans: 8_000_000, payBeans: 11_500 },
  { level: 8, thresholdBeans: 10_000_000, payBeans: 14_000 },
  { level: 9, thresholdBeans: 14_000_000, payBeans: 18_000 },
  { level: 10, thresholdBeans: 18_000_000, payBeans: 22_000 },
];

/** Assumed (docs/rules.md): the daily host rank bonus by rank 1-30. */
export function hostRankBonus(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > HOST_RANK_DAILY_TOP) return 0;
  if (rank === 1) return 500_000;
  if (rank === 2) return 300_000;
  if (rank === 3) return 200_000;
  if (rank <= 10) return 100_000;
  if (rank <= 20) return 50_000;
  return 20_000;
}

/** Assumed (docs/rules.md): the weekly agency rank bonus by rank 1-10. */
export function agencyRankBonus(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > AGENCY_RANK_WEEKLY_TOP) return 0;
  if (rank === 1) return 5_000_000;
  if (rank === 2) return 3_000_000;
  if (rank === 3) return 2_000_000;
  return 1_000_000;
}

/** The rank (1-based) of `id` among `scores` by score, highest first; ties by id; null when absent or scoring 0. */
export function rankOf(scores: readonly { id: string; score: number }[], id: string): number | null {
  const ranked = scores.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  const index = ranked.findIndex((s) => s.id === id);
  return index === -1 ? null : index + 1;
}

/** SPEC 9: the live minutes of a day counting only sessions of at least 1 minute. */
export function liveMinutes(sessionsMinutes: readonly number[]): number {
  return sessionsMinutes.filter((m) => m >= VALID_SESSION_MIN_MINUTES).reduce((sum, m) => sum + Math.floor(m), 0);
}

/** SPEC 9: a valid day has at least 60 minutes live. */
export function isValidDay(minutes: number): boolean {
  return minutes >= VALID_DAY_MIN_LIVE_MINUTES;
}

/** Step `level` of a table extended by a linear formula from `formulaFrom` on. */
function stepOf(table: readonly BonusStep[], formulaFrom: number, stepBeans: number, stepPay: number, level: number): BonusStep {
  if (level < formulaFrom) {
    const step = table[level - 1];
    if (!step) throw new Error(`no bonus level ${level}`);
    return step;
  }
  const n = level - formulaFrom + 1;
  return { level, thresholdBeans: n * stepBeans, payBeans: n * stepPay };
}

/** SPEC 9 / docs/rules.md: the daily bonus step of a level (1 and up). */
export function dailyBonusStep(level: number): BonusStep {
  return stepOf(DAILY_BONUS_TABLE, DAILY_BONUS_FORMULA_FROM_LEVEL, DAILY_BONUS_STEP_BEANS, DAILY_BONUS_STEP_PAY_BEANS, level);
}

/** SPEC 9 / docs/rules.md: the weekly bonus step of a level (1 and up). */
export function weeklyBonusStep(level: number): BonusStep {
  return stepOf(WEEKLY_BONUS_TABLE, WEEKLY_BONUS_FORMULA_FROM_LEVEL, WEEKLY_BONUS_STEP_BEANS, WEEKLY_BONUS_STEP_PAY_BEANS, level);
}

/** Where a host stands on a bonus table. */
export interface BonusProgress {
  /** Reached level; 0 before the first step. */
  level: number;
  /** What the reached level pays. */
  payBeans: number;
  beans: number;
  /** The next step and the beans still needed; null when there is no higher step. */
  next: (BonusStep & { remainingBeans: number }) | null;
}

/** Progress on a table whose step function is `step` (unbounded above when `maxLevel` is null). */
function progressOn(beans: number, step: (level: number) => BonusStep, maxLevel: number | null): BonusProgress {
  let level = 0;
  while ((maxLevel === null || level < maxLevel) && step(level + 1).thresholdBeans <= beans) level++;
  const next = maxLevel !== null && level >= maxLevel ? null : step(level + 1);
  return {
    level,
    payBeans: level === 0 ? 0 : step(level).payBeans,
    beans,
    next: next ? { ...next, remainingBeans: next.thresholdBeans - beans } : null,
  };
}

/** SPEC 9: the daily bonus reached by a day's beans, and the next step. */
export function dailyBonusProgress(beansToday: number): BonusProgress {
  return progressOn(beansToday, dailyBonusStep, null);
}

/** SPEC 9: the weekly bonus reached by a week's beans, and the next step. */
export function weeklyBonusProgress(beansThisWeek: number): BonusProgress {
  return progressOn(beansThisWeek, weeklyBonusStep, null);
}

/** The level task of a host today. */
export interface LevelTaskProgress extends BonusProgress {
  /** SPEC 9: charm level 7 or more. */
  available: boolean;
  /** SPEC 9: live for at least an hour today, so today's level pays. */
  earnsToday: boolean;
}

/** SPEC 9: the level task from 30-day Lucky/S-Lucky/Deluxe beans (including today) and today's live minutes. */
export function levelTaskProgress(input: { charmLevel: number; qualifyingBeans30d: number; liveMinutesToday: number }): LevelTaskProgress {
  const available = input.charmLevel >= LEVEL_TASK_MIN_CHARM_LEVEL;
  const progress = progressOn(input.qualifyingBeans30d, (level) => {
    const step = LEVEL_TASK_TABLE[level - 1];
    if (!step) throw new Error(`no level task level ${level}`);
    return step;
  }, LEVEL_TASK_TABLE.length);
  const earnsToday = available && progress.level > 0 && input.liveMinutesToday >= LEVEL_TASK_MIN_LIVE_MINUTES;
  return { ...progress, available, earnsToday, payBeans: available ? progress.payBeans : 0 };
}

/** The first business date of the level task window ending `today` (30 days including today). */
export function levelTaskWindowStart(today: BusinessDate): BusinessDate {
  return addDays(today, 1 - LEVEL_TASK_WINDOW_DAYS);
}

/** Where a host stands on this week's basic salary. */
export type BasicSalaryStatus =
  | { kind: 'notApplicable'; reason: 'dailySalary' | 'male' | 'noAbcMark' }
  | { kind: 'noTarget'; assessedFrom: BusinessDate }
  | { kind: 'cancelled'; reason: 'minorViolationsWeek' | 'seriousViolationsWeek' | 'minorViolationsTotal' }
  | { kind: 'achieved'; validDays: number; payBeans: number }
  | { kind: 'inProgress'; validDays: number; requiredDays: number; daysLeft: number }
  | { kind: 'notEnoughDays'; validDays: number; requiredDays: number };

/** What the basic salary of a week depends on. */
export interface BasicSalaryInput {
  payoutType: PayoutType;
  gender: 'female' | 'male';
  /** The ABC rank mark (level female host). */
  abcMark: boolean;
  /** Business date the host joined the agency. */
  joinedDate: BusinessDate;
  today: BusinessDate;
  /** Live minutes of each day of this week so far (Monday to today). */
  weekLiveMinutes: readonly number[];
  violations: { minorThisWeek: number; seriousThisWeek: number; minorTotal: number };
}

/** SPEC 6, 9: this week's basic salary, or why the host does not get it. */
export function basicSalaryStatus(input: BasicSalaryInput): BasicSalaryStatus {
  // SPEC 6: weekly-salary hosts only; male hosts and hosts without the ABC mark cannot claim it.
  if (input.payoutType !== 'weekly') return { kind: 'notApplicable', reason: 'dailySalary' };
  if (input.gender === 'male') return { kind: 'notApplicable', reason: 'male' };
  if (!input.abcMark) return { kind: 'notApplicable', reason: 'noAbcMark' };
  // SPEC 9: no target in the first two weeks.
  const assessedFrom = addDays(input.joinedDate, BASIC_SALARY_GRACE_DAYS);
  if (input.today < assessedFrom) return { kind: 'noTarget', assessedFrom };
  // SPEC 9: cancelled by 4 minor or 2 serious violations in a week, or 6 minor accumulated.
  const v = input.violations;
  if (v.seriousThisWeek >= BASIC_SALARY_MAX_SERIOUS_VIOLATIONS_PER_WEEK) return { kind: 'cancelled', reason: 'seriousViolationsWeek' };
  if (v.minorThisWeek >= BASIC_SALARY_MAX_MINOR_VIOLATIONS_PER_WEEK) return { kind: 'cancelled', reason: 'minorViolationsWeek' };
  if (v.minorTotal >= BASIC_SALARY_MAX_MINOR_VIOLATIONS_TOTAL) return { kind: 'cancelled', reason: 'minorViolationsTotal' };
  // SPEC 9: 5 valid days of 3 hours each.
  const validDays = input.weekLiveMinutes.filter((m) => m >= BASIC_SALARY_MIN_LIVE_MINUTES_PER_DAY).length;
  if (validDays >= BASIC_SALARY_DAYS_PER_WEEK) return { kind: 'achieved', validDays, payBeans: BASIC_SALARY_WEEKLY_BEANS };
  const todayDone = (input.weekLiveMinutes.at(-1) ?? 0) >= BASIC_SALARY_MIN_LIVE_MINUTES_PER_DAY;
  // Days that can still count: the rest of the week, and today unless it already counts.
  const daysLeft = 7 - isoWeekday(input.today) + (todayDone ? 0 : 1);
  if (validDays + daysLeft < BASIC_SALARY_DAYS_PER_WEEK) {
    return { kind: 'notEnoughDays', validDays, requiredDays: BASIC_SALARY_DAYS_PER_WEEK };
  }
  return { kind: 'inProgress', validDays, requiredDays: BASIC_SALARY_DAYS_PER_WEEK, daysLeft };
}

/** Why the payout type cannot change now. */
export type PayoutChangeError = 'sameType' | 'notMonday' | 'locked';

/** SPEC 4: the first business date the payout type may change again (a Monday, 28 days after the last change). */
export function nextPayoutChangeDate(now: number, lastChangedAt: number | null): BusinessDate {
  const today = businessDate(now);
  const unlock = lastChangedAt === null ? today : addDays(businessDate(lastChangedAt), PAYOUT_CHANGE_LOCK_DAYS);
  let date = unlock > today ? unlock : today;
  while (isoWeekday(date) !== PAYOUT_CHANGE_WEEKDAY) date = addDays(date, 1);
  return date;
}

/** SPEC 4: may the payout type change from `current` to `requested` now? */
export function checkPayoutChange(input: {
  now: number;
  lastChangedAt: number | null;
  current: PayoutType;
  requested: PayoutType;
}): { ok: true } | { ok: false; error: PayoutChangeError; nextDate: BusinessDate } {
  const nextDate = nextPayoutChangeDate(input.now, input.lastChangedAt);
  if (input.requested === input.current) return { ok: false, error: 'sameType', nextDate };
  const today = businessDate(input.now);
  if (nextDate === today) return { ok: true };
  const locked = input.lastChangedAt !== null && daysInclusive(businessDate(input.lastChangedAt), today) <= PAYOUT_CHANGE_LOCK_DAYS;
  return { ok: false, error: locked ? 'locked' : 'notMonday', nextDate };
}
