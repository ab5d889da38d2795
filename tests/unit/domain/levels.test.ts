import { describe, expect, it } from 'vitest';
import {
  amountToNextLevel,
  CHARM_EXP_BEANS_PER_POINT,
  CHARM_LEVEL_MIN_EXP,
  charmExp,
  LEVEL_KINDS,
  levelForExp,
  levelProgress,
  levelTable,
  WEALTH_EXP_COINS_PER_POINT,
  WEALTH_LEVEL_MIN_EXP,
  wealthExp,
} from '../../../src/domain/levels.ts';

describe('wealthExp', () => {
  it('gives 1 point per 10,000 coins spent, floored', () => {
    expect(WEALTH_EXP_COINS_PER_POINT).toBe(10_000);
    expect(wealthExp(0)).toBe(0);
    expect(wealthExp(9_999)).toBe(0);
    expect(wealthExp(10_000)).toBe(1);
    expect(wealthExp(10_001)).toBe(1);
    expect(wealthExp(19_999)).toBe(1);
    expect(wealthExp(20_000)).toBe(2);
  });

  it('never gives exp for negative, fractional or missing amounts', () => {
    expect(wealthExp(-10_000)).toBe(0);
    expect(wealthExp(Number.NaN)).toBe(0);
    expect(wealthExp(Number.POSITIVE_INFINITY)).toBe(0);
    expect(wealthExp(10_000.9)).toBe(1);
  });
});

describe('charmExp', () => {
  it('gives 1 point per 10,000 beans received, floored', () => {
    expect(CHARM_EXP_BEANS_PER_POINT).toBe(10_000);
    expect(charmExp(9_999)).toBe(0);
    expect(charmExp(10_000)).toBe(1);
    expect(charmExp(10_001)).toBe(1);
    expect(charmExp(18_000_000)).toBe(1_800);
    expect(charmExp(-1)).toBe(0);
  });
});

describe('levelTable', () => {
  it('has 50 levels of each kind, level 1 from 0 exp, each level strictly above the one before', () => {
    for (const kind of LEVEL_KINDS) {
      const table = levelTable(kind);
      expect(table).toHaveLength(50);
      expect(table[0]).toBe(0);
      for (let index = 1; index < table.length; index += 1) {
        expect(Number.isInteger(table[index])).toBe(true);
        expect(table[index]).toBeGreaterThan(table[index - 1] ?? Infinity);
      }
    }
  });

  it('returns the wealth table for wealth and the charm table for charm', () => {
    expect(levelTable('wealth')).toBe(WEALTH_LEVEL_MIN_EXP);
    expect(levelTable('charm')).toBe(CHARM_LEVEL_MIN_EXP);
  });

  it('reaches the levels the spec names: wealth 36, charm 24', () => {
    expect(WEALTH_LEVEL_MIN_EXP.length).toBeGreaterThanOrEqual(36);
    expect(CHARM_LEVEL_MIN_EXP.length).toBeGreaterThanOrEqual(24);
  });
});

describe('levelForExp', () => {
  it('starts everyone at level 1', () => {
    expect(levelForExp('wealth', 0)).toBe(1);
    expect(levelForExp('charm', 0)).toBe(1);
    expect(levelForExp('charm', -5)).toBe(1);
  });

  it('reaches each level exactly at its minimum exp, not one point before', () => {
    for (const kind of LEVEL_KINDS) {
      const table = levelTable(kind);
      for (let level = 2; level <= table.length; level += 1) {
        const min = table[level - 1] ?? 0;
        expect(levelForExp(kind, min - 1)).toBe(level - 1);
        expect(levelForExp(kind, min)).toBe(level);
        const next = table[level];
        expect(levelForExp(kind, min + 1)).toBe(next === min + 1 ? level + 1 : level);
      }
    }
  });

  it('stops at the highest level', () => {
    expect(levelForExp('wealth', 3_500_000)).toBe(50);
    expect(levelForExp('wealth', 1e12)).toBe(50);
    expect(levelForExp('charm', 1e12)).toBe(50);
  });

  it('puts 120 million coins spent at wealth level 30 and one coin less at 29', () => {
    expect(levelForExp('wealth', wealthExp(120_000_000))).toBe(30);
    expect(levelForExp('wealth', wealthExp(119_999_999))).toBe(29);
  });
});

describe('the charm table against the gifts', () => {
  it('puts 90 days of a steady host (about 420,000 beans a day) at charm level 12, and level 7 at 2,900,000 beans', () => {
    expect(levelForExp('charm', charmExp(90 * 420_000))).toBe(12);
    expect(levelForExp('charm', charmExp(2_900_000))).toBe(7);
    expect(levelForExp('charm', charmExp(2_899_999))).toBe(6);
  });
});

describe('amountToNextLevel', () => {
  it('says how many coins to spend or beans to receive for the next level, 0 at the top', () => {
    // Wealth level 8 starts at 19 exp (190,000 coins); level 9 at 26 exp.
    expect(amountToNextLevel('wealth', 190_000)).toBe(70_000);
    expect(amountToNextLevel('wealth', 199_999)).toBe(60_001);
    expect(amountToNextLevel('charm', 30_000_000)).toBe(12_000_000);
    expect(amountToNextLevel('wealth', 3_500_000 * 10_000)).toBe(0);
  });
});

describe('levelProgress', () => {
  it('starts a level at 0 percent with the whole step remaining', () => {
    expect(levelProgress('wealth', 36)).toEqual({ level: 10, exp: 36, levelMinExp: 36, nextLevelMinExp: 49, remainingExp: 13, percent: 0 });
  });

  it('gives a whole percent, floored', () => {
    // (42 - 36) / (49 - 36) = 46.15%
    expect(levelProgress('wealth', 42)).toMatchObject({ level: 10, remainingExp: 7, percent: 46 });
    // (3,600 - 3,000) / (4,200 - 3,000) = exactly 50%
    expect(levelProgress('charm', 3_600)).toMatchObject({ level: 12, nextLevelMinExp: 4_200, remainingExp: 600, percent: 50 });
  });

  it('shows 99, never 100, one point before the next level', () => {
    expect(levelProgress('charm', 4_199)).toMatchObject({ level: 12, remainingExp: 1, percent: 99 });
    expect(levelProgress('charm', 4_200)).toMatchObject({ level: 13, remainingExp: 1_500, percent: 0 });
  });

  it('shows 100 percent and no next level at the top', () => {
    expect(levelProgress('wealth', 3_500_000)).toEqual({
      level: 50,
      exp: 3_500_000,
      levelMinExp: 3_500_000,
      nextLevelMinExp: null,
      remainingExp: 0,
      percent: 100,
    });
    expect(levelProgress('wealth', 9_000_000)).toMatchObject({ level: 50, percent: 100, remainingExp: 0 });
  });

  it('treats a fractional exp as its whole part', () => {
    expect(levelProgress('wealth', 48.9)).toMatchObject({ exp: 48, level: 10 });
  });
});
