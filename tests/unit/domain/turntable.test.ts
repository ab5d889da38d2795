import { describe, expect, it } from 'vitest';
import { decorItem, isDecorDuration } from '../../../src/domain/decor.ts';
import { fractionValue } from '../../../src/domain/random.ts';
import { businessDayStartMs } from '../../../src/domain/time.ts';
import {
  TURNTABLE_EVENT_PRIZES,
  TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN,
  TURNTABLE_HARTA_PRIZES,
  TURNTABLE_PRIZES,
  TURNTABLE_SHINING_PRIZES,
  TURNTABLE_TOPUP_COINS_PER_SPIN,
  TURNTABLE_TOTAL_WEIGHT,
  TURNTABLE_WHEEL_IDS,
  TURNTABLE_WHEELS,
  isWheelId,
  slotProbability,
  spinWheel,
  spinsAvailable,
  spinsEarned,
  takeSpin,
  wheelGame,
  wheelSpins,
  wheelStateAt,
  type WheelConfig,
} from '../../../src/domain/turntable.ts';
import { TURNTABLE_EXPECTED_PRIZE_COINS, prizeWorthCoins, wheelExpectedPrizeCoins, wheelExpectedReturn } from '../../../src/domain/turntable-worth.ts';

const LUCKY: WheelConfig = TURNTABLE_WHEELS.lucky;

/** A random source landing on whole ticket `ticket` of `total` (mid-ticket, so no rounding at the edges). */
const onTicket = (ticket: number, total = TURNTABLE_TOTAL_WEIGHT) => () => (ticket + 0.5) / total;

/** 10:00 UTC+7 on a business date. */
const at10 = (date: string) => businessDayStartMs(date) + 10 * 3_600_000;

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

  it('gives one spin per 100,000 coins on the wheels that say so', () => {
    expect(TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN).toBe(100_000);
    expect(spinsEarned(99_999, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(0);
    expect(spinsEarned(100_000, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(1);
    expect(spinsEarned(500_000, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(5);
  });

  it('stops at the round limit when there is one', () => {
    expect(spinsEarned(30_000_000, TURNTABLE_TOPUP_COINS_PER_SPIN, 20)).toBe(20);
    expect(spinsEarned(30_000_000, TURNTABLE_TOPUP_COINS_PER_SPIN, null)).toBe(60);
  });

  it('gives nothing for negative or broken totals', () => {
    expect(spinsEarned(-500_000)).toBe(0);
    expect(spinsEarned(Number.NaN)).toBe(0);
  });
});

describe('spinsAvailable', () => {
  it('is the spins earned minus the spins used, never below 0', () => {
    expect(spinsAvailable({ toppedUpCoins: 1_500_000, spinsUsed: 1 })).toBe(2);
    expect(spinsAvailable({ toppedUpCoins: 1_500_000, spinsUsed: 3 })).toBe(0);
    expect(spinsAvailable({ toppedUpCoins: 300_000, spinsUsed: 1 }, TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN)).toBe(2);
    expect(spinsAvailable({ toppedUpCoins: 0, spinsUsed: 2 })).toBe(0);
  });
});

describe('wheelSpins', () => {
  it('says what the round gave, what is left and what one more spin takes', () => {
    expect(wheelSpins(LUCKY, { toppedUpCoins: 1_200_000, spinsUsed: 1 })).toEqual({ earned: 2, used: 1, available: 1, coinsToNextSpin: 300_000 });
    expect(wheelSpins(LUCKY, { toppedUpCoins: 0, spinsUsed: 0 })).toEqual({ earned: 0, used: 0, available: 0, coinsToNextSpin: 500_000 });
    expect(wheelSpins(TURNTABLE_WHEELS.luckyOne, { toppedUpCoins: 450_000, spinsUsed: 0 })).toMatchObject({ earned: 4, coinsToNextSpin: 50_000 });
  });

  it('has no next spin once the round limit is reached, and none on a no-limit wheel is ever withheld', () => {
    expect(wheelSpins(LUCKY, { toppedUpCoins: 10_000_000, spinsUsed: 0 })).toEqual({ earned: 20, used: 0, available: 20, coinsToNextSpin: null });
    expect(TURNTABLE_WHEELS.tanpa.maxSpinsPerRound).toBeNull();
    expect(wheelSpins(TURNTABLE_WHEELS.tanpa, { toppedUpCoins: 10_000_000, spinsUsed: 0 })).toMatchObject({ earned: 100, coinsToNextSpin: 100_000 });
  });
});

describe('wheelStateAt', () => {
  it('keeps a monthly wheel open in every calendar month, from the 1st 00:00 to the last day 24:00 (UTC+7)', () => {
    const march = wheelStateAt({ kind: 'month' }, at10('2026-03-18'));
    expect(march).toEqual({
      open: true,
      round: { key: '2026-03-01', first: '2026-03-01', last: '2026-03-31', startMs: businessDayStartMs('2026-03-01'), endMs: businessDayStartMs('2026-04-01') },
    });
    expect(wheelStateAt({ kind: 'month' }, businessDayStartMs('2028-03-01') - 1)).toMatchObject({ open: true, round: { first: '2028-02-01', last: '2028-02-29' } });
    expect(wheelStateAt({ kind: 'month' }, businessDayStartMs('2028-03-01'))).toMatchObject({ open: true, round: { first: '2028-03-01' } });
  });

  it('keeps a weekly wheel open from Monday 00:00 to Sunday 24:00', () => {
    expect(wheelStateAt({ kind: 'week' }, at10('2026-03-18'))).toMatchObject({ open: true, round: { key: '2026-03-16', last: '2026-03-22' } });
    expect(wheelStateAt({ kind: 'week' }, businessDayStartMs('2026-03-23') - 1)).toMatchObject({ open: true, round: { key: '2026-03-16' } });
    expect(wheelStateAt({ kind: 'week' }, businessDayStartMs('2026-03-23'))).toMatchObject({ open: true, round: { key: '2026-03-23' } });
  });

  it('says when days of the month open next, and which round closed last', () => {
    const window = { kind: 'monthDays', firstDay: 11, lastDay: 13 } as const;
    expect(wheelStateAt(window, at10('2026-03-05'))).toMatchObject({ open: false, previous: { first: '2026-02-11', last: '2026-02-13' }, next: { first: '2026-03-11' } });
    expect(wheelStateAt(window, businessDayStartMs('2026-03-11'))).toMatchObject({ open: true, round: { key: '2026-03-11', last: '2026-03-13' } });
    expect(wheelStateAt(window, businessDayStartMs('2026-03-14') - 1)).toMatchObject({ open: true });
    expect(wheelStateAt(window, businessDayStartMs('2026-03-14'))).toMatchObject({
      open: false,
      previous: { first: '2026-03-11', endMs: businessDayStartMs('2026-03-14') },
      next: { first: '2026-04-11', startMs: businessDayStartMs('2026-04-11') },
    });
    expect(wheelStateAt(window, at10('2026-12-31'))).toMatchObject({ open: false, next: { first: '2027-01-11' } });
  });

  it('opens weekend wheels from Friday 00:00 to Sunday 24:00', () => {
    const window = TURNTABLE_WHEELS.tanpa.schedule;
    expect(wheelStateAt(window, at10('2026-03-18'))).toMatchObject({ open: false, previous: { first: '2026-03-13', last: '2026-03-15' }, next: { first: '2026-03-20' } });
    expect(wheelStateAt(window, businessDayStartMs('2026-03-20'))).toMatchObject({ open: true, round: { key: '2026-03-20', last: '2026-03-22' } });
    expect(wheelStateAt(window, businessDayStartMs('2026-03-23'))).toMatchObject({ open: false, next: { first: '2026-03-27' } });
  });
});

describe('the wheels', () => {
  it('name their draws turntable:<id> and accept only their own ids', () => {
    expect(TURNTABLE_WHEEL_IDS.map(wheelGame)).toContain('turntable:harta');
    expect(isWheelId('harta')).toBe(true);
    for (const bad of ['', 'Harta', 'constructor', '__proto__', 1, null]) expect(isWheelId(bad)).toBe(false);
  });

  it('each have probabilities that add up to exactly 1', () => {
    for (const id of TURNTABLE_WHEEL_IDS) {
      const wheel = TURNTABLE_WHEELS[id];
      const sum = wheel.prizes.items.reduce((total, _, index) => total + slotProbability(wheel, index).numerator, 0);
      expect(sum, id).toBe(wheel.prizes.totalWeight);
      expect(slotProbability(wheel, 99).numerator).toBe(0);
    }
  });

  it('publish their expected prize exactly: 12,000, 2,380, 18,950 and 16,750 coins a spin', () => {
    expect(TURNTABLE_TOTAL_WEIGHT).toBe(1_000);
    expect(fractionValue(TURNTABLE_EXPECTED_PRIZE_COINS)).toBe(12_000);
    expect(fractionValue(wheelExpectedPrizeCoins(LUCKY))).toBe(12_000);
    expect(fractionValue(wheelExpectedPrizeCoins(TURNTABLE_WHEELS.luckyOne))).toBe(2_380);
    expect(fractionValue(wheelExpectedPrizeCoins(TURNTABLE_WHEELS.harta))).toBe(18_950);
    expect(fractionValue(wheelExpectedPrizeCoins(TURNTABLE_WHEELS.shining6))).toBe(16_750);
    expect(fractionValue(wheelExpectedReturn(LUCKY))).toBeCloseTo(0.024, 12);
    expect(fractionValue(wheelExpectedReturn(TURNTABLE_WHEELS.luckyOne))).toBeCloseTo(0.0238, 12);
  });

  it('draw from the tables the rules publish', () => {
    expect(TURNTABLE_WHEELS.lucky.prizes.items).toBe(TURNTABLE_PRIZES);
    expect(TURNTABLE_WHEELS.tanpa.prizes.items).toBe(TURNTABLE_EVENT_PRIZES);
    expect(TURNTABLE_WHEELS.harta.prizes.items).toBe(TURNTABLE_HARTA_PRIZES);
    expect(TURNTABLE_WHEELS.shining6.prizes.items).toBe(TURNTABLE_SHINING_PRIZES);
    // Coins or a dress-up of the shop for one of its durations: never beans, never anything withdrawable.
    for (const id of TURNTABLE_WHEEL_IDS) {
      for (const prize of TURNTABLE_WHEELS[id].prizes.items) {
        if (prize.kind === 'coins') expect(Number.isSafeInteger(prize.coins) && prize.coins > 0, `${id} ${prize.coins}`).toBe(true);
        else expect(decorItem(prize.itemId) !== null && isDecorDuration(prize.days), `${id} ${prize.itemId}`).toBe(true);
      }
    }
  });

  it('count a dress-up at its shop price for the same days', () => {
    expect(prizeWorthCoins({ kind: 'coins', coins: 5_000 })).toBe(5_000);
    const harta = TURNTABLE_HARTA_PRIZES.find((prize) => prize.kind === 'decor');
    expect(harta).toEqual({ kind: 'decor', itemId: 'frame-gold', days: 30, weight: 1_000 });
    expect(prizeWorthCoins(harta!)).toBe(20_000);
    expect(prizeWorthCoins({ kind: 'decor', itemId: 'runway-comet', days: 7 })).toBe(15_000);
    expect(TURNTABLE_SHINING_PRIZES.filter((prize) => prize.kind === 'decor').map(prizeWorthCoins)).toEqual([50_000]);
  });
});

describe('spinWheel', () => {
  it('lands on each slot on exactly as many of the tickets as its weight', () => {
    const hits = Array<number>(TURNTABLE_PRIZES.length).fill(0);
    for (let ticket = 0; ticket < TURNTABLE_TOTAL_WEIGHT; ticket += 1) {
      const { index } = spinWheel(LUCKY, onTicket(ticket));
      hits[index] = (hits[index] ?? 0) + 1;
    }
    expect(hits).toEqual(TURNTABLE_PRIZES.map((prize) => prize.weight));
  });

  it('switches slot exactly at the cumulative weight', () => {
    expect(spinWheel(LUCKY, onTicket(399))).toEqual({ index: 0, prize: { kind: 'coins', coins: 1_000, weight: 400 } });
    expect(spinWheel(LUCKY, onTicket(400))).toEqual({ index: 1, prize: { kind: 'coins', coins: 5_000, weight: 300 } });
    expect(spinWheel(LUCKY, onTicket(998)).index).toBe(6);
    expect(spinWheel(LUCKY, onTicket(999)).prize).toMatchObject({ kind: 'coins', coins: 1_000_000 });
  });

  it('stays on the wheel when the random source misbehaves', () => {
    expect(spinWheel(LUCKY, () => 0).index).toBe(0);
    expect(spinWheel(LUCKY, () => 1).index).toBe(7);
    expect(spinWheel(LUCKY, () => -3).index).toBe(0);
    expect(spinWheel(LUCKY, () => Number.NaN).index).toBe(0);
  });
});

describe('takeSpin', () => {
  it('uses one earned spin and returns its slot', () => {
    expect(takeSpin(LUCKY, { toppedUpCoins: 500_000, spinsUsed: 0 }, onTicket(450))).toEqual({
      ok: true,
      index: 1,
      prize: { kind: 'coins', coins: 5_000, weight: 300 },
      account: { toppedUpCoins: 500_000, spinsUsed: 1 },
    });
  });

  it('refuses when every earned spin is used, or the round limit is', () => {
    expect(takeSpin(LUCKY, { toppedUpCoins: 500_000, spinsUsed: 1 }, onTicket(0))).toEqual({ ok: false, error: 'noSpinsLeft' });
    expect(takeSpin(LUCKY, { toppedUpCoins: 499_999, spinsUsed: 0 }, onTicket(0))).toEqual({ ok: false, error: 'noSpinsLeft' });
    expect(takeSpin(LUCKY, { toppedUpCoins: 50_000_000, spinsUsed: 20 }, onTicket(0))).toEqual({ ok: false, error: 'noSpinsLeft' });
  });

  it('uses the wheel own step', () => {
    expect(takeSpin(TURNTABLE_WHEELS.luckyOne, { toppedUpCoins: 100_000, spinsUsed: 0 }, onTicket(0)).ok).toBe(true);
  });
});
