// The hosts' live time and gifts over the history: one row per host and day, today a day in progress, and the live
// sessions that make each day's valid minutes. Gift beans reach a host's balance later, through the period's
// settlement (settlements.ts).
import type { BeansByGift } from '../../src/domain/level-task.ts';
import { addDays, businessDayStartMs, type BusinessDate } from '../../src/domain/time.ts';
import type { DemoCast } from './accounts.ts';
import type { DemoPlan } from './plan.ts';

/** One host day as seeded. */
export interface LiveDay extends BeansByGift {
  live: number;
}

/** The seeded days, by host and date. */
export interface LiveHistory {
  /** A host's day (all zero when the host has no row for it). */
  day(host: number, date: BusinessDate): LiveDay;
  /** The gift beans of a host's day. */
  beans(host: number, date: BusinessDate): number;
}

const EMPTY: LiveDay = { live: 0, lucky: 0, sLucky: 0, deluxe: 0, normal: 0 };

/** Daily gift beans (a typical day) and live minutes of the demo hosts; other hosts get random ones. */
export const DEMO_HOST_SCALE: Readonly<Record<number, { beans: number; live: number }>> = {
  10001: { beans: 420_000, live: 195 }, // steady: 3 hours most days, so the basic salary is within reach (DESIGN 5)
  10006: { beans: 2_800, live: 70 },
};

/** Sessions made on a day are at most this many; a too-short one (under a minute, not valid) comes now and then. */
const MAX_SESSIONS_PER_DAY = 3;
const MINUTE_MS = 60_000;
/** Rows per INSERT of sessions: one statement per batch keeps the seeding fast. */
const SESSION_BATCH = 150;

/**
 * The live sessions behind a day's valid minutes: up to three whole-minute sessions summing to `minutes`, maybe one
 * of under a minute that does not count (SPEC 9), all ending by `until` (the day's end, or now for today).
 */
function sessionsOf(plan: DemoPlan, dayStart: number, until: number, minutes: number): [number, number][] {
  if (minutes === 0) return [];
  const count = Math.min(MAX_SESSIONS_PER_DAY, minutes, 1 + Math.floor(plan.random() * MAX_SESSIONS_PER_DAY));
  const short = plan.random() < 0.3 ? 20 + Math.floor(plan.random() * 35) : 0; // seconds
  const lengths: number[] = [];
  let left = minutes;
  for (let i = count; i > 1; i--) {
    const length = Math.max(1, Math.floor((left / i) * (0.6 + plan.random() * 0.8)));
    lengths.push(Math.min(length, left - (i - 1)));
    left -= lengths[lengths.length - 1] ?? 0;
  }
  lengths.push(left);
  const busyMs = minutes * MINUTE_MS + short * 1000;
  const slack = until - dayStart - busyMs;
  // Gaps of up to 10 minutes between sessions, and the whole evening-weighted: it ends two hours before `until` when
  // the day allows, else as late as it can.
  const gap = Math.max(0, Math.min(10 * MINUTE_MS, Math.floor(slack / (count + 2))));
  let cursor = Math.max(dayStart, until - busyMs - gap * count - 2 * 3_600_000);
  const sessions: [number, number][] = [];
  for (const length of lengths) {
    sessions.push([cursor, cursor + length * MINUTE_MS]);
    cursor += length * MINUTE_MS + gap;
  }
  if (short > 0) sessions.push([cursor, cursor + short * 1000]);
  return sessions;
}

/** Writes every host's days and 10001's one past violation; returns them for the settlements. */
export function seedLiveDays(plan: DemoPlan, cast: DemoCast): LiveHistory {
  const days = new Map<number, Map<BusinessDate, LiveDay>>();
  for (const host of cast.hosts) {
    const scale = DEMO_HOST_SCALE[host] ?? { beans: plan.between(60_000, 1_400_000), live: plan.between(60, 300) };
    const map = new Map<BusinessDate, LiveDay>();
    const values: (number | string)[] = [];
    for (const date of plan.dates) {
      // Today only as far as it has gone.
      const share = date === plan.today ? plan.todayElapsed : 1;
      const rest = plan.random() < (host === 10001 ? 0.05 : 0.12);
      const beans = rest ? 0 : Math.floor(scale.beans * (0.5 + plan.random()) * share);
      const lucky = Math.floor(beans * 0.45);
      const sLucky = Math.floor(beans * 0.15);
      const deluxe = Math.floor(beans * 0.1);
      const spread = host === 10001 ? 0.95 + plan.random() * 0.5 : 0.6 + plan.random() * 0.8;
      const day: LiveDay = { live: rest ? 0 : Math.floor(scale.live * spread * share), lucky, sLucky, deluxe, normal: beans - lucky - sLucky - deluxe };
      map.set(date, day);
      values.push(host, date, day.live, day.lucky, day.sLucky, day.deluxe, day.normal);
    }
    days.set(host, map);
    const sessions: (number | string)[] = [];
    for (const date of plan.dates) {
      const dayStart = businessDayStartMs(date);
      const until = Math.min(dayStart + 24 * 3_600_000, plan.latest);
      for (const [start, end] of sessionsOf(plan, dayStart, until, map.get(date)?.live ?? 0)) sessions.push(host, date, start, end);
    }
    for (let i = 0; i < sessions.length; i += SESSION_BATCH * 4) {
      const batch = sessions.slice(i, i + SESSION_BATCH * 4);
      plan.sql(`INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES ${Array.from({ length: batch.length / 4 }, () => '(?, ?, ?, ?)').join(', ')}`).run(...batch);
    }
    // One statement per host: a row at a time is most of the seeding's time.
    plan.sql(`INSERT INTO host_days (host_id, date, live_minutes, beans_lucky, beans_s_lucky, beans_deluxe, beans_normal)
      VALUES ${plan.dates.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`).run(...values);
  }
  // 10001: one minor violation last month, none this week.
  plan.sql(`INSERT INTO violations (host_id, date, severity) VALUES (10001, ?, 'minor')`).run(addDays(plan.today, -40));

  const day = (host: number, date: BusinessDate) => days.get(host)?.get(date) ?? EMPTY;
  return { day, beans: (host, date) => { const d = day(host, date); return d.lucky + d.sLucky + d.deluxe + d.normal; } };
}
