import { describe, expect, it } from 'vitest';
import { liveTime, sessionLength, timeOfDay } from '../../../src/features/agency/live-time.ts';

describe('liveTime', () => {
  it('says minutes under an hour, hours and minutes above, in the page language', () => {
    expect(liveTime(45, 'en')).toBe('45 min');
    expect(liveTime(195, 'en')).toBe('3 h 15 min');
    expect(liveTime(195, 'id')).toBe('3 j 15 mnt');
    expect(liveTime(60_000, 'id')).toBe('1.000 j 0 mnt');
    expect(liveTime(61, 'zh-cn')).toBe('1小时1分钟');
  });
});

describe('sessionLength', () => {
  it('keeps the seconds near the one-minute line that makes a session valid, drops them from long sessions', () => {
    expect(sessionLength(35, 'en')).toBe('35 s');
    expect(sessionLength(60, 'en')).toBe('1 min');
    expect(sessionLength(65, 'en')).toBe('1 min 5 s');
    expect(sessionLength(80 * 60 + 7, 'en')).toBe('1 h 20 min');
    expect(sessionLength(125, 'zh-tw')).toBe('2分5秒');
  });
});

describe('timeOfDay', () => {
  it('is the wall clock in Jakarta, whatever the phone\'s time zone', () => {
    expect(timeOfDay(Date.UTC(2026, 10, 24, 13, 30))).toBe('20:30');
    expect(timeOfDay(Date.UTC(2026, 10, 24, 17, 5))).toBe('00:05');
  });
});
