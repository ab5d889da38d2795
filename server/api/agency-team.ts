// An agency head's team (SPEC 6, 9): the overview with the weekly agency rank, the hosts with their week, adding and
// unbinding hosts, the join requests to approve or reject, the day-by-day figures and the history. A head acts on their
// own agency only: a request or host of another agency answers `forbidden` and changes nothing.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  AGENCY_HEAD_ENDPOINTS,
  type AgencyOverview,
  type AgencyRecordView,
  type JoinApplicantView,
  type TeamDay,
  type TeamHostView,
} from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { checkAddHost, type AddHostError } from '../../src/domain/agency-join.ts';
import { AGENCY_RECORD_FILTERS, isAgencyRecordFilter } from '../../src/domain/agency-records.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { dailyBonusProgress } from '../../src/domain/host-bonus.ts';
import { levelTaskBeans, levelTaskProgress, levelTaskWindowStart } from '../../src/domain/level-task.ts';
import { AGENCY_RANK_WEEKLY_TOP, agencyRankBonus, rankOf } from '../../src/domain/rank-bonus.ts';
import { VALID_DAY_MIN_LIVE_MINUTES } from '../../src/domain/valid-day.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { transaction } from '../db/transaction.ts';
import {
  agencyCard,
  canonicalId,
  detachHost,
  headedAgency,
  hostAgencyId,
  inviteCodeOf,
  isApplying,
  joinAgency,
  pendingJoinOf,
  recordEvent,
  type JoinRow,
} from './agency-store.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, pageOf, rangeField } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isAgencyHead, requireRole } from './roles.ts';

/** Longest search text: a nickname or an id. */
const SEARCH_MAX_CHARS = 30;

/** The beans of a host_days row. */
const BEANS_SQL = 'd.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal';

/** Refusals of checkAddHost as API errors. */
const ADD_ERRORS: Record<AddHostError, ErrorName> = {
  alreadyYourHost: 'agency.alreadyYourHost',
  inAnotherAgency: 'agency.userInAnotherAgency',
  isAgencyHead: 'agency.userIsHead',
  applying: 'agency.userApplying',
  pendingElsewhere: 'agency.userPendingElsewhere',
};

/**
 * SPEC 9: each agency's score of the week so far: the gift beans of its hosts from Monday to today, as the demo's
 * weekly agency rank bonus counts them; ranked with rankOf and paid with agencyRankBonus (src/domain/host-pay.ts).
 */
function agencyWeekScores(db: DatabaseSync, week: BusinessDate, today: BusinessDate): { id: string; score: number }[] {
  const rows = db
    .prepare(
      `SELECT h.agency_id AS id, SUM(${BEANS_SQL}) AS score FROM host_days d JOIN hosts h ON h.user_id = d.host_id
       WHERE h.agency_id IS NOT NULL AND d.date BETWEEN ? AND ? GROUP BY h.agency_id`,
    )
    .all(week, today) as { id: number; score: number }[];
  return rows.map((row) => ({ id: String(row.id), score: row.score }));
}

/** A row of the team list. */
interface TeamRow {
  user_id: number;
  nickname: string;
  joined_date: string;
  live: number;
  beans: number;
  valid_days: number;
  exit_pending: number;
}

const TEAM_SELECT = `SELECT h.user_id, u.nickname, h.joined_date,
    IFNULL(SUM(d.live_minutes), 0) AS live, IFNULL(SUM(${BEANS_SQL}), 0) AS beans,
    IFNULL(SUM(d.live_minutes >= ${VALID_DAY_MIN_LIVE_MINUTES}), 0) AS valid_days,
    EXISTS (SELECT 1 FROM agency_exit_requests e WHERE e.host_id = h.user_id AND e.status = 'pending') AS exit_pending
  FROM hosts h JOIN users u ON u.id = h.user_id
  LEFT JOIN host_days d ON d.host_id = h.user_id AND d.date BETWEEN ? AND ?`;

/** A team row as the API shows it. */
function teamHostView(row: TeamRow): TeamHostView {
  return {
    userId: String(row.user_id),
    nickname: row.nickname,
    joinedDate: row.joined_date,
    liveMinutesThisWeek: row.live,
    beansThisWeek: row.beans,
    validDaysThisWeek: row.valid_days,
    exitPending: row.exit_pending === 1,
  };
}

/** A join request row with the applicant's nickname. */
type ApplicantRow = JoinRow & { nickname: string };

/** A join request as the head sees it. */
function applicantView(row: ApplicantRow): JoinApplicantView {
  return {
    id: String(row.id),
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    userId: String(row.user_id),
    nickname: row.nickname,
  };
}

/** SPEC 5: the day-by-day figures of the agency's current hosts, each from the day they joined (assumed, docs/rules.md). */
function teamDays(db: DatabaseSync, agencyId: number, start: BusinessDate, end: BusinessDate): TeamDay[] {
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

/** The head's sub-app. */
export function agencyTeamApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const headsOnly = requireRole(db, isAgencyHead);
  /** The caller's agency (the role check has passed). */
  const agencyOf = (userId: number) => {
    const agency = headedAgency(db, userId);
    if (!agency) throw new Error(`${userId} heads no agency`);
    return agency;
  };

  /** Who `userId` is, as checkAddHost reads it. */
  const addTarget = (userId: number) => ({
    isAgencyHead: headedAgency(db, userId) !== undefined,
    agencyId: hostAgencyId(db, userId) ?? null,
    applying: isApplying(db, userId),
    pendingJoinAgencyId: pendingJoinOf(db, userId)?.agency_id ?? null,
  });

  /** The user named by `user_id` and whether the head may add them; the nickname or the error to answer. */
  const candidate = (agencyId: number, raw: string | undefined): { userId: number; nickname: string; acceptsRequest: boolean } | ErrorName => {
    const userId = canonicalId(raw);
    if (userId === null) return 'invalidParams';
    const user = db.prepare('SELECT nickname FROM users WHERE id = ?').get(userId) as { nickname: string } | undefined;
    if (!user) return 'userNotFound';
    const check = checkAddHost(addTarget(userId), agencyId);
    if (!check.ok) return ADD_ERRORS[check.error];
    return { userId, nickname: user.nickname, acceptsRequest: check.acceptsRequest };
  };

  return new Hono<AuthedEnv>()
    .post(AGENCY_HEAD_ENDPOINTS.overview.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const today = businessDate(clock.now());
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
      const overview: AgencyOverview = {
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
      return ok(c, overview);
    })
    .post(AGENCY_HEAD_ENDPOINTS.hosts.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const q = [...(c.var.fields['q'] ?? '').trim()].slice(0, SEARCH_MAX_CHARS).join('');
      const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const today = businessDate(clock.now());
      const rows = db
        .prepare(
          `${TEAM_SELECT}
           WHERE h.agency_id = ? AND (? = '' OR u.nickname LIKE ? ESCAPE '\\' OR CAST(h.user_id AS TEXT) = ?) AND (? IS NULL OR h.user_id < ?)
           GROUP BY h.user_id ORDER BY h.user_id DESC LIMIT ?`,
        )
        .all(weekStart(today), today, agency.id, q, like, q, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as TeamRow[];
      return ok(c, pageOf(rows.map((row) => ({ ...row, id: row.user_id })), teamHostView));
    })
    .post(AGENCY_HEAD_ENDPOINTS.findUser.path, session, headsOnly, (c) => {
      const found = candidate(agencyOf(c.var.user.userId).id, c.var.fields['user_id']);
      if (typeof found === 'string') return fail(c, found);
      return ok(c, { userId: String(found.userId), nickname: found.nickname });
    })
    .post(AGENCY_HEAD_ENDPOINTS.addHost.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const now = clock.now();
      const today = businessDate(now);
      return transaction(db, () => {
        const agency = agencyOf(headId);
        const found = candidate(agency.id, c.var.fields['user_id']);
        if (typeof found === 'string') return fail(c, found);
        if (found.acceptsRequest) {
          // Their own request to this agency is the one the head answers by adding them.
          db.prepare(`UPDATE agency_join_requests SET status = 'accepted', decided_at = ?, decided_by = ? WHERE user_id = ? AND agency_id = ? AND status = 'pending'`).run(
            now,
            headId,
            found.userId,
            agency.id,
          );
        }
        joinAgency(db, found.userId, agency.id, today);
        recordEvent(db, { agencyId: agency.id, kind: 'hostAdded', hostId: found.userId, actorId: headId, at: now });
        const row = db.prepare(`${TEAM_SELECT} WHERE h.user_id = ? GROUP BY h.user_id`).get(weekStart(today), today, found.userId) as unknown as TeamRow;
        return ok(c, teamHostView(row));
      });
    })
    .post(AGENCY_HEAD_ENDPOINTS.unbindHost.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const hostId = canonicalId(c.var.fields['user_id']);
      if (hostId === null) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const agency = agencyOf(headId);
        const member = hostAgencyId(db, hostId);
        // Another agency's host is not this head's to touch.
        if (member !== undefined && member !== null && member !== agency.id) return fail(c, 'forbidden');
        if (!detachHost(db, { hostId, agencyId: agency.id, at: now, how: 'unbound', actorId: headId })) return fail(c, 'agency.notYourHost');
        return ok(c, { userId: String(hostId) });
      });
    })
    .post(AGENCY_HEAD_ENDPOINTS.joinRequests.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const tab = c.var.fields['tab'];
      if (tab !== 'pending' && tab !== 'rejected') return fail(c, 'invalidParams');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const rows = db
        .prepare(
          `SELECT r.*, u.nickname FROM agency_join_requests r JOIN users u ON u.id = r.user_id
           WHERE r.agency_id = ? AND r.status = ? AND (? IS NULL OR r.id < ?) ORDER BY r.id DESC LIMIT ?`,
        )
        .all(agency.id, tab, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as ApplicantRow[];
      return ok(c, pageOf(rows, applicantView));
    })
    .post(AGENCY_HEAD_ENDPOINTS.decideJoin.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const id = canonicalId(c.var.fields['id']);
      const decision = c.var.fields['decision'];
      if (id === null || (decision !== 'approve' && decision !== 'reject')) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const agency = agencyOf(headId);
        const select = () => db.prepare('SELECT r.*, u.nickname FROM agency_join_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ?').get(id) as ApplicantRow | undefined;
        const row = select();
        if (!row) return fail(c, 'agency.joinRequestNotFound');
        if (row.agency_id !== agency.id) return fail(c, 'forbidden');
        // Of two decisions (or a decision and the applicant's cancel) at once, the database lets exactly one through.
        const changed = db
          .prepare(`UPDATE agency_join_requests SET status = ?, decided_at = ?, decided_by = ? WHERE id = ? AND agency_id = ? AND status = 'pending'`)
          .run(decision === 'approve' ? 'accepted' : 'rejected', now, headId, id, agency.id).changes;
        if (changed !== 1) return fail(c, 'agency.joinNotPending');
        if (decision === 'approve') joinAgency(db, row.user_id, agency.id, businessDate(now));
        recordEvent(db, { agencyId: agency.id, kind: decision === 'approve' ? 'joinApproved' : 'joinRejected', hostId: row.user_id, actorId: headId, at: now });
        const decided = select();
        if (!decided) throw new Error(`join request ${id} is gone`);
        return ok(c, applicantView(decided));
      });
    })
    .post(AGENCY_HEAD_ENDPOINTS.daily.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const range = rangeField(c.var.fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error);
      return ok(c, { days: teamDays(db, agency.id, range.range.start, range.range.end) });
    })
    .post(AGENCY_HEAD_ENDPOINTS.records.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const fields = c.var.fields;
      const filter = fields['filter'];
      if (!isAgencyRecordFilter(filter)) return fail(c, 'invalidParams');
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      let from: number | null = null;
      let to: number | null = null;
      if (fields['start'] || fields['end']) {
        const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
        if (!range.ok) return fail(c, range.error);
        from = businessDayStartMs(range.range.start);
        to = businessDayStartMs(addDays(range.range.end, 1));
      }
      const kinds: readonly string[] = AGENCY_RECORD_FILTERS[filter];
      const rows = db
        .prepare(
          `SELECT e.id, e.kind, e.at, e.host_id, h.nickname AS host_nickname, e.actor_id, a.nickname AS actor_nickname
           FROM agency_events e JOIN users h ON h.id = e.host_id LEFT JOIN users a ON a.id = e.actor_id
           WHERE e.agency_id = ? AND e.kind IN (${kinds.map(() => '?').join(', ')})
             AND (? IS NULL OR e.at >= ?) AND (? IS NULL OR e.at < ?) AND (? IS NULL OR e.id < ?)
           ORDER BY e.id DESC LIMIT ?`,
        )
        .all(agency.id, ...kinds, from, from, to, to, cursor, cursor, PAGE_QUERY_LIMIT) as {
        id: number;
        kind: AgencyRecordView['kind'];
        at: number;
        host_id: number;
        host_nickname: string;
        actor_id: number | null;
        actor_nickname: string | null;
      }[];
      return ok(
        c,
        pageOf(rows, (row): AgencyRecordView => ({
          id: String(row.id),
          kind: row.kind,
          at: row.at,
          host: { userId: String(row.host_id), nickname: row.host_nickname },
          actor: row.actor_id === null ? null : { userId: String(row.actor_id), nickname: row.actor_nickname ?? '' },
        })),
      );
    });
}
