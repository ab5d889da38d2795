import { describe, expect, it } from 'vitest';
import {
  claimSummonsPacket,
  createSummons,
  nextSummonsThreshold,
  splitCoinsIntoPackets,
  SUMMONS_EFFECT_THRESHOLDS_PEOPLE,
  SUMMONS_PACKETS_AND_COINS,
  SUMMONS_TIERS,
  SUMMONS_VALID_MINUTES,
  summonsDrawMessage,
  summonsEffectLevel,
  summonsExpiresAtMs,
  summonsRefundCoins,
  summonsSplitRule,
  type Summons,
} from '../../../src/domain/family-summons.ts';
import { seededRandom } from '../../../src/domain/random.ts';
import { ASKED } from './family-states.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const summons: Summons = { tier: 'basic', sentAtMs: ASKED, packets: [4_000, 3_000, 2_000, 1_000], claimedBy: [] };
const EXPIRES = ASKED + 30 * 60 * 1000;

describe('summonsEffectLevel', () => {
  it('climbs one level at each of 5, 15, 30, 100 and 150 people', () => {
    expect(SUMMONS_EFFECT_THRESHOLDS_PEOPLE).toEqual([5, 15, 30, 100, 150]);
    expect(summonsEffectLevel(0)).toBe(0);
    SUMMONS_EFFECT_THRESHOLDS_PEOPLE.forEach((threshold, index) => {
      expect(summonsEffectLevel(threshold - 1)).toBe(index);
      expect(summonsEffectLevel(threshold)).toBe(index + 1);
      expect(summonsEffectLevel(threshold + 1)).toBe(index + 1);
    });
    expect(summonsEffectLevel(10_000)).toBe(5);
  });
});

describe('splitCoinsIntoPackets', () => {
  it('always gives whole packets of at least 1 coin adding up to exactly the coins', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = seededRandom(seed);
      const packets = 1 + Math.floor(random() * 120);
      const coins = packets + Math.floor(random() * 300_000);
      const amounts = splitCoinsIntoPackets(coins, packets, random);
      expect(amounts).toHaveLength(packets);
      expect(sum(amounts)).toBe(coins);
      for (const amount of amounts) {
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives 1 coin each when there are exactly as many coins as packets', () => {
    expect(splitCoinsIntoPackets(5, 5, () => 0.99)).toEqual([1, 1, 1, 1, 1]);
  });

  it('keeps a single packet whole', () => {
    expect(splitCoinsIntoPackets(10_000, 1, () => 0.5)).toEqual([10_000]);
  });

  it('draws each packet from 1 up to twice the mean of what is left', () => {
    expect(splitCoinsIntoPackets(100, 4, () => 0)).toEqual([1, 1, 1, 97]);
    // Caps: 2 x 100 / 4 = 50, then 2 x 50 / 3 = 33, then 17 - 1 = 16 (one coin kept for the last packet).
    expect(splitCoinsIntoPackets(100, 4, () => 0.999_999)).toEqual([50, 33, 16, 1]);
  });

  it('stays valid when the random source misbehaves', () => {
    for (const bad of [() => 1, () => -0.5, () => Number.NaN, () => 7]) {
      const amounts = splitCoinsIntoPackets(1_000, 10, bad);
      expect(sum(amounts)).toBe(1_000);
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses fewer coins than packets, no packets, or fractions', () => {
    expect(() => splitCoinsIntoPackets(4, 5, Math.random)).toThrow(RangeError);
    expect(() => splitCoinsIntoPackets(10, 0, Math.random)).toThrow(RangeError);
    expect(() => splitCoinsIntoPackets(10.5, 2, Math.random)).toThrow(RangeError);
  });
});

describe('createSummons', () => {
  it('splits each tier into its packets and coins', () => {
    for (const tier of SUMMONS_TIERS) {
      const summons = createSummons(tier, ASKED, seededRandom(42));
      const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
      expect(summons.tier).toBe(tier);
      expect(summons.sentAtMs).toBe(ASKED);
      expect(summons.packets).toHaveLength(packets);
      expect(sum(summons.packets)).toBe(coins);
      expect(summons.claimedBy).toEqual([]);
    }
  });
});

describe('summonsExpiresAtMs', () => {
  it('is 30 minutes after sending', () => {
    expect(SUMMONS_VALID_MINUTES).toBe(30);
    expect(summonsExpiresAtMs(summons)).toBe(EXPIRES);
  });
});

describe('claimSummonsPacket', () => {
  it('hands out the packets in order, one per user', () => {
    const first = claimSummonsPacket(summons, 10004, ASKED + 1);
    expect(first).toEqual({ ok: true, coins: 4_000, summons: { ...summons, claimedBy: [10004] } });
    if (!first.ok) return;
    expect(claimSummonsPacket(first.summons, 10004, ASKED + 2)).toEqual({ ok: false, error: 'alreadyClaimed' });
    const second = claimSummonsPacket(first.summons, 10001, ASKED + 2);
    expect(second.ok && second.coins).toBe(3_000);
  });

  it('allows claims up to the last millisecond of the 30 minutes', () => {
    expect(claimSummonsPacket(summons, 1, EXPIRES - 1).ok).toBe(true);
    expect(claimSummonsPacket(summons, 1, EXPIRES)).toEqual({ ok: false, error: 'expired' });
  });

  it('says empty once every packet is claimed', () => {
    expect(claimSummonsPacket({ ...summons, claimedBy: [1, 2, 3, 4] }, 5, ASKED)).toEqual({ ok: false, error: 'empty' });
  });
});

describe('summonsRefundCoins', () => {
  it('refuses while the summons is still valid', () => {
    expect(summonsRefundCoins(summons, EXPIRES - 1)).toEqual({ ok: false, error: 'stillOpen' });
  });

  it('returns the unclaimed packets at expiry', () => {
    expect(summonsRefundCoins(summons, EXPIRES)).toEqual({ ok: true, coins: 10_000 });
    expect(summonsRefundCoins({ ...summons, claimedBy: [1] }, EXPIRES)).toEqual({ ok: true, coins: 6_000 });
    expect(summonsRefundCoins({ ...summons, claimedBy: [1, 2, 3, 4] }, EXPIRES + 1)).toEqual({ ok: true, coins: 0 });
  });

  it('adds up with the claimed coins to exactly what was sent', () => {
    const sent = createSummons('premium', ASKED, seededRandom(7));
    let state = sent;
    let claimed = 0;
    for (let user = 1; user <= 37; user += 1) {
      const result = claimSummonsPacket(state, user, ASKED + user);
      if (result.ok) {
        claimed += result.coins;
        state = result.summons;
      }
    }
    const refund = summonsRefundCoins(state, summonsExpiresAtMs(state));
    expect(refund.ok && refund.coins + claimed).toBe(SUMMONS_PACKETS_AND_COINS.premium.coins);
  });
});

describe('the published summons split', () => {
  it('is derived from the same constants the server splits with', () => {
    for (const tier of SUMMONS_TIERS) {
      const rule = summonsSplitRule(tier);
      const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
      expect(rule).toMatchObject({ packets, coins, averageCoins: coins / packets, minCoins: 1 });
      // The largest first packet the split can give is the rule's maximum.
      expect(splitCoinsIntoPackets(coins, packets, () => 0.999_999_9)[0]).toBe(rule.firstMaxCoins);
      expect(splitCoinsIntoPackets(coins, packets, () => 0)[0]).toBe(rule.minCoins);
    }
  });

  it('draws from the message game|date|id', () => {
    expect(summonsDrawMessage('2026-03-04', 42)).toBe('summons|2026-03-04|42');
  });

  it('names the next effect threshold, none after 150 people', () => {
    expect(nextSummonsThreshold(0)).toBe(5);
    expect(nextSummonsThreshold(5)).toBe(15);
    expect(nextSummonsThreshold(149)).toBe(150);
    expect(nextSummonsThreshold(150)).toBeNull();
  });
});
