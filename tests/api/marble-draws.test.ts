// 100,000 drops drawn as the server draws them (a fresh seed from the server's generator, the message marble|day|id
// for ids 1 to 100,000) stay within tolerance of the probabilities and the expected return the pages publish.
import { describe, expect, it } from 'vitest';
import { MARBLE_EXPECTED_RETURN, MARBLE_HOLE_COUNT, MARBLE_ROWS, marbleHoleProbability, marblePayoutCoins } from '../../src/domain/marble.ts';
import { drawMarble } from '../../server/games/marble.ts';
import { transaction } from '../../server/db/transaction.ts';
import { daySeed } from '../../server/services/draws.ts';
import { testApp } from './helpers.ts';

const DRAWS = 100_000;
/** The chi-square value with 8 degrees of freedom that a fair board exceeds once in 10,000 runs. */
const CHI_SQUARE_8_P_0001 = 31.83;
/** How many standard deviations a single figure may stray before the test calls it unfair (once in ~1.5 million). */
const SIGMAS = 5;
/** A bet large enough that flooring the payout changes nothing (every odds times it is a whole number). */
const BET_COINS = 10_000;

describe('the marble draw', () => {
  it('stays within tolerance of the published probabilities and expected return over 100,000 server draws', () => {
    const t = testApp();
    const { seed, period } = transaction(t.db, () => daySeed(t.db, 'marble', t.clock.now()));
    const holes = new Array<number>(MARBLE_HOLE_COUNT).fill(0);
    const rights = new Array<number>(MARBLE_ROWS).fill(0);
    let paid = 0;
    for (let id = 1; id <= DRAWS; id++) {
      const drop = drawMarble(seed, period, id);
      holes[drop.hole] = (holes[drop.hole] ?? 0) + 1;
      drop.path.forEach((step, row) => {
        if (step === 'right') rights[row] = (rights[row] ?? 0) + 1;
      });
      paid += marblePayoutCoins(BET_COINS, drop.hole);
    }

    // SPEC 9: each nail is 50/50, row by row.
    const rowSigma = Math.sqrt(DRAWS * 0.25);
    for (const [row, count] of rights.entries()) expect(Math.abs(count - DRAWS / 2), `row ${row}`).toBeLessThan(SIGMAS * rowSigma);

    // Each hole near C(8, k) / 256, and all of them together by chi-square.
    let chiSquare = 0;
    for (const [hole, count] of holes.entries()) {
      const { numerator, denominator } = marbleHoleProbability(hole);
      const p = numerator / denominator;
      const expected = DRAWS * p;
      expect(Math.abs(count - expected), `hole ${hole}: ${count} of ${DRAWS}, expected ${expected}`).toBeLessThan(SIGMAS * Math.sqrt(DRAWS * p * (1 - p)));
      chiSquare += (count - expected) ** 2 / expected;
    }
    expect(chiSquare).toBeLessThan(CHI_SQUARE_8_P_0001);

    // The return per coin bet near the published 96.5625%; its standard deviation per bet is about 1.02.
    const published = MARBLE_EXPECTED_RETURN.numerator / MARBLE_EXPECTED_RETURN.denominator;
    expect(published).toBe(0.965625);
    const returned = paid / (BET_COINS * DRAWS);
    expect(Math.abs(returned - published)).toBeLessThan((SIGMAS * 1.02) / Math.sqrt(DRAWS));
  });
});
