import { describe, expect, it } from 'vitest';
import { familyPrestige, giftPrestige, weekTotalsPrestige } from '../../../src/domain/family-prestige.ts';

describe('familyPrestige', () => {
  it('gives 1 point per 800 coins, floored', () => {
    expect(familyPrestige({ coins: 799, beans: 0, gifts: [] })).toBe(0);
    expect(familyPrestige({ coins: 800, beans: 0, gifts: [] })).toBe(1);
    expect(familyPrestige({ coins: 801, beans: 0, gifts: [] })).toBe(1);
    expect(familyPrestige({ coins: 1_600, beans: 0, gifts: [] })).toBe(2);
  });

  it('gives 1 point per 40 beans, floored', () => {
    expect(familyPrestige({ coins: 0, beans: 39, gifts: [] })).toBe(0);
    expect(familyPrestige({ coins: 0, beans: 40, gifts: [] })).toBe(1);
    expect(familyPrestige({ coins: 0, beans: 41, gifts: [] })).toBe(1);
  });

  it('gives each gift 1 point per full 10,000 coins of its value', () => {
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [9_999] })).toBe(0);
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [10_000] })).toBe(1);
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [10_001] })).toBe(1);
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [25_000] })).toBe(2);
    // Gifts are floored one by one: two gifts of 9,999 give nothing.
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [9_999, 9_999] })).toBe(0);
  });

  it('floors each source on its own and adds them up', () => {
    expect(familyPrestige({ coins: 799, beans: 39, gifts: [9_999] })).toBe(0);
    expect(familyPrestige({ coins: 8_000, beans: 4_000, gifts: [10_000, 30_000] })).toBe(10 + 100 + 4);
  });

  it('ignores negative or broken amounts', () => {
    expect(familyPrestige({ coins: -800, beans: Number.NaN, gifts: [-10_000] })).toBe(0);
  });
});

describe('weekTotalsPrestige', () => {
  it('gives what familyPrestige gives for the same week kept as running totals', () => {
    const gifts = [25_000, 9_999, 9_999, 10_000];
    expect(gifts.map(giftPrestige)).toEqual([2, 0, 0, 1]);
    const totals = { coins: 1_599, beans: 81, giftPoints: 3 };
    expect(weekTotalsPrestige(totals)).toBe(familyPrestige({ coins: 1_599, beans: 81, gifts }));
    expect(weekTotalsPrestige(totals)).toBe(1 + 2 + 3);
  });
});
