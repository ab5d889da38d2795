import { describe, expect, it } from 'vitest';
import type { EarningsDay } from '../../../src/contract/earnings.ts';
import { dailyTotals } from '../../../src/features/earnings/daily-totals.ts';

const NO_PAY = { dailyBonus: 0, weeklyBonus: 0, rankBonus: 0, basicSalary: 0, levelTask: 0 };

/** A day as the API answers it. */
function day(date: string, liveMinutes: number, validDay: boolean, lucky: number, pay: Partial<EarningsDay['pay']> = {}): EarningsDay {
  const beans = { lucky, sLucky: 2 * lucky, deluxe: 3 * lucky, normal: 4 * lucky, total: 10 * lucky };
  const all = { ...NO_PAY, ...pay };
  const bonusBeans = Object.values(all).reduce((sum, amount) => sum + amount, 0);
  return { date, inProgress: false, payoutType: 'weekly', liveMinutes, validDay, charmLevel: 12, beans, pay: all, bonusBeans };
}

describe('dailyTotals', () => {
  it('sums live time, beans by gift type and each kind of pay over the days, and what they earned in all', () => {
    const totals = dailyTotals([
      day('2026-03-08', 190, true, 100, { weeklyBonus: 5_000, basicSalary: 1_000_000, rankBonus: 20_000 }),
      day('2026-03-07', 30, false, 7, { levelTask: 2_000 }),
      day('2026-03-06', 0, false, 0),
    ]);
    expect(totals).toEqual({
      days: 3,
      validDays: 1,
      liveMinutes: 220,
      beans: { lucky: 107, sLucky: 214, deluxe: 321, normal: 428, total: 1_070 },
      pay: { dailyBonus: 0, weeklyBonus: 5_000, rankBonus: 20_000, basicSalary: 1_000_000, levelTask: 2_000 },
      bonusBeans: 1_027_000,
      earned: 1_028_070,
    });
  });

  it("counts valid days from the API's mark, not from the minutes", () => {
    expect(dailyTotals([day('2026-03-01', 59, true, 1), day('2026-03-02', 600, false, 1)]).validDays).toBe(1);
  });

  it('gives zeros for no days', () => {
    expect(dailyTotals([])).toEqual({
      days: 0,
      validDays: 0,
      liveMinutes: 0,
      beans: { lucky: 0, sLucky: 0, deluxe: 0, normal: 0, total: 0 },
      pay: NO_PAY,
      bonusBeans: 0,
      earned: 0,
    });
  });
});
