import { describe, expect, it } from 'vitest';
import { isFinalStatus, isSettlementStatus, nextStatuses, refundsWithdrawal, statusLabel } from '../../../src/domain/settlement.ts';

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
