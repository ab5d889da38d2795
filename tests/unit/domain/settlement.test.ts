import { describe, expect, it } from 'vitest';
import {
  SETTLEMENT_STATUSES,
  creditsSettlement,
  isFinalStatus,
  isSettlementStatus,
  nextSettlementPeriod,
  nextStatuses,
  refundingStatuses,
  refundsWithdrawal,
  settlementPeriodOf,
  statusLabel,
} from '../../../src/domain/settlement.ts';

describe('settlement statuses', () => {
  it('labels the codes 0-7 as SPEC 3 does', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((code) => statusLabel(code as 0))).toEqual([
      'rejected',
      'inProcess',
      'toBeReviewed',
      'inProcess',
      'inProcess',
      'completed',
      'failed',
      'manual',
    ]);
  });

  it('knows only the codes 0-7', () => {
    expect(isSettlementStatus(7)).toBe(true);
    for (const bad of [-1, 8, 1.5, '2', null]) expect(isSettlementStatus(bad)).toBe(false);
  });

  it('refunds a withdrawal on rejected (0) and failed (6) only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((code) => refundsWithdrawal(code as 0))).toEqual([0, 6]);
  });

  it('never moves a final status, and never back to review', () => {
    for (const final of [0, 5, 6] as const) {
      expect(isFinalStatus(final)).toBe(true);
      expect(nextStatuses(final)).toEqual([]);
    }
    expect(nextStatuses(2)).toEqual([0, 1, 3, 4, 5, 6, 7]);
    expect(nextStatuses(7)).not.toContain(2);
  });
});

describe('settlement periods', () => {
  it('are a day, a week from Monday to Sunday, and a calendar month (29 February in a leap year)', () => {
    expect(settlementPeriodOf('daily', '2028-02-29')).toEqual({ start: '2028-02-29', end: '2028-02-29' });
    expect(settlementPeriodOf('weekly', '2026-03-18')).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(settlementPeriodOf('monthly', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(settlementPeriodOf('monthly', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('follow one another without a gap', () => {
    expect(nextSettlementPeriod('weekly', '2026-03-22')).toEqual({ start: '2026-03-23', end: '2026-03-29' });
    expect(nextSettlementPeriod('monthly', '2026-12-31')).toEqual({ start: '2027-01-01', end: '2027-01-31' });
    expect(nextSettlementPeriod('daily', '2026-02-28')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
  });

  it('name the refunding codes once, for the server to query by', () => {
    expect(refundingStatuses()).toEqual([0, 6]);
    expect(SETTLEMENT_STATUSES.filter(creditsSettlement)).toEqual([5]);
  });
});
