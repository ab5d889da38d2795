// Chance, kept exact and testable (SPEC 9 games, red packets, turntables): the one weighted-draw module that every
// prize table uses. A table is checked once (whole positive weights, a safe total), each item's probability and the
// table's expected value are exact fractions, and a draw takes the item whose cumulative weight first exceeds a whole
// ticket drawn from an injected random source (docs/api.md "Verifiable draws" gives the same recipe). Also a seeded
// source for demo data and tests. Erasable TypeScript.

/** An exact ratio of whole numbers (not reduced). */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/** Something drawn with a whole-number weight. */
export interface Weighted {
  weight: number;
}

/** A prize table checked by `weightedTable`: its items in order and their total weight. */
export interface WeightedTable<T extends Weighted> {
  readonly items: readonly T[];
  readonly totalWeight: number;
}

/** Why a list of weights cannot be drawn from. */
export type WeightProblem = 'empty' | 'notWholePositive' | 'totalTooLarge';

/** The sum of the weights. */
export function totalWeight(items: readonly Weighted[]): number {
  return items.reduce((sum, item) => sum + item.weight, 0);
}

/**
 * What is wrong with a list of weights, or null when it can be drawn from: at least one item, every weight a whole
 * number of at least 1 (a slot that can never be drawn would be shown for nothing), and a total that stays exact.
 */
export function weightProblem(items: readonly Weighted[]): WeightProblem | null {
  if (items.length === 0) return 'empty';
  if (!items.every((item) => Number.isSafeInteger(item.weight) && item.weight >= 1)) return 'notWholePositive';
  if (!Number.isSafeInteger(totalWeight(items))) return 'totalTooLarge';
  return null;
}

/** A checked table of `items`; throws on weights that cannot be drawn from (tables are config: checked loudly, once). */
export function weightedTable<T extends Weighted>(items: readonly T[]): WeightedTable<T> {
  const problem = weightProblem(items);
  if (problem !== null) throw new Error(`weighted table: ${problem}`);
  return { items, totalWeight: totalWeight(items) };
}

/** The exact chance of the item at `index`: its weight over the total; 0 for an index off the table. */
export function probability(table: WeightedTable<Weighted>, index: number): Fraction {
  return { numerator: table.items[index]?.weight ?? 0, denominator: table.totalWeight };
}

/** The exact expected `value` of a draw from `items`: sum of value x weight over the total weight. */
export function expectedValue<T extends Weighted>(items: readonly T[], value: (item: T) => number): Fraction {
  return { numerator: items.reduce((sum, item) => sum + value(item) * item.weight, 0), denominator: totalWeight(items) };
}

/** A fraction as a plain number (for display; the rules compare fractions exactly). */
export function fractionValue(fraction: Fraction): number {
  return fraction.denominator === 0 ? 0 : fraction.numerator / fraction.denominator;
}

/** Draws one item by weight; `random` returns [0, 1) like Math.random. */
export function pickByWeight<T extends Weighted>(items: readonly T[], random: () => number): { index: number; item: T } {
  const total = totalWeight(items);
  // A whole ticket in [0, total), clamped so a source returning 1 (or garbage) still picks a real item.
  const drawn = Math.floor(random() * total);
  const ticket = Math.min(total - 1, Math.max(0, Number.isFinite(drawn) ? drawn : 0));
  let below = 0;
  for (const [index, item] of items.entries()) {
    below += item.weight;
    if (ticket < below) return { index, item };
  }
  const index = items.length - 1;
  const item = items[index];
  if (item === undefined) throw new Error('nothing to draw from');
  return { index, item };
}

/** Draws one item of a checked table by cumulative weight (pickByWeight); `random` returns [0, 1). */
export function drawFrom<T extends Weighted>(table: WeightedTable<T>, random: () => number): { index: number; item: T } {
  return pickByWeight(table.items, random);
}

/** A deterministic source in [0, 1) (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
