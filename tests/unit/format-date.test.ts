import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, timeOfDay } from '../../src/lib/format-date.ts';

describe('formatDate', () => {
  it('writes a business date with its weekday in each language', () => {
    expect(formatDate('2026-11-30', 'en')).toBe('Mon, 30 Nov 2026');
    expect(formatDate('2026-08-17', 'id')).toBe('Sen, 17 Agu 2026');
    expect(formatDate('2026-11-29', 'zh-cn')).toBe('2026年11月29日 周日');
    expect(formatDate('2026-11-29', 'zh-tw')).toBe('2026年11月29日 週日');
  });
});

describe('formatDay', () => {
  it('writes day and month', () => {
    expect(formatDay('2026-12-01', 'id')).toBe('1 Des');
    expect(formatDay('2026-12-01', 'zh-tw')).toBe('12月1日');
  });
});

describe('formatDateTime', () => {
  it('shows Jakarta time whatever the machine time zone', () => {
    // 17:30 UTC is 00:30 the next day in Jakarta.
    expect(formatDateTime(Date.UTC(2026, 10, 20, 17, 30), 'en')).toBe('21 Nov 2026 00:30');
    expect(formatDateTime(Date.UTC(2026, 10, 20, 17, 30), 'zh-cn')).toBe('2026年11月21日 00:30');
  });
});

describe('timeOfDay', () => {
  it('is the wall clock in Jakarta, whatever the phone\'s time zone', () => {
    expect(timeOfDay(Date.UTC(2026, 10, 24, 13, 30))).toBe('20:30');
    expect(timeOfDay(Date.UTC(2026, 10, 24, 17, 5))).toBe('00:05');
  });
});
