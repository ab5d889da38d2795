// The marble board (SPEC 3, SPEC 9): a ball falls through rows of nails, left or right with probability 1/2 at each
// nail, into one of the holes; the bet is paid at the odds of the hole it lands in. Pure and shared by the marble pages
// and the server: erasable TypeScript that Node runs directly. Randomness is injected; `now` is epoch ms.
import type { Fraction } from './random.ts';
import { businessPeriod, type BusinessPeriod } from './tasks.ts';

/** Assumed (docs/rules.md): 8 rows of nails, so 9 holes numbered 0 (far left) to 8 (far right). */
export const MARBLE_ROWS = 8;
/** One hole more than rows: the hole is the number of times the ball went right. */
export const MARBLE_HOLE_COUNT = MARBLE_ROWS + 1;

/**
 * Assumed (docs/rules.md): what each hole pays, in percent of the bet (1000 = 10x, 40 = 0.4x); symmetric, rarest
 * holes richest. The expected return is 24,720 / 25,600 = 96.5625% (MARBLE_EXPECTED_RETURN).
 */
export const MARBLE_ODDS_PERCENT: readonly number[] = [1_000, 300, 130, 70, 40, 70, 130, 300, 1_000];

/** Assumed (docs/rules.md): the smallest bet, in whole coins. */
export const MARBLE_BET_MIN_COINS = 100;
/** Assumed (docs/rules.md): the largest bet, in whole coins. */
export const MARBLE_BET_MAX_COINS = 100_000;

/** One nail's outcome. */
export type MarbleStep = 'left' | 'right';

/** A dropped ball: its way through the rows, top first, and the hole it landed in. */
export interface MarbleDrop {
  path: MarbleStep[];
  hole: number;
}

/** Why a bet is refused. */
export type MarbleBetError = 'notWholeCoins' | 'belowMinimum' | 'aboveMaximum' | 'insufficientBalance';

/** C(n, k) for the small n of the board (exact in doubles far beyond 8 rows). */
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** SPEC 9: the chance of landing in `hole`: C(rows, hole) / 2^rows (0 outside the board). */
export function marbleHoleProbability(hole: number): Fraction {
  return { numerator: Number.isInteger(hole) ? binomial(MARBLE_ROWS, hole) : 0, denominator: 2 ** MARBLE_ROWS };
}

/** The expected return of a bet before flooring: the sum over holes of probability x odds. */
function expectedReturn(): Fraction {
  let numerator = 0;
  for (let hole = 0; hole < MARBLE_HOLE_COUNT; hole += 1) {
    numerator += marbleHoleProbability(hole).numerator * (MARBLE_ODDS_PERCENT[hole] ?? 0);
  }
  return { numerator, denominator: 2 ** MARBLE_ROWS * 100 };
}

/** Assumed (docs/rules.md): the expected return per coin bet, exact and below 1 (24,720 / 25,600); flooring only lowers it. */
export const MARBLE_EXPECTED_RETURN: Fraction = expectedReturn();

/** SPEC 9: drops a ball; `random` returns [0, 1) like Math.random, one call per row, below 1/2 meaning left. */
export function dropBall(random: () => number): MarbleDrop {
  const path: MarbleStep[] = [];
  for (let row = 0; row < MARBLE_ROWS; row += 1) {
    // SPEC 9: 50% left or right at each nail.
    path.push(random() < 0.5 ? 'left' : 'right');
  }
  return { path, hole: path.filter((step) => step === 'right').length };
}

/** Assumed (docs/rules.md): a bet is whole coins between the minimum and the maximum, and within the balance. */
export function checkMarbleBet(betCoins: number, balanceCoins: number): { ok: true } | { ok: false; error: MarbleBetError } {
  if (!Number.isSafeInteger(betCoins)) return { ok: false, error: 'notWholeCoins' };
  if (betCoins < MARBLE_BET_MIN_COINS) return { ok: false, error: 'belowMinimum' };
  if (betCoins > MARBLE_BET_MAX_COINS) return { ok: false, error: 'aboveMaximum' };
  if (betCoins > balanceCoins) return { ok: false, error: 'insufficientBalance' };
  return { ok: true };
}

/** Assumed (docs/rules.md): the payout of a bet landing in `hole`: bet x odds, floored to whole coins (0 off the board). */
export function marblePayoutCoins(betCoins: number, hole: number): number {
  const odds = MARBLE_ODDS_PERCENT[hole] ?? 0;
  return Math.floor((betCoins * odds) / 100);
}

/** SPEC 3: the daily (ends 24:00) or monthly (ends on the 1st, 00:00) rank period containing `now`, in UTC+7. */
export function marbleRankPeriod(kind: 'daily' | 'monthly', now: number): BusinessPeriod {
  return businessPeriod(kind, now);
}
