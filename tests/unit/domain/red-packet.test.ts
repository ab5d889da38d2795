import { describe, expect, it } from 'vitest';
import {
  drawRedPacketCoins,
  grabRedPacket,
  grabsToday,
  hostQualifiesForRedPacket,
  RED_PACKET_AMOUNTS,
  RED_PACKET_DAILY_BUDGET_COINS,
  RED_PACKET_EXPECTED_COINS,
  RED_PACKET_GRABS_PER_DAY_MAX,
  RED_PACKET_MAX_COINS,
  RED_PACKET_MIN_COINS,
  RED_PACKET_PACKETS_PER_DAY,
  RED_PACKET_TOTAL_WEIGHT,
  redPacketEligibility,
  redPacketHostWindow,
  redPacketPeriodAt,
  redPacketPoolFor,
  type RedPacketGrabInput,
  type RedPacketPool,
} from '../../../src/domain/red-packet.ts';
import { jkt } from '../../support/jakarta-time.ts';

/** A random source landing on whole ticket `ticket` of the amount weights. */
const onTicket = (ticket: number) => () => (ticket + 0.5) / RED_PACKET_TOTAL_WEIGHT;
/** The first ticket of the 100,000-coin amount. */
const TOP_TICKET = RED_PACKET_TOTAL_WEIGHT - 1;

const EVENT = { firstDay: '2026-02-18', lastDay: '2026-03-19' };
const NOW = jkt(2026, 3, 10, 18, 30);
const FRESH: RedPacketPool = { date: '2026-03-10', packetsLeft: 10_000, coinsLeft: 10_000_000 };
const input = (patch: Partial<RedPacketGrabInput> = {}): RedPacketGrabInput => ({
  event: EVENT,
  pool: null,
  user: { grabbedPeriodKeys: [] },
  hostActivity: null,
  now: NOW,
  ...patch,
});

describe('RED_PACKET_EXPECTED_COINS', () => {
  it('is exactly 905 coins a packet, within the spec range of 50 to 100,000', () => {
    expect(RED_PACKET_EXPECTED_COINS.numerator).toBe(905 * RED_PACKET_EXPECTED_COINS.denominator);
    expect(RED_PACKET_MIN_COINS).toBe(50);
    expect(RED_PACKET_MAX_COINS).toBe(100_000);
    for (const amount of RED_PACKET_AMOUNTS) {
      expect(amount.coins).toBeGreaterThanOrEqual(RED_PACKET_MIN_COINS);
      expect(amount.coins).toBeLessThanOrEqual(RED_PACKET_MAX_COINS);
    }
  });

  it("lets the day's 10,000 packets expect less than the budget, which covers 50 coins each", () => {
    expect(RED_PACKET_PACKETS_PER_DAY).toBe(10_000);
    const { numerator, denominator } = RED_PACKET_EXPECTED_COINS;
    expect(numerator * RED_PACKET_PACKETS_PER_DAY).toBeLessThan(RED_PACKET_DAILY_BUDGET_COINS * denominator);
    expect(RED_PACKET_DAILY_BUDGET_COINS).toBeGreaterThanOrEqual(RED_PACKET_MIN_COINS * RED_PACKET_PACKETS_PER_DAY);
  });
});

describe('redPacketPeriodAt', () => {
  it('opens four one-hour periods a day at 03:00, 12:00, 18:00 and 21:00 in Jakarta', () => {
    [3, 12, 18, 21].forEach((hour, index) => {
      expect(redPacketPeriodAt(jkt(2026, 3, 10, hour - 1, 59, 59, 999))).toBeNull();
      expect(redPacketPeriodAt(jkt(2026, 3, 10, hour))).toEqual({
        index,
        key: `2026-03-10#${index}`,
        startMs: jkt(2026, 3, 10, hour),
        endMs: jkt(2026, 3, 10, hour + 1),
      });
      expect(redPacketPeriodAt(jkt(2026, 3, 10, hour, 59, 59, 999))?.index).toBe(index);
      expect(redPacketPeriodAt(jkt(2026, 3, 10, hour + 1))).toBeNull();
    });
  });
});

describe('redPacketHostWindow', () => {
  it('is the 7 business days before today', () => {
    expect(redPacketHostWindow(NOW)).toEqual({ start: '2026-03-03', end: '2026-03-09' });
    expect(redPacketHostWindow(jkt(2026, 3, 11))).toEqual({ start: '2026-03-04', end: '2026-03-10' });
  });
});

describe('hostQualifiesForRedPacket', () => {
  it('needs at least 5 valid days and 12 hours live', () => {
    expect(hostQualifiesForRedPacket({ validDays: 4, liveMinutes: 720 })).toBe(false);
    expect(hostQualifiesForRedPacket({ validDays: 5, liveMinutes: 719 })).toBe(false);
    expect(hostQualifiesForRedPacket({ validDays: 5, liveMinutes: 720 })).toBe(true);
    expect(hostQualifiesForRedPacket({ validDays: 6, liveMinutes: 721 })).toBe(true);
  });
});

describe('redPacketPoolFor', () => {
  it('starts each business day with 10,000 packets and the budget', () => {
    expect(redPacketPoolFor(null, NOW)).toEqual(FRESH);
    expect(redPacketPoolFor({ date: '2026-03-09', packetsLeft: 0, coinsLeft: 0 }, jkt(2026, 3, 10))).toEqual(FRESH);
  });

  it("keeps today's pool", () => {
    const used = { date: '2026-03-10', packetsLeft: 3, coinsLeft: 900 };
    expect(redPacketPoolFor(used, jkt(2026, 3, 10, 23, 59, 59, 999))).toBe(used);
  });
});

describe('grabsToday', () => {
  it("counts only the grabs of today's business day", () => {
    expect(grabsToday({ grabbedPeriodKeys: ['2026-03-09#0', '2026-03-09#1', '2026-03-10#0'] }, NOW)).toBe(1);
    expect(grabsToday({ grabbedPeriodKeys: ['2026-03-10#0'] }, jkt(2026, 3, 11))).toBe(0);
  });
});

describe('redPacketEligibility', () => {
  it('allows a viewer during a period of the event', () => {
    expect(redPacketEligibility(input())).toEqual({ ok: true, period: redPacketPeriodAt(NOW) });
  });

  it('is closed before the first day and after the last day', () => {
    expect(redPacketEligibility(input({ now: jkt(2026, 2, 17, 21) }))).toEqual({ ok: false, error: 'eventClosed' });
    expect(redPacketEligibility(input({ now: jkt(2026, 2, 18, 3) })).ok).toBe(true);
    expect(redPacketEligibility(input({ now: jkt(2026, 3, 19, 21) })).ok).toBe(true);
    expect(redPacketEligibility(input({ now: jkt(2026, 3, 20, 3) }))).toEqual({ ok: false, error: 'eventClosed' });
  });

  it('is refused between periods', () => {
    expect(redPacketEligibility(input({ now: jkt(2026, 3, 10, 19) }))).toEqual({ ok: false, error: 'notInPeriod' });
  });

  it('lets a host take part only with enough live activity', () => {
    expect(redPacketEligibility(input({ hostActivity: { validDays: 4, liveMinutes: 2_000 } }))).toEqual({
      ok: false,
      error: 'hostNotQualified',
    });
    expect(redPacketEligibility(input({ hostActivity: { validDays: 5, liveMinutes: 720 } })).ok).toBe(true);
  });

  it('allows one grab per period', () => {
    expect(redPacketEligibility(input({ user: { grabbedPeriodKeys: ['2026-03-10#2'] } }))).toEqual({
      ok: false,
      error: 'alreadyGrabbedThisPeriod',
    });
  });

  it('allows at most 3 grabs a day, counting afresh the next day', () => {
    expect(RED_PACKET_GRABS_PER_DAY_MAX).toBe(3);
    const two = { grabbedPeriodKeys: ['2026-03-10#0', '2026-03-10#1'] };
    const three = { grabbedPeriodKeys: ['2026-03-10#0', '2026-03-10#1', '2026-03-10#2'] };
    expect(redPacketEligibility(input({ user: two, now: jkt(2026, 3, 10, 21) })).ok).toBe(true);
    expect(redPacketEligibility(input({ user: three, now: jkt(2026, 3, 10, 21) }))).toEqual({ ok: false, error: 'dailyLimitReached' });
    expect(redPacketEligibility(input({ user: three, now: jkt(2026, 3, 11, 3) })).ok).toBe(true);
  });

  it("is refused when today's pool has no packet or less than 50 coins left", () => {
    expect(redPacketEligibility(input({ pool: { ...FRESH, packetsLeft: 0 } }))).toEqual({ ok: false, error: 'poolEmpty' });
    expect(redPacketEligibility(input({ pool: { ...FRESH, packetsLeft: 1, coinsLeft: 49 } }))).toEqual({ ok: false, error: 'poolEmpty' });
    expect(redPacketEligibility(input({ pool: { ...FRESH, packetsLeft: 1, coinsLeft: 50 } })).ok).toBe(true);
    // Yesterday's empty pool does not matter today.
    expect(redPacketEligibility(input({ pool: { date: '2026-03-09', packetsLeft: 0, coinsLeft: 0 } })).ok).toBe(true);
  });
});

describe('drawRedPacketCoins', () => {
  it('draws each amount on exactly as many of the 10,000 tickets as its weight', () => {
    const hits = new Map<number, number>();
    for (let ticket = 0; ticket < RED_PACKET_TOTAL_WEIGHT; ticket += 1) {
      const coins = drawRedPacketCoins(FRESH, onTicket(ticket));
      hits.set(coins, (hits.get(coins) ?? 0) + 1);
    }
    expect([...hits.entries()]).toEqual(RED_PACKET_AMOUNTS.map((amount) => [amount.coins, amount.weight]));
  });

  it('caps a packet so every packet still to come keeps 50 coins', () => {
    expect(drawRedPacketCoins({ date: '2026-03-10', packetsLeft: 3, coinsLeft: 1_000 }, onTicket(TOP_TICKET))).toBe(900);
    expect(drawRedPacketCoins({ date: '2026-03-10', packetsLeft: 2, coinsLeft: 120 }, onTicket(TOP_TICKET))).toBe(70);
    expect(drawRedPacketCoins({ date: '2026-03-10', packetsLeft: 1, coinsLeft: 120 }, onTicket(TOP_TICKET))).toBe(120);
  });

  it('gives 50 when the pool is short of 50 a packet, and never more than the pool holds', () => {
    expect(drawRedPacketCoins({ date: '2026-03-10', packetsLeft: 5, coinsLeft: 60 }, onTicket(TOP_TICKET))).toBe(50);
    expect(drawRedPacketCoins({ date: '2026-03-10', packetsLeft: 5, coinsLeft: 60 }, onTicket(0))).toBe(50);
    expect(drawRedPacketCoins({ date: '2026-03-10', packetsLeft: 1, coinsLeft: 30 }, onTicket(TOP_TICKET))).toBe(30);
  });

  it('stays within the table when the random source misbehaves', () => {
    expect(drawRedPacketCoins(FRESH, () => 1)).toBe(100_000);
    expect(drawRedPacketCoins(FRESH, () => Number.NaN)).toBe(50);
  });

  it('pays out exactly the budget, and at least 50 a packet, when every draw is the largest', () => {
    let pool = FRESH;
    let paid = 0;
    let smallest = Infinity;
    for (let packet = 0; packet < RED_PACKET_PACKETS_PER_DAY; packet += 1) {
      const coins = drawRedPacketCoins(pool, onTicket(TOP_TICKET));
      paid += coins;
      smallest = Math.min(smallest, coins);
      pool = { ...pool, packetsLeft: pool.packetsLeft - 1, coinsLeft: pool.coinsLeft - coins };
    }
    expect(paid).toBe(RED_PACKET_DAILY_BUDGET_COINS);
    expect(smallest).toBe(RED_PACKET_MIN_COINS);
    expect(pool).toEqual({ date: '2026-03-10', packetsLeft: 0, coinsLeft: 0 });
  });
});

describe('grabRedPacket', () => {
  it("pays a packet, takes it from today's pool and records the period", () => {
    expect(grabRedPacket(input({ user: { grabbedPeriodKeys: ['2026-03-10#0'] } }), onTicket(7_500))).toEqual({
      ok: true,
      coins: 500,
      pool: { ...FRESH, packetsLeft: 9_999, coinsLeft: 9_999_500 },
      user: { grabbedPeriodKeys: ['2026-03-10#0', '2026-03-10#2'] },
    });
  });

  it('drops the keys of earlier days from the record', () => {
    const result = grabRedPacket(input({ user: { grabbedPeriodKeys: ['2026-03-09#0', '2026-03-09#3'] } }), onTicket(0));
    expect(result.ok && result.user).toEqual({ grabbedPeriodKeys: ['2026-03-10#2'] });
  });

  it('refuses what the eligibility check refuses, leaving everything unchanged', () => {
    expect(grabRedPacket(input({ now: jkt(2026, 3, 10, 19) }), onTicket(0))).toEqual({ ok: false, error: 'notInPeriod' });
    expect(grabRedPacket(input({ pool: { ...FRESH, packetsLeft: 0 } }), onTicket(0))).toEqual({ ok: false, error: 'poolEmpty' });
  });
});
