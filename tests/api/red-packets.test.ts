// Ramadan red packets (SPEC 9) through the API: once per period, three a day, refused outside a period, outside the
// event and for hosts without 5 valid days and 12 hours live; every grab drawn on the server and credited once; and
// 1,000 concurrent grabs never take more packets or coins than the day's pool holds and reconcile exactly.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RED_PACKET_ENDPOINTS, type GrabView, type RedPacketStatus } from '../../src/contract/events.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { RED_PACKET_MIN_COINS, drawRedPacketCoins } from '../../src/domain/red-packet.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { createSession } from '../../server/account/sessions.ts';
import { drawRandom } from '../../server/services/draws.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { caller, envelope, postSigned, testApp } from './helpers.ts';

/** 2026-03-18 is a day of the 2026 edition (src/events/ramadan/event.ts); periods open at 03, 12, 18 and 21 h UTC+7. */
const at = (time: string, date = '2026-03-18') => Date.parse(`${date}T${time}:00+07:00`);

/** Adds a user (a host when `liveMinutesPerDay` is given, with that much live time on each of the 7 days before `now`). */
function addUser(t: ReturnType<typeof testApp>, id: number, liveMinutesPerDay?: number): void {
  t.db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, 'female', 'demo', ?)").run(id, `Tester ${id}`, t.clock.now());
  if (liveMinutesPerDay === undefined) return;
  t.db.prepare("INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, 20001, 'weekly', NULL, 0, '2025-01-01')").run(id);
  const today = businessDate(t.clock.now());
  for (let back = 1; back <= 7; back++) {
    t.db.prepare('INSERT INTO host_days (host_id, date, live_minutes) VALUES (?, ?, ?)').run(id, addDays(today, -back), liveMinutesPerDay);
  }
}

describe('Ramadan red packets', () => {
  it('grabs once per period and three times a day, with the countdown data and the grabs on the status', async () => {
    const t = testApp({ now: at('03:30') });
    addUser(t, 57501);
    const grab = async () => (await caller(t, '57501'))<{ grab: GrabView; balance: number; grabsToday: number }>(RED_PACKET_ENDPOINTS.grab.path, {}, {
      'Idempotency-Key': `rp-${t.clock.now()}-${Math.random().toString(36).slice(2)}`,
    });
    const first = await grab();
    expect(first.code).toBe(0);
    expect(first.data.grab.coins).toBeGreaterThanOrEqual(RED_PACKET_MIN_COINS);
    expect(first.data.balance).toBe(first.data.grab.coins);
    expect((await grab()).code).toBe(ERROR_CODES['redPacket.alreadyGrabbedThisPeriod']);
    t.clock.setTo(at('05:00'));
    expect((await grab()).code).toBe(ERROR_CODES['redPacket.notInPeriod']);
    const status = await (await caller(t, '57501'))<RedPacketStatus>(RED_PACKET_ENDPOINTS.status.path);
    expect(status.data).toMatchObject({ period: null, nextPeriod: { index: 1, startMs: at('12:00') }, grabsToday: 1, host: null });
    expect(status.data.grabs.map((g) => g.id)).toEqual([first.data.grab.id]);
    t.clock.setTo(at('12:10'));
    expect((await grab()).code).toBe(0);
    t.clock.setTo(at('18:10'));
    expect((await grab()).code).toBe(0);
    t.clock.setTo(at('21:10'));
    expect((await grab()).code).toBe(ERROR_CODES['redPacket.dailyLimitReached']);
    t.clock.setTo(at('03:10', '2026-03-19'));
    expect((await grab()).code).toBe(0);
    const coins = t.db.prepare('SELECT SUM(coins) AS n FROM red_packet_grabs WHERE user_id = 57501').get() as { n: number };
    expect(available(t.db, 57501, 'coin')).toBe(coins.n);
    t.clock.setTo(at('12:10', '2026-03-25'));
    expect((await grab()).code).toBe(ERROR_CODES['redPacket.eventClosed']);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('gives each grab its draw message, commitment and, once the day is over, the seed that recomputes it (issue 26.8)', async () => {
    const t = testApp({ now: at('03:30') });
    addUser(t, 57502);
    const call = await caller(t, '57502');
    const grabbed = await call<{ grab: GrabView }>(RED_PACKET_ENDPOINTS.grab.path, {}, { 'Idempotency-Key': 'rp-verify-000001' });
    expect(grabbed.code).toBe(0);
    expect(grabbed.data.grab).toMatchObject({ drawMessage: `redPacket|2026-03-18|${grabbed.data.grab.packetNo}`, seed: null });
    t.clock.setTo(at('03:10', '2026-03-19'));
    const status = await (await caller(t, '57502'))<RedPacketStatus>(RED_PACKET_ENDPOINTS.status.path);
    const grab = status.data.grabs.find((g) => g.id === grabbed.data.grab.id)!;
    expect(grab.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(Buffer.from(grab.seed ?? '', 'hex')).digest('hex')).toBe(grab.commitment);
    const pool = { date: grab.date, packetsLeft: grab.poolBefore.packets, coinsLeft: grab.poolBefore.coins };
    expect(drawRedPacketCoins(pool, drawRandom(grab.seed ?? '', grab.drawMessage))).toBe(grab.coins);
  });

  it('lets hosts grab only with 5 valid days and 12 hours live over the 7 days before', async () => {
    const t = testApp({ now: at('12:30') });
    addUser(t, 57502, 30);
    addUser(t, 57503, 150);
    const key = { 'Idempotency-Key': 'rp-host-check-1' };
    expect((await (await caller(t, '57502'))(RED_PACKET_ENDPOINTS.grab.path, {}, key)).code).toBe(ERROR_CODES['redPacket.hostNotQualified']);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM red_packet_grabs WHERE user_id = 57502').get()).toEqual({ n: 0 });
    expect((await (await caller(t, '57503'))(RED_PACKET_ENDPOINTS.grab.path, {}, key)).code).toBe(0);
  });

  it('never takes more than the pool holds when 1,000 grabs race, and reconciles exactly', { timeout: 120_000 }, async () => {
    const t = testApp({ now: at('12:20'), env: { RATE_LIMIT_SCALE: '1000' } });
    const now = t.clock.now();
    const date = businessDate(now);
    // Late in the day: 300 packets and 60,000 coins left for 1,000 users grabbing at once.
    const packets = 300;
    const coins = 60_000;
    t.db.prepare('INSERT INTO red_packet_pools (date, packets_left, coins_left) VALUES (?, ?, ?)').run(date, packets, coins);
    const tokens: string[] = [];
    for (let i = 0; i < 1000; i++) {
      addUser(t, 570_000 + i);
      tokens.push(createSession(t.db, 570_000 + i, '1', 'demo', now).token);
    }
    const answers = await Promise.all(
      tokens.map((token, i) =>
        postSigned(t.app, RED_PACKET_ENDPOINTS.grab.path, token, {}, { now, headers: { 'Idempotency-Key': `rp-race-${i}` } }).then((res) => envelope<{ grab: GrabView }>(res)),
      ),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(answers.every((a) => a.code === 0 || a.code === ERROR_CODES['redPacket.poolEmpty'] || a.code === ERROR_CODES.busy)).toBe(true);
    expect(won.length).toBeLessThanOrEqual(packets);
    const pool = t.db.prepare('SELECT packets_left, coins_left FROM red_packet_pools WHERE date = ?').get(date) as { packets_left: number; coins_left: number };
    const granted = won.reduce((sum, a) => sum + a.data.grab.coins, 0);
    expect(pool.packets_left).toBe(packets - won.length);
    expect(pool.coins_left).toBe(coins - granted);
    expect(pool.coins_left).toBeGreaterThanOrEqual(pool.packets_left * RED_PACKET_MIN_COINS);
    expect(new Set(won.map((a) => a.data.grab.packetNo)).size).toBe(won.length);
    const credited = t.db
      .prepare("SELECT COALESCE(SUM(e.amount), 0) AS n FROM ledger_transactions x JOIN ledger_entries e ON e.tx_id = x.id JOIN accounts a ON a.id = e.account_id WHERE x.kind = 'redPacketGrab' AND a.user_id IS NOT NULL")
      .get() as { n: number };
    expect(credited.n).toBe(granted);
    expect(reconcile(t.db)).toEqual([]);
    // With no race to lose, every packet goes: the pool runs out exactly.
    if (answers.every((a) => a.code !== ERROR_CODES.busy)) expect(won.length).toBe(packets);
  });
});
