// The totals above /everyday/details: the sums of the days of the chosen range, each kind of pay apart, so they can be
// laid beside the settlements of the periods in the range (which pay exactly these).
import type { EarningsDay } from '../../contract/earnings.ts';
import { DAY_PAY_KINDS, type DayPay } from '../../domain/host-pay.ts';

/** A range's sums, in the shape of one day plus how many days it has and how many were valid. */
export interface DailyTotals {
  days: number;
  /** Days the API marked valid (SPEC 9: at least 60 minutes live). */
  validDays: number;
  liveMinutes: number;
  beans: EarningsDay['beans'];
  /** Each kind of pay on top of the gift beans. */
  pay: DayPay;
  bonusBeans: number;
  /** Gift beans and every kind of pay: what the range earned in all. */
  earned: number;
}

/** Sums `days`; valid days are counted from the API's `validDay`, never recomputed here. */
export function dailyTotals(days: readonly EarningsDay[]): DailyTotals {
  const totals: DailyTotals = {
    days: days.length,
    validDays: 0,
    liveMinutes: 0,
    beans: { lucky: 0, sLucky: 0, deluxe: 0, normal: 0, total: 0 },
    pay: { dailyBonus: 0, weeklyBonus: 0, rankBonus: 0, basicSalary: 0, levelTask: 0 },
    bonusBeans: 0,
    earned: 0,
  };
  for (const day of days) {
    if (day.validDay) totals.validDays += 1;
    totals.liveMinutes += day.liveMinutes;
    totals.bonusBeans += day.bonusBeans;
    totals.beans.lucky += day.beans.lucky;
    totals.beans.sLucky += day.beans.sLucky;
    totals.beans.deluxe += day.beans.deluxe;
    totals.beans.normal += day.beans.normal;
    totals.beans.total += day.beans.total;
    for (const kind of DAY_PAY_KINDS) totals.pay[kind] += day.pay[kind];
  }
  totals.earned = totals.beans.total + totals.bonusBeans;
  return totals;
}
