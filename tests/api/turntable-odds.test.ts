// 100,000 draws of every wheel, through the server's own draw (the day's seed, the draw message of each spin id, the
// weighted pick), land within tolerance of the probabilities and the expected prize each page publishes.
import { describe, expect, it } from 'vitest';
import { fractionValue } from '../../src/domain/random.ts';
import { TURNTABLE_WHEEL_IDS, TURNTABLE_WHEELS, slotProbability, spinWheel } from '../../src/domain/turntable.ts';
import { prizeWorthCoins, wheelExpectedPrizeCoins } from '../../src/domain/turntable-worth.ts';
import { drawSpin } from '../../server/games/turntable.ts';

const DRAWS = 100_000;
/** A fixed seed: the test is deterministic, and any seed the server makes is drawn from the same way. */
const SEED = '5eed'.repeat(16);
/** Chi-square critical values at p = 0.001 by degrees of freedom (slots - 1) of the wheels' tables. */
const CHI_SQUARE_999: Record<number, number> = { 5: 20.515, 7: 24.322, 9: 27.877 };
/** A slot's count, and the mean prize, stay within this many standard deviations of what is published. */
const SIGMAS = 5;
/** 100,000 HMACs take a second or two alone, much longer on a machine busy with other tests. */
const DRAW_TIMEOUT_MS = 60_000;

/** One wheel of each prize table (wheels that share a table draw from it the same way). */
const ONE_PER_TABLE = TURNTABLE_WHEEL_IDS.filter(
  (wheel, i) => TURNTABLE_WHEEL_IDS.findIndex((other) => TURNTABLE_WHEELS[other].prizes.items === TURNTABLE_WHEELS[wheel].prizes.items) === i,
);

describe('100,000 draws of each prize table', () => {
  it('covers the four tables of the seven wheels', () => {
    expect(ONE_PER_TABLE).toEqual(['lucky', 'luckyOne', 'harta', 'shining6']);
  });

  for (const wheel of ONE_PER_TABLE) {
    it(`${wheel}: each slot as often as its published probability, the mean prize as the published expected prize`, () => {
      const config = TURNTABLE_WHEELS[wheel];
      const slots = config.prizes.items.length;
      const hits = Array<number>(slots).fill(0);
      let coins = 0;
      for (let id = 1; id <= DRAWS; id++) {
        const { index, prize } = spinWheel(config, drawSpin(SEED, wheel, '2026-03-18', id).random);
        hits[index] = (hits[index] ?? 0) + 1;
        coins += prizeWorthCoins(prize);
      }
      let chiSquare = 0;
      for (let index = 0; index < slots; index++) {
        const p = fractionValue(slotProbability(config, index));
        const expected = DRAWS * p;
        const sigma = Math.sqrt(DRAWS * p * (1 - p));
        expect(Math.abs((hits[index] ?? 0) - expected), `${wheel} slot ${index}: ${hits[index]} of ${expected}`).toBeLessThanOrEqual(SIGMAS * sigma);
        chiSquare += ((hits[index] ?? 0) - expected) ** 2 / expected;
      }
      expect(chiSquare, `${wheel} chi-square`).toBeLessThan(CHI_SQUARE_999[slots - 1] ?? 0);

      const mean = fractionValue(wheelExpectedPrizeCoins(config));
      const variance = config.prizes.items.reduce((sum, prize, index) => sum + fractionValue(slotProbability(config, index)) * (prizeWorthCoins(prize) - mean) ** 2, 0);
      expect(Math.abs(coins / DRAWS - mean), `${wheel} mean prize`).toBeLessThanOrEqual(SIGMAS * Math.sqrt(variance / DRAWS));
    }, DRAW_TIMEOUT_MS);
  }
});
