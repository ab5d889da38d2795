// The Ramadan red-packet event (SPEC 1, SPEC 9): daily grab periods, who may grab, how much a packet holds and the
// day's pool. Pure and shared by the event page and the server: erasable TypeScript that Node runs directly. `now` is
// epoch ms; days are business days in UTC+7 (time.ts); randomness is injected.
import { drawFrom, expectedValue, weightedTable, type Fraction } from './random.ts';
import { addDays, businessDate, businessDayStartMs, type BusinessDate } from './time.ts';

/** SPEC 9: 10,000 packets a day. */
export const RED_PACKET_PACKETS_PER_DAY = 10_000;
/** SPEC 9: a packet holds at least 50 coins. */
export const RED_PACKET_MIN_COINS = 50;
/** SPEC 9: a packet holds at most 100,000 coins. */
export const RED_PACKET_MAX_COINS = 100_000;
/** SPEC 9: at most 3 grabs a day per user. */
export const RED_PACKET_GRABS_PER_DAY_MAX = 3;
/** SPEC 9: a host needs 5 valid days (SPEC 9: a valid day has at least 60 minutes live) ... */
export const RED_PACKET_HOST_MIN_VALID_DAYS = 5;
/** SPEC 9: ... and 12 hours live in all. */
export const RED_PACKET_HOST_MIN_LIVE_HOURS = 12;
/** Assumed (docs/rules.md): both counted over the 7 business days before the grab day. */
export const RED_PACKET_HOST_WINDOW_DAYS = 7;

/**
 * Assumed (docs/rules.md): the grab periods of each day start at 03:00 (sahur), 12:00, 18:00 (iftar) and 21:00
 * UTC+7 and last 60 minutes; four periods and three grabs, so both SPEC 9 limits matter.
 */
export const RED_PACKET_PERIOD_START_HOURS = [3, 12, 18, 21] as const;
/** Assumed (docs/rules.md): each grab period lasts 60 minutes. */
export const RED_PACKET_PERIOD_MINUTES = 60;

/** Assumed (docs/rules.md): the coins the day's packets may hold in all; at least 50 for each of the 10,000 packets. */
export const RED_PACKET_DAILY_BUDGET_COINS = 10_000_000;

/**
 * Assumed (docs/rules.md): what a packet holds, by weight out of 10,000, from 50 to 100,000 coins; expected
 * 905 coins a packet (RED_PACKET_EXPECTED_COINS), so 10,000 packets expect 9,050,000 of the 10,000,000 budget.
 */
export const RED_PACKET_AMOUNTS: readonly { coins: number; weight: number }[] = [
  { coins: 50, weight: 4_000 },
  { coins: 100, weight: 3_000 },
  { coins: 500, weight: 1_500 },
  { coins: 1_000, weight: 800 },
  { coins: 5_000, weight: 500 },
  { coins: 10_000, weight: 150 },
  { coins: 50_000, weight: 40 },
  { coins: 100_000, weight: 10 },
];

/** The amounts as a checked weighted table (random.ts): the one shape every prize table is drawn from. */
const RED_PACKET_TABLE = weightedTable(RED_PACKET_AMOUNTS);

/** The sum of the amount weights. */
export const RED_PACKET_TOTAL_WEIGHT = RED_PACKET_TABLE.totalWeight;

/** Assumed (docs/rules.md): the expected coins of a packet, exact, before the pool's cap near the end of the budget. */
export const RED_PACKET_EXPECTED_COINS: Fraction = expectedValue(RED_PACKET_TABLE.items, (amount) => amount.coins);

/** The event's first and last business days (Ramadan moves every year, so they are configuration). */
export interface RedPacketEvent {
  firstDay: BusinessDate;
  lastDay: BusinessDate;
}

/** One grab period: which of the day's periods, its key (`YYYY-MM-DD#index`) and its bounds (end exclusive). */
export interface RedPacketPeriod {
  index: number;
  key: string;
  startMs: number;
  endMs: number;
}

/** The day's pool of packets, as stored. */
export interface RedPacketPool {
  date: BusinessDate;
  packetsLeft: number;
  coinsLeft: number;
}

/** A user's grabs, as stored: the keys of the periods they grabbed in. */
export interface RedPacketUserRecord {
  grabbedPeriodKeys: readonly string[];
}

/** A host's live activity over the host window. */
export interface HostActivity {
  /** Days in the window that were valid days (the host-pay rule decides what a valid day is). */
  validDays: number;
  /** Minutes live in the window. */
  liveMinutes: number;
}

/** Why a grab is refused. */
export type RedPacketError =
  'eventClosed' | 'notInPeriod' | 'hostNotQualified' | 'alreadyGrabbedThisPeriod' | 'dailyLimitReached' | 'poolEmpty';

/** Everything a grab depends on. */
export interface RedPacketGrabInput {
  event: RedPacketEvent;
  /** Today's pool as stored, or null (or an older day's) before the first grab of the day. */
  pool: RedPacketPool | null;
  user: RedPacketUserRecord;
  /** The user's live activity over `redPacketHostWindow(now)`, or null for a user who is not a host. */
  hostActivity: HostActivity | null;
  now: number;
}

/** Assumed (docs/rules.md): the grab period open at `now`, or null between periods. */
export function redPacketPeriodAt(now: number): RedPacketPeriod | null {
  const today = businessDate(now);
  const dayStartMs = businessDayStartMs(today);
  for (const [index, hour] of RED_PACKET_PERIOD_START_HOURS.entries()) {
    const startMs = dayStartMs + hour * 60 * 60 * 1000;
    const endMs = startMs + RED_PACKET_PERIOD_MINUTES * 60 * 1000;
    if (now >= startMs && now < endMs) return { index, key: `${today}#${index}`, startMs, endMs };
  }
  return null;
}

/** Assumed (docs/rules.md): the days a host's activity is counted over: the 7 business days before today. */
export function redPacketHostWindow(now: number): { start: BusinessDate; end: BusinessDate } {
  const today = businessDate(now);
  return { start: addDays(today, -RED_PACKET_HOST_WINDOW_DAYS), end: addDays(today, -1) };
}

/** SPEC 9: a host takes part with at least 5 valid days and 12 hours live (in the window). */
export function hostQualifiesForRedPacket(activity: HostActivity): boolean {
  return activity.validDays >= RED_PACKET_HOST_MIN_VALID_DAYS && activity.liveMinutes >= RED_PACKET_HOST_MIN_LIVE_HOURS * 60;
}

/** SPEC 9: today's pool: the stored one if it is today's, else a fresh one of 10,000 packets. */
export function redPacketPoolFor(pool: RedPacketPool | null, now: number): RedPacketPool {
  const today = businessDate(now);
  if (pool !== null && pool.date === today) return pool;
  return { date: today, packetsLeft: RED_PACKET_PACKETS_PER_DAY, coinsLeft: RED_PACKET_DAILY_BUDGET_COINS };
}

/** The user's period keys of today's business day. */
function todaysKeys(user: RedPacketUserRecord, now: number): string[] {
  const prefix = `${businessDate(now)}#`;
  return user.grabbedPeriodKeys.filter((key) => key.startsWith(prefix));
}

/** SPEC 9: the user's grabs on today's business day. */
export function grabsToday(user: RedPacketUserRecord, now: number): number {
  return todaysKeys(user, now).length;
}

/** SPEC 9: whether the user may grab now, and in which period. */
export function redPacketEligibility(
  input: RedPacketGrabInput,
): { ok: true; period: RedPacketPeriod } | { ok: false; error: RedPacketError } {
  const today = businessDate(input.now);
  // SPEC 1: a Ramadan event; assumed (docs/rules.md): its first and last business days are configuration.
  if (today < input.event.firstDay || today > input.event.lastDay) return { ok: false, error: 'eventClosed' };
  // assumed (docs/rules.md): packets are grabbed only inside the day's four periods.
  const period = redPacketPeriodAt(input.now);
  if (period === null) return { ok: false, error: 'notInPeriod' };
  // SPEC 9: hosts need 5 valid days and 12 hours to take part.
  if (input.hostActivity !== null && !hostQualifiesForRedPacket(input.hostActivity)) return { ok: false, error: 'hostNotQualified' };
  // SPEC 9: once per period.
  if (input.user.grabbedPeriodKeys.includes(period.key)) return { ok: false, error: 'alreadyGrabbedThisPeriod' };
  // SPEC 9: at most 3 grabs a day.
  if (grabsToday(input.user, input.now) >= RED_PACKET_GRABS_PER_DAY_MAX) return { ok: false, error: 'dailyLimitReached' };
  // SPEC 9: 10,000 packets a day; a pool without a packet or without 50 coins is empty.
  const pool = redPacketPoolFor(input.pool, input.now);
  if (pool.packetsLeft < 1 || pool.coinsLeft < RED_PACKET_MIN_COINS) return { ok: false, error: 'poolEmpty' };
  return { ok: true, period };
}

/** SPEC 9: the coins of the next packet of `pool`, drawn by weight; `random` returns [0, 1) like Math.random. */
export function drawRedPacketCoins(pool: RedPacketPool, random: () => number): number {
  // assumed (docs/rules.md): the amounts table.
  const coins = drawFrom(RED_PACKET_TABLE, random).item.coins;
  // assumed (docs/rules.md): capped so every packet still to come keeps 50 coins; never more than the pool holds.
  const cap = Math.min(RED_PACKET_MAX_COINS, pool.coinsLeft - RED_PACKET_MIN_COINS * (pool.packetsLeft - 1));
  return Math.min(pool.coinsLeft, Math.max(RED_PACKET_MIN_COINS, Math.min(coins, cap)));
}

/** SPEC 9: grabs a packet: its coins, today's pool after it and the user's record, or why not. */
export function grabRedPacket(
  input: RedPacketGrabInput,
  random: () => number,
): { ok: true; coins: number; pool: RedPacketPool; user: RedPacketUserRecord } | { ok: false; error: RedPacketError } {
  const eligibility = redPacketEligibility(input);
  if (!eligibility.ok) return eligibility;
  const pool = redPacketPoolFor(input.pool, input.now);
  const coins = drawRedPacketCoins(pool, random);
  return {
    ok: true,
    coins,
    pool: { ...pool, packetsLeft: pool.packetsLeft - 1, coinsLeft: pool.coinsLeft - coins },
    // Only today's keys matter for the limits, so older ones are dropped.
    user: { grabbedPeriodKeys: [...todaysKeys(input.user, input.now), eligibility.period.key] },
  };
}
