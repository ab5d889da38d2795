// Host pay read from the records (SPEC 6, 9): the facts the domain's pay rules need (gift beans, live time of valid
// sessions, daily ranks, the charm level each day had, violations, the payout type each day ended with), and each
// day's pay. The earnings API, the settlement job and the demo history all compute through here, so a day's figures
// on /everyday/details and the settlement that pays them can never disagree.
import { type BasicSalaryInput } from '../../src/domain/basic-salary.ts';
import { dayPay, type DayPay, type HostPayFacts, type SettledDay } from '../../src/domain/host-pay.ts';
import { NO_BEANS, charmLevelAtDayEnd, LEVEL_TASK_WINDOW_DAYS, levelTaskBeans, levelTaskWindowStart, totalBeans, type BeansByGift } from '../../src/domain/level-task.ts';
import { payoutTypeAt } from '../../src/domain/payout-change.ts';
import { ranking } from '../../src/domain/rank-bonus.ts';
import { liveMinutes } from '../../src/domain/valid-day.ts';
import type { PayoutType } from '../../src/domain/settlement.ts';
import { addDays, businessDayStartMs, type BusinessDate } from '../../src/domain/time.ts';
import type { StatementSync } from 'node:sqlite';
import type { Db } from '../db/database.ts';

/** A host as the pay rules see them. */
export interface HostRecord {
  userId: number;
  agencyId: number | null;
  payoutType: PayoutType;
  payoutChangedAt: number | null;
  abcMark: boolean;
  joinedDate: BusinessDate;
  gender: 'female' | 'male';
  /** Lifetime gift beans received (charm follows them, SPEC 9). */
  beansReceived: number;
}

/** The host record of a user, or null when the user is no host. */
export function hostRecord(db: Db, userId: number): HostRecord | null {
  const row = prepared(
    db,
    `SELECT h.user_id, h.agency_id, h.payout_type, h.payout_changed_at, h.abc_mark, h.joined_date, u.gender, u.beans_received
     FROM hosts h JOIN users u ON u.id = h.user_id WHERE h.user_id = ?`,
  ).get(userId) as
    | {
        user_id: number;
        agency_id: number | null;
        payout_type: PayoutType;
        payout_changed_at: number | null;
        abc_mark: number;
        joined_date: string;
        gender: 'female' | 'male';
        beans_received: number;
      }
    | undefined;
  if (!row) return null;
  return {
    userId: row.user_id,
    agencyId: row.agency_id,
    payoutType: row.payout_type,
    payoutChangedAt: row.payout_changed_at,
    abcMark: row.abc_mark === 1,
    joinedDate: row.joined_date,
    gender: row.gender,
    beansReceived: row.beans_received,
  };
}

/** Statements prepared once per database: these run for every host and period a settlement run or a seeding reads. */
const statements = new WeakMap<Db, Map<string, StatementSync>>();

/** The prepared statement of `sql` on `db`. */
export function prepared(db: Db, sql: string): StatementSync {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map()));
  let found = byText.get(sql);
  if (!found) byText.set(sql, (found = db.prepare(sql)));
  return found;
}

/** SQL for a host day's gift beans, all types together. */
export const DAY_BEANS_SQL = 'beans_lucky + beans_s_lucky + beans_deluxe + beans_normal';

/**
 * The daily ranks of hosts by gift beans (SPEC 9: top 30 paid), computed once per date and kept: a settlement run and
 * an API answer ask for many hosts and days.
 */
export class HostRanks {
  private readonly byDate = new Map<BusinessDate, Map<string, number>>();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Reads every host's beans of the dates `from`-`to` in one query. */
  load(from: BusinessDate, to: BusinessDate): void {
    const rows = prepared(this.db, `SELECT date, host_id, ${DAY_BEANS_SQL} AS beans FROM host_days WHERE date BETWEEN ? AND ?`)
      .all(from, to) as { date: string; host_id: number; beans: number }[];
    const scores = new Map<BusinessDate, { id: string; score: number }[]>();
    for (const row of rows) {
      const list = scores.get(row.date) ?? [];
      list.push({ id: String(row.host_id), score: row.beans });
      scores.set(row.date, list);
    }
    for (let date = from; date <= to; date = addDays(date, 1)) this.byDate.set(date, ranking(scores.get(date) ?? []));
  }

  /** The rank of a host on a date, or null outside the ranking. */
  rank(hostId: number, date: BusinessDate): number | null {
    if (!this.byDate.has(date)) this.load(date, date);
    return this.byDate.get(date)?.get(String(hostId)) ?? null;
  }
}

/** One host day as the records give it. */
interface DayRecord {
  beans: BeansByGift;
  liveMinutes: number;
}

/**
 * The facts of one host's pay for the dates `from`-`to` (to no later than today), read in a few queries: the days,
 * the 30-day level-task window before them and the weeks they end, the valid sessions of each, and the beans received
 * since each day (for the charm level the day had).
 */
export function hostPayFacts(db: Db, host: HostRecord, from: BusinessDate, to: BusinessDate, ranks: HostRanks): HostPayFacts {
  // The level-task window (30 days) reaches further back than the week of `from`.
  const spanStart = levelTaskWindowStart(from);
  const days = new Map<BusinessDate, DayRecord>();
  const rows = prepared(db, 'SELECT date, beans_lucky, beans_s_lucky, beans_deluxe, beans_normal FROM host_days WHERE host_id = ? AND date BETWEEN ? AND ?')
    .all(host.userId, spanStart, to) as { date: string; beans_lucky: number; beans_s_lucky: number; beans_deluxe: number; beans_normal: number }[];
  for (const row of rows) {
    days.set(row.date, {
      beans: { lucky: row.beans_lucky, sLucky: row.beans_s_lucky, deluxe: row.beans_deluxe, normal: row.beans_normal },
      liveMinutes: 0,
    });
  }
  // SPEC 9: live time is the sum of the valid sessions (at least a minute), from the sessions themselves.
  const sessions = new Map<BusinessDate, number[]>();
  for (const session of prepared(db, 'SELECT date, ended_at - started_at AS ms FROM live_sessions WHERE host_id = ? AND date BETWEEN ? AND ?')
    .iterate(host.userId, spanStart, to) as Iterable<{ date: string; ms: number }>) {
    const list = sessions.get(session.date) ?? [];
    list.push(session.ms / 60_000);
    sessions.set(session.date, list);
  }
  for (const [date, minutes] of sessions) {
    const day = days.get(date) ?? { beans: { ...NO_BEANS }, liveMinutes: 0 };
    day.liveMinutes = liveMinutes(minutes);
    days.set(date, day);
  }
  // Beans received after each day up to now, for the charm level of that day.
  const after = (
    prepared(db, `SELECT IFNULL(SUM(${DAY_BEANS_SQL}), 0) AS beans FROM host_days WHERE host_id = ? AND date > ?`).get(host.userId, to) as {
      beans: number;
    }
  ).beans;
  // Each date of the span once, oldest first: the beans received since each day (for its charm level), and running
  // sums of the level task's beans (a 30-day window is one subtraction).
  const dates: BusinessDate[] = [];
  for (let date = spanStart; date <= to; date = addDays(date, 1)) dates.push(date);
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  const since = new Map<BusinessDate, number>();
  let running = after;
  for (let index = dates.length - 1; index >= 0; index--) {
    const date = dates[index] ?? to;
    since.set(date, running);
    running += totalBeans(days.get(date)?.beans ?? NO_BEANS);
  }
  const qualifyingUpTo: number[] = [0];
  for (const date of dates) qualifyingUpTo.push((qualifyingUpTo.at(-1) ?? 0) + levelTaskBeans(days.get(date)?.beans ?? NO_BEANS));
  const violations = new Map<BusinessDate, BasicSalaryInput['violations']>();
  const violationsOf = (monday: BusinessDate) => {
    let found = violations.get(monday);
    if (!found) {
      const sunday = addDays(monday, 6);
      const week = prepared(db, 'SELECT severity, COUNT(*) AS n FROM violations WHERE host_id = ? AND date BETWEEN ? AND ? GROUP BY severity')
        .all(host.userId, monday, sunday) as { severity: 'minor' | 'serious'; n: number }[];
      const total = prepared(db, `SELECT COUNT(*) AS n FROM violations WHERE host_id = ? AND severity = 'minor' AND date <= ?`)
        .get(host.userId, sunday) as { n: number };
      found = {
        minorThisWeek: week.find((v) => v.severity === 'minor')?.n ?? 0,
        seriousThisWeek: week.find((v) => v.severity === 'serious')?.n ?? 0,
        minorTotal: total.n,
      };
      violations.set(monday, found);
    }
    return found;
  };
  return {
    payoutTypeOn: (date) => payoutTypeAt({ payoutType: host.payoutType, changedAt: host.payoutChangedAt }, businessDayStartMs(addDays(date, 1)) - 1),
    gender: host.gender,
    abcMark: host.abcMark,
    joinedDate: host.joinedDate,
    giftBeans: (date) => days.get(date)?.beans ?? NO_BEANS,
    qualifyingBeans30d: (date) => {
      // The span starts 30 days before `from`, so every asked date's window lies within it.
      const end = indexOf.get(date);
      if (end === undefined) return 0;
      return (qualifyingUpTo[end + 1] ?? 0) - (qualifyingUpTo[Math.max(0, end + 1 - LEVEL_TASK_WINDOW_DAYS)] ?? 0);
    },
    liveMinutes: (date) => days.get(date)?.liveMinutes ?? 0,
    rank: (date) => ranks.rank(host.userId, date),
    charmLevel: (date) => charmLevelAtDayEnd(host.beansReceived, since.get(date) ?? 0),
    violations: violationsOf,
  };
}

/** A host day with everything /everyday/details shows and a settlement pays. */
export interface PaidDay extends SettledDay {
  beans: BeansByGift;
  liveMinutes: number;
  charmLevel: number;
  pay: DayPay;
}

/** Each day `from`-`to` of a host with its pay; `today` is the business date now (its week has not ended). */
export function paidDays(facts: HostPayFacts, from: BusinessDate, to: BusinessDate, today: BusinessDate): PaidDay[] {
  const result: PaidDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const beans = facts.giftBeans(date);
    result.push({
      date,
      payoutType: facts.payoutTypeOn(date),
      beans,
      giftBeans: totalBeans(beans),
      liveMinutes: facts.liveMinutes(date),
      charmLevel: facts.charmLevel(date),
      pay: dayPay(facts, date, date < today),
    });
  }
  return result;
}
