// The numbers a special-ID item offers (issue 27.1): each pattern's pool, the checks of a picked number and a search,
// and the preview's sample, which must look like a number the buyer could get.
import { describe, expect, it } from 'vitest';
import { SPECIAL_ID_PATTERNS, SPECIAL_ID_SAMPLES, isSpecialIdOf, isSpecialIdQuery, specialIdPool } from '../../../src/domain/special-id.ts';

describe('special ID patterns', () => {
  it('offer numbers of five or six digits, none starting with 0, each once', () => {
    for (const pattern of SPECIAL_ID_PATTERNS) {
      const pool = specialIdPool(pattern);
      expect(pool.length, pattern).toBeGreaterThan(0);
      expect(new Set(pool).size, pattern).toBe(pool.length);
      for (const number of pool) expect(number, pattern).toMatch(/^[1-9][0-9]{4,5}$/);
    }
    expect(specialIdPool('repeat5')).toEqual(['11111', '22222', '33333', '44444', '55555', '66666', '77777', '88888', '99999']);
    expect(specialIdPool('straight5')).toContain('98765');
  });

  it("preview a sample of the item's own pattern, of its length", () => {
    for (const pattern of SPECIAL_ID_PATTERNS) expect(isSpecialIdOf(pattern, SPECIAL_ID_SAMPLES[pattern]), pattern).toBe(true);
    expect(SPECIAL_ID_SAMPLES.pairs6).toHaveLength(6);
  });

  it('refuse a number outside the pattern or written otherwise', () => {
    expect(isSpecialIdOf('repeat5', '88888')).toBe(true);
    for (const bad of ['8888', '088888', ' 88888', '88888 ', '８８８８８', 88888, '12345']) expect(isSpecialIdOf('repeat5', bad), String(bad)).toBe(false);
  });

  it('search by digits only, at most six', () => {
    expect(isSpecialIdQuery('')).toBe(true);
    expect(isSpecialIdQuery('888')).toBe(true);
    for (const bad of ['88a', '8 8', '1234567', '-1']) expect(isSpecialIdQuery(bad), bad).toBe(false);
  });
});
