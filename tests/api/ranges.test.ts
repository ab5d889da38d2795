// Every endpoint that takes a date range (SPEC 5, DESIGN 10) answers each range rule with its code at the boundary:
// required (where the range is not optional), not a date, start after end, end after today, one day too long; and
// takes the longest range allowed.
import { describe, expect, it } from 'vitest';
import { EARNINGS_ENDPOINTS } from '../../src/contract/earnings.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { BILL_RANGE_MAX_DAYS, INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { caller, testApp } from './helpers.ts';

/** Each range endpoint: who calls it, its longest range, extra fields, and whether it lists everything without one. */
const RANGE_ENDPOINTS = [
  { path: EARNINGS_ENDPOINTS.daily.path, user: '10001', maxDays: INCOME_RANGE_MAX_DAYS, extra: {}, optional: false },
  { path: EARNINGS_ENDPOINTS.bills.path, user: '10001', maxDays: BILL_RANGE_MAX_DAYS, extra: { tab: 'income' }, optional: false },
  { path: EARNINGS_ENDPOINTS.settlements.path, user: '10001', maxDays: INCOME_RANGE_MAX_DAYS, extra: {}, optional: true },
  { path: WITHDRAW_ENDPOINTS.records.path, user: '10001', maxDays: INCOME_RANGE_MAX_DAYS, extra: {}, optional: false },
  { path: RESALE_ENDPOINTS.records.path, user: '10003', maxDays: INCOME_RANGE_MAX_DAYS, extra: {}, optional: true },
  { path: RESALE_ENDPOINTS.subRecords.path, user: '10003', maxDays: INCOME_RANGE_MAX_DAYS, extra: {}, optional: true },
] as const;

describe('date ranges on every endpoint that takes one', () => {
  for (const { path, user, maxDays, extra, optional } of RANGE_ENDPOINTS) {
    it(`${path}: each rule at its boundary, up to ${maxDays} days`, async () => {
      const t = testApp();
      const today = businessDate(t.clock.now());
      const call = await caller(t, user);
      const code = async (range: Record<string, string>) => (await call(path, { ...extra, ...range })).code;

      expect(await code({})).toBe(optional ? 0 : ERROR_CODES['range.required']);
      expect(await code({ start: today })).toBe(ERROR_CODES['range.required']);
      expect(await code({ end: today })).toBe(ERROR_CODES['range.required']);
      expect(await code({ start: '2026-02-30', end: today })).toBe(ERROR_CODES['range.invalid']);
      expect(await code({ start: "2026-01-01' OR 1=1", end: today })).toBe(ERROR_CODES['range.invalid']);
      expect(await code({ start: today, end: addDays(today, -1) })).toBe(ERROR_CODES['range.startAfterEnd']);
      expect(await code({ start: today, end: addDays(today, 1) })).toBe(ERROR_CODES['range.endAfterToday']);
      expect(await code({ start: addDays(today, -maxDays), end: today })).toBe(ERROR_CODES['range.tooLong']);
      expect(await code({ start: addDays(today, 1 - maxDays), end: today })).toBe(0);
      expect(await code({ start: today, end: today })).toBe(0);
    });
  }
});
