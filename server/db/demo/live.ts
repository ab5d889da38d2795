// The hosts' live time and gifts over the history: one row per host and day, today a day in progress. Gift beans
// reach a host's balance later, through the period's settlement (settlements.ts).
import type { BeansByGift } from '../../../src/domain/host-pay.ts';
import { addDays, type BusinessDate } from '../../../src/domain/time.ts';
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
const DEMO_HOST_SCALE: Readonly<Record<number, { beans: number; live: number }>> = {
  10001: { beans: 420_000, live: 195 }, // steady: 3 hours most days, so the basic salary is within reach (DESIGN 5)
  10006: { beans: 2_800, live: 70 },
};

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
    // One statement per host: a row at a time is most of the seeding's time.
    plan.sql(`INSERT INTO host_days (host_id, date, live_minutes, beans_lucky, beans_s_lucky, beans_deluxe, beans_normal)
      VALUES ${plan.dates.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`).run(...values);
  }
  // 10001: one minor violation last month, none this week.
  plan.sql(`INSERT INTO violations (host_id, date, severity) VALUES (10001, ?, 'minor')`).run(addDays(plan.today, -40));

  const day = (host: number, date: BusinessDate) => days.get(host)?.get(date) ?? EMPTY;
  return { day, beans: (host, date) => { const d = day(host, date); return d.lucky + d.sLucky + d.deluxe + d.normal; } };
}
