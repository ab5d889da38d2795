// Issue 26.9: the demo world users see is plausible: no test fixtures in it, real-looking names, varied numbers,
// history on every game, and families that keep earning prestige while the demo runs.
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

describe('the demo world', () => {
  it('has no test families in the family ranking', () => {
    const t = testApp();
    const names = (t.db.prepare('SELECT name FROM families').all() as { name: string }[]).map((row) => row.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => /^Uji\b/.test(name))).toEqual([]);
  });
});
