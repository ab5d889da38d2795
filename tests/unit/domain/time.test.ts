import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessDayStartMs,
  daysInclusive,
  isBusinessDate,
  isoWeekday,
  monthStart,
  weekStart,
} from '../../../src/domain/time.ts';

describe('businessDate', () => {
  it('turns over at 00:00 in Jakarta (17:00 UTC), whatever the machine time zone', () => {
    expect(businessDate(Date.UTC(2026, 10, 20, 16, 59, 59, 999))).toBe('2026-11-20');
    expect(businessDate(Date.UTC(2026, 10, 20, 17, 0, 0, 0))).toBe('2026-11-21');
  });
});

describe('businessDayStartMs', () => {
  it('is 17:00 UTC of the day before', () => {
    expect(businessDayStartMs('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 17));
    expect(businessDate(businessDayStartMs('2026-03-01'))).toBe('2026-03-01');
  });
});

describe('isBusinessDate', () => {
  it('accepts real dates only', () => {
    expect(isBusinessDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-02-31', '2026-04-31', '2026-00-10', '2026-13-01', '2026-1-01', '20261101', '', null, 20261101]) {
      expect(isBusinessDate(bad)).toBe(false);
    }
  });
});

describe('calendar arithmetic', () => {
  it('counts spans inclusively', () => {
    expect(daysInclusive('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInclusive('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-15', 365)).toBe('2027-01-15');
  });

  it('counts across a leap day and a year end', () => {
    expect(daysInclusive('2028-02-01', '2028-03-01')).toBe(30);
    expect(daysInclusive('2026-12-25', '2027-01-07')).toBe(14);
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(monthStart('2026-11-21')).toBe('2026-11-01');
  });
});
