// Host pay (SPEC 6, 9): what one host day earns besides its gift beans, and the lines of a settlement made from those
// days. The rules it adds up live in valid-day.ts, host-bonus.ts, level-task.ts, rank-bonus.ts, basic-salary.ts and
// payout-change.ts. Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.
import { basicSalaryStatus, type BasicSalaryInput } from './basic-salary.ts';
import { dailyBonusProgress, weeklyBonusProgress } from './host-bonus.ts';
import { levelTaskProgress, totalBeans, type BeansByGift } from './level-task.ts';
import { hostRankBonus } from './rank-bonus.ts';
import type { PayoutType, SettlementPeriod } from './settlement.ts';
import { addDays, isoWeekday, weekStart, type BusinessDate } from './time.ts';

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
