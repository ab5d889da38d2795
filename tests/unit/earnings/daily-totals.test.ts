import { describe, expect, it } from 'vitest';
import type { EarningsDay } from '../../../src/contract/earnings.ts';
import { dailyTotals } from '../../../src/features/earnings/daily-totals.ts';

/** A day as the API answers it. */
function day(date: string, liveMinutes: number, validDay: boolean, lucky: number, bonusBeans = 0): EarningsDay {
  const beans = { lucky, sLucky: 2 * lucky, deluxe: 3 * lucky, normal: 4 * lucky, total: 10 * lucky };
  return { date, liveMinutes, validDay, beans, bonusBeans };
}

describe('dailyTotals', () => {
  it('sums live time, beans by gift type and bonus over the days', () => {
    const totals = dailyTotals([day('2026-03-03', 125, true, 100, 2_000), day('2026-03-02', 30, false, 7), day('2026-03-01', 0, false, 0)]);
    expect(totals).toEqual({
      days: 3,
      validDays: 1,
      liveMinutes: 155,
      beans: { lucky: 107, sLucky: 214, deluxe: 321, normal: 428, total: 1_070 },
      bonusBeans: 2_000,
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
      bonusBeans: 0,
    });
  });
});
