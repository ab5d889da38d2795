// Settlements the server makes (DESIGN 11): at each period's end the job settles it from the recorded live days and
// gifts, once, even when it runs again or in another process; the daily details pay exactly what the settlements
// do; operators review settlements, and a completed one credits its beans through the ledger, once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EarningsDay, EarningsSummary, SettlementDetail, SettlementItem } from '../../src/contract/earnings.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { BASIC_SALARY_WEEKLY_BEANS } from '../../src/domain/basic-salary.ts';
import { DAY_PAY_KINDS } from '../../src/domain/host-pay.ts';
import type { BeansByGift } from '../../src/domain/level-task.ts';
import { settlementPeriodOf } from '../../src/domain/settlement.ts';
import { addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { openDemoDatabase } from '../../server/demo/database.ts';
import { AGENCY_DEMO } from '../../server/demo/agency.ts';
import { recordGifts, recordLiveSession } from '../../server/earnings/host-activity.ts';
import { JobRunner } from '../../server/services/job-runner.ts';
import { serverJobs } from '../../server/jobs/index.ts';
import { balanceOf, reconcile } from '../../server/services/ledger.ts';
import { createSettlement, settleDuePeriods } from '../../server/earnings/settlements.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { caller, testApp } from './helpers.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Lucky gifts only: they count for the level task too (SPEC 9). */
const lucky = (beans: number): BeansByGift => ({ lucky: beans, sLucky: 0, deluxe: 0, normal: 0 });

/** Records a host's evening of `minutes` live from 19:00 (UTC+7) with `beans` in gifts at its end. */
function recordEvening(db: ReturnType<typeof testApp>['db'], hostId: number, date: BusinessDate, minutes: number, beans: number): void {
  const startedAt = businessDayStartMs(date) + 19 * HOUR_MS;
  recordLiveSession(db, { hostId, startedAt, endedAt: startedAt + minutes * MINUTE_MS });
  recordGifts(db, { hostId, at: startedAt + minutes * MINUTE_MS, beans: lucky(beans) });
}

/** Every date from `from` to `to`. */
function datesFrom(from: BusinessDate, to: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The count of settlements in the database. */
const settlementCount = (db: ReturnType<typeof testApp>['db']) => (db.prepare('SELECT COUNT(*) AS n FROM settlements').get() as { n: number }).n;

/** A week of 10001 (weekly salary) built by the test: every evening of it streamed over 3 hours, with gifts. */
function buildWeek(t: ReturnType<typeof testApp>): { monday: BusinessDate; sunday: BusinessDate } {
  const monday = weekStart(businessDate(t.clock.now()));
  const sunday = addDays(monday, 6);
  for (const date of datesFrom(monday, sunday)) recordEvening(t.db, 10001, date, 190, 450_000);
  return { monday, sunday };
}

describe('the settlement job', () => {
  it('finds nothing to settle on a fresh demo database: the seeding settled every period that ended before it', () => {
    const t = testApp();
    const before = settlementCount(t.db);
    expect(settleDuePeriods(t.db, t.clock.now())).toBe(0);
    expect(settlementCount(t.db)).toBe(before);
    const yesterday = addDays(businessDate(t.clock.now()), -1);
    expect(t.db.prepare(`SELECT 1 FROM settlement_periods WHERE period = 'daily' AND period_end = ?`).get(yesterday)).toBeDefined();
  });

  it('settles the week at Sunday 24:00 (UTC+7) from the recorded days, under review, paying what the daily details show', async () => {
    const t = testApp();
    const { monday, sunday } = buildWeek(t);
    // Sunday 23:59: the week has not ended.
    t.clock.setTo(businessDayStartMs(addDays(sunday, 1)) - MINUTE_MS);
    const host = await caller(t, '10001');
    const early = await host<Page<SettlementItem>>('/api/earnings/settlements');
    expect(early.data.items.some((item) => item.periodStart === monday)).toBe(false);

    // Monday 00:01: the job (run before the request) has settled the week.
    t.clock.setTo(businessDayStartMs(addDays(sunday, 1)) + MINUTE_MS);
    const call = await caller(t, '10001');
    const list = await call<Page<SettlementItem>>('/api/earnings/settlements');
    const week = list.data.items.find((item) => item.period === 'weekly' && item.periodStart === monday);
    expect(week).toMatchObject({ periodEnd: sunday, status: 2 });
    const detail = await call<SettlementDetail>('/api/earnings/settlement', { id: week!.id });
    expect(detail.data.timeline).toEqual([{ status: 2, at: expect.any(Number) }]);
    const line = (kind: string) => detail.data.lines.find((l) => l.kind === kind)?.amount ?? 0;
    expect(detail.data.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(week!.amount);
    // Five evenings of 190 minutes at least: the basic salary (SPEC 9: 5 valid days of 3 hours).
    expect(line('basicSalary')).toBe(BASIC_SALARY_WEEKLY_BEANS);

    // The daily details of the week add up to the settlement, kind by kind (the level task settles monthly).
    const { data } = await call<{ days: EarningsDay[] }>('/api/earnings/daily', { start: monday, end: sunday });
    const sum = (pick: (day: EarningsDay) => number) => data.days.reduce((total, day) => total + pick(day), 0);
    expect(line('giftIncome')).toBe(sum((day) => day.beans.total));
    for (const kind of ['weeklyBonus', 'rankBonus', 'basicSalary'] as const) expect(line(kind), kind).toBe(sum((day) => day.pay[kind]));
    expect(sum((day) => day.pay.dailyBonus)).toBe(0);
    expect(detail.data.lines.map((l) => l.kind)).not.toContain('levelTask');
  });

  it('settles a period once: again, from a second runner, or from a second connection to the same database file', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'settle-')), 'db.sqlite');
    const first = openDemoDatabase(path, TEST_NOW);
    const second = openDemoDatabase(path, TEST_NOW);
    const today = businessDate(TEST_NOW);
    const sunday = addDays(weekStart(today), 6);
    for (const date of datesFrom(today, sunday)) recordEvening(first, 10001, date, 190, 450_000);
    const monday = businessDayStartMs(addDays(sunday, 1)) + MINUTE_MS;
    const made = settleDuePeriods(first, monday);
    expect(made).toBeGreaterThan(0);
    const count = settlementCount(first);
    expect(settleDuePeriods(first, monday + 5_000)).toBe(0);
    new JobRunner(second, () => monday + 10_000, serverJobs({ demo: false })).runDue();
    expect(settleDuePeriods(second, monday + 20_000)).toBe(0);
    expect(settlementCount(second)).toBe(count);
    // The database itself refuses a second settlement of a user's period.
    const row = first.prepare(`SELECT user_id, period_start, period_end FROM settlements WHERE period = 'weekly' ORDER BY id DESC`).get() as {
      user_id: number;
      period_start: string;
      period_end: string;
    };
    const again = { userId: row.user_id, period: 'weekly' as const, dates: { start: row.period_start, end: row.period_end }, lines: [{ kind: 'giftIncome' as const, amount: 1 }], status: 2 as const, at: monday };
    expect(createSettlement(first, again)).toBeNull();
    expect(() =>
      first
        .prepare('INSERT INTO settlements (user_id, period, period_start, period_end, amount, status, created_at) VALUES (?, ?, ?, ?, 1, 2, ?)')
        .run(row.user_id, 'weekly', row.period_start, row.period_end, monday),
    ).toThrow(/UNIQUE/);
    first.close();
    second.close();
  });

  it('settles each day of a daily-salary host at 24:00, and nothing daily for a weekly one', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    recordEvening(t.db, 10006, today, 75, 40_000);
    recordEvening(t.db, 10001, today, 190, 450_000);
    t.clock.setTo(businessDayStartMs(addDays(today, 1)) + MINUTE_MS);
    const daily = await (await caller(t, '10006'))<Page<SettlementItem>>('/api/earnings/settlements');
    expect(daily.data.items[0]).toMatchObject({ period: 'daily', periodStart: today, periodEnd: today, status: 2 });
    const { data } = await (await caller(t, '10006'))<{ days: EarningsDay[] }>('/api/earnings/daily', { start: today, end: today });
    const day = data.days[0]!;
    expect(daily.data.items[0]?.amount).toBe(day.beans.total + day.pay.dailyBonus + day.pay.rankBonus);
    const weekly = await (await caller(t, '10001'))<Page<SettlementItem>>('/api/earnings/settlements');
    expect(weekly.data.items.some((item) => item.period === 'daily')).toBe(false);
  });

  it('pays the level task in a monthly settlement at the end of the month, as the days earned it', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    // 10006 (charm level 7, 290 exp, from 2,900,000 beans received) receives enough Lucky gifts for the first task
    // step and streams over an hour.
    t.db.prepare('UPDATE users SET beans_received = 3_000_000, charm_exp = 300 WHERE id = 10006').run();
    recordEvening(t.db, 10006, today, 75, 600_000);
    const month = settlementPeriodOf('monthly', today);
    t.clock.setTo(businessDayStartMs(addDays(month.end, 1)) + MINUTE_MS);
    const call = await caller(t, '10006');
    const list = await call<Page<SettlementItem>>('/api/earnings/settlements');
    const settled = list.data.items.find((item) => item.period === 'monthly');
    expect(settled).toMatchObject({ periodStart: month.start, periodEnd: month.end, status: 2 });
    const detail = await call<SettlementDetail>('/api/earnings/settlement', { id: settled!.id });
    expect(detail.data.lines.map((line) => line.kind)).toEqual(['levelTask']);
    // The month's days as /everyday/details shows them (up to 31 at a time: one month is within it).
    const { data } = await call<{ days: EarningsDay[] }>('/api/earnings/daily', { start: month.start, end: month.end });
    expect(settled!.amount).toBe(data.days.reduce((sum, day) => sum + day.pay.levelTask, 0));
    expect(settled!.amount).toBeGreaterThan(0);
  });
});

describe('the demo activity', () => {
  const sessionsAfter = (db: ReturnType<typeof testApp>['db'], at: number) =>
    (db.prepare('SELECT COUNT(*) AS n FROM live_sessions WHERE started_at >= ?').get(at) as { n: number }).n;

  it('keeps the demo hosts streaming and receiving gifts on a demo server only, each session recorded once', async () => {
    const plain = testApp();
    const demo = testApp({ env: { DEMO_DATA: '1' } });
    const dayAfter = businessDayStartMs(addDays(businessDate(TEST_NOW), 2));
    for (const t of [plain, demo]) {
      t.clock.setTo(dayAfter);
      await t.app.request('/api/go/getSysTime', { method: 'POST' });
    }
    expect(sessionsAfter(plain.db, TEST_NOW)).toBe(0);
    const recorded = sessionsAfter(demo.db, TEST_NOW);
    expect(recorded).toBeGreaterThan(0);
    // Every demo account earned the day after the seeding.
    const tomorrow = addDays(businessDate(TEST_NOW), 1);
    for (const host of [10001, 10006]) {
      const day = demo.db.prepare('SELECT beans_lucky + beans_normal AS beans, live_minutes FROM host_days WHERE host_id = ? AND date = ?').get(host, tomorrow) as { beans: number; live_minutes: number };
      expect(day.beans, String(host)).toBeGreaterThan(0);
      expect(day.live_minutes, String(host)).toBeGreaterThan(0);
    }
    // A host the history shows as stopped (the agency's host 90 days without streaming) stays stopped.
    const stopped = demo.db.prepare('SELECT COUNT(*) AS n FROM live_sessions WHERE host_id = ? AND started_at >= ?').get(AGENCY_DEMO.exitInactive, TEST_NOW) as { n: number };
    expect(stopped.n).toBe(0);
    // Run again at the same instant, and a second later: nothing is recorded twice.
    demo.clock.setTo(dayAfter + 2_000);
    await demo.app.request('/api/go/getSysTime', { method: 'POST' });
    expect(sessionsAfter(demo.db, TEST_NOW)).toBe(recorded);
    expect(reconcile(demo.db)).toEqual([]);
  });
});

describe('the operator review of settlements', () => {
  it('credits a completed settlement once, through the ledger, and never moves a closed one', async () => {
    const t = testApp();
    const { monday, sunday } = buildWeek(t);
    t.clock.setTo(businessDayStartMs(addDays(sunday, 1)) + HOUR_MS);
    const host = await caller(t, '10001');
    const operator = await caller(t, '10008');
    const { data } = await host<Page<SettlementItem>>('/api/earnings/settlements');
    const week = data.items.find((item) => item.period === 'weekly' && item.periodStart === monday)!;
    const before = (await host<EarningsSummary>('/api/earnings/summary')).data.availableBeans;
    expect((await operator('/api/ops/settlements/review', { id: week.id, status: 1 })).code).toBe(0);
    expect((await host<EarningsSummary>('/api/earnings/summary')).data.availableBeans).toBe(before);
    expect(await operator('/api/ops/settlements/review', { id: week.id, status: 5 })).toMatchObject({ code: 0, data: { status: 5 } });
    expect((await host<EarningsSummary>('/api/earnings/summary')).data.availableBeans).toBe(before + week.amount);
    expect((await operator('/api/ops/settlements/review', { id: week.id, status: 5 })).code).toBe(ERROR_CODES['settlement.statusFinal']);
    expect((await operator('/api/ops/settlements/review', { id: week.id, status: 0 })).code).toBe(ERROR_CODES['settlement.statusFinal']);
    expect(balanceOf(t.db, { userId: 10001, currency: 'bean', kind: 'available' })).toBe(before + week.amount);
    const detail = await host<SettlementDetail>('/api/earnings/settlement', { id: week.id });
    expect(detail.data.timeline.map((step) => step.status)).toEqual([2, 1, 5]);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('credits nothing for a rejected settlement, refuses a move back to review, an unknown id and non-operators', async () => {
    const t = testApp();
    const { monday, sunday } = buildWeek(t);
    t.clock.setTo(businessDayStartMs(addDays(sunday, 1)) + HOUR_MS);
    const host = await caller(t, '10001');
    const operator = await caller(t, '10008');
    const week = (await host<Page<SettlementItem>>('/api/earnings/settlements')).data.items.find((item) => item.periodStart === monday)!;
    const before = balanceOf(t.db, { userId: 10001, currency: 'bean', kind: 'available' });
    expect((await operator('/api/ops/settlements/review', { id: week.id, status: 2 })).code).toBe(ERROR_CODES.invalidParams);
    expect((await operator('/api/ops/settlements/review', { id: 999_999, status: 5 })).code).toBe(ERROR_CODES['settlement.notFound']);
    expect((await host('/api/ops/settlements/review', { id: week.id, status: 5 })).code).toBe(ERROR_CODES.forbidden);
    expect((await operator('/api/ops/settlements/review', { id: week.id, status: 0 })).code).toBe(0);
    expect(balanceOf(t.db, { userId: 10001, currency: 'bean', kind: 'available' })).toBe(before);
  });
});

describe('live time and the level task of past days', () => {
  it('counts only sessions of a minute or more, from the sessions themselves', async () => {
    const t = testApp();
    const day = addDays(businessDate(t.clock.now()), 1);
    const at = businessDayStartMs(day) + 10 * HOUR_MS;
    // The app's records of the day: 59 minutes, then two sessions under a minute (SPEC 9: not valid).
    const session = t.db.prepare('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (10006, ?, ?, ?)');
    session.run(day, at, at + 59 * MINUTE_MS);
    session.run(day, at + HOUR_MS, at + HOUR_MS + 59_999);
    session.run(day, at + 2 * HOUR_MS, at + 2 * HOUR_MS + 30_000);
    t.clock.setTo(at + 3 * HOUR_MS);
    const call = await caller(t, '10006');
    const first = await call<{ days: EarningsDay[] }>('/api/earnings/daily', { start: day, end: day });
    expect(first.data.days[0]).toMatchObject({ liveMinutes: 59, validDay: false });
    expect((await call<EarningsSummary>('/api/earnings/summary')).data.levelTask.liveMinutesToday).toBe(59);
    // A minute more, in a session of its own: now a valid day of 60 minutes.
    session.run(day, at + 2 * HOUR_MS + MINUTE_MS, at + 2 * HOUR_MS + 2 * MINUTE_MS + 1_000);
    const second = await call<{ days: EarningsDay[] }>('/api/earnings/daily', { start: day, end: day });
    expect(second.data.days[0]).toMatchObject({ liveMinutes: 60, validDay: true });
  });

  it('keeps a day’s recorded live minutes equal to its valid sessions when sessions are recorded', () => {
    const t = testApp();
    const day = addDays(businessDate(t.clock.now()), 2);
    const at = businessDayStartMs(day) + 10 * HOUR_MS;
    recordLiveSession(t.db, { hostId: 10006, startedAt: at, endedAt: at + 45_000 });
    recordLiveSession(t.db, { hostId: 10006, startedAt: at + MINUTE_MS, endedAt: at + 62 * MINUTE_MS + 30_000 });
    const row = t.db.prepare('SELECT live_minutes FROM host_days WHERE host_id = 10006 AND date = ?').get(day) as { live_minutes: number };
    expect(row.live_minutes).toBe(61);
  });

  it('uses the charm level each day had for its level task, not today’s', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    const dayOne = addDays(today, 1);
    const dayTwo = addDays(today, 2);
    // Day one: Lucky gifts enough for the task's first step, over an hour live. Day two: more gifts. The host has
    // received 2,950,000 beans in all (295 exp: level 7, from 290); without the 100,000 of day two, day one ended at
    // 2,850,000 (285 exp: level 6).
    const put = t.db.prepare(`INSERT INTO host_days (host_id, date, live_minutes, beans_lucky) VALUES (10006, ?, 61, ?)`);
    put.run(dayOne, 600_000);
    put.run(dayTwo, 100_000);
    const session = t.db.prepare('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (10006, ?, ?, ?)');
    for (const date of [dayOne, dayTwo]) session.run(date, businessDayStartMs(date) + 8 * HOUR_MS, businessDayStartMs(date) + 8 * HOUR_MS + 61 * MINUTE_MS);
    t.db.prepare('UPDATE users SET beans_received = 2_950_000, charm_exp = 295 WHERE id = 10006').run();
    t.clock.setTo(businessDayStartMs(dayTwo) + 12 * HOUR_MS);
    const { data } = await (await caller(t, '10006'))<{ days: EarningsDay[] }>('/api/earnings/daily', { start: dayOne, end: dayTwo });
    const [second, first] = data.days;
    expect(first).toMatchObject({ date: dayOne, charmLevel: 6, pay: { levelTask: 0 } });
    expect(second?.charmLevel).toBe(7);
    expect(second?.pay.levelTask).toBeGreaterThan(0);
    for (const day of data.days) expect(day.bonusBeans).toBe(DAY_PAY_KINDS.reduce((sum, kind) => sum + day.pay[kind], 0));
  });
});
