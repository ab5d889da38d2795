// Income settlements (SPEC 3, 6, 9): what each period owes each host and agency head, made once per period when it
// ends (daily at 24:00, weekly on Sunday at 24:00, monthly at the month's end, UTC+7), reviewed by operators through
// statuses 0-7, and credited to the user's available beans through the ledger when completed. The settlement job,
// the operator review and the demo history all use these functions.
import type { SettlementItem } from '../../src/contract/earnings.ts';
import { settlementLines, type SettlementLine } from '../../src/domain/host-pay.ts';
import { agencyWeekRanking } from '../../src/domain/rank-bonus.ts';
import {
  SETTLEMENT_PERIODS,
  SETTLEMENT_STATUS,
  creditsSettlement,
  isFinalStatus,
  isSettlementStatus,
  nextSettlementPeriod,
  nextStatuses,
  settlementPeriodOf,
  type PeriodDates,
  type SettlementPeriod,
  type SettlementStatus,
} from '../../src/domain/settlement.ts';
import { addDays, businessDate, type BusinessDate } from '../../src/domain/time.ts';
import { reviewRefusal } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { post } from '../services/ledger.ts';
import { recordDecision } from '../services/decisions.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { DAY_BEANS_SQL, HostRanks, hostPayFacts, hostRecord, paidDays, prepared, type HostRecord } from './host-pay.ts';

/** A row of settlements. */
export interface SettlementRow {
  id: number;
  user_id: number;
  period: SettlementPeriod;
  period_start: string;
  period_end: string;
  amount: number;
  status: number;
  created_at: number;
}

/**
 * SPEC 9: the week's agency ranking from the gift beans of each agency's hosts (by the agency each host belongs to
 * now), with each agency's head. The same ranking the agency rank bonus is settled by.
 */
export function agencyStandings(db: Db, week: PeriodDates): (ReturnType<typeof agencyWeekRanking>[number] & { headUserId: number })[] {
  const rows = prepared(
    db,
    `SELECT h.agency_id AS agency_id, SUM(${DAY_BEANS_SQL}) AS beans FROM host_days d JOIN hosts h ON h.user_id = d.host_id
     WHERE d.date BETWEEN ? AND ? AND h.agency_id IS NOT NULL GROUP BY h.agency_id`,
  ).all(week.start, week.end) as { agency_id: number; beans: number }[];
  const heads = new Map(
    (prepared(db, 'SELECT id, head_user_id FROM agencies').all() as { id: number; head_user_id: number }[]).map((row) => [String(row.id), row.head_user_id]),
  );
  return agencyWeekRanking(rows.map((row) => ({ agencyId: String(row.agency_id), beans: row.beans })))
    .filter((standing) => heads.has(standing.agencyId))
    .map((standing) => ({ ...standing, headUserId: heads.get(standing.agencyId) ?? 0 }));
}

/** What each of `periods` owes one host (its lines, empty when nothing), read from the host's records once for all. */
export function hostSettlements(
  db: Db,
  host: HostRecord,
  periods: readonly { period: SettlementPeriod; dates: PeriodDates }[],
  today: BusinessDate,
  ranks: HostRanks,
): SettlementLine[][] {
  if (periods.length === 0) return [];
  const from = periods.reduce((min, p) => (p.dates.start < min ? p.dates.start : min), periods[0]?.dates.start ?? today);
  const to = periods.reduce((max, p) => (p.dates.end > max ? p.dates.end : max), from);
  const days = paidDays(hostPayFacts(db, host, from, to, ranks), from, to, today);
  const byDate = new Map(days.map((day) => [day.date, day]));
  return periods.map(({ period, dates }) => {
    const own = [];
    for (let date = dates.start; date <= dates.end; date = addDays(date, 1)) {
      const day = byDate.get(date);
      if (day) own.push(day);
    }
    return settlementLines(period, own);
  });
}

/**
 * What a period owes, by user: each host's lines (SPEC 6, 9, by the payout type at the period's end) and, for a week,
 * each top-10 agency head's rank bonus. Computed, not written; `only` limits it to some users (the demo history).
 */
export function periodSettlements(
  db: Db,
  period: SettlementPeriod,
  dates: PeriodDates,
  today: BusinessDate,
  ranks: HostRanks,
  only?: ReadonlySet<number>,
): Map<number, SettlementLine[]> {
  const owed = new Map<number, SettlementLine[]>();
  const hosts = db.prepare('SELECT DISTINCT host_id FROM host_days WHERE date BETWEEN ? AND ? ORDER BY host_id').all(dates.start, dates.end) as {
    host_id: number;
  }[];
  for (const { host_id: userId } of hosts) {
    if (only && !only.has(userId)) continue;
    const host = hostRecord(db, userId);
    const lines = host ? (hostSettlements(db, host, [{ period, dates }], today, ranks)[0] ?? []) : [];
    if (lines.length > 0) owed.set(userId, lines);
  }
  if (period === 'weekly') {
    for (const standing of agencyStandings(db, dates)) {
      if (standing.bonusBeans === 0 || (only && !only.has(standing.headUserId))) continue;
      owed.set(standing.headUserId, [...(owed.get(standing.headUserId) ?? []), { kind: 'agencyRankBonus', amount: standing.bonusBeans }]);
    }
  }
  return owed;
}

/** Writes a settlement with its lines and its first status; null when the user already has one for the period. */
export function createSettlement(
  db: Db,
  settlement: { userId: number; period: SettlementPeriod; dates: PeriodDates; lines: readonly SettlementLine[]; status: SettlementStatus; at: number },
): number | null {
  const amount = settlement.lines.reduce((sum, line) => sum + line.amount, 0);
  // The unique index holds "once per user and period" even against another process.
  const inserted = prepared(
    db,
    `INSERT INTO settlements (user_id, period, period_start, period_end, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, period, period_start) DO NOTHING`,
  ).run(settlement.userId, settlement.period, settlement.dates.start, settlement.dates.end, amount, settlement.status, settlement.at);
  if (Number(inserted.changes) === 0) return null;
  const id = Number(inserted.lastInsertRowid);
  const line = prepared(db, 'INSERT INTO settlement_lines (settlement_id, kind, amount) VALUES (?, ?, ?)');
  for (const { kind, amount: lineAmount } of settlement.lines) line.run(id, kind, lineAmount);
  prepared(db, 'INSERT INTO settlement_events (settlement_id, status, at) VALUES (?, ?, ?)').run(id, settlement.status, settlement.at);
  return id;
}

/** Credits a completed settlement's beans to the user's available balance (DESIGN 4: through the ledger); its transaction. */
export function creditSettlement(db: Db, settlement: { id: number; userId: number; amount: number }, at: number): number | null {
  if (settlement.amount <= 0) return null;
  return post(db, {
    kind: 'settlement',
    at,
    refType: 'settlement',
    refId: settlement.id,
    entries: [
      { account: { userId: null, currency: 'bean', kind: 'issued' }, amount: -settlement.amount },
      { account: { userId: settlement.userId, currency: 'bean', kind: 'available' }, amount: settlement.amount },
    ],
  });
}

/** Records a status change of a settlement; completion (5) credits its beans, once, since 5 is final (its transaction). */
export function setSettlementStatus(db: Db, row: SettlementRow, status: SettlementStatus, at: number): number | null {
  db.prepare('UPDATE settlements SET status = ? WHERE id = ?').run(status, row.id);
  db.prepare('INSERT INTO settlement_events (settlement_id, status, at) VALUES (?, ?, ?)').run(row.id, status, at);
  return creditsSettlement(status) ? creditSettlement(db, { id: row.id, userId: row.user_id, amount: row.amount }, at) : null;
}

/** Marks a period settled; false when it already was (by an earlier run, another process, or the demo history). */
export function markPeriodSettled(db: Db, period: SettlementPeriod, dates: PeriodDates, at: number): boolean {
  const result = prepared(db, 'INSERT INTO settlement_periods (period, period_start, period_end, settled_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .run(period, dates.start, dates.end, at);
  return Number(result.changes) > 0;
}

/** Settles one ended period: every settlement it owes, under review (2). Nothing when it was settled before. */
export function settlePeriod(db: Db, period: SettlementPeriod, dates: PeriodDates, now: number, ranks: HostRanks): number {
  if (!markPeriodSettled(db, period, dates, now)) return 0;
  let made = 0;
  for (const [userId, lines] of periodSettlements(db, period, dates, businessDate(now), ranks)) {
    if (createSettlement(db, { userId, period, dates, lines, status: SETTLEMENT_STATUS.TO_BE_REVIEWED, at: now }) !== null) made++;
  }
  return made;
}

/**
 * The periods of a kind that have ended by `today` (their last day is before it) and are not settled yet, oldest
 * first: from the one after the last settled period, or, on a database that never settled one, the latest ended.
 */
export function periodsDue(db: Db, period: SettlementPeriod, today: BusinessDate): PeriodDates[] {
  const last = prepared(db, 'SELECT MAX(period_end) AS end FROM settlement_periods WHERE period = ?').get(period) as { end: string | null };
  let next: PeriodDates;
  if (last.end !== null) {
    next = nextSettlementPeriod(period, last.end);
  } else {
    next = settlementPeriodOf(period, addDays(today, -1));
    if (next.end >= today) next = settlementPeriodOf(period, addDays(next.start, -1));
  }
  const due: PeriodDates[] = [];
  for (; next.end < today; next = nextSettlementPeriod(period, next.end)) due.push(next);
  return due;
}

/** Settles every period of every kind that has ended by `now` and is not settled yet; returns the settlements made. */
export function settleDuePeriods(db: Db, now: number): number {
  const today = businessDate(now);
  const ranks = new HostRanks(db);
  let made = 0;
  for (const period of SETTLEMENT_PERIODS) for (const dates of periodsDue(db, period, today)) made += settlePeriod(db, period, dates, now, ranks);
  return made;
}

/** A settlement row as the API shows it. */
export function settlementItem(row: SettlementRow): SettlementItem {
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

/**
 * An operator moves a settlement to its next status (completion credits its beans). Nobody reviews their own row (issue 24):
 * the policy refuses it with `ops.ownRow`.
 */
export function reviewSettlement(db: Db, operatorId: number, id: number, status: SettlementStatus, now: number): Outcome<SettlementItem> {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM settlements WHERE id = ?').get(id) as SettlementRow | undefined;
    if (!row) return refused('settlement.notFound');
    const refusal = reviewRefusal(db, operatorId, 'reviewSettlements', row.user_id, now);
    if (refusal) return refused(refusal);
    if (!isSettlementStatus(row.status) || isFinalStatus(row.status)) return refused('settlement.statusFinal');
    if (!nextStatuses(row.status).includes(status)) return refused('invalidParams');
    setSettlementStatus(db, row, status, now);
    recordDecision(db, { subject: 'settlement', subjectId: id, ownerUserId: row.user_id, operatorUserId: operatorId, action: 'status', fromState: row.status, toState: status, at: now });
    return done(settlementItem({ ...row, status }));
  });
}
