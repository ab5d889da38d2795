// The earnings area (SPEC 2 "Earnings and withdrawal", SPEC 9 host pay): summary, the agency head's summary, daily
// details, bills, settlement records and the payout type change, and the operator review of settlements.
import { Hono } from 'hono';
import {
  EARNINGS_ENDPOINTS,
  EARNINGS_OPS_ENDPOINTS,
  type AgencyEarningsSummary,
  type BillItem,
  type BillKind,
  type EarningsDay,
  type EarningsSummary,
  type SettlementDetail,
  type SettlementItem,
  type SettlementLineKind,
} from '../../src/contract/earnings.ts';
import { BILL_RANGE_MAX_DAYS, INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { basicSalaryStatus } from '../../src/domain/basic-salary.ts';
import { dailyBonusProgress, weeklyBonusProgress } from '../../src/domain/host-bonus.ts';
import { dayPayTotal } from '../../src/domain/host-pay.ts';
import { levelTaskBeans, levelTaskProgress, levelTaskWindowStart, totalBeans } from '../../src/domain/level-task.ts';
import { checkPayoutChange, otherPayoutType } from '../../src/domain/payout-change.ts';
import {
  AGENCY_RANK_WEEKLY_TOP,
  HOST_RANK_DAILY_TOP,
  agencyRankBonus,
  hostRankBonus,
  rankBonusBands,
} from '../../src/domain/rank-bonus.ts';
import { isValidDay } from '../../src/domain/valid-day.ts';
import {
  isFinalStatus,
  isSettlementStatus,
  nextStatuses,
  settlementPeriodOf,
  type SettlementPeriod,
  type SettlementStatus,
} from '../../src/domain/settlement.ts';
import { addDays, businessDate, businessDayStartMs, monthStart, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { transaction } from '../db/transaction.ts';
import { HostRanks, hostPayFacts, hostRecord, paidDays } from '../host-pay.ts';
import { balanceOf, type LedgerKind } from '../ledger.ts';
import { agencyStandings, setSettlementStatus, type SettlementRow } from '../settlements.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, idField, pageOf, rangeField, statusField } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isAgencyHead, isEarner, isHost, isOperator, requireRole } from './roles.ts';

/** Every date from `from` to `to` inclusive. */
function datesBetween(from: BusinessDate, to: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * Ledger kinds that move beans, as bill kinds (DESIGN 4: the bill is the ledger of the user's available beans); the
 * coin-only kinds never reach a bill, and any other movement of beans reads as an adjustment.
 */
export const BILL_KIND_OF: Partial<Record<LedgerKind, BillKind>> = {
  openingBalance: 'openingBalance',
  settlement: 'settlement',
  withdrawalFreeze: 'withdrawal',
  withdrawalPayout: 'withdrawal',
  withdrawalRefund: 'withdrawalRefund',
};

/** The bill kind of a ledger movement of available beans. */
export function billKindOf(kind: LedgerKind): BillKind {
  return BILL_KIND_OF[kind] ?? 'adjustment';
}

/** The earnings sub-app. */
export function earningsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const hostsOnly = requireRole(db, isHost);
  const headsOnly = requireRole(db, isAgencyHead);
  const earnersOnly = requireRole(db, isEarner);

  return new Hono<AuthedEnv>()
    .post(EARNINGS_ENDPOINTS.summary.path, session, hostsOnly, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      const today = businessDate(now);
      const week = weekStart(today);
      const month = monthStart(today);
      const host = hostRecord(db, userId);
      if (!host) return fail(c, 'forbidden');
      const from = week < month ? week : month;
      const facts = hostPayFacts(db, host, from, today, new HostRanks(db));
      const beansOver = (start: BusinessDate) => datesBetween(start, today).reduce((sum, date) => sum + totalBeans(facts.giftBeans(date)), 0);
      const beansToday = beansOver(today);
      const beansThisWeek = beansOver(week);
      const liveMinutesToday = facts.liveMinutes(today);
      const rank = facts.rank(today);
      const violations = facts.violations(week);
      const change = checkPayoutChange({ now, lastChangedAt: host.payoutChangedAt, current: host.payoutType, requested: otherPayoutType(host.payoutType) });
      const charmLevel = facts.charmLevel(today);
      const qualifyingBeans30d = datesBetween(levelTaskWindowStart(today), today).reduce((sum, date) => sum + levelTaskBeans(facts.giftBeans(date)), 0);

      const summary: EarningsSummary = {
        today,
        weekStart: week,
        monthStart: month,
        availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
        frozenBeans: balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }),
        beansToday,
        beansThisWeek,
        beansThisMonth: beansOver(month),
        payoutType: host.payoutType,
        payoutChange: {
          allowed: change.ok,
          reason: change.ok ? null : change.error === 'sameType' ? null : change.error,
          nextDate: change.ok ? today : change.nextDate,
          lastChangedAt: host.payoutChangedAt,
        },
        bonus:
          host.payoutType === 'daily'
            ? { ...dailyBonusProgress(beansToday), period: 'daily' }
            : { ...weeklyBonusProgress(beansThisWeek), period: 'weekly' },
        rank: { rank, bonusBeans: rank === null ? 0 : hostRankBonus(rank), top: HOST_RANK_DAILY_TOP },
        basicSalary: basicSalaryStatus({
          payoutType: host.payoutType,
          gender: host.gender,
          abcMark: host.abcMark,
          joinedDate: host.joinedDate,
          today,
          weekLiveMinutes: datesBetween(week, today).map((date) => facts.liveMinutes(date)),
          violations,
        }),
        violations,
        levelTask: { ...levelTaskProgress({ charmLevel, qualifyingBeans30d, liveMinutesToday }), charmLevel, liveMinutesToday },
      };
      return ok(c, summary);
    })
    .post(EARNINGS_ENDPOINTS.agency.path, session, headsOnly, (c) => {
      const userId = c.var.user.userId;
      const today = businessDate(clock.now());
      const agency = db.prepare('SELECT id, name FROM agencies WHERE head_user_id = ?').get(userId) as { id: number; name: string };
      const hosts = (db.prepare('SELECT COUNT(*) AS n FROM hosts WHERE agency_id = ?').get(agency.id) as { n: number }).n;
      const thisWeek = { start: weekStart(today), end: today };
      const lastWeek = settlementPeriodOf('weekly', addDays(thisWeek.start, -1));
      const standing = (dates: { start: string; end: string }) =>
        agencyStandings(db, dates).find((s) => s.agencyId === String(agency.id)) ?? { beans: 0, rank: null, bonusBeans: 0 };
      const now = standing(thisWeek);
      const last = standing(lastWeek);
      const settlement = db
        .prepare(`SELECT id, status, amount FROM settlements WHERE user_id = ? AND period = 'weekly' AND period_start = ?`)
        .get(userId, lastWeek.start) as { id: number; status: SettlementStatus; amount: number } | undefined;
      const summary: AgencyEarningsSummary = {
        today,
        availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
        frozenBeans: balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }),
        agency: { id: String(agency.id), name: agency.name, hosts },
        thisWeek: { ...thisWeek, beans: now.beans, rank: now.rank, bonusBeans: now.bonusBeans },
        lastWeek: {
          ...lastWeek,
          beans: last.beans,
          rank: last.rank,
          bonusBeans: last.bonusBeans,
          settlement: settlement ? { id: String(settlement.id), status: settlement.status, amount: settlement.amount } : null,
        },
        top: AGENCY_RANK_WEEKLY_TOP,
        bands: rankBonusBands(agencyRankBonus, AGENCY_RANK_WEEKLY_TOP),
      };
      return ok(c, summary);
    })
    .post(EARNINGS_ENDPOINTS.daily.path, session, hostsOnly, (c) => {
      const today = businessDate(clock.now());
      const range = rangeField(c.var.fields, today, INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error, range.data);
      const host = hostRecord(db, c.var.user.userId);
      if (!host) return fail(c, 'forbidden');
      const { start, end } = range.range;
      const facts = hostPayFacts(db, host, start, end, new HostRanks(db));
      const days: EarningsDay[] = paidDays(facts, start, end, today)
        .reverse()
        .map((day) => ({
          date: day.date,
          inProgress: day.date === today,
          payoutType: day.payoutType,
          liveMinutes: day.liveMinutes,
          validDay: isValidDay(day.liveMinutes),
          charmLevel: day.charmLevel,
          beans: { ...day.beans, total: day.giftBeans },
          pay: day.pay,
          bonusBeans: dayPayTotal(day.pay),
        }));
      return ok(c, { days });
    })
    .post(EARNINGS_ENDPOINTS.bills.path, session, earnersOnly, (c) => {
      const userId = c.var.user.userId;
      const fields = c.var.fields;
      const tab = fields['tab'];
      if (tab !== 'income' && tab !== 'consumption') return fail(c, 'invalidParams');
      const range = rangeField(fields, businessDate(clock.now()), BILL_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error, range.data);
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
          kind: billKindOf(row.kind),
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
        if (!range.ok) return fail(c, range.error, range.data);
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
        const host = hostRecord(db, userId);
        if (!host) return fail(c, 'forbidden');
        const check = checkPayoutChange({ now, lastChangedAt: host.payoutChangedAt, current: host.payoutType, requested });
        if (!check.ok) return fail(c, `payout.${check.error}`, { nextDate: check.nextDate });
        db.prepare('UPDATE hosts SET payout_type = ?, payout_changed_at = ? WHERE user_id = ?').run(requested, now, userId);
        const next = checkPayoutChange({ now, lastChangedAt: now, current: requested, requested: host.payoutType });
        return ok(c, { payoutType: requested, changedAt: now, nextDate: next.ok ? businessDate(now) : next.nextDate });
      });
    })
    .post(EARNINGS_OPS_ENDPOINTS.reviewSettlement.path, session, requireRole(db, isOperator), (c) => {
      const id = idField(c.var.fields['id']);
      const status = statusField(c.var.fields['status']);
      if (id === null || status === null) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM settlements WHERE id = ?').get(id) as SettlementRow | undefined;
        if (!row) return fail(c, 'settlement.notFound');
        if (!isSettlementStatus(row.status) || isFinalStatus(row.status)) return fail(c, 'settlement.statusFinal');
        if (!nextStatuses(row.status).includes(status)) return fail(c, 'invalidParams');
        setSettlementStatus(db, row, status, now);
        return ok(c, settlementItem({ ...row, status }));
      });
    });
}

/** A settlement row as the API shows it. */
function settlementItem(row: SettlementRow): SettlementItem {
  if (!isSettlementStatus(row.status)) throw new Error(`settlement ${row.id} has status ${row.status}`);
  return {
    id: String(row.id),
    period: row.period as SettlementPeriod,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: row.amount,
    status: row.status,
    createdAt: row.created_at,
  };
}
