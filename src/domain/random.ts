// Chance, kept exact and testable (SPEC 9 games, red packets): weighted draws over whole-number weights with an
// injected random source, exact expected values, and a seeded source for demo data and tests. Erasable TypeScript.

/** An exact ratio of whole numbers (not reduced). */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/** Something drawn with a whole-number weight. */
export interface Weighted {
  weight: number;
}

/** The sum of the weights. */
export function totalWeight(items: readonly Weighted[]): number {
  return items.reduce((sum, item) => sum + item.weight, 0);
}

/** The exact expected `value` of a draw from `items`: sum of value x weight over the total weight. */
export function expectedValue<T extends Weighted>(items: readonly T[], value: (item: T) => number): Fraction {
  return { numerator: items.reduce((sum, item) => sum + value(item) * item.weight, 0), denominator: totalWeight(items) };
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
