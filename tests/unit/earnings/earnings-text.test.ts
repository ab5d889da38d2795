import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../../src/lib/brand.ts';
import { formatDate, formatDay } from '../../../src/lib/format-date.ts';
import { formatSignedBeans } from '../../../src/lib/format.ts';
import { lineName, periodDates, periodName } from '../../../src/features/earnings/settlement-text.ts';

describe('settlement text', () => {
  it('names each period type', () => {
    expect(['daily', 'weekly', 'monthly'].map((period) => periodName(period as 'daily', 'en'))).toEqual([
      'Daily settlement',
      'Weekly settlement',
      'Monthly settlement',
    ]);
  });

  it('writes one date for a day and a span for longer periods', () => {
    expect(periodDates({ periodStart: '2026-11-20', periodEnd: '2026-11-20' }, 'en', formatDay)).toBe('20 Nov');
    expect(periodDates({ periodStart: '2026-11-16', periodEnd: '2026-11-22' }, 'id', formatDay)).toBe('16 Nov – 22 Nov');
    expect(periodDates({ periodStart: '2026-11-16', periodEnd: '2026-11-22' }, 'zh-tw', formatDate)).toBe('2026年11月16日 週一至2026年11月22日 週日');
  });

  it('names every line kind', () => {
    expect(lineName('giftIncome', 'en')).toBe('Gift income');
    expect(lineName('agencyRankBonus', 'zh-cn')).toBe('公会排名奖励');
  });
});

describe('amounts', () => {
  it('signs income and keeps the minus of consumption', () => {
    expect(formatSignedBeans(1_250_000, 'en', DEFAULT_BRAND)).toBe('+1,250,000 Beans');
    expect(formatSignedBeans(-300_000, 'id', DEFAULT_BRAND)).toBe('-300.000 Bean');
  });
});
