import { describe, expect, it } from 'vitest';
import {
  spin,
  spinsAvailable,
  spinsEarned,
  takeSpin,
  TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN,
  TURNTABLE_EXPECTED_PRIZE_COINS,
  TURNTABLE_PRIZES,
  TURNTABLE_TOPUP_COINS_PER_SPIN,
  TURNTABLE_TOTAL_WEIGHT,
  turntablePrizeProbability,
} from '../../../src/domain/turntable.ts';

/** A random source landing on whole ticket `ticket` of the total weight (mid-ticket, so no rounding at the edges). */
const onTicket = (ticket: number) => () => (ticket + 0.5) / TURNTABLE_TOTAL_WEIGHT;

describe('spinsEarned', () => {
  it('gives one spin per full 500,000 coins topped up', () => {
    expect(TURNTABLE_TOPUP_COINS_PER_SPIN).toBe(500_000);
    expect(spinsEarned(0)).toBe(0);
    expect(spinsEarned(499_999)).toBe(0);
    expect(spinsEarned(500_000)).toBe(1);
    expect(spinsEarned(500_001)).toBe(1);
    expect(spinsEarned(999_999)).toBe(1);
    expect(spinsEarned(1_000_000)).toBe(2);
  });

  it('gives one spin per 100,000 coins on events that say so', () => {
    expect(TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN).toBe(100_000);
    expect(spinsEarned(99_999, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(0);
    expect(spinsEarned(100_000, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(1);
    expect(spinsEarned(100_001, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(1);
    expect(spinsEarned(500_000, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(5);
  });

  it('gives nothing for negative or broken totals', () => {
    expect(spinsEarned(-500_000)).toBe(0);
    expect(spinsEarned(Number.NaN)).toBe(0);
  });
});

describe('spinsAvailable', () => {
  it('is the spins earned minus the spins used', () => {
    expect(spinsAvailable({ toppedUpCoins: 1_500_000, spinsUsed: 1 })).toBe(2);
    expect(spinsAvailable({ toppedUpCoins: 1_500_000, spinsUsed: 3 })).toBe(0);
    expect(spinsAvailable({ toppedUpCoins: 300_000, spinsUsed: 1 }, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(2);
  });

  it('never goes below 0', () => {
    expect(spinsAvailable({ toppedUpCoins: 0, spinsUsed: 2 })).toBe(0);
  });
});

describe('turntablePrizeProbability', () => {
  it('is each weight over a total of 1,000, adding up to exactly 1', () => {
    expect(TURNTABLE_TOTAL_WEIGHT).toBe(1_000);
    let total = 0;
    TURNTABLE_PRIZES.forEach((prize, index) => {
      expect(turntablePrizeProbability(index)).toEqual({ numerator: prize.weight, denominator: 1_000 });
      total += turntablePrizeProbability(index).numerator;
    });
    expect(total).toBe(1_000);
    expect(turntablePrizeProbability(99).numerator).toBe(0);
  });
});

describe('TURNTABLE_EXPECTED_PRIZE_COINS', () => {
  it('is exactly 12,000 coins a spin', () => {
    expect(TURNTABLE_EXPECTED_PRIZE_COINS.numerator).toBe(12_000 * TURNTABLE_EXPECTED_PRIZE_COINS.denominator);
  });

  it('is 2.4% of a standard spin step and 12% of an event step', () => {
    const { numerator, denominator } = TURNTABLE_EXPECTED_PRIZE_COINS;
    expect(numerator * 1_000).toBe(24 * denominator * TURNTABLE_TOPUP_COINS_PER_SPIN);
    expect(numerator * 100).toBe(12 * denominator * TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN);
  });
});

describe('spin', () => {
  it('picks each slot on exactly as many of the 1,000 tickets as its weight', () => {
    const hits = Array<number>(TURNTABLE_PRIZES.length).fill(0);
    for (let ticket = 0; ticket < TURNTABLE_TOTAL_WEIGHT; ticket += 1) {
      const { index } = spin(onTicket(ticket));
      hits[index] = (hits[index] ?? 0) + 1;
    }
    expect(hits).toEqual(TURNTABLE_PRIZES.map((prize) => prize.weight));
  });

  it('switches slot exactly at the cumulative weight', () => {
    expect(spin(onTicket(399))).toEqual({ index: 0, prize: { coins: 1_000, weight: 400 } });
    expect(spin(onTicket(400))).toEqual({ index: 1, prize: { coins: 5_000, weight: 300 } });
    expect(spin(onTicket(998)).index).toBe(6);
    expect(spin(onTicket(999))).toEqual({ index: 7, prize: { coins: 1_000_000, weight: 1 } });
  });

  it('stays on the wheel when the random source misbehaves', () => {
    expect(spin(() => 0).index).toBe(0);
    expect(spin(() => 1).index).toBe(7);
    expect(spin(() => -3).index).toBe(0);
    expect(spin(() => Number.NaN).index).toBe(0);
  });
});

describe('takeSpin', () => {
  it('uses one earned spin and returns its prize', () => {
    expect(takeSpin({ toppedUpCoins: 500_000, spinsUsed: 0 }, onTicket(450))).toEqual({
      ok: true,
      index: 1,
      prize: { coins: 5_000, weight: 300 },
      account: { toppedUpCoins: 500_000, spinsUsed: 1 },
    });
  });

  it('refuses when every earned spin is used', () => {
    expect(takeSpin({ toppedUpCoins: 500_000, spinsUsed: 1 }, onTicket(0))).toEqual({ ok: false, error: 'noSpinsLeft' });
    expect(takeSpin({ toppedUpCoins: 499_999, spinsUsed: 0 }, onTicket(0))).toEqual({ ok: false, error: 'noSpinsLeft' });
  });

  it('uses the event step when given', () => {
    expect(takeSpin({ toppedUpCoins: 100_000, spinsUsed: 0 }, onTicket(0), TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN).ok).toBe(true);
  });
});
