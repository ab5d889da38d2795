// Past income settlements (SPEC 3): 10001 weekly, 10006 daily, 10002's weekly agency rank bonus, in every status,
// made from the seeded live days with the same rules the server pays by; completed ones credit the beans.
import {
  agencyRankBonus,
  basicSalaryStatus,
  dailyBonusProgress,
  hostRankBonus,
  levelTaskBeans,
  levelTaskProgress,
  LEVEL_TASK_WINDOW_DAYS,
  rankOf,
  weeklyBonusProgress,
} from '../../../src/domain/host-pay.ts';
import { levelForExp } from '../../../src/domain/levels.ts';
import { SETTLEMENT_STATUS, type SettlementStatus } from '../../../src/domain/settlement.ts';
import { addDays, weekStart, type BusinessDate } from '../../../src/domain/time.ts';
import { post } from '../../ledger.ts';
import { DEMO_AGENCY_ID, type DemoCast } from './accounts.ts';
import type { LiveHistory } from './live.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

/**
 * 10001's weekly statuses, latest week first: the latest under review, the one before in process, the rarer
 * statuses spread between completed weeks so every status shows and the bill's default 30 days hold settlement
 * credits. Older weeks are completed.
 */
const WEEKLY_STATUSES: readonly SettlementStatus[] = [2, 1, 5, 5, 3, 5, 4, 6, 5, 7, 0];
/** 10006's daily statuses, yesterday first; older days are completed. */
const DAILY_STATUSES: readonly SettlementStatus[] = [2, 1, 5, 6, 5, 0, 5, 3];
/** A settlement is made at 02:00 the day after its period, reviewed within a day and credited 40 hours after it is made. */
const MADE_AT_HOUR = 2;
const REVIEW_STEP_MS = 20 * HOUR_MS;
const CREDIT_DELAY_MS = 40 * HOUR_MS;

/** Writes the settlements and queues the credits of completed ones. */
export function seedSettlements(plan: DemoPlan, cast: DemoCast, live: LiveHistory): void {
  const { today } = plan;
  const rankOn = (host: number, date: BusinessDate) => rankOf(cast.hosts.map((h) => ({ id: String(h), score: live.beans(h, date) })), String(host));
  /** Running sums of each host's level-task beans over the history, so a 30-day window is one subtraction. */
  const qualifyingSums = new Map<number, number[]>();
  const qualifyingUpTo = (host: number, index: number) => {
    let sums = qualifyingSums.get(host);
    if (!sums) {
      sums = [0];
      for (const date of plan.dates) sums.push(sums[sums.length - 1]! + levelTaskBeans(live.day(host, date)));
      qualifyingSums.set(host, sums);
    }
    return sums[Math.max(0, Math.min(index + 1, sums.length - 1))]!;
  };
  const levelTaskPay = (host: number, date: BusinessDate) => {
    const index = plan.dates.indexOf(date);
    const task = levelTaskProgress({
      charmLevel: levelForExp('charm', cast.charmExpOf(host)),
      qualifyingBeans30d: qualifyingUpTo(host, index) - qualifyingUpTo(host, index - LEVEL_TASK_WINDOW_DAYS),
      liveMinutesToday: live.day(host, date).live,
    });
    return task.earnsToday ? task.payBeans : 0;
  };

  /** A settlement with its lines and status history; once completed, its credit. */
  const settle = (userId: number, period: 'daily' | 'weekly', start: BusinessDate, end: BusinessDate, lines: [string, number][], status: SettlementStatus) => {
    const paid = lines.filter(([, amount]) => amount > 0);
    const amount = paid.reduce((sum, [, a]) => sum + a, 0);
    if (amount === 0) return;
    const createdAt = plan.at(addDays(end, 1), MADE_AT_HOUR);
    const id = Number(
      plan.sql('INSERT INTO settlements (user_id, period, period_start, period_end, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(userId, period, start, end, amount, status, createdAt).lastInsertRowid,
    );
    for (const [kind, a] of paid) plan.sql('INSERT INTO settlement_lines (settlement_id, kind, amount) VALUES (?, ?, ?)').run(id, kind, a);
    const history: SettlementStatus[] = [SETTLEMENT_STATUS.TO_BE_REVIEWED];
    if (status !== SETTLEMENT_STATUS.TO_BE_REVIEWED) history.push(SETTLEMENT_STATUS.IN_PROCESS);
    if (status !== SETTLEMENT_STATUS.TO_BE_REVIEWED && status !== SETTLEMENT_STATUS.IN_PROCESS) history.push(status);
    history.forEach((s, i) =>
      plan.sql('INSERT INTO settlement_events (settlement_id, status, at) VALUES (?, ?, ?)').run(id, s, Math.min(createdAt + i * REVIEW_STEP_MS, plan.latest)),
    );
    if (status !== SETTLEMENT_STATUS.COMPLETED) return;
    const credited = Math.min(createdAt + CREDIT_DELAY_MS, plan.latest);
    plan.flows.add(userId, 'bean', credited, amount);
    plan.later(credited, () =>
      post(plan.db, {
        kind: 'settlement',
        at: credited,
        refType: 'settlement',
        refId: id,
        entries: [
          { account: { userId: null, currency: 'bean', kind: 'issued' }, amount: -amount },
          { account: { userId, currency: 'bean', kind: 'available' }, amount },
        ],
      }),
    );
  };

  // Weeks that ended before today, oldest first (settlements are made in time order, so ids follow time).
  const mondays: BusinessDate[] = [];
  const firstMonday = weekStart(plan.first) < plan.first ? addDays(weekStart(plan.first), 7) : weekStart(plan.first);
  for (let monday = firstMonday; addDays(monday, 6) < today; monday = addDays(monday, 7)) mondays.push(monday);
  const salaryJoined = addDays(today, -cast.joinedDaysAgo(10001));
  mondays.forEach((monday, oldest) => {
    const latestFirst = mondays.length - 1 - oldest;
    const sunday = addDays(monday, 6);
    const week: BusinessDate[] = [];
    for (let d = monday; d <= sunday; d = addDays(d, 1)) week.push(d);
    const beansOf = (host: number) => week.reduce((sum, d) => sum + live.beans(host, d), 0);
    const salary = basicSalaryStatus({
      payoutType: 'weekly',
      gender: 'female',
      abcMark: true,
      joinedDate: salaryJoined,
      today: sunday,
      weekLiveMinutes: week.map((d) => live.day(10001, d).live),
      violations: { minorThisWeek: 0, seriousThisWeek: 0, minorTotal: 1 },
    });
    settle(10001, 'weekly', monday, sunday, [
      ['giftIncome', beansOf(10001)],
      ['weeklyBonus', weeklyBonusProgress(beansOf(10001)).payBeans],
      ['rankBonus', week.reduce((sum, d) => sum + hostRankBonus(rankOn(10001, d) ?? 0), 0)],
      ['basicSalary', salary.kind === 'achieved' ? salary.payBeans : 0],
      ['levelTask', week.reduce((sum, d) => sum + levelTaskPay(10001, d), 0)],
    ], WEEKLY_STATUSES[latestFirst] ?? SETTLEMENT_STATUS.COMPLETED);

    // 10002: the weekly agency rank bonus of Bintang Agency; the latest week is under review.
    const agencyBeans = new Map<number, number>();
    for (const host of cast.hosts) agencyBeans.set(cast.agencyOf(host), (agencyBeans.get(cast.agencyOf(host)) ?? 0) + beansOf(host));
    const agencyRank = rankOf([...agencyBeans].map(([id, score]) => ({ id: String(id), score })), String(DEMO_AGENCY_ID));
    settle(10002, 'weekly', monday, sunday, [['agencyRankBonus', agencyRankBonus(agencyRank ?? 0)]],
      latestFirst === 0 ? SETTLEMENT_STATUS.TO_BE_REVIEWED : SETTLEMENT_STATUS.COMPLETED);
  });

  // 10006 (daily salary): one settlement per past day.
  const pastDates = plan.dates.filter((d) => d < today);
  pastDates.forEach((date, oldest) => {
    const beans = live.beans(10006, date);
    settle(10006, 'daily', date, date, [
      ['giftIncome', beans],
      ['dailyBonus', dailyBonusProgress(beans).payBeans],
      ['rankBonus', hostRankBonus(rankOn(10006, date) ?? 0)],
      ['levelTask', levelTaskPay(10006, date)],
    ], DAILY_STATUSES[pastDates.length - 1 - oldest] ?? SETTLEMENT_STATUS.COMPLETED);
  });
}
