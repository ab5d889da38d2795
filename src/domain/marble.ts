// The marble board (SPEC 3, SPEC 9): a ball falls through rows of nails, left or right with probability 1/2 at each
// nail, into one of the holes; the bet is paid at the odds of the hole it lands in. Pure and shared by the marble pages
// and the server: erasable TypeScript that Node runs directly. Randomness is injected; `now` is epoch ms.
import { drawMessage } from './fair-draw.ts';
import type { Fraction } from './random.ts';
import { businessPeriod, type BusinessPeriod } from './tasks.ts';
import { addDays, type BusinessDate } from './time.ts';

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

/** The game's name in its draw messages and seeds (DESIGN 11, docs/api.md "Verifiable draws"). */
export const MARBLE_GAME = 'marble';

/** DESIGN 11: the draw message of a bet: the game, the business date of its seed, the bet's id. */
export function marbleDrawMessage(period: BusinessDate, betId: number | string): string {
  return drawMessage([MARBLE_GAME, period, betId]);
}

/** A path as the records keep it: one letter per row, top first (`LRRLRLLR`). */
export function encodeMarblePath(path: readonly MarbleStep[]): string {
  return path.map((step) => (step === 'left' ? 'L' : 'R')).join('');
}

/** A kept path read back; null for anything that is not one letter L or R per row. */
export function decodeMarblePath(text: string): MarbleStep[] | null {
  if (!new RegExp(`^[LR]{${MARBLE_ROWS}}$`).test(text)) return null;
  return [...text].map((letter) => (letter === 'L' ? 'left' : 'right'));
}

/** Assumed (docs/rules.md): paid chance is for adults; every account confirms this age once before its first bet. */
export const MARBLE_MIN_AGE_YEARS = 18;

/** Assumed (docs/rules.md): the most a user may bet in one business day unless they choose less. */
export const MARBLE_DAILY_LIMIT_DEFAULT_COINS = 1_000_000;

/**
 * A user's daily bet limit as stored: the limit chosen (null: the default) and a higher one waiting for its day, since
 * a raise only counts from the next business day (a lower limit counts at once).
 */
export interface MarbleLimitSetting {
  limitCoins: number | null;
  raisedToCoins: number | null;
  raisedFrom: BusinessDate | null;
}

/** No limit chosen. */
export const DEFAULT_MARBLE_LIMIT_SETTING: MarbleLimitSetting = { limitCoins: null, raisedToCoins: null, raisedFrom: null };

/** The setting as it stands on `today`: a raise whose day has come is the limit now. */
function settingOn(setting: MarbleLimitSetting, today: BusinessDate): MarbleLimitSetting {
  if (setting.raisedFrom !== null && setting.raisedToCoins !== null && setting.raisedFrom <= today) {
    return { limitCoins: setting.raisedToCoins, raisedToCoins: null, raisedFrom: null };
  }
  return setting;
}

/** The daily limit that holds on `today`, and a raise still waiting for its day. */
export function marbleDailyLimit(
  setting: MarbleLimitSetting,
  today: BusinessDate,
): { limitCoins: number; next: { limitCoins: number; from: BusinessDate } | null } {
  const current = settingOn(setting, today);
  return {
    limitCoins: current.limitCoins ?? MARBLE_DAILY_LIMIT_DEFAULT_COINS,
    next: current.raisedToCoins !== null && current.raisedFrom !== null ? { limitCoins: current.raisedToCoins, from: current.raisedFrom } : null,
  };
}

/**
 * Assumed (docs/rules.md): a user sets their daily limit to whole coins from the smallest bet to the default. A lower
 * limit holds at once; a higher one from the next business day (00:00 UTC+7), so a losing streak cannot lift it.
 */
export function changeMarbleDailyLimit(
  setting: MarbleLimitSetting,
  requestedCoins: number,
  today: BusinessDate,
): { ok: true; setting: MarbleLimitSetting; from: BusinessDate } | { ok: false; error: 'limitInvalid' } {
  if (!Number.isSafeInteger(requestedCoins) || requestedCoins < MARBLE_BET_MIN_COINS || requestedCoins > MARBLE_DAILY_LIMIT_DEFAULT_COINS) {
    return { ok: false, error: 'limitInvalid' };
  }
  const current = marbleDailyLimit(setting, today).limitCoins;
  if (requestedCoins <= current) return { ok: true, setting: { limitCoins: requestedCoins, raisedToCoins: null, raisedFrom: null }, from: today };
  const from = addDays(today, 1);
  return { ok: true, setting: { limitCoins: current, raisedToCoins: requestedCoins, raisedFrom: from }, from };
}

/** Assumed (docs/rules.md): a bet may not take the day's bets over the daily limit. */
export function checkMarbleDailyLimit(betTodayCoins: number, betCoins: number, limitCoins: number): { ok: true } | { ok: false; error: 'dailyLimit' } {
  return betTodayCoins + betCoins > limitCoins ? { ok: false, error: 'dailyLimit' } : { ok: true };
}

/** Assumed (docs/rules.md): a "big win" is a bet paid at 3x or more (holes 0, 1, 7 and 8). */
export const MARBLE_BIG_WIN_MIN_ODDS_PERCENT = 300;

/** Assumed (docs/rules.md): the winners list shows the 20 latest big wins. */
export const MARBLE_BIG_WINS_SHOWN = 20;

/** Assumed (docs/rules.md): the ranks show the top 20 players of the period by net winnings. */
export const MARBLE_RANK_TOP = 20;

/** One player's bets and payouts summed over a rank period. */
export interface MarblePlayerTotals {
  userId: number;
  betCoins: number;
  payoutCoins: number;
}

/** A ranked player. */
export interface MarbleRanked {
  rank: number;
  userId: number;
  /** Payouts minus bets over the period. */
  netCoins: number;
}

/**
 * Assumed (docs/rules.md): players rank by net winnings over the period (payouts minus bets); only players ahead
 * (net above 0) rank; equal nets rank by the lower user id.
 */
export function rankMarblePlayers(players: readonly MarblePlayerTotals[]): MarbleRanked[] {
  return players
    .map((player) => ({ userId: player.userId, netCoins: player.payoutCoins - player.betCoins }))
    .filter((player) => player.netCoins > 0)
    .sort((a, b) => b.netCoins - a.netCoins || a.userId - b.userId)
    .map((player, index) => ({ rank: index + 1, ...player }));
}
