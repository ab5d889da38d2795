// The demo's stand-in for the app (reference server only, demo mode only: DEMO_DATA=1): it keeps the demo hosts that
// were streaming when the history ends streaming and receiving gifts every day after it, so their days fill, their levels grow and the
// settlement job has real days to settle. Each host day is planned from a seed of the host and the date (evening
// sessions, up to three, now and then one too short to count), and a session is recorded, with its gifts, at the
// run that passes its end: the meta row `demo_activity_until` keeps how far that is (moved on when a run records
// something; an instant with nothing to record needs no mark), so each session is recorded once. The families of the
// demo are fed too: each day at 21:00 (UTC+7) a family gains about a seventh of a week's prestige in its tier's band
// (gift beans of its hosts and gift points of its members), so a demo server that runs past a Sunday rates each family
// about where it was instead of dropping them all to Bronze.
import { NO_BEANS, type BeansByGift } from '../../src/domain/level-task.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { DAY_MS, addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { FAMILY_TIERS, type FamilyTier } from '../../src/domain/family-tiers.ts';
import type { Db } from '../db/database.ts';
import { addFamilyActivity } from '../family/store.ts';
import { DEMO_FAMILY_IDS, TIER_BAND } from './families.ts';
import { DEMO_HOST_SCALE } from './live.ts';
import { DEMO_SEEDED_AT_KEY } from './seed.ts';
import { recordGifts, recordLiveSession } from '../earnings/host-activity.ts';
import type { Job } from '../services/job-runner.ts';

/** The meta row holding the instant up to which the demo activity is recorded. */
export const DEMO_ACTIVITY_UNTIL_KEY = 'demo_activity_until';

const MINUTE_MS = 60_000;
/** Sessions end by 23:30 (UTC+7), so a day's sessions never cross into the next day that settles apart. */
const LAST_END_BEFORE_MIDNIGHT_MS = 30 * MINUTE_MS;
/** A host streams in at most this many sessions a day, plus now and then one under a minute that does not count. */
const MAX_SESSIONS_PER_DAY = 3;
/** A host with no session in this many days before the seeding instant has stopped streaming; the simulator leaves it so. */
const STILL_STREAMING_DAYS = 30;
/** Other hosts rest this share of days; the demo accounts stream every day. */
const FILLER_REST_SHARE = 0.12;

/** One planned session with the gifts that arrive during it. */
export interface PlannedSession {
  startedAt: number;
  endedAt: number;
  beans: BeansByGift;
}

/** The typical day of a host: the demo accounts' own, a stable one drawn from the id for the others. */
function scaleOf(hostId: number): { beans: number; live: number; spread: [number, number] } {
  const own = DEMO_HOST_SCALE[hostId];
  if (own) return { ...own, spread: hostId === 10001 ? [0.95, 0.5] : [0.6, 0.8] };
  const random = seededRandom(hostId);
  return { beans: 60_000 + Math.floor(random() * 1_340_000), live: 60 + Math.floor(random() * 240), spread: [0.6, 0.8] };
}

/**
 * The sessions of a host on a business date, starting no earlier than `from` (the seeding instant on the first day):
 * the same for every call, so runs at different times record one consistent day.
 */
export function planDemoDay(hostId: number, date: BusinessDate, from: number): PlannedSession[] {
  const dayStart = businessDayStartMs(date);
  const lastEnd = dayStart + DAY_MS - LAST_END_BEFORE_MIDNIGHT_MS;
  const start = Math.max(dayStart, from);
  if (start >= lastEnd) return [];
  const random = seededRandom((Math.imul(hostId, 2_654_435_761) ^ Math.imul(Math.round(dayStart / DAY_MS), 40_503)) >>> 0);
  const scale = scaleOf(hostId);
  if (!(hostId in DEMO_HOST_SCALE) && random() < FILLER_REST_SHARE) return [];
  // On the seeding day only what is left of it.
  const share = (dayStart + DAY_MS - start) / DAY_MS;
  const room = Math.floor((lastEnd - start) / MINUTE_MS);
  const count = 1 + Math.floor(random() * MAX_SESSIONS_PER_DAY);
  const gap = 10;
  let minutes = Math.floor(scale.live * (scale.spread[0] + random() * scale.spread[1]) * share);
  minutes = Math.min(minutes, room - gap * count - 1);
  if (minutes < count) return [];
  const beans = Math.floor(scale.beans * (0.5 + random()) * share);
  const lengths: number[] = [];
  let left = minutes;
  for (let i = count; i > 1; i--) {
    const length = Math.max(1, Math.min(left - (i - 1), Math.floor((left / i) * (0.6 + random() * 0.8))));
    lengths.push(length);
    left -= length;
  }
  lengths.push(left);
  const short = random() < 0.3 ? 20 + Math.floor(random() * 35) : 0; // seconds: a session that does not count
  // Evening-weighted: the day's sessions end as late as 23:30 allows.
  let cursor = lastEnd - (minutes + gap * count) * MINUTE_MS - (short > 0 ? MINUTE_MS : 0);
  const sessions: PlannedSession[] = [];
  let given = 0;
  lengths.forEach((length, i) => {
    const last = i === lengths.length - 1;
    const sessionBeans = last ? beans - given : Math.floor((beans * length) / minutes);
    given += sessionBeans;
    const lucky = Math.floor(sessionBeans * 0.45);
    const sLucky = Math.floor(sessionBeans * 0.15);
    const deluxe = Math.floor(sessionBeans * 0.1);
    sessions.push({
      startedAt: cursor,
      endedAt: cursor + length * MINUTE_MS,
      beans: { lucky, sLucky, deluxe, normal: sessionBeans - lucky - sLucky - deluxe },
    });
    cursor += (length + gap) * MINUTE_MS;
  });
  if (short > 0) sessions.push({ startedAt: cursor, endedAt: cursor + short * 1000, beans: { ...NO_BEANS } });
  return sessions;
}

/** The hour (UTC+7) a family's day of activity is recorded at. */
const FAMILY_DAY_HOUR = 21;

/** One planned day of a family: when it is recorded and what it adds to the family's week. */
export interface PlannedFamilyDay {
  familyId: number;
  at: number;
  beans: number;
  giftPoints: number;
}

/**
 * A family's activity on a business date at its tier: a seventh of a week drawn in the tier's band, 60% of it from the
 * gift beans of its hosts (40 beans a point) and the rest from gift points, as the seeded history has it.
 */
export function planFamilyDay(familyId: number, tier: FamilyTier, date: BusinessDate): PlannedFamilyDay {
  const dayStart = businessDayStartMs(date);
  const random = seededRandom((Math.imul(familyId, 2_246_822_519) ^ Math.imul(Math.round(dayStart / DAY_MS), 3_266_489_917)) >>> 0);
  const [low, high] = TIER_BAND[tier];
  const prestige = Math.floor((low + random() * (high - low)) / 7);
  const fromBeans = Math.floor(prestige * 0.6);
  return { familyId, at: dayStart + FAMILY_DAY_HOUR * 60 * MINUTE_MS, beans: fromBeans * 40, giftPoints: prestige - fromBeans };
}

/** The families the demo feeds: those it seeded, still live (a family users or tests create lives on its own). */
function demoFamilies(db: Db, origin: number): { id: number; tier: FamilyTier }[] {
  return (db.prepare('SELECT id, tier FROM families WHERE created_at <= ? AND dissolved_at IS NULL ORDER BY id').all(origin) as { id: number; tier: string }[]).flatMap(
    (row) => (DEMO_FAMILY_IDS.includes(row.id) && FAMILY_TIERS.includes(row.tier as FamilyTier) ? [{ id: row.id, tier: row.tier as FamilyTier }] : []),
  );
}

/** The planned family days recorded after the last recorded instant and by `now`, after the seeding instant. */
export function demoFamilyDaysDue(db: Db, now: number): PlannedFamilyDay[] {
  const origin = metaNumber(db, DEMO_SEEDED_AT_KEY);
  if (origin === null) return [];
  const until = Math.max(origin, metaNumber(db, DEMO_ACTIVITY_UNTIL_KEY) ?? origin);
  if (now <= until) return [];
  const families = demoFamilies(db, origin);
  const due: PlannedFamilyDay[] = [];
  for (let date = businessDate(until); date <= businessDate(now); date = addDays(date, 1)) {
    for (const family of families) {
      const day = planFamilyDay(family.id, family.tier, date);
      if (day.at > until && day.at <= now) due.push(day);
    }
  }
  return due;
}

/** A number kept in the meta table, or null. */
function metaNumber(db: Db, key: string): number | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? Number(row.value) : null;
}

/**
 * The hosts the simulator keeps streaming: those with a session in the seeded history's last STILL_STREAMING_DAYS days.
 * A host the history shows as stopped stays stopped (the agencies' 90 days without streaming, say).
 */
function streamingHosts(db: Db, origin: number): number[] {
  const rows = db
    .prepare('SELECT DISTINCT host_id FROM live_sessions WHERE started_at >= ? AND started_at < ? ORDER BY host_id')
    .all(origin - STILL_STREAMING_DAYS * DAY_MS, origin) as { host_id: number }[];
  return rows.map((row) => row.host_id);
}

/** The planned sessions (with their host) that ended after the last recorded instant and by `now`, oldest day first. */
export function demoSessionsDue(db: Db, now: number): { hostId: number; session: PlannedSession }[] {
  const origin = metaNumber(db, DEMO_SEEDED_AT_KEY);
  if (origin === null) return [];
  const until = metaNumber(db, DEMO_ACTIVITY_UNTIL_KEY) ?? origin;
  if (now <= until) return [];
  const hosts = streamingHosts(db, origin);
  const due: { hostId: number; session: PlannedSession }[] = [];
  for (let date = businessDate(until); date <= businessDate(now); date = addDays(date, 1)) {
    for (const hostId of hosts) {
      for (const session of planDemoDay(hostId, date, origin)) if (session.endedAt > until && session.endedAt <= now) due.push({ hostId, session });
    }
  }
  return due;
}

/** Records every planned session (with its gifts) that ended after the last recorded instant and by `now`. */
export function recordDemoActivity(db: Db, now: number): number {
  const due = demoSessionsDue(db, now);
  for (const { hostId, session } of due) {
    recordLiveSession(db, { hostId, startedAt: session.startedAt, endedAt: session.endedAt });
    recordGifts(db, { hostId, at: session.endedAt, beans: session.beans });
  }
  const familyDays = demoFamilyDaysDue(db, now);
  for (const day of familyDays) addFamilyActivity(db, day.familyId, weekStart(businessDate(day.at)), { beans: day.beans, giftPoints: day.giftPoints });
  // Everything up to `now` is recorded: the next run looks only after it.
  if (due.length + familyDays.length > 0) {
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(DEMO_ACTIVITY_UNTIL_KEY, String(now));
  }
  return due.length + familyDays.length;
}

/** The demo activity job: off unless the server is in demo mode (server/jobs/index.ts). */
export const DEMO_ACTIVITY_JOB: Job = {
  name: 'demo activity',
  run: (db, now) => void recordDemoActivity(db, now),
  due: (db, now) => demoSessionsDue(db, now).length > 0 || demoFamilyDaysDue(db, now).length > 0,
};
