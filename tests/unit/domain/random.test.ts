import { describe, expect, it } from 'vitest';
import { drawFrom, expectedValue, fractionValue, pickByWeight, probability, seededRandom, totalWeight, weightProblem, weightedTable } from '../../../src/domain/random.ts';

const items = [
  { name: 'a', weight: 1 },
  { name: 'b', weight: 3 },
  { name: 'c', weight: 6 },
];

describe('pickByWeight', () => {
  it('gives each item the tickets of its weight, in order', () => {
    const on = (ticket: number) => () => (ticket + 0.5) / totalWeight(items);
    expect(pickByWeight(items, on(0)).item.name).toBe('a');
    expect(pickByWeight(items, on(1)).item.name).toBe('b');
    expect(pickByWeight(items, on(3)).item.name).toBe('b');
    expect(pickByWeight(items, on(4)).item.name).toBe('c');
    expect(pickByWeight(items, on(9))).toEqual({ index: 2, item: items[2] });
  });

  it('still picks a real item when the source misbehaves', () => {
    expect(pickByWeight(items, () => 1).item.name).toBe('c');
    expect(pickByWeight(items, () => -3).item.name).toBe('a');
    expect(pickByWeight(items, () => Number.NaN).item.name).toBe('a');
  });

  it('refuses to draw from nothing', () => {
    expect(() => pickByWeight([], () => 0.5)).toThrow();
  });
});

describe('expectedValue', () => {
  it('is exact: the sum of value x weight over the total weight', () => {
    expect(expectedValue(items, (item) => (item.name === 'c' ? 10 : 0))).toEqual({ numerator: 60, denominator: 10 });
  });
});

describe('weightedTable', () => {
  it('keeps the items in order with their total weight', () => {
    expect(weightedTable(items)).toEqual({ items, totalWeight: 10 });
  });

  it('refuses tables that cannot be drawn from fairly: empty, zero, negative, fractional or unsafe weights', () => {
    expect(weightProblem([])).toBe('empty');
    for (const weight of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(weightProblem([{ weight: 1 }, { weight }]), String(weight)).toBe('notWholePositive');
    expect(weightProblem([{ weight: Number.MAX_SAFE_INTEGER }, { weight: 2 }])).toBe('totalTooLarge');
    expect(weightProblem(items)).toBeNull();
    expect(() => weightedTable([{ weight: 0 }])).toThrow(/notWholePositive/);
  });
});

describe('probability', () => {
  it('is each weight over the total, exactly, and 0 off the table', () => {
    const table = weightedTable(items);
    expect(probability(table, 1)).toEqual({ numerator: 3, denominator: 10 });
    expect(probability(table, 3)).toEqual({ numerator: 0, denominator: 10 });
    expect(fractionValue(probability(table, 2))).toBe(0.6);
  });
});

describe('drawFrom', () => {
  it('draws a checked table by cumulative weight, as pickByWeight does', () => {
    const table = weightedTable(items);
    for (let ticket = 0; ticket < 10; ticket++) {
      const on = () => (ticket + 0.5) / 10;
      expect(drawFrom(table, on)).toEqual(pickByWeight(items, on));
    }
  });
});

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed, within [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });
});
