// Past income settlements (SPEC 3): every period that ended before the seeding is settled here, through the same
// functions the settlement job uses (server/earnings/settlements.ts), and marked settled, so the job never settles a seeded
// period again and starts with the first period that ends after the seeding. The demo accounts get their settlements
// in every status (10001 weekly, 10006 daily, 10002's weekly agency rank bonus, and the monthly level task where a
// host earned it); completed ones credit the beans. The other hosts' history is left unsettled, and a period that
// began before the history's first day is marked settled without settlements.
import { SETTLEMENT_PERIODS, SETTLEMENT_STATUS, nextSettlementPeriod, settlementPeriodOf, type PeriodDates, type SettlementPeriod, type SettlementStatus } from '../../src/domain/settlement.ts';
import type { SettlementLine } from '../../src/domain/host-pay.ts';
import { addDays } from '../../src/domain/time.ts';
import { HostRanks, hostRecord } from '../earnings/host-pay.ts';
import { agencyStandings, createSettlement, creditSettlement, hostSettlements, markPeriodSettled } from '../earnings/settlements.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

/** The demo accounts whose settlements the history holds. */
const DEMO_EARNERS: ReadonlySet<number> = new Set([10001, 10002, 10006]);
/**
 * 10001's weekly statuses, latest week first: the latest under review, the one before in process, the rarer
 * statuses spread between completed weeks so every status shows and the bill's default 30 days hold settlement
 * credits. Older weeks are completed.
 */
const WEEKLY_STATUSES: readonly SettlementStatus[] = [2, 1, 5, 5, 3, 5, 4, 6, 5, 7, 0];
/** 10006's daily statuses, yesterday first; older days are completed. */
const DAILY_STATUSES: readonly SettlementStatus[] = [2, 1, 5, 6, 5, 0, 5, 3];
/** The latest of the other series (10002's agency weeks, monthly level tasks) is under review; older ones completed. */
const LATEST_UNDER_REVIEW: readonly SettlementStatus[] = [2];
/** A settlement is made at 02:00 the day after its period, and each review step takes 20 hours. */
const MADE_AT_HOUR = 2;
const REVIEW_STEP_MS = 20 * HOUR_MS;

/** Each period of a kind that ended before today, from the one holding the history's first day; oldest first. */
function endedPeriods(plan: DemoPlan, period: SettlementPeriod): PeriodDates[] {
  const periods: PeriodDates[] = [];
  for (let dates = settlementPeriodOf(period, plan.first); dates.end < plan.today; dates = nextSettlementPeriod(period, dates.end)) periods.push(dates);
  return periods;
}

/** The status of the `latestFirst`-th settlement of a series (0: the latest). */
function statusOf(series: readonly SettlementStatus[], latestFirst: number): SettlementStatus {
  return series[latestFirst] ?? SETTLEMENT_STATUS.COMPLETED;
}

/** Writes the settled history and queues the credits of completed settlements. */
export function seedSettlements(plan: DemoPlan): void {
  const { db } = plan;
  const ranks = new HostRanks(db);
  ranks.load(plan.first, addDays(plan.today, -1));
  // Every ended period, in the order the job would have made them (by end date; on one date the day, then the week,
  // then the month), so settlement ids follow time.
  const periods = SETTLEMENT_PERIODS.flatMap((period, order) => endedPeriods(plan, period).map((dates) => ({ period, order, dates })))
    .sort((a, b) => a.dates.end.localeCompare(b.dates.end) || a.order - b.order);
  // A period that began before the history is marked settled but pays nothing: its earlier days are not in the demo.
  const paying = periods.filter(({ dates }) => dates.start >= plan.first);
  const byPeriod = new Map<(typeof periods)[number], Map<number, SettlementLine[]>>(periods.map((p) => [p, new Map()]));
  // What each demo host is owed, from one read of their days for the whole history (the job reads period by period).
  for (const userId of DEMO_EARNERS) {
    const host = hostRecord(db, userId);
    if (!host) continue;
    hostSettlements(db, host, paying, plan.today, ranks).forEach((lines, i) => {
      const period = paying[i];
      if (period && lines.length > 0) byPeriod.get(period)?.set(userId, lines);
    });
  }
  // The agency head's weekly rank bonus, from the same ranking the job settles by.
  for (const period of paying.filter((p) => p.period === 'weekly')) {
    for (const standing of agencyStandings(db, period.dates)) {
      if (standing.bonusBeans > 0 && DEMO_EARNERS.has(standing.headUserId)) {
        const byUser = byPeriod.get(period);
        byUser?.set(standing.headUserId, [...(byUser.get(standing.headUserId) ?? []), { kind: 'agencyRankBonus', amount: standing.bonusBeans }]);
      }
    }
  }
  const owed = periods.map((p) => ({ ...p, byUser: byPeriod.get(p) ?? new Map<number, SettlementLine[]>() }));

  // The statuses run latest first, per user and period kind.
  const seriesLength = new Map<string, number>();
  for (const { period, byUser } of owed) for (const userId of byUser.keys()) seriesLength.set(`${userId}:${period}`, (seriesLength.get(`${userId}:${period}`) ?? 0) + 1);
  const seen = new Map<string, number>();

  for (const { period, dates, byUser } of owed) {
    const createdAt = plan.at(addDays(dates.end, 1), MADE_AT_HOUR);
    markPeriodSettled(db, period, dates, createdAt);
    for (const [userId, lines] of byUser) {
      const series = `${userId}:${period}`;
      const index = seen.get(series) ?? 0;
      seen.set(series, index + 1);
      const latestFirst = (seriesLength.get(series) ?? 0) - 1 - index;
      const status = statusOf(userId === 10001 && period === 'weekly' ? WEEKLY_STATUSES : userId === 10006 && period === 'daily' ? DAILY_STATUSES : LATEST_UNDER_REVIEW, latestFirst);
      const id = createSettlement(db, { userId, period, dates, lines, status: SETTLEMENT_STATUS.TO_BE_REVIEWED, at: createdAt });
      if (id === null) continue;
      // Its review: under review, then in process, then its final or current status.
      const history: SettlementStatus[] = [];
      if (status !== SETTLEMENT_STATUS.TO_BE_REVIEWED) history.push(SETTLEMENT_STATUS.IN_PROCESS);
      if (status !== SETTLEMENT_STATUS.TO_BE_REVIEWED && status !== SETTLEMENT_STATUS.IN_PROCESS) history.push(status);
      let at = createdAt;
      for (const step of history) {
        at = Math.min(at + REVIEW_STEP_MS, plan.latest);
        plan.sql('INSERT INTO settlement_events (settlement_id, status, at) VALUES (?, ?, ?)').run(id, step, at);
      }
      plan.sql('UPDATE settlements SET status = ? WHERE id = ?').run(status, id);
      if (status !== SETTLEMENT_STATUS.COMPLETED) continue;
      const amount = lines.reduce((sum, line) => sum + line.amount, 0);
      const credited = at;
      plan.flows.add(userId, 'bean', credited, amount);
      plan.later(credited, () => creditSettlement(db, { id, userId, amount }, credited));
    }
  }
}
