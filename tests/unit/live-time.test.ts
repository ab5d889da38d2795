import { describe, expect, it } from 'vitest';
import { liveMinutesText, liveTime } from '../../src/lib/live-time.ts';

describe('liveTime', () => {
  it('says minutes under an hour, hours and minutes above, in the page language', () => {
    expect(liveTime(45, 'en')).toBe('45 min');
    expect(liveTime(195, 'en')).toBe('3 h 15 min');
    expect(liveTime(195, 'id')).toBe('3 j 15 mnt');
    expect(liveTime(60_000, 'id')).toBe('1.000 j 0 mnt');
    expect(liveTime(61, 'zh-cn')).toBe('1小时1分钟');
  });
});

describe('liveMinutesText and liveTime on the daily details', () => {
  it('shows a day in minutes and a range in hours and minutes', () => {
    expect(liveMinutesText(125, 'en')).toBe('125 min');
    expect(liveTime(45, 'id')).toBe('45 mnt');
    expect(liveTime(1_510, 'en')).toBe('25 h 10 min');
    expect(liveTime(60, 'zh-cn')).toBe('1小时0分钟');
  });
});
