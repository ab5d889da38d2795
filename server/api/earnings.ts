// The earnings area (SPEC 2 "Earnings and withdrawal", SPEC 9 host pay): summary, daily details, bills,
// settlement records and the payout type change.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  EARNINGS_ENDPOINTS,
  type BillItem,
  type BillKind,
  type EarningsDay,
  type EarningsSummary,
  type SettlementDetail,
  type SettlementItem,
  type SettlementLineKind,
} from '../../src/contract/earnings.ts';
import { BILL_RANGE_MAX_DAYS, INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import {
  HOST_RANK_DAILY_TOP,
  basicSalaryStatus,
  checkPayoutChange,
  dailyBonusProgress,
  hostRankBonus,
  isValidDay,
  levelTaskBeans,
  levelTaskProgress,
  levelTaskWindowStart,
  rankOf,
  weeklyBonusProgress,
} from '../../src/domain/host-pay.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { isSettlementStatus, type PayoutType, type SettlementPeriod, type SettlementStatus } from '../../src/domain/settlement.ts';
import { addDays, businessDate, businessDayStartMs, monthStart, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { transaction } from '../db/transaction.ts';
import { balanceOf, type LedgerKind } from '../ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, idField, pageOf, rangeField } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isEarner, isHost, requireRole } from './roles.ts';

/** A row of host_days. */
interface HostDayRow {
  date: string;
  live_minutes: number;
  beans_lucky: number;
  beans_s_lucky: number;
  beans_deluxe: number;
  beans_normal: number;
}

/** The host record of a user. */
interface HostRow {
  payout_type: PayoutType;
  payout_changed_at: number | null;
  abc_mark: number;
  joined_date: string;
  gender: 'female' | 'male';
  charm_exp: number;
}

const totalBeans = (day: HostDayRow) => day.beans_lucky + day.beans_s_lucky + day.beans_deluxe + day.beans_normal;
const qualifyingBeans = (day: HostDayRow) =>
  levelTaskBeans({ lucky: day.beans_lucky, sLucky: day.beans_s_lucky, deluxe: day.beans_deluxe, normal: day.beans_normal });

/** The host's days from `from` to `to` inclusive, by date. */
function hostDays(db: DatabaseSync, hostId: number, from: BusinessDate, to: BusinessDate): Map<string, HostDayRow> {
  const rows = db
    .prepare('SELECT * FROM host_days WHERE host_id = ? AND date BETWEEN ? AND ? ORDER BY date')
    .all(hostId, from, to) as unknown as HostDayRow[];
  return new Map(rows.map((row) => [row.date, row]));
}

/** Every date from `from` to `to` inclusive. */
function datesBetween(from: BusinessDate, to: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Sum of `pick` over the days of a window. */
function sumOver(days: Map<string, HostDayRow>, from: BusinessDate, to: BusinessDate, pick: (day: HostDayRow) => number): number {
  let sum = 0;
  for (const date of datesBetween(from, to)) {
    const day = days.get(date);
    if (day) sum += pick(day);
  }
  return sum;
}

/** The host record, joined with what the pay rules need from the user. */
function hostOf(db: DatabaseSync, userId: number): HostRow {
  return db
    .prepare(
      `SELECT h.payout_type, h.payout_changed_at, h.abc_mark, h.joined_date, u.gender, u.charm_exp
       FROM hosts h JOIN users u ON u.id = h.user_id WHERE h.user_id = ?`,
    )
    .get(userId) as unknown as HostRow;
}

/**
 * Ledger kinds that move beans, as bill kinds (DESIGN 4: the bill is the ledger of the user's available beans); the
 * coin-only kinds never reach a bill, and any other movement of beans reads as an adjustment.
 */
const BILL_KINDS: Partial<Record<LedgerKind, BillKind>> = {
  openingBalance: 'openingBalance',
  settlement: 'settlement',
  withdrawalFreeze: 'withdrawal',
  withdrawalPayout: 'withdrawal',
  withdrawalRefund: 'withdrawalRefund',
  transfer: 'adjustment',
  topUp: 'adjustment',
};

/** The earnings sub-app. */
export function earningsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const hostsOnly = requireRole(db, isHost);
  const earnersOnly = requireRole(db, isEarner);

  return new Hono<AuthedEnv>()
    .post(EARNINGS_ENDPOINTS.summary.path, session, hostsOnly, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      const today = businessDate(now);
      const week = weekStart(today);
      const month = monthStart(today);
      const host = hostOf(db, userId);
      const windowStart = levelTaskWindowStart(today);
      const from = [week, month, windowStart].sort()[0] ?? today;
      const days = hostDays(db, userId, from, today);
      const todayRow = days.get(today);
      const beansToday = todayRow ? totalBeans(todayRow) : 0;
      const beansThisWeek = sumOver(days, week, today, totalBeans);
      const liveMinutesToday = todayRow?.live_minutes ?? 0;

      const todaysBeans = db
        .prepare('SELECT host_id, beans_lucky + beans_s_lucky + beans_deluxe + beans_normal AS beans FROM host_days WHERE date = ?')
        .all(today) as { host_id: number; beans: number }[];
      const rank = rankOf(
        todaysBeans.map((row) => ({ id: String(row.host_id), score: row.beans })),
        String(userId),
      );

      const weekViolations = db
        .prepare(`SELECT severity, COUNT(*) AS n FROM violations WHERE host_id = ? AND date BETWEEN ? AND ? GROUP BY severity`)
        .all(userId, week, today) as { severity: 'minor' | 'serious'; n: number }[];
      const minorTotal = (db.prepare(`SELECT COUNT(*) AS n FROM violations WHERE host_id = ? AND severity = 'minor'`).get(userId) as { n: number }).n;

      const other: PayoutType = host.payout_type === 'daily' ? 'weekly' : 'daily';
      const change = checkPayoutChange({ now, lastChangedAt: host.payout_changed_at, current: host.payout_type, requested: other });
      const charmLevel = levelForExp('charm', host.charm_exp);

      const summary: EarningsSummary = {
        today,
        weekStart: week,
        monthStart: month,
        availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
        frozenBeans: balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }),
        beansToday,
        beansThisWeek,
        beansThisMonth: sumOver(days, month, today, totalBeans),
        payoutType: host.payout_type,
        payoutChange: {
          allowed: change.ok,
          reason: change.ok ? null : change.error === 'sameType' ? null : change.error,
          nextDate: change.ok ? today : change.nextDate,
          lastChangedAt: host.payout_changed_at,
        },
        bonus:
          host.payout_type === 'daily'
            ? { ...dailyBonusProgress(beansToday), period: 'daily' }
            : { ...weeklyBonusProgress(beansThisWeek), period: 'weekly' },
        rank: { rank, bonusBeans: rank === null ? 0 : hostRankBonus(rank), top: HOST_RANK_DAILY_TOP },
        basicSalary: basicSalaryStatus({
          payoutType: host.payout_type,
          gender: host.gender,
          abcMark: host.abc_mark === 1,
          joinedDate: host.joined_date,
          today,
          weekLiveMinutes: datesBetween(week, today).map((date) => days.get(date)?.live_minutes ?? 0),
          violations: {
            minorThisWeek: weekViolations.find((v) => v.severity === 'minor')?.n ?? 0,
            seriousThisWeek: weekViolations.find((v) => v.severity === 'serious')?.n ?? 0,
            minorTotal,
          },
        }),
        levelTask: {
          ...levelTaskProgress({ charmLevel, qualifyingBeans30d: sumOver(days, windowStart, today, qualifyingBeans), liveMinutesToday }),
          charmLevel,
          liveMinutesToday,
        },
      };
      return ok(c, summary);
    })
    .post(EARNINGS_ENDPOINTS.daily.path, session, hostsOnly, (c) => {
      const userId = c.var.user.userId;
      const today = businessDate(clock.now());
      const range = rangeField(c.var.fields, today, INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error);
      const host = hostOf(db, userId);
      const charmLevel = levelForExp('charm', host.charm_exp);
      const { start, end } = range.range;
      const days = hostDays(db, userId, levelTaskWindowStart(start), end);
      const result: EarningsDay[] = datesBetween(start, end)
        .reverse()
        .map((date) => {
          const day = days.get(date);
          const beans = day ? totalBeans(day) : 0;
          const liveMinutes = day?.live_minutes ?? 0;
          const task = levelTaskProgress({
            charmLevel,
            qualifyingBeans30d: sumOver(days, levelTaskWindowStart(date), date, qualifyingBeans),
            liveMinutesToday: liveMinutes,
          });
          const dailyBonus = host.payout_type === 'daily' ? dailyBonusProgress(beans).payBeans : 0;
          return {
            date,
            liveMinutes,
            validDay: isValidDay(liveMinutes),
            beans: {
              lucky: day?.beans_lucky ?? 0,
              sLucky: day?.beans_s_lucky ?? 0,
              deluxe: day?.beans_deluxe ?? 0,
              normal: day?.beans_normal ?? 0,
              total: beans,
            },
            bonusBeans: dailyBonus + (task.earnsToday ? task.payBeans : 0),
          };
        });
      return ok(c, { days: result });
    })
    .post(EARNINGS_ENDPOINTS.bills.path, session, earnersOnly, (c) => {
      const userId = c.var.user.userId;
      const fields = c.var.fields;
      const tab = fields['tab'];
      if (tab !== 'income' && tab !== 'consumption') return fail(c, 'invalidParams');
      const range = rangeField(fields, businessDate(clock.now()), BILL_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error);
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const rows = db
        .prepare(
          `SELECT e.id, e.amount, t.kind, t.created_at, t.ref_type, t.ref_id
           FROM ledger_entries e
           JOIN accounts a ON a.id = e.account_id
           JOIN ledger_transactions t ON t.id = e.tx_id
           WHERE a.user_id = ? AND a.currency = 'bean' AND a.kind = 'available'
             AND ${tab === 'income' ? 'e.amount > 0' : 'e.amount < 0'}
             AND t.created_at >= ? AND t.created_at < ? AND (? IS NULL OR e.id < ?)
           ORDER BY e.id DESC LIMIT ?`,
        )
        .all(
          userId,
          businessDayStartMs(range.range.start),
          businessDayStartMs(addDays(range.range.end, 1)),
          cursor,
          cursor,
          PAGE_QUERY_LIMIT,
        ) as { id: number; amount: number; kind: LedgerKind; created_at: number; ref_type: string | null; ref_id: number | null }[];
      return ok(
        c,
        pageOf(rows, (row): BillItem => ({
          id: String(row.id),
          at: row.created_at,
          kind: BILL_KINDS[row.kind] ?? 'adjustment',
          amount: row.amount,
          refId: row.ref_id === null ? null : String(row.ref_id),
        })),
      );
    })
    .post(EARNINGS_ENDPOINTS.settlements.path, session, earnersOnly, (c) => {
      const userId = c.var.user.userId;
      const fields = c.var.fields;
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      let start: string | null = null;
      let end: string | null = null;
      if (fields['start'] || fields['end']) {
        const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
        if (!range.ok) return fail(c, range.error);
        ({ start, end } = range.range);
      }
      const rows = db
        .prepare(
          `SELECT * FROM settlements WHERE user_id = ? AND (? IS NULL OR period_end >= ?) AND (? IS NULL OR period_end <= ?)
             AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
        )
        .all(userId, start, start, end, end, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as SettlementRow[];
      return ok(c, pageOf(rows, settlementItem));
    })
    .post(EARNINGS_ENDPOINTS.settlement.path, session, earnersOnly, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      const row = db.prepare('SELECT * FROM settlements WHERE id = ? AND user_id = ?').get(id, c.var.user.userId) as
        | SettlementRow
        | undefined;
      if (!row) return fail(c, 'settlement.notFound');
      const lines = db.prepare('SELECT kind, amount FROM settlement_lines WHERE settlement_id = ? ORDER BY id').all(id) as {
        kind: SettlementLineKind;
        amount: number;
      }[];
      const timeline = db.prepare('SELECT status, at FROM settlement_events WHERE settlement_id = ? ORDER BY id').all(id) as {
        status: SettlementStatus;
        at: number;
      }[];
      const detail: SettlementDetail = { ...settlementItem(row), lines, timeline };
      return ok(c, detail);
    })
    .post(EARNINGS_ENDPOINTS.changePayoutType.path, session, hostsOnly, (c) => {
      const requested = c.var.fields['type'];
      if (requested !== 'daily' && requested !== 'weekly') return fail(c, 'invalidParams');
      const userId = c.var.user.userId;
      const now = clock.now();
      return transaction(db, () => {
        const host = hostOf(db, userId);
        const check = checkPayoutChange({ now, lastChangedAt: host.payout_changed_at, current: host.payout_type, requested });
        if (!check.ok) return fail(c, `payout.${check.error}`, { nextDate: check.nextDate });
        db.prepare('UPDATE hosts SET payout_type = ?, payout_changed_at = ? WHERE user_id = ?').run(requested, now, userId);
        const next = checkPayoutChange({ now, lastChangedAt: now, current: requested, requested: host.payout_type });
        return ok(c, { payoutType: requested, changedAt: now, nextDate: next.ok ? businessDate(now) : next.nextDate });
      });
    });
}

/** A row of settlements. */
interface SettlementRow {
  id: number;
  period: SettlementPeriod;
  period_start: string;
  period_end: string;
  amount: number;
  status: number;
  created_at: number;
}

/** A settlement row as the API shows it. */
function settlementItem(row: SettlementRow): SettlementItem {
  if (!isSettlementStatus(row.status)) throw new Error(`settlement ${row.id} has status ${row.status}`);
  return {
    id: String(row.id),
    period: row.period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: row.amount,
    status: row.status,
    createdAt: row.created_at,
  };
}
