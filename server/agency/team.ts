// An agency head's team (SPEC 6, 9): the overview with the weekly agency rank, the hosts with their week, the
// day-by-day figures and the history. The head's own agency only (server/agency/members.ts changes who is in it).
import type { AgencyOverview, AgencyRecordView, TeamDay, TeamHostView } from '../../src/contract/agency.ts';
import { AGENCY_RECORD_FILTERS, type AgencyRecordFilter } from '../../src/domain/agency-records.ts';
import { dailyBonusProgress } from '../../src/domain/host-bonus.ts';
import { levelTaskBeans, levelTaskProgress, levelTaskWindowStart } from '../../src/domain/level-task.ts';
import { AGENCY_RANK_WEEKLY_TOP, agencyRankBonus, rankOf } from '../../src/domain/rank-bonus.ts';
import { VALID_DAY_MIN_LIVE_MINUTES } from '../../src/domain/valid-day.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { addDays, businessDate, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { PAGE_SIZE } from '../../src/contract/paging.ts';
import { teamCursor, type TeamCursor, type TeamOrder, type TeamSort } from '../../src/domain/team-sort.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { agencyCard, inviteCodeOf } from './store.ts';

/** Longest search text: a nickname or an id. */
const SEARCH_MAX_CHARS = 30;

/** The beans of a host_days row. */
const BEANS_SQL = 'd.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal';

/**
 * SPEC 9: each agency's score of the week so far: the gift beans of its hosts from Monday to today, as the demo's
 * weekly agency rank bonus counts them; ranked with rankOf and paid with agencyRankBonus (src/domain/host-pay.ts).
 */
function agencyWeekScores(db: Db, week: BusinessDate, today: BusinessDate): { id: string; score: number }[] {
  const rows = db
    .prepare(
      `SELECT h.agency_id AS id, SUM(${BEANS_SQL}) AS score FROM host_days d JOIN hosts h ON h.user_id = d.host_id
       WHERE h.agency_id IS NOT NULL AND d.date BETWEEN ? AND ? GROUP BY h.agency_id`,
    )
    .all(week, today) as { id: number; score: number }[];
  return rows.map((row) => ({ id: String(row.id), score: row.score }));
}

/** A row of the team list. */
export interface TeamRow {
  user_id: number;
  nickname: string;
  joined_date: string;
  live: number;
  beans: number;
  valid_days: number;
  exit_pending: number;
  charm_exp: number;
}

export const TEAM_SELECT = `SELECT h.user_id, u.nickname, u.charm_exp, h.joined_date,
    IFNULL(SUM(d.live_minutes), 0) AS live, IFNULL(SUM(${BEANS_SQL}), 0) AS beans,
    IFNULL(SUM(d.live_minutes >= ${VALID_DAY_MIN_LIVE_MINUTES}), 0) AS valid_days,
    EXISTS (SELECT 1 FROM agency_exit_requests e WHERE e.host_id = h.user_id AND e.status = 'pending') AS exit_pending
  FROM hosts h JOIN users u ON u.id = h.user_id
  LEFT JOIN host_days d ON d.host_id = h.user_id AND d.date BETWEEN ? AND ?`;

/** A team row as the API shows it. */
export function teamHostView(row: TeamRow): TeamHostView {
  return {
    userId: String(row.user_id),
    nickname: row.nickname,
    joinedDate: row.joined_date,
    liveMinutesThisWeek: row.live,
    beansThisWeek: row.beans,
    validDaysThisWeek: row.valid_days,
    exitPending: row.exit_pending === 1,
    charmLevel: levelForExp('charm', row.charm_exp),
  };
}

/** SPEC 5: the day-by-day figures of the agency's current hosts, each from the day they joined (assumed, docs/rules.md). */
export function teamDays(db: Db, agencyId: number, start: BusinessDate, end: BusinessDate): TeamDay[] {
  const hosts = db
    .prepare('SELECT h.user_id, h.payout_type, h.joined_date, u.charm_exp FROM hosts h JOIN users u ON u.id = h.user_id WHERE h.agency_id = ?')
    .all(agencyId) as { user_id: number; payout_type: 'daily' | 'weekly'; joined_date: string; charm_exp: number }[];
  const windowStart = levelTaskWindowStart(start);
  const rows = db
    .prepare(
      `SELECT d.* FROM host_days d JOIN hosts h ON h.user_id = d.host_id WHERE h.agency_id = ? AND d.date BETWEEN ? AND ?`,
    )
    .all(agencyId, windowStart, end) as {
    host_id: number;
    date: string;
    live_minutes: number;
    beans_lucky: number;
    beans_s_lucky: number;
    beans_deluxe: number;
    beans_normal: number;
  }[];
  const byHost = new Map<number, Map<string, (typeof rows)[number]>>();
  for (const row of rows) {
    const days = byHost.get(row.host_id) ?? new Map();
    days.set(row.date, row);
    byHost.set(row.host_id, days);
  }
  const result: TeamDay[] = [];
  for (let date = end; date >= start; date = addDays(date, -1)) {
    const day: TeamDay = { date, hostsLive: 0, validDays: 0, beans: 0, bonusBeans: 0 };
    for (const host of hosts) {
      if (date < host.joined_date) continue;
      const days = byHost.get(host.user_id);
      const row = days?.get(date);
      if (!row) continue;
      const beans = row.beans_lucky + row.beans_s_lucky + row.beans_deluxe + row.beans_normal;
      if (row.live_minutes > 0) day.hostsLive++;
      if (row.live_minutes >= VALID_DAY_MIN_LIVE_MINUTES) day.validDays++;
      day.beans += beans;
      // The day's bonuses as /everyday/details counts them: the daily bonus (daily salary) and the level task pay.
      let qualifying = 0;
      for (let d = levelTaskWindowStart(date); d <= date; d = addDays(d, 1)) {
        const r = days?.get(d);
        if (r) qualifying += levelTaskBeans({ lucky: r.beans_lucky, sLucky: r.beans_s_lucky, deluxe: r.beans_deluxe, normal: r.beans_normal });
      }
      const task = levelTaskProgress({ charmLevel: levelForExp('charm', host.charm_exp), qualifyingBeans30d: qualifying, liveMinutesToday: row.live_minutes });
      day.bonusBeans += (host.payout_type === 'daily' ? dailyBonusProgress(beans).payBeans : 0) + (task.earnsToday ? task.payBeans : 0);
    }
    result.push(day);
  }
  return result;
}

/** The overview of the agency at `now`: its card and invite code, this week's figures and rank, what waits. */
export function agencyOverview(db: Db, agency: { id: number }, now: number): AgencyOverview {
  const today = businessDate(now);
  const week = weekStart(today);
  const card = agencyCard(db, agency.id);
  if (!card) throw new Error(`agency ${agency.id} is gone`);
  const figures = db
    .prepare(
      `SELECT IFNULL(SUM(CASE WHEN d.date = ? THEN ${BEANS_SQL} END), 0) AS beans_today, IFNULL(SUM(${BEANS_SQL}), 0) AS beans_week,
         IFNULL(SUM(d.live_minutes >= ${VALID_DAY_MIN_LIVE_MINUTES}), 0) AS valid_days,
         IFNULL(SUM(d.date = ? AND d.live_minutes > 0), 0) AS live_today
       FROM host_days d JOIN hosts h ON h.user_id = d.host_id WHERE h.agency_id = ? AND d.date BETWEEN ? AND ?`,
    )
    .get(today, today, agency.id, week, today) as { beans_today: number; beans_week: number; valid_days: number; live_today: number };
  const rank = rankOf(agencyWeekScores(db, week, today), String(agency.id));
  const count = (sql: string) => (db.prepare(sql).get(agency.id) as { n: number }).n;
  return {
    agency: { ...card, inviteCode: inviteCodeOf(db, agency.id) },
    today,
    weekStart: week,
    beansToday: figures.beans_today,
    beansThisWeek: figures.beans_week,
    validDaysThisWeek: figures.valid_days,
    hostsLiveToday: figures.live_today,
    rank: { rank, bonusBeans: rank === null ? 0 : agencyRankBonus(rank), top: AGENCY_RANK_WEEKLY_TOP },
    pending: {
      joinRequests: count(`SELECT COUNT(*) AS n FROM agency_join_requests WHERE agency_id = ? AND status = 'pending'`),
      exitRequests: count(`SELECT COUNT(*) AS n FROM agency_exit_requests WHERE agency_id = ? AND status = 'pending'`),
    },
  };
}

/** The column of each order (from this fixed list only: never text a caller sent). */
const SORT_COLUMN: Record<TeamSort, string> = { beans: 't.beans', live: 't.live', joined: 't.joined_date' };

/**
 * The agency's hosts with their week so far in `order` (issue 27.9), matching `q` (a nickname or an exact id) when
 * given; ties go by id in the same direction, and the cursor carries both, so paging lists every host once, in order.
 */
export function teamHosts(
  db: Db,
  agencyId: number,
  list: { search: string; sort: TeamSort; order: TeamOrder; cursor: TeamCursor | null },
  now: number,
): Page<TeamHostView> {
  const q = [...list.search.trim()].slice(0, SEARCH_MAX_CHARS).join('');
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const today = businessDate(now);
  const column = SORT_COLUMN[list.sort];
  const direction = list.order === 'asc' ? 'ASC' : 'DESC';
  const after = list.order === 'asc' ? '>' : '<';
  const cursor = list.cursor;
  const rows = db
    .prepare(
      `SELECT * FROM (${TEAM_SELECT}
         WHERE h.agency_id = ? AND (? = '' OR u.nickname LIKE ? ESCAPE '\\' OR CAST(h.user_id AS TEXT) = ?)
         GROUP BY h.user_id) t
       WHERE (? IS NULL OR (${column}, t.user_id) ${after} (?, ?))
       ORDER BY ${column} ${direction}, t.user_id ${direction} LIMIT ?`,
    )
    .all(weekStart(today), today, agencyId, q, like, q, cursor?.userId ?? null, cursor?.key ?? null, cursor?.userId ?? null, PAGE_QUERY_LIMIT) as unknown as TeamRow[];
  const more = rows.length > PAGE_SIZE;
  const shown = more ? rows.slice(0, PAGE_SIZE) : rows;
  const last = shown.at(-1);
  const key = (row: TeamRow) => (list.sort === 'beans' ? row.beans : list.sort === 'live' ? row.live : row.joined_date);
  return { items: shown.map(teamHostView), next: more && last ? teamCursor(key(last), last.user_id) : null };
}

/** One host of the team list, as of `today`. */
export function teamHost(db: Db, hostId: number, today: BusinessDate): TeamHostView {
  const row = db.prepare(`${TEAM_SELECT} WHERE h.user_id = ? GROUP BY h.user_id`).get(weekStart(today), today, hostId) as unknown as TeamRow;
  return teamHostView(row);
}

/** The agency's history of one filter, newest first, within [from, to) when given. */
export function agencyRecords(
  db: Db,
  agencyId: number,
  filter: AgencyRecordFilter,
  window: { from: number | null; to: number | null },
  cursor: number | null,
): Page<AgencyRecordView> {
  const { from, to } = window;
  const kinds: readonly string[] = AGENCY_RECORD_FILTERS[filter];
  const rows = db
    .prepare(
      `SELECT e.id, e.kind, e.at, e.host_id, h.nickname AS host_nickname, e.actor_id, a.nickname AS actor_nickname
       FROM agency_events e JOIN users h ON h.id = e.host_id LEFT JOIN users a ON a.id = e.actor_id
       WHERE e.agency_id = ? AND e.kind IN (${kinds.map(() => '?').join(', ')})
         AND (? IS NULL OR e.at >= ?) AND (? IS NULL OR e.at < ?) AND (? IS NULL OR e.id < ?)
       ORDER BY e.id DESC LIMIT ?`,
    )
    .all(agencyId, ...kinds, from, from, to, to, cursor, cursor, PAGE_QUERY_LIMIT) as {
    id: number;
    kind: AgencyRecordView['kind'];
    at: number;
    host_id: number;
    host_nickname: string;
    actor_id: number | null;
    actor_nickname: string | null;
  }[];
  return pageOf(rows, (row): AgencyRecordView => ({
    id: String(row.id),
    kind: row.kind,
    at: row.at,
    host: { userId: String(row.host_id), nickname: row.host_nickname },
    actor: row.actor_id === null ? null : { userId: String(row.actor_id), nickname: row.actor_nickname ?? '' },
  }));
}
