// What the demo-data tests check of a seed (tests/api/demo-data*.test.ts): each seed succeeds, every currency
// reconciles through the ledger, the balances DESIGN 5 names hold exactly and nothing seeded lies in the future.
import { charmExp, levelForExp, wealthExp } from '../../src/domain/levels.ts';
import { businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { openDemoDatabase } from '../../server/demo/database.ts';
import { DEMO_BEANS, DEMO_COINS } from '../../server/demo/balances.ts';
import { available, reconcile } from '../../server/services/ledger.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const YEAR_START = '2028-01-01'; // a leap year: 29 February is among its days

/** What is wrong with a demo database seeded at `now`; empty when nothing is. */
export function problemsOfSeedAt(now: number): string[] {
  let db;
  try {
    db = openDemoDatabase(':memory:', now);
  } catch (error) {
    return [`seed failed: ${String(error)}`];
  }
  try {
    const problems = reconcile(db);
    for (const [currency, targets] of [['bean', DEMO_BEANS], ['coin', DEMO_COINS]] as const) {
      for (const [user, target] of Object.entries(targets)) {
        const balance = available(db, Number(user), currency);
        if (balance !== target) problems.push(`${user} holds ${balance} ${currency}s, not ${target}`);
      }
    }
    for (const [table, column] of [['ledger_transactions', 'created_at'], ['withdrawals', 'created_at'], ['withdrawal_events', 'at'], ['settlements', 'created_at'], ['settlement_events', 'at'], ['transfers', 'created_at'], ['live_sessions', 'ended_at'], ['vip_purchases', 'created_at'], ['decor_purchases', 'created_at'], ['follows', 'created_at'], ['live_now', 'started_at'], ['topup_orders', 'updated_at'], ['price_lists', 'created_at'], ['uploads', 'created_at']]) {
      const { latest } = db.prepare(`SELECT MAX(${column}) AS latest FROM ${table}`).get() as { latest: number | null };
      if (latest !== null && latest > now) problems.push(`${table} has a row ${latest - now} ms in the future`);
    }
    // SPEC 9: a day's live minutes are its valid sessions' (at least a minute each), and a session counts on its start day.
    const unbacked = db.prepare(`SELECT COUNT(*) AS n FROM (SELECT d.live_minutes,
        IFNULL(SUM(CASE WHEN s.ended_at - s.started_at >= 60000 THEN (s.ended_at - s.started_at) / 60000 END), 0) AS valid
      FROM host_days d LEFT JOIN live_sessions s ON s.host_id = d.host_id AND s.date = d.date
      GROUP BY d.host_id, d.date HAVING valid <> d.live_minutes)`).get() as { n: number };
    if (unbacked.n > 0) problems.push(`${unbacked.n} host days whose live minutes are not their valid sessions'`);
    // Levels follow from the data (SPEC 9), and DESIGN 5's named levels hold.
    for (const user of db.prepare('SELECT id, wealth_exp, coins_spent, charm_exp, beans_received FROM users').all() as { id: number; wealth_exp: number; coins_spent: number; charm_exp: number; beans_received: number }[]) {
      if (user.wealth_exp !== wealthExp(user.coins_spent) || user.charm_exp !== charmExp(user.beans_received)) problems.push(`${user.id}'s exp does not follow their coins spent or beans received`);
    }
    for (const [user, kind, level] of [[10001, 'charm', 12], [10002, 'wealth', 36], [10004, 'wealth', 8]] as const) {
      const { exp } = db.prepare(`SELECT ${kind}_exp AS exp FROM users WHERE id = ?`).get(user) as { exp: number };
      if (levelForExp(kind, exp) !== level) problems.push(`${user} is at ${kind} level ${levelForExp(kind, exp)}, not ${level}`);
    }
    const today = db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE created_at >= ?').get(businessDayStartMs(businessDate(now))) as { n: number };
    if (today.n > 0) problems.push('a withdrawal is seeded today, so the demo host could not withdraw');
    return problems;
  } finally {
    db.close();
  }
}

/**
 * A scan's timeout is for a seed that hangs, not for a slow machine: the whole year takes about a minute a half on a
 * quiet 2-core machine and several on a busy one.
 */
export const SEED_SCAN_TIMEOUT_MS = 15 * 60_000;

/** `DEMO_SEED_SCAN=year` (set by `npm run test:dates`) seeds on every day of the year; otherwise every fifth day. */
const EVERY_DAY = process.env['DEMO_SEED_SCAN'] === 'year';

/**
 * Every fifth day steps through every weekday (5 and 7 share no factor) and every part of each month, in a tenth of
 * the time of the whole year; the edges are always in.
 */
const SAMPLE_STEP_DAYS = 5;

/**
 * Instants to seed at: days of a leap year (each day with DEMO_SEED_SCAN=year, else every fifth day) just after 00:00,
 * at noon and just before 24:00 UTC+7, plus the edges; `half` 0 takes the year's first 183 days and the edges, 1 the
 * rest (two files, so the halves run side by side).
 */
export function seedInstants(half: 0 | 1): number[] {
  const start = businessDayStartMs(YEAR_START);
  const all: number[] = [];
  for (let day = half === 0 ? 0 : 183; day < (half === 0 ? 183 : 366); day++) {
    if (!EVERY_DAY && day % SAMPLE_STEP_DAYS !== 0) continue;
    const midnight = start + day * DAY_MS;
    const minute = day % 30; // across the days, every minute of the first and last half hour
    all.push(midnight + minute * MINUTE_MS, midnight + DAY_MS / 2, midnight + DAY_MS - (minute + 1) * MINUTE_MS + 59_999);
  }
  // The exact edges: the first and last millisecond of the year, of 29 February, of each month's turn and of a 30-day month.
  if (half === 1) return all;
  for (const date of ['2028-01-01', '2028-01-31', '2028-02-01', '2028-02-29', '2028-03-01', '2028-04-30', '2028-06-30', '2028-07-01', '2028-12-31', '2029-01-01']) {
    all.push(businessDayStartMs(date), businessDayStartMs(date) + DAY_MS - 1);
  }
  return all;
}

/** Every instant of `half` whose seed has a problem, with the problems, as lines naming the instant in UTC+7. */
export function seedFailures(half: 0 | 1): string[] {
  const failures: string[] = [];
  for (const now of seedInstants(half)) {
    const problems = problemsOfSeedAt(now);
    if (problems.length > 0) failures.push(`${new Date(now + 7 * 3_600_000).toISOString().replace('Z', '+07:00')}: ${problems.join('; ')}`);
  }
  return failures;
}
