import { afterAll, describe, expect, it } from 'vitest';
import {
  BILL_DEFAULT_DAYS,
  BILL_RANGE_MAX_DAYS,
  DAILY_DETAILS_DEFAULT_DAYS,
  INCOME_RANGE_MAX_DAYS,
  lastDays,
  validateDateRange,
  type DateRangeDraft,
} from '../../../src/domain/date-range.ts';

const TODAY = '2026-03-31';
const income = (start: DateRangeDraft['start'], end: DateRangeDraft['end']) =>
  validateDateRange({ start, end }, { today: TODAY, maxDays: INCOME_RANGE_MAX_DAYS });
const bill = (start: string, end: string) => validateDateRange({ start, end }, { today: TODAY, maxDays: BILL_RANGE_MAX_DAYS });

/** Every boundary, checked once per machine time zone below. */
function checkBoundaries() {
  it('requires both dates', () => {
    expect(income('', '2026-03-01')).toEqual({ ok: false, error: 'required' });
    expect(income('2026-03-01', '')).toEqual({ ok: false, error: 'required' });
    expect(income(null, undefined)).toEqual({ ok: false, error: 'required' });
  });

  it('refuses dates that do not exist or are badly written', () => {
    expect(income('2026-02-29', '2026-03-01')).toEqual({ ok: false, error: 'invalid' });
    expect(income('2026-03-01', '2026-3-2')).toEqual({ ok: false, error: 'invalid' });
    expect(income('2026-03-32', '2026-03-31')).toEqual({ ok: false, error: 'invalid' });
  });

  it('refuses a start after the end, and accepts a single day', () => {
    expect(income('2026-03-02', '2026-03-01')).toEqual({ ok: false, error: 'startAfterEnd' });
    expect(income('2026-03-01', '2026-03-01')).toEqual({ ok: true });
  });

  it('accepts today as the end and refuses tomorrow', () => {
    expect(income('2026-03-20', '2026-03-31')).toEqual({ ok: true });
    expect(income('2026-03-20', '2026-04-01')).toEqual({ ok: false, error: 'endAfterToday' });
  });

  it('allows 31 days counted inclusively on income pages, not 32', () => {
    expect(INCOME_RANGE_MAX_DAYS).toBe(31);
    expect(income('2026-03-01', '2026-03-31')).toEqual({ ok: true });
    expect(income('2026-02-28', '2026-03-30')).toEqual({ ok: true });
    expect(income('2026-02-28', '2026-03-31')).toEqual({ ok: false, error: 'tooLong' });
  });

  it('allows 70 days on the bill page, not 71', () => {
    expect(BILL_RANGE_MAX_DAYS).toBe(70);
    expect(bill('2026-01-21', '2026-03-31')).toEqual({ ok: true });
    expect(bill('2026-01-20', '2026-03-31')).toEqual({ ok: false, error: 'tooLong' });
  });

  it('counts across a leap day and a year end', () => {
    expect(validateDateRange({ start: '2028-02-01', end: '2028-03-02' }, { today: '2028-12-31', maxDays: 31 })).toEqual({ ok: true });
    expect(validateDateRange({ start: '2028-02-01', end: '2028-03-03' }, { today: '2028-12-31', maxDays: 31 })).toEqual({
      ok: false,
      error: 'tooLong',
    });
    expect(validateDateRange({ start: '2026-12-15', end: '2027-01-14' }, { today: '2027-01-14', maxDays: 31 })).toEqual({ ok: true });
  });
}

describe('validateDateRange', () => {
  const originalTz = process.env['TZ'];
  afterAll(() => {
    if (originalTz === undefined) delete process.env['TZ'];
    else process.env['TZ'] = originalTz;
  });

  // The rules must not lean on the machine's zone: Node applies a changed TZ to every Date from then on.
  for (const zone of ['UTC', 'America/New_York', 'Asia/Jakarta', 'Pacific/Kiritimati']) {
    describe(`with the machine in ${zone}`, () => {
      it('runs in that zone', () => {
        process.env['TZ'] = zone;
        const offsets: Record<string, number> = { UTC: 0, 'America/New_York': 300, 'Asia/Jakarta': -420, 'Pacific/Kiritimati': -840 };
        expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(offsets[zone]);
      });
      checkBoundaries();
    });
  }
});

describe('lastDays', () => {
  it('ends today and counts today as the first of its days', () => {
    expect(lastDays('2026-03-31', 7)).toEqual({ start: '2026-03-25', end: '2026-03-31' });
    expect(lastDays('2026-03-31', 1)).toEqual({ start: '2026-03-31', end: '2026-03-31' });
  });

  it('crosses month ends, year ends and a leap day', () => {
    expect(lastDays('2027-01-03', 7)).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    // 2028 is a leap year: 1 March and the 29 days of February.
    expect(lastDays('2028-03-01', 30)).toEqual({ start: '2028-02-01', end: '2028-03-01' });
  });

  it('gives the pages default ranges that their own limits accept', () => {
    for (const [days, maxDays] of [
      [DAILY_DETAILS_DEFAULT_DAYS, INCOME_RANGE_MAX_DAYS],
      [BILL_DEFAULT_DAYS, BILL_RANGE_MAX_DAYS],
      [INCOME_RANGE_MAX_DAYS, INCOME_RANGE_MAX_DAYS],
    ] as const) {
      expect(validateDateRange(lastDays(TODAY, days), { today: TODAY, maxDays })).toEqual({ ok: true });
    }
  });
});
