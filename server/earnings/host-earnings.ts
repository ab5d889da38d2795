// A host's earnings (SPEC 6, 9): the summary of today, the week and the month with the bonus, rank, basic salary and
// level task; the day-by-day details; changing the payout type; and an agency head's earnings of the weekly rank. The
// figures come from host-pay.ts, as the settlements that pay them do.
import type { AgencyEarningsSummary, EarningsDay, EarningsSummary } from '../../src/contract/earnings.ts';
import type { DateRange } from '../../src/domain/date-range.ts';
import { basicSalaryStatus } from '../../src/domain/basic-salary.ts';
import { dailyBonusProgress, weeklyBonusProgress } from '../../src/domain/host-bonus.ts';
import { dayPayTotal } from '../../src/domain/host-pay.ts';
import { levelTaskBeans, levelTaskProgress, levelTaskWindowStart, totalBeans } from '../../src/domain/level-task.ts';
import { checkPayoutChange, otherPayoutType } from '../../src/domain/payout-change.ts';
import { AGENCY_RANK_WEEKLY_TOP, HOST_RANK_DAILY_TOP, agencyRankBonus, hostRankBonus, rankBonusBands } from '../../src/domain/rank-bonus.ts';
import { isValidDay } from '../../src/domain/valid-day.ts';
import { settlementPeriodOf, type PayoutType, type SettlementStatus } from '../../src/domain/settlement.ts';
import { addDays, businessDate, monthStart, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { balanceOf } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { HostRanks, hostPayFacts, hostRecord, paidDays } from './host-pay.ts';
import { agencyStandings } from './settlements.ts';

/** Every date from `from` to `to` inclusive. */
function datesBetween(from: BusinessDate, to: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** What /earnings shows a host at `now`. */
export function hostEarnings(db: Db, userId: number, now: number): Outcome<EarningsSummary> {
  const today = businessDate(now);
  const week = weekStart(today);
  const month = monthStart(today);
  const host = hostRecord(db, userId);
  if (!host) return refused('forbidden');
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

  return done({
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
  });
}

/** What the agency head `userId` earns by the weekly agency rank: this week so far and last week with its settlement. */
export function agencyEarnings(db: Db, userId: number, now: number): AgencyEarningsSummary {
  const today = businessDate(now);
  const agency = db.prepare('SELECT id, name FROM agencies WHERE head_user_id = ? AND closed_at IS NULL').get(userId) as { id: number; name: string };
  const hosts = (db.prepare('SELECT COUNT(*) AS n FROM hosts WHERE agency_id = ?').get(agency.id) as { n: number }).n;
  const thisWeek = { start: weekStart(today), end: today };
  const lastWeek = settlementPeriodOf('weekly', addDays(thisWeek.start, -1));
  const standing = (dates: { start: string; end: string }) =>
    agencyStandings(db, dates).find((s) => s.agencyId === String(agency.id)) ?? { beans: 0, rank: null, bonusBeans: 0 };
  const current = standing(thisWeek);
  const last = standing(lastWeek);
  const settlement = db
    .prepare(`SELECT id, status, amount FROM settlements WHERE user_id = ? AND period = 'weekly' AND period_start = ?`)
    .get(userId, lastWeek.start) as { id: number; status: SettlementStatus; amount: number } | undefined;
  return {
    today,
    availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
    frozenBeans: balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }),
    agency: { id: String(agency.id), name: agency.name, hosts },
    thisWeek: { ...thisWeek, beans: current.beans, rank: current.rank, bonusBeans: current.bonusBeans },
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
}

/** The host's paid days in `range`, newest first (today in progress). */
export function dailyEarnings(db: Db, userId: number, range: DateRange, today: BusinessDate): Outcome<{ days: EarningsDay[] }> {
  const host = hostRecord(db, userId);
  if (!host) return refused('forbidden');
  const { start, end } = range;
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
  return done({ days });
}

/** Changes the host's payout type (SPEC 4: on Mondays, then not again for 28 days). */
export function changePayoutType(db: Db, userId: number, requested: PayoutType, now: number): Outcome<{ payoutType: PayoutType; changedAt: number; nextDate: BusinessDate }> {
  return transaction(db, () => {
    const host = hostRecord(db, userId);
    if (!host) return refused('forbidden');
    const check = checkPayoutChange({ now, lastChangedAt: host.payoutChangedAt, current: host.payoutType, requested });
    if (!check.ok) return refused(`payout.${check.error}`, { nextDate: check.nextDate });
    db.prepare('UPDATE hosts SET payout_type = ?, payout_changed_at = ? WHERE user_id = ?').run(requested, now, userId);
    const next = checkPayoutChange({ now, lastChangedAt: now, current: requested, requested: host.payoutType });
    return done({ payoutType: requested, changedAt: now, nextDate: next.ok ? businessDate(now) : next.nextDate });
  });
}
