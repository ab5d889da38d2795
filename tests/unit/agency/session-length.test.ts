import { describe, expect, it } from 'vitest';
import { sessionLength } from '../../../src/features/agency/session-length.ts';

describe('sessionLength', () => {
  it('keeps the seconds near the one-minute line that makes a session valid, drops them from long sessions', () => {
    expect(sessionLength(35, 'en')).toBe('35 s');
    expect(sessionLength(60, 'en')).toBe('1 min');
    expect(sessionLength(65, 'en')).toBe('1 min 5 s');
    expect(sessionLength(80 * 60 + 7, 'en')).toBe('1 h 20 min');
    expect(sessionLength(125, 'zh-tw')).toBe('2分5秒');
  });
});
