// Ramadan red packets (SPEC 1, 9; src/domain/red-packet.ts): the caller's status and the grab. A grab is checked with
// redPacketEligibility, drawn on the server with a verifiable draw (the day's seed of server/services/draws.ts, the draw
// message `redPacket|<date>|<packet number>`), credited once through the ledger (kind redPacketGrab) and held by the
// database: the pool cannot go below zero, a user grabs once per period and three times a day (server/db/migrations).
import type { GrabView, RedPacketStatus } from '../../src/contract/events.ts';
import { lastEndedRound, nextRound, roundAt } from '../../src/domain/events.ts';
import { drawMessage } from '../../src/domain/fair-draw.ts';
import { hostActivityOf, nextRedPacketPeriod, periodsOf } from '../../src/domain/ramadan.ts';
import {
  RED_PACKET_PACKETS_PER_DAY,
  grabRedPacket,
  hostQualifiesForRedPacket,
  redPacketEligibility,
  redPacketHostWindow,
  redPacketPeriodAt,
  redPacketPoolFor,
  type HostActivity,
  type RedPacketEvent,
  type RedPacketPool,
} from '../../src/domain/red-packet.ts';
import { businessDate } from '../../src/domain/time.ts';
import { rolesOf } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { grantCoins } from '../services/coins.ts';
import { daySeed, drawRandom, seedView } from '../services/draws.ts';
import { available } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { EVENTS, type ServerEvent } from './folders.ts';

/** The game name of red-packet draws (draw_seeds, /api/draws/seed). */
export const RED_PACKET_GAME = 'redPacket';

/** The red-packet event: the event folder that ranks red-packet coins (the Ramadan event), if there is one. */
export function redPacketEvent(): ServerEvent | null {
  return [...EVENTS.values()].find((event) => event.metric === 'redPacketCoins') ?? null;
}

/** The edition running at `now` as red-packet.ts reads it, or null. */
function editionAt(event: ServerEvent | null, now: number): RedPacketEvent | null {
  const round = event && roundAt(event.window, now);
  return round ? { firstDay: round.first, lastDay: round.last } : null;
}

/** The stored pool of `date`, or null before its first grab. */
function storedPool(db: Db, date: string): RedPacketPool | null {
  const row = db.prepare('SELECT packets_left, coins_left FROM red_packet_pools WHERE date = ?').get(date) as
    | { packets_left: number; coins_left: number }
    | undefined;
  return row ? { date, packetsLeft: row.packets_left, coinsLeft: row.coins_left } : null;
}

/** The period keys (`date#index`, red-packet.ts) the user grabbed in on `date`. */
function grabbedKeys(db: Db, userId: number, date: string): string[] {
  const rows = db.prepare('SELECT period FROM red_packet_grabs WHERE user_id = ? AND date = ?').all(userId, date) as { period: number }[];
  return rows.map((row) => `${date}#${row.period}`);
}

/** SPEC 9: a host's activity over the host window (red-packet.ts), or null for a user who is not a host. */
export function hostActivity(db: Db, userId: number, now: number): HostActivity | null {
  if (!rolesOf(db, userId).includes('host')) return null;
  const { start, end } = redPacketHostWindow(now);
  const days = db.prepare('SELECT live_minutes FROM host_days WHERE host_id = ? AND date BETWEEN ? AND ?').all(userId, start, end) as {
    live_minutes: number;
  }[];
  return hostActivityOf(days.map((day) => ({ liveMinutes: day.live_minutes })));
}

/** A row of red_packet_grabs. */
interface GrabRow {
  id: number;
  at: number;
  date: string;
  period: number;
  packet_no: number;
  coins: number;
  draw_message: string;
  commitment: string;
  pool_packets_before: number;
  pool_coins_before: number;
}

/** A grab as its record shows it, with its day's seed once that day is over (issue 26.8: anyone checks the draw). */
function grabView(db: Db, row: GrabRow, now: number): GrabView {
  return {
    seed: seedView(db, RED_PACKET_GAME, row.date, now)?.seed ?? null,
    id: String(row.id),
    at: row.at,
    date: row.date,
    period: row.period,
    packetNo: row.packet_no,
    coins: row.coins,
    drawMessage: row.draw_message,
    commitment: row.commitment,
    poolBefore: { packets: row.pool_packets_before, coins: row.pool_coins_before },
  };
}

/**
 * The database's own refusals of a grab that raced past the checks: the once-per-period key, the daily trigger and
 * the pool's checks. Each answers as the check before it would have.
 */
export const grabRefusal: Refusal = (error) => {
  const text = error instanceof Error ? error.message : '';
  if (text.includes('UNIQUE constraint failed: red_packet_grabs.user_id')) return 'redPacket.alreadyGrabbedThisPeriod';
  if (text.includes('red packet: daily grabs used')) return 'redPacket.dailyLimitReached';
  if (text.includes('UNIQUE constraint failed: red_packet_grabs.date') || text.includes('CHECK constraint failed: packets_left') || text.includes('CHECK constraint failed: coins_left')) {
    return 'redPacket.poolEmpty';
  }
  return null;
};

/** Where `userId` stands with the red packets at `now`: the edition and period, their grabs, the pool, the seed. */
export function redPacketStatus(db: Db, userId: number, now: number): RedPacketStatus {
  const today = businessDate(now);
  const event = redPacketEvent();
  const edition = editionAt(event, now);
  const upcoming = !edition && event ? nextRound(event.window, now) : null;
  const shown = edition ? roundAt(event!.window, now) : event ? lastEndedRound(event.window, now) : null;
  // DESIGN 11: today's seed is made, and its SHA-256 published, before the day's first grab.
  const commitment = edition ? transaction(db, () => daySeed(db, RED_PACKET_GAME, now)).commitment : null;
  const period = edition ? redPacketPeriodAt(now) : null;
  const next = edition
    ? nextRedPacketPeriod(edition, now)
    : upcoming
      ? (periodsOf(upcoming.first)[0] ?? null)
      : null;
  const keys = grabbedKeys(db, userId, today);
  const activity = hostActivity(db, userId, now);
  const pool = redPacketPoolFor(storedPool(db, today), now);
  const grabs = shown
    ? (db
        .prepare('SELECT * FROM red_packet_grabs WHERE user_id = ? AND date BETWEEN ? AND ? ORDER BY id DESC')
        .all(userId, shown.first, shown.last) as unknown as GrabRow[])
    : [];
  return {
    now,
    edition: edition && { first: edition.firstDay, last: edition.lastDay },
    nextEdition: upcoming && { first: upcoming.first, last: upcoming.last },
    period: period && { index: period.index, startMs: period.startMs, endMs: period.endMs },
    nextPeriod: next,
    grabsToday: keys.length,
    grabbedThisPeriod: period !== null && keys.includes(period.key),
    host: activity && { ...activity, qualifies: hostQualifiesForRedPacket(activity) },
    pool: { packetsLeft: pool.packetsLeft, coinsLeft: pool.coinsLeft },
    commitment,
    grabs: grabs.map((row) => grabView(db, row, now)),
  };
}

/** Grabs a red packet for `userId` at `now` (inside the money call's transaction). */
export function grabPacket(db: Db, userId: number, now: number): Outcome<{ grab: GrabView; balance: number; grabsToday: number }> {
  const today = businessDate(now);
  const edition = editionAt(redPacketEvent(), now);
  if (!edition) return refused('redPacket.eventClosed');
  const stored = storedPool(db, today);
  const input = { event: edition, pool: stored, user: { grabbedPeriodKeys: grabbedKeys(db, userId, today) }, hostActivity: hostActivity(db, userId, now), now };
  // Refusals are answered before the day's seed is touched.
  const eligibility = redPacketEligibility(input);
  if (!eligibility.ok) return refused(`redPacket.${eligibility.error}`);
  const pool = redPacketPoolFor(stored, now);
  const packetNo = RED_PACKET_PACKETS_PER_DAY - pool.packetsLeft + 1;
  // The draw's inputs are fixed before the seed is read: the game, the day and the day's packet number.
  const message = drawMessage([RED_PACKET_GAME, today, packetNo]);
  const seed = daySeed(db, RED_PACKET_GAME, now);
  const grab = grabRedPacket(input, drawRandom(seed.seed, message));
  if (!grab.ok) return refused(`redPacket.${grab.error}`);
  const period = eligibility.period;
  if (!stored) db.prepare('INSERT INTO red_packet_pools (date, packets_left, coins_left) VALUES (?, ?, ?)').run(today, pool.packetsLeft, pool.coinsLeft);
  const id = Number(
    db
      .prepare(
        `INSERT INTO red_packet_grabs (user_id, date, period, packet_no, coins, pool_packets_before, pool_coins_before, draw_message,
           commitment, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, today, period.index, packetNo, grab.coins, pool.packetsLeft, pool.coinsLeft, message, seed.commitment, now).lastInsertRowid,
  );
  grantCoins(db, { userId, amount: grab.coins, kind: 'redPacketGrab', at: now, ref: { type: 'redPacketGrab', id } });
  const row = db.prepare('SELECT * FROM red_packet_grabs WHERE id = ?').get(id) as unknown as GrabRow;
  return done({ grab: grabView(db, row, now), balance: available(db, userId, 'coin'), grabsToday: grabbedKeys(db, userId, today).length });
}
