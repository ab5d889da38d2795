import { describe, expect, it } from 'vitest';
import {
  changeMarbleDailyLimit,
  checkMarbleDailyLimit,
  decodeMarblePath,
  DEFAULT_MARBLE_LIMIT_SETTING,
  encodeMarblePath,
  MARBLE_DAILY_LIMIT_DEFAULT_COINS,
  MARBLE_GAME,
  marbleDailyLimit,
  marbleDrawMessage,
  rankMarblePlayers,
  checkMarbleBet,
  dropBall,
  MARBLE_BET_MAX_COINS,
  MARBLE_BET_MIN_COINS,
  MARBLE_EXPECTED_RETURN,
  MARBLE_HOLE_COUNT,
  MARBLE_ODDS_PERCENT,
  MARBLE_ROWS,
  marbleHoleProbability,
  marblePayoutCoins,
  marbleRankPeriod,
} from '../../../src/domain/marble.ts';
import { jkt } from '../../support/jakarta-time.ts';

/** A random source that replays `values` in order. */
const replay = (values: number[]) => {
  let index = 0;
  return () => values[index++] ?? 0;
};

describe('MARBLE_ODDS_PERCENT', () => {
  it('has one symmetric entry per hole of the 8-row board', () => {
    expect(MARBLE_ROWS).toBe(8);
    expect(MARBLE_HOLE_COUNT).toBe(9);
    expect(MARBLE_ODDS_PERCENT).toHaveLength(MARBLE_HOLE_COUNT);
    expect([...MARBLE_ODDS_PERCENT].reverse()).toEqual(MARBLE_ODDS_PERCENT);
    for (const odds of MARBLE_ODDS_PERCENT) expect(Number.isInteger(odds) && odds > 0).toBe(true);
  });
});

describe('marbleHoleProbability', () => {
  it('is C(8, k) / 256 for each hole', () => {
    const expected = [1, 8, 28, 56, 70, 56, 28, 8, 1];
    expected.forEach((numerator, hole) => expect(marbleHoleProbability(hole)).toEqual({ numerator, denominator: 256 }));
  });

  it('adds up to exactly 1 over the board', () => {
    let total = 0;
    for (let hole = 0; hole < MARBLE_HOLE_COUNT; hole += 1) total += marbleHoleProbability(hole).numerator;
    expect(total).toBe(256);
  });

  it('is 0 off the board', () => {
    expect(marbleHoleProbability(-1).numerator).toBe(0);
    expect(marbleHoleProbability(9).numerator).toBe(0);
    expect(marbleHoleProbability(1.5).numerator).toBe(0);
  });
});

describe('MARBLE_EXPECTED_RETURN', () => {
  it('is exactly 24,720 / 25,600 = 309 / 320 = 96.5625%', () => {
    expect(MARBLE_EXPECTED_RETURN).toEqual({ numerator: 24_720, denominator: 25_600 });
    expect(MARBLE_EXPECTED_RETURN.numerator * 320).toBe(MARBLE_EXPECTED_RETURN.denominator * 309);
  });

  it('is strictly below 100%', () => {
    expect(MARBLE_EXPECTED_RETURN.numerator).toBeLessThan(MARBLE_EXPECTED_RETURN.denominator);
  });

  it('matches the payouts of every one of the 256 equally likely paths', () => {
    // Summing the floored payout of a 100-coin bet over all paths gives the exact mean (no flooring at 100 coins).
    let paid = 0;
    for (let bits = 0; bits < 2 ** MARBLE_ROWS; bits += 1) {
      const steps = Array.from({ length: MARBLE_ROWS }, (_, row) => ((bits >> row) & 1 ? 0.75 : 0.25));
      paid += marblePayoutCoins(100, dropBall(replay(steps)).hole);
    }
    expect(paid * MARBLE_EXPECTED_RETURN.denominator).toBe(MARBLE_EXPECTED_RETURN.numerator * 100 * 256);
  });
});

describe('dropBall', () => {
  it('goes left on a draw below 1/2 and right from 1/2, once per row', () => {
    expect(dropBall(() => 0)).toEqual({ path: Array(8).fill('left'), hole: 0 });
    expect(dropBall(() => 0.5)).toEqual({ path: Array(8).fill('right'), hole: 8 });
    expect(dropBall(() => 0.499_999).hole).toBe(0);
  });

  it('lands in the hole numbered by the rights taken', () => {
    const drop = dropBall(replay([0.9, 0.1, 0.9, 0.1, 0.1, 0.1, 0.9, 0.1]));
    expect(drop.path).toEqual(['right', 'left', 'right', 'left', 'left', 'left', 'right', 'left']);
    expect(drop.hole).toBe(3);
  });

  it('reaches hole k on exactly C(8, k) of the 256 paths', () => {
    const counts = Array<number>(MARBLE_HOLE_COUNT).fill(0);
    for (let bits = 0; bits < 256; bits += 1) {
      const steps = Array.from({ length: MARBLE_ROWS }, (_, row) => ((bits >> row) & 1 ? 0.5 : 0));
      const hole = dropBall(replay(steps)).hole;
      counts[hole] = (counts[hole] ?? 0) + 1;
    }
    expect(counts).toEqual([1, 8, 28, 56, 70, 56, 28, 8, 1]);
  });
});

describe('checkMarbleBet', () => {
  it('accepts whole coins from 100 to 100,000', () => {
    expect(MARBLE_BET_MIN_COINS).toBe(100);
    expect(MARBLE_BET_MAX_COINS).toBe(100_000);
    expect(checkMarbleBet(99, 1e9)).toEqual({ ok: false, error: 'belowMinimum' });
    expect(checkMarbleBet(100, 1e9)).toEqual({ ok: true });
    expect(checkMarbleBet(101, 1e9)).toEqual({ ok: true });
    expect(checkMarbleBet(99_999, 1e9)).toEqual({ ok: true });
    expect(checkMarbleBet(100_000, 1e9)).toEqual({ ok: true });
    expect(checkMarbleBet(100_001, 1e9)).toEqual({ ok: false, error: 'aboveMaximum' });
  });

  it('refuses fractions and non-numbers', () => {
    expect(checkMarbleBet(100.5, 1e9)).toEqual({ ok: false, error: 'notWholeCoins' });
    expect(checkMarbleBet(Number.NaN, 1e9)).toEqual({ ok: false, error: 'notWholeCoins' });
  });

  it('allows betting the whole balance but not a coin more', () => {
    expect(checkMarbleBet(500, 500)).toEqual({ ok: true });
    expect(checkMarbleBet(501, 500)).toEqual({ ok: false, error: 'insufficientBalance' });
  });
});

describe('marblePayoutCoins', () => {
  it('pays bet x odds of the hole', () => {
    expect(marblePayoutCoins(100, 0)).toBe(1_000);
    expect(marblePayoutCoins(100, 1)).toBe(300);
    expect(marblePayoutCoins(100, 4)).toBe(40);
    expect(marblePayoutCoins(100_000, 8)).toBe(1_000_000);
  });

  it('floors to whole coins', () => {
    expect(marblePayoutCoins(101, 4)).toBe(40);
    expect(marblePayoutCoins(105, 2)).toBe(136);
    expect(marblePayoutCoins(109, 3)).toBe(76);
  });

  it('pays nothing off the board', () => {
    expect(marblePayoutCoins(100, 9)).toBe(0);
    expect(marblePayoutCoins(100, -1)).toBe(0);
  });
});

describe('marbleRankPeriod', () => {
  it('runs the daily rank from 00:00 to 24:00 in Jakarta', () => {
    expect(marbleRankPeriod('daily', jkt(2026, 3, 10, 23, 59, 59, 999)).key).toBe('2026-03-10');
    expect(marbleRankPeriod('daily', jkt(2026, 3, 11))).toEqual({ key: '2026-03-11', startMs: jkt(2026, 3, 11), endMs: jkt(2026, 3, 12) });
  });

  it('runs the monthly rank from the 1st at 00:00 in Jakarta', () => {
    expect(marbleRankPeriod('monthly', jkt(2026, 3, 31, 23, 59, 59, 999)).key).toBe('2026-03');
    expect(marbleRankPeriod('monthly', jkt(2026, 4, 1))).toEqual({ key: '2026-04', startMs: jkt(2026, 4, 1), endMs: jkt(2026, 5, 1) });
  });
});

describe('marbleDrawMessage', () => {
  it('is the game, the seed\'s business date and the bet id joined by bars', () => {
    expect(MARBLE_GAME).toBe('marble');
    expect(marbleDrawMessage('2026-03-18', 42)).toBe('marble|2026-03-18|42');
  });
});

describe('encodeMarblePath and decodeMarblePath', () => {
  it('keep a path as one letter per row and read back only such text', () => {
    const path = dropBall(replay([0.5, 0.1, 0.9, 0.49, 0.5, 0, 0.99, 0.2])).path;
    expect(encodeMarblePath(path)).toBe('RLRLRLRL');
    expect(decodeMarblePath('RLRLRLRL')).toEqual(path);
    for (const bad of ['', 'RLRLRLR', 'RLRLRLRLR', 'rlrlrlrl', 'RLRLRLRX']) expect(decodeMarblePath(bad)).toBeNull();
  });
});

describe('the daily bet limit', () => {
  const today = '2026-03-18';

  it('is the default until the user chooses less', () => {
    expect(marbleDailyLimit(DEFAULT_MARBLE_LIMIT_SETTING, today)).toEqual({ limitCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, next: null });
  });

  it('holds a lower limit at once and a higher one from the next business day', () => {
    const lowered = changeMarbleDailyLimit(DEFAULT_MARBLE_LIMIT_SETTING, 5_000, today);
    expect(lowered).toEqual({ ok: true, setting: { limitCoins: 5_000, raisedToCoins: null, raisedFrom: null }, from: today });
    if (!lowered.ok) return;
    const raised = changeMarbleDailyLimit(lowered.setting, 50_000, today);
    expect(raised).toEqual({ ok: true, setting: { limitCoins: 5_000, raisedToCoins: 50_000, raisedFrom: '2026-03-19' }, from: '2026-03-19' });
    if (!raised.ok) return;
    expect(marbleDailyLimit(raised.setting, today)).toEqual({ limitCoins: 5_000, next: { limitCoins: 50_000, from: '2026-03-19' } });
    expect(marbleDailyLimit(raised.setting, '2026-03-19')).toEqual({ limitCoins: 50_000, next: null });
    // Lowering again cancels a raise still waiting.
    const again = changeMarbleDailyLimit(raised.setting, 1_000, today);
    expect(again.ok && marbleDailyLimit(again.setting, '2026-03-20')).toEqual({ limitCoins: 1_000, next: null });
  });

  it('refuses anything but whole coins from the smallest bet to the default', () => {
    for (const bad of [0, MARBLE_BET_MIN_COINS - 1, MARBLE_DAILY_LIMIT_DEFAULT_COINS + 1, 1.5, Number.NaN, -100]) {
      expect(changeMarbleDailyLimit(DEFAULT_MARBLE_LIMIT_SETTING, bad, today)).toEqual({ ok: false, error: 'limitInvalid' });
    }
    expect(changeMarbleDailyLimit(DEFAULT_MARBLE_LIMIT_SETTING, MARBLE_BET_MIN_COINS, today).ok).toBe(true);
    expect(changeMarbleDailyLimit(DEFAULT_MARBLE_LIMIT_SETTING, MARBLE_DAILY_LIMIT_DEFAULT_COINS, today).ok).toBe(true);
  });

  it('lets the day\'s bets reach the limit exactly, not pass it', () => {
    expect(checkMarbleDailyLimit(900, 100, 1_000)).toEqual({ ok: true });
    expect(checkMarbleDailyLimit(901, 100, 1_000)).toEqual({ ok: false, error: 'dailyLimit' });
  });
});

describe('rankMarblePlayers', () => {
  it('ranks players ahead by net winnings, equal nets by the lower user id', () => {
    expect(
      rankMarblePlayers([
        { userId: 5, betCoins: 1_000, payoutCoins: 3_000 },
        { userId: 2, betCoins: 1_000, payoutCoins: 400 },
        { userId: 9, betCoins: 500, payoutCoins: 2_500 },
        { userId: 7, betCoins: 100, payoutCoins: 100 },
        { userId: 1, betCoins: 100, payoutCoins: 1_100 },
      ]),
    ).toEqual([
      { rank: 1, userId: 5, netCoins: 2_000 },
      { rank: 2, userId: 9, netCoins: 2_000 },
      { rank: 3, userId: 1, netCoins: 1_000 },
    ]);
  });
});
