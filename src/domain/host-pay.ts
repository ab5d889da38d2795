// Host pay (SPEC 6, 9): valid days, the daily and weekly bonus, the level task, the basic salary, rank bonuses and
// the payout type change. Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.
import { charmExp, levelForExp } from './levels.ts';
import { type BusinessDate, addDays, businessDate, daysInclusive, isoWeekday, weekStart } from './time.ts';
import type { PayoutType, SettlementPeriod } from './settlement.ts';

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

/** Every ranked id with its rank (1-based) by score, highest first; ties by id; ids scoring 0 are not ranked. */
export function ranking(scores: readonly { id: string; score: number }[]): Map<string, number> {
  const ranked = scores.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return new Map(ranked.map((s, index) => [s.id, index + 1]));
}

/** A band of ranks paying the same bonus: ranks `fromRank`-`toRank` pay `bonusBeans` each. */
export interface RankBonusBand {
  fromRank: number;
  toRank: number;
  bonusBeans: number;
}

/** A rank bonus as bands of equal pay, from rank 1 to `top` (for the rules shown on pages). */
export function rankBonusBands(bonus: (rank: number) => number, top: number): RankBonusBand[] {
  const bands: RankBonusBand[] = [];
  for (let rank = 1; rank <= top; rank++) {
    const last = bands[bands.length - 1];
    if (last && last.bonusBeans === bonus(rank)) last.toRank = rank;
    else bands.push({ fromRank: rank, toRank: rank, bonusBeans: bonus(rank) });
  }
  return bands;
}

/** The rank (1-based) of `id` among `scores` by score, highest first; ties by id; null when absent or scoring 0. */
export function rankOf(scores: readonly { id: string; score: number }[], id: string): number | null {
  return ranking(scores).get(id) ?? null;
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

/** The other payout type. */
export function otherPayoutType(type: PayoutType): PayoutType {
  return type === 'daily' ? 'weekly' : 'daily';
}

/**
 * SPEC 4: the payout type a host had at instant `at`, from the current type and the last change. A change is
 * locked for 28 days, so at most one lies between any settled period and now.
 */
export function payoutTypeAt(host: { payoutType: PayoutType; changedAt: number | null }, at: number): PayoutType {
  return host.changedAt !== null && host.changedAt > at ? otherPayoutType(host.payoutType) : host.payoutType;
}

/**
 * SPEC 9: the charm exp a host had at the end of a past day: that of the beans received up to then, the lifetime
 * beans received now less those received since (never below 0).
 */
export function charmExpAtDayEnd(beansReceived: number, beansReceivedSince: number): number {
  return charmExp(Math.max(0, beansReceived - Math.max(0, beansReceivedSince)));
}

/** The charm level a host had at the end of a past day (SPEC 9: the level task counts the level of its own day). */
export function charmLevelAtDayEnd(beansReceived: number, beansReceivedSince: number): number {
  return levelForExp('charm', charmExpAtDayEnd(beansReceived, beansReceivedSince));
}

/** The gift beans of a day, all types together. */
export function totalBeans(day: BeansByGift): number {
  return day.lucky + day.sLucky + day.deluxe + day.normal;
}

/** No gifts. */
export const NO_BEANS: Readonly<BeansByGift> = { lucky: 0, sLucky: 0, deluxe: 0, normal: 0 };

/** What a host's pay depends on, read from the records: each function answers for any business date. */
export interface HostPayFacts {
  /** The payout type at the end of the day (SPEC 4: it changes on Mondays only). */
  payoutTypeOn(date: BusinessDate): PayoutType;
  gender: 'female' | 'male';
  abcMark: boolean;
  joinedDate: BusinessDate;
  giftBeans(date: BusinessDate): BeansByGift;
  /** SPEC 9: the level task's beans (Lucky, S-Lucky, Deluxe) of the 30 days ending `date`, today included. */
  qualifyingBeans30d(date: BusinessDate): number;
  /** Live minutes of the day's valid sessions (SPEC 9: at least 1 minute each). */
  liveMinutes(date: BusinessDate): number;
  /** The day's rank among hosts by beans, or null outside the ranking. */
  rank(date: BusinessDate): number | null;
  /** The charm level at the end of the day. */
  charmLevel(date: BusinessDate): number;
  /** Violations of the week starting `monday`, and minor ones in all up to its end. */
  violations(monday: BusinessDate): BasicSalaryInput['violations'];
}

/** What a day earns on top of its gift beans, by kind; weekly kinds are counted on the Sunday that ends their week. */
export interface DayPay {
  /** SPEC 9: daily-salary hosts. */
  dailyBonus: number;
  /** SPEC 9 / docs/rules.md: the day's rank bonus (top 30), for both payout types. */
  rankBonus: number;
  /** SPEC 9: charm level 7+, 30-day qualifying beans, an hour live that day. */
  levelTask: number;
  /** SPEC 9: weekly-salary hosts, on the Sunday of a week that has ended. */
  weeklyBonus: number;
  /** SPEC 6, 9: weekly-salary hosts, on the Sunday of a week that has ended. */
  basicSalary: number;
}

/** The kinds of DayPay, in the order pages list them. */
export const DAY_PAY_KINDS = ['dailyBonus', 'weeklyBonus', 'rankBonus', 'basicSalary', 'levelTask'] as const satisfies readonly (keyof DayPay)[];

/** The sum of a day's pay on top of its gift beans. */
export function dayPayTotal(pay: DayPay): number {
  return DAY_PAY_KINDS.reduce((sum, kind) => sum + pay[kind], 0);
}

/** Every date from `from` to `to` inclusive. */
function datesFrom(from: BusinessDate, to: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * SPEC 6, 9: what one host day earns besides its gift beans. `weekEnded` says whether the week of a Sunday is over:
 * only then are the weekly bonus and the basic salary known (and counted on that Sunday).
 */
export function dayPay(facts: HostPayFacts, date: BusinessDate, weekEnded: boolean): DayPay {
  const type = facts.payoutTypeOn(date);
  const beans = totalBeans(facts.giftBeans(date));
  const task = levelTaskProgress({
    charmLevel: facts.charmLevel(date),
    qualifyingBeans30d: facts.qualifyingBeans30d(date),
    liveMinutesToday: facts.liveMinutes(date),
  });
  const pay: DayPay = {
    dailyBonus: type === 'daily' ? dailyBonusProgress(beans).payBeans : 0,
    rankBonus: hostRankBonus(facts.rank(date) ?? 0),
    levelTask: task.earnsToday ? task.payBeans : 0,
    weeklyBonus: 0,
    basicSalary: 0,
  };
  if (type === 'weekly' && isoWeekday(date) === 7 && weekEnded) {
    const week = datesFrom(weekStart(date), date);
    pay.weeklyBonus = weeklyBonusProgress(week.reduce((sum, d) => sum + totalBeans(facts.giftBeans(d)), 0)).payBeans;
    const salary = basicSalaryStatus({
      payoutType: type,
      gender: facts.gender,
      abcMark: facts.abcMark,
      joinedDate: facts.joinedDate,
      today: date,
      weekLiveMinutes: week.map((d) => facts.liveMinutes(d)),
      violations: facts.violations(weekStart(date)),
    });
    pay.basicSalary = salary.kind === 'achieved' ? salary.payBeans : 0;
  }
  return pay;
}

/** What a settlement line pays for (SPEC 6, 9). */
export type SettlementLineKind = 'giftIncome' | keyof DayPay | 'agencyRankBonus';

/** One line of a settlement. */
export interface SettlementLine {
  kind: SettlementLineKind;
  amount: number;
}

/**
 * Assumed (docs/rules.md): the level task is paid once a month, in a monthly settlement of the days that earned it,
 * whatever the payout type: it runs on a 30-day window, and SPEC 3's monthly period is its natural home.
 */
export const LEVEL_TASK_SETTLEMENT_PERIOD: SettlementPeriod = 'monthly';

/** One settled day of a host: its payout type, gift beans and pay. */
export interface SettledDay {
  date: BusinessDate;
  payoutType: PayoutType;
  giftBeans: number;
  pay: DayPay;
}

/**
 * SPEC 3, 6, 9: the lines of a host's settlement of a period from its days. A daily-salary host's day settles its
 * gift income, daily bonus and rank bonus; a weekly-salary host's week settles the gift income, the days' rank
 * bonuses, the weekly bonus and the basic salary (by the payout type at the period's end); a month settles the level
 * task. Lines of 0 are left out; a period with no line makes no settlement.
 */
export function settlementLines(period: SettlementPeriod, days: readonly SettledDay[]): SettlementLine[] {
  const last = days[days.length - 1];
  if (!last) return [];
  const sum = (pick: (day: SettledDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  let lines: SettlementLine[];
  if (period === LEVEL_TASK_SETTLEMENT_PERIOD) {
    lines = [{ kind: 'levelTask', amount: sum((day) => day.pay.levelTask) }];
  } else if (period !== last.payoutType) {
    lines = [];
  } else if (period === 'daily') {
    lines = [
      { kind: 'giftIncome', amount: sum((day) => day.giftBeans) },
      { kind: 'dailyBonus', amount: sum((day) => day.pay.dailyBonus) },
      { kind: 'rankBonus', amount: sum((day) => day.pay.rankBonus) },
    ];
  } else {
    lines = [
      { kind: 'giftIncome', amount: sum((day) => day.giftBeans) },
      { kind: 'weeklyBonus', amount: sum((day) => day.pay.weeklyBonus) },
      { kind: 'rankBonus', amount: sum((day) => day.pay.rankBonus) },
      { kind: 'basicSalary', amount: sum((day) => day.pay.basicSalary) },
    ];
  }
  return lines.filter((line) => line.amount > 0);
}

/** An agency's place in a week's ranking (SPEC 9: top 10 paid). */
export interface AgencyStanding {
  agencyId: string;
  /** The week's gift beans of the agency's hosts. */
  beans: number;
  /** 1-based; null for an agency with no beans. */
  rank: number | null;
  /** docs/rules.md: what the rank pays (0 outside the top 10). */
  bonusBeans: number;
}

/**
 * SPEC 9: the weekly agency ranking by the beans of each agency's hosts, highest first, ties by id as `rankOf`; the
 * top 10 get the agency rank bonus. Pages (earnings, agency management) and the settlement read this one ranking.
 */
export function agencyWeekRanking(hosts: readonly { agencyId: string; beans: number }[]): AgencyStanding[] {
  const byAgency = new Map<string, number>();
  for (const host of hosts) byAgency.set(host.agencyId, (byAgency.get(host.agencyId) ?? 0) + host.beans);
  const scores = [...byAgency].map(([id, score]) => ({ id, score }));
  const ranks = ranking(scores);
  return scores
    .map(({ id, score }) => {
      const rank = ranks.get(id) ?? null;
      return { agencyId: id, beans: score, rank, bonusBeans: rank === null ? 0 : agencyRankBonus(rank) };
    })
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.agencyId.localeCompare(b.agencyId));
}
