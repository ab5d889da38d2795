import { describe, expect, it } from 'vitest';
import { BILL_KINDS, type AgencyEarningsSummary, type EarningsDay, type EarningsSummary, type SettlementDetail, type SettlementItem, type BillItem } from '../../src/contract/earnings.ts';
import { AGENCY_RANK_WEEKLY_TOP, agencyRankBonus, rankBonusBands } from '../../src/domain/rank-bonus.ts';
import { BILL_KIND_OF } from '../../server/earnings/records.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { addDays, businessDate, businessDayStartMs, weekStart } from '../../src/domain/time.ts';
import { caller, testApp } from './helpers.ts';

/** Moves the clock to a UTC+7 hour of a business date. */
function moveTo(t: ReturnType<typeof testApp>, date: string, hour = 10) {
  t.clock.setTo(businessDayStartMs(date) + hour * 3_600_000);
}

describe('POST /api/earnings/summary', () => {
  it('shows a weekly-salary female host with the ABC mark her figures, bonus, rank and basic salary', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const { code, data } = await call<EarningsSummary>('/api/earnings/summary');
    expect(code).toBe(0);
    expect(data.availableBeans).toBe(2_500_000);
    expect(data.frozenBeans).toBeGreaterThan(0);
    expect(data.payoutType).toBe('weekly');
    expect(data.bonus.period).toBe('weekly');
    expect(data.beansThisMonth).toBeGreaterThanOrEqual(data.beansToday);
    expect(['inProgress', 'achieved', 'notEnoughDays']).toContain(data.basicSalary.kind);
    expect(data.levelTask).toMatchObject({ charmLevel: 12, available: true });
    expect(data.rank.top).toBe(30);
    expect(data.today).toBe(businessDate(t.clock.now()));
  });

  it('tells a male daily-salary host why there is no basic salary', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10006'))<EarningsSummary>('/api/earnings/summary');
    expect(data.payoutType).toBe('daily');
    expect(data.bonus.period).toBe('daily');
    expect(data.basicSalary).toEqual({ kind: 'notApplicable', reason: 'dailySalary' });
    expect(data.availableBeans).toBe(300_000);
  });

  it('answers forbidden to users who are not hosts', async () => {
    const t = testApp();
    for (const id of ['10004', '10003', '10002']) {
      expect((await (await caller(t, id))('/api/earnings/summary')).code, id).toBe(ERROR_CODES.forbidden);
    }
  });

  it("counts this week's violations toward the basic salary's limits", async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    t.db.prepare(`INSERT INTO violations (host_id, date, severity) VALUES (10001, ?, 'minor')`).run(today);
    const { data } = await (await caller(t, '10001'))<EarningsSummary>('/api/earnings/summary');
    expect(data.violations.minorThisWeek).toBe(1);
    expect(data.violations.seriousThisWeek).toBe(0);
    // The demo's one older minor violation (40 days ago) and this one.
    expect(data.violations.minorTotal).toBe(2);
  });
});

describe('POST /api/earnings/agency', () => {
  it("shows agency head 10002 the beans to withdraw, the agency's rank this week and last, and the bonus bands", async () => {
    const t = testApp();
    const { code, data } = await (await caller(t, '10002'))<AgencyEarningsSummary>('/api/earnings/agency');
    expect(code).toBe(0);
    expect(data.availableBeans).toBe(55_000_000);
    expect(data.agency).toMatchObject({ id: '20001', name: 'Bintang Agency' });
    expect(data.agency.hosts).toBeGreaterThan(1);
    expect(data.top).toBe(AGENCY_RANK_WEEKLY_TOP);
    expect(data.bands).toEqual(rankBonusBands(agencyRankBonus, AGENCY_RANK_WEEKLY_TOP));
    const today = businessDate(t.clock.now());
    expect(data.thisWeek).toMatchObject({ start: weekStart(today), end: today });
    for (const week of [data.thisWeek, data.lastWeek]) expect(week.bonusBeans).toBe(week.rank === null ? 0 : agencyRankBonus(week.rank));
    // Last week's bonus is what its settlement pays.
    if (data.lastWeek.settlement) {
      const detail = await (await caller(t, '10002'))<SettlementDetail>('/api/earnings/settlement', { id: data.lastWeek.settlement.id });
      expect(detail.data.lines).toEqual([{ kind: 'agencyRankBonus', amount: data.lastWeek.bonusBeans }]);
    } else {
      expect(data.lastWeek.bonusBeans).toBe(0);
    }
  });

  it('answers forbidden to hosts, viewers and dealers', async () => {
    const t = testApp();
    for (const id of ['10001', '10004', '10003']) expect((await (await caller(t, id))('/api/earnings/agency')).code, id).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /api/earnings/daily', () => {
  it('lists each day of the range, newest first, with live time, valid day, beans by gift type and bonus', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    const { code, data } = await (await caller(t, '10001'))<{ days: EarningsDay[] }>('/api/earnings/daily', {
      start: addDays(today, -30),
      end: today,
    });
    expect(code).toBe(0);
    expect(data.days).toHaveLength(31);
    expect(data.days[0]?.date).toBe(today);
    for (const day of data.days) {
      expect(day.validDay).toBe(day.liveMinutes >= 60);
      expect(day.beans.total).toBe(day.beans.lucky + day.beans.sLucky + day.beans.deluxe + day.beans.normal);
    }
    expect(data.days.some((day) => day.beans.total > 0)).toBe(true);
  });

  it('refuses ranges over 31 days, reversed, in the future or missing', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const today = businessDate(t.clock.now());
    expect((await call('/api/earnings/daily', { start: addDays(today, -31), end: today })).code).toBe(ERROR_CODES['range.tooLong']);
    expect((await call('/api/earnings/daily', { start: today, end: addDays(today, -1) })).code).toBe(ERROR_CODES['range.startAfterEnd']);
    expect((await call('/api/earnings/daily', { start: today, end: addDays(today, 1) })).code).toBe(ERROR_CODES['range.endAfterToday']);
    expect((await call('/api/earnings/daily', { start: today })).code).toBe(ERROR_CODES['range.required']);
    expect((await call('/api/earnings/daily', { start: '2026-02-30', end: today })).code).toBe(ERROR_CODES['range.invalid']);
  });
});

describe('POST /api/earnings/bills', () => {
  it('pages the income and the consumption of the available beans within 70 days', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const today = businessDate(t.clock.now());
    const range = { start: addDays(today, -69), end: today };
    const income = await call<Page<BillItem>>('/api/earnings/bills', { ...range, tab: 'income' });
    expect(income.code).toBe(0);
    expect(income.data.items.length).toBeGreaterThan(0);
    expect(income.data.items.every((item) => item.amount > 0)).toBe(true);
    const consumption = await call<Page<BillItem>>('/api/earnings/bills', { ...range, tab: 'consumption' });
    expect(consumption.data.items.every((item) => item.amount < 0 && item.kind === 'withdrawal')).toBe(true);
    expect(consumption.data.items.length).toBeGreaterThan(0);
    const times = [...income.data.items, ...consumption.data.items].map((item) => item.at);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(businessDayStartMs(range.start));
  });

  it('pages without repeating or skipping a line', async () => {
    const t = testApp();
    const call = await caller(t, '10006');
    const today = businessDate(t.clock.now());
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const { data } = await call<Page<BillItem>>('/api/earnings/bills', { start: addDays(today, -69), end: today, tab: 'income', cursor });
      seen.push(...data.items.map((item) => item.id));
      if (!data.next) break;
      cursor = data.next;
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => Number(b) - Number(a))).toEqual(seen);
  });

  it('names each line by a kind the bill can produce, and every kind it names is produced', () => {
    expect(new Set([...Object.values(BILL_KIND_OF), 'adjustment'])).toEqual(new Set(BILL_KINDS));
  });

  it('refuses an unknown tab, a bad cursor and ranges over 70 days', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const today = businessDate(t.clock.now());
    expect((await call('/api/earnings/bills', { start: today, end: today, tab: 'gifts' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await call('/api/earnings/bills', { start: today, end: today, tab: 'income', cursor: "1' OR 1=1" })).code).toBe(ERROR_CODES.invalidParams);
    expect(await call('/api/earnings/bills', { start: addDays(today, -70), end: today, tab: 'income' })).toMatchObject({
      code: ERROR_CODES['range.tooLong'],
      // The limit the message names, as the date picker says it.
      data: { days: 70 },
    });
  });
});

describe('settlements', () => {
  it('lists settlements in every status, with period types, and shows one with its lines and timeline', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const list = await call<Page<SettlementItem>>('/api/earnings/settlements');
    expect(list.code).toBe(0);
    expect(new Set(list.data.items.map((item) => item.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    // A weekly-salary host: weeks, and months where the level task paid (SPEC 3 periods; docs/rules.md).
    const weeks = list.data.items.filter((item) => item.period === 'weekly');
    expect(list.data.items.every((item) => item.period === 'weekly' || item.period === 'monthly')).toBe(true);
    // Newest first: the latest week is still to be reviewed, and periods run back in time.
    const ends = list.data.items.map((item) => item.periodEnd);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(weeks[0]?.status).toBe(2);
    const first = weeks[0]!;
    const detail = await call<SettlementDetail>('/api/earnings/settlement', { id: first.id });
    expect(detail.data.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(first.amount);
    expect(detail.data.timeline[0]?.status).toBe(2);
  });

  it('shows a daily-salary host daily settlements', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10006'))<Page<SettlementItem>>('/api/earnings/settlements');
    expect(data.items.every((item) => item.period === 'daily' && item.periodStart === item.periodEnd)).toBe(true);
    expect(data.next).not.toBeNull();
    // The first page is the latest days: yesterday first.
    expect(data.items[0]?.periodEnd).toBe(addDays(businessDate(t.clock.now()), -1));
    const ends = data.items.map((item) => item.periodEnd);
    expect([...ends].sort().reverse()).toEqual(ends);
  });

  it("never shows another user's settlement", async () => {
    const t = testApp();
    const mine = await (await caller(t, '10001'))<Page<SettlementItem>>('/api/earnings/settlements');
    const other = await (await caller(t, '10006'))('/api/earnings/settlement', { id: mine.data.items[0]!.id });
    expect(other.code).toBe(ERROR_CODES['settlement.notFound']);
    expect((await (await caller(t, '10001'))('/api/earnings/settlement', { id: 'abc' })).code).toBe(ERROR_CODES.invalidParams);
  });

  it('answers forbidden to viewers and dealers', async () => {
    const t = testApp();
    expect((await (await caller(t, '10004'))('/api/earnings/settlements')).code).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /api/earnings/payout-type', () => {
  it('changes on a Monday, then refuses for 28 days, then allows again on a Monday', async () => {
    const t = testApp();
    moveTo(t, '2026-11-23'); // a Monday
    const call = await caller(t, '10001');
    const changed = await call<{ payoutType: string; nextDate: string }>('/api/earnings/payout-type', { type: 'daily' });
    expect(changed).toMatchObject({ code: 0, data: { payoutType: 'daily', nextDate: '2026-12-21' } });
    // Sessions last a day: sign in again after moving the clock, as the app would.
    moveTo(t, '2026-11-30');
    const locked = await (await caller(t, '10001'))<{ nextDate: string }>('/api/earnings/payout-type', { type: 'weekly' });
    expect(locked).toMatchObject({ code: ERROR_CODES['payout.locked'], data: { nextDate: '2026-12-21' } });
    moveTo(t, '2026-12-21');
    expect((await (await caller(t, '10001'))('/api/earnings/payout-type', { type: 'weekly' })).code).toBe(0);
  });

  it('refuses on other days and when nothing would change', async () => {
    const t = testApp();
    moveTo(t, '2026-11-24'); // a Tuesday
    const call = await caller(t, '10001');
    expect(await call('/api/earnings/payout-type', { type: 'daily' })).toMatchObject({
      code: ERROR_CODES['payout.notMonday'],
      data: { nextDate: '2026-11-30' },
    });
    moveTo(t, '2026-11-30');
    const monday = await caller(t, '10001');
    expect((await monday('/api/earnings/payout-type', { type: 'weekly' })).code).toBe(ERROR_CODES['payout.sameType']);
    expect((await monday('/api/earnings/payout-type', { type: 'monthly' })).code).toBe(ERROR_CODES.invalidParams);
  });
});
