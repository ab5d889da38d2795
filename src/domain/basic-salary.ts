// The weekly basic salary of hosts (SPEC 6, 9): who may get it, the target, the grace weeks and the violations that
// cancel it. Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.
import type { PayoutType } from './settlement.ts';
import { addDays, isoWeekday, type BusinessDate } from './time.ts';

/** SPEC 9: the basic salary needs 5 valid days of 3 hours in a week (15 hours). */
export const BASIC_SALARY_DAYS_PER_WEEK = 5;
/** SPEC 9: ... each of at least 3 hours live. */
export const BASIC_SALARY_MIN_LIVE_MINUTES_PER_DAY = 3 * 60;
/** SPEC 9: cancelled by 4 minor violations in a week ... */
export const BASIC_SALARY_MAX_MINOR_VIOLATIONS_PER_WEEK = 4;
/** SPEC 9: ... or 2 serious ones in a week ... */
export const BASIC_SALARY_MAX_SERIOUS_VIOLATIONS_PER_WEEK = 2;
/** SPEC 9: ... or 6 minor ones accumulated. */
export const BASIC_SALARY_MAX_MINOR_VIOLATIONS_TOTAL = 6;
/** SPEC 9: no target in the first two weeks (assumed: the 14 days from joining the agency, not assessed nor paid). */
export const BASIC_SALARY_GRACE_DAYS = 14;
/** Assumed (docs/rules.md): the weekly basic salary. */
export const BASIC_SALARY_WEEKLY_BEANS = 1_000_000;

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
