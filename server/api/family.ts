// Families (SPEC 1, 3-6, 8, 9): the ranking and search, a family's page, creating, joining and leaving, the members and
// what the creator and admins do with them, and dissolving. Every rule is a function of src/domain/family.ts; the
// database holds the ones two requests could race on (one family per user, one pending request, unique names).
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import type { ErrorName } from '../../src/contract/errors.ts';
import {
  FAMILY_ENDPOINTS,
  familyErrorName,
  type FamilyDetail,
  type FamilyListItem,
  type FamilyMemberView,
  type FamilyOverview,
  type FamilyPerson,
  type JoinRequestView,
} from '../../src/contract/family.ts';
import { PAGE_SIZE } from '../../src/contract/paging.ts';
import {
  cancelDissolve,
  dissolveDeleteAtMs,
  familyAllows,
  familyDissolveStatus,
  requestDissolve,
} from '../../src/domain/family-dissolve.ts';
import { FAMILY_NAME_MAX_CHARS, canCreateFamily, checkFamilyInfo } from '../../src/domain/family-info.ts';
import {
  FAMILY_MUTE_HOURS,
  checkExpansion,
  checkMemberAction,
  checkRoleChange,
  familyMemberLimit,
  joinFamily,
} from '../../src/domain/family-members.ts';
import { FAMILY_ROLES, can, leaveFamily, type FamilyRole } from '../../src/domain/family-roles.ts';
import { FAMILY_TIER_LIMITS, FAMILY_TIERS, familyTierProgress, familyTierWeek } from '../../src/domain/family-tiers.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { transaction } from '../db/transaction.ts';
import { InsufficientFunds, transferBetween } from '../ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import {
  dissolveState,
  familyAccount,
  familyCoins,
  liveFamily,
  memberCount,
  membershipOf,
  removeMember,
  roleIn,
  thisWeekPrestige,
  type FamilyRow,
} from './family-store.ts';
import { PAGE_QUERY_LIMIT, cursorField, idField, pageOf } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { errorEnvelope, fail, ok } from './respond.ts';

const HOUR_MS = 3_600_000;
/** Ratings shown on a family's page. */
const HISTORY_WEEKS = 8;

/** The API error of a refused family rule. */
const familyError = familyErrorName;

/** The family named by `family_id`: a coded error when the id is malformed or names no live family. */
export function familyField(db: DatabaseSync, value: string | undefined, now: number): FamilyRow | ErrorName {
  const id = idField(value);
  if (id === null) return 'invalidParams';
  return liveFamily(db, id, now) ?? 'family.notFound';
}

/** A user's wealth level (SPEC 9 levels). */
function wealthLevelOf(db: DatabaseSync, userId: number): number {
  const row = db.prepare('SELECT wealth_exp FROM users WHERE id = ?').get(userId) as { wealth_exp: number } | undefined;
  return levelForExp('wealth', row?.wealth_exp ?? 0);
}

/** A page of rows read with LIMIT PAGE_SIZE + 1 from `offset`: the next cursor is the next offset. */
function offsetPage<Row, Item>(rows: Row[], offset: number, toItem: (row: Row) => Item): { items: Item[]; next: string | null } {
  const more = rows.length > PAGE_SIZE;
  return { items: rows.slice(0, PAGE_SIZE).map(toItem), next: more ? String(offset + PAGE_SIZE) : null };
}

/** The people of a query's rows. */
function person(row: { user_id: number; nickname: string }): FamilyPerson {
  return { userId: String(row.user_id), nickname: row.nickname };
}

/** The role order of SPEC 6, for sorting in SQL: creator first. */
const ROLE_ORDER = `CASE m.role ${FAMILY_ROLES.map((role, index) => `WHEN '${role}' THEN ${index}`).join(' ')} END`;

/** A unique index of the family tables a write ran into, as the answer the check before it would have given. */
function constraintRefusal(error: unknown): ErrorName | null {
  const text = error instanceof Error ? error.message : '';
  if (!text.includes('UNIQUE constraint failed')) return null;
  if (text.includes('families.name')) return 'family.nameTaken';
  if (text.includes('family_join_requests.user_id')) return 'family.requestPending';
  if (text.includes('family_members.user_id') || text.includes('families.creator_user_id')) return 'family.alreadyInFamily';
  return null;
}

/** Runs a write in one transaction; a unique index it runs into answers as its rule. */
function write(db: DatabaseSync, c: Context, work: () => Response): Response {
  try {
    return transaction(db, work);
  } catch (error) {
    const refusal = constraintRefusal(error);
    if (refusal === null) throw error;
    return fail(c, refusal);
  }
}

/** Everything a family's page shows, as `viewer` sees it. */
export function familyDetail(db: DatabaseSync, family: FamilyRow, viewer: number, now: number): FamilyDetail {
  const creator = db.prepare('SELECT id AS user_id, nickname FROM users WHERE id = ?').get(family.creator_user_id) as { user_id: number; nickname: string };
  const admins = db
    .prepare(
      `SELECT m.user_id, u.nickname, m.role FROM family_members m JOIN users u ON u.id = m.user_id
       WHERE m.family_id = ? AND m.role IN ('viceLeader', 'admin') ORDER BY ${ROLE_ORDER}, m.joined_at, m.user_id`,
    )
    .all(family.id) as { user_id: number; nickname: string; role: 'viceLeader' | 'admin' }[];
  const favorites = db
    .prepare('SELECT f.host_user_id AS user_id, u.nickname FROM family_favorite_hosts f JOIN users u ON u.id = f.host_user_id WHERE f.family_id = ? ORDER BY f.added_at, f.host_user_id')
    .all(family.id) as { user_id: number; nickname: string }[];
  const history = db
    .prepare('SELECT week, prestige, tier FROM family_tier_ratings WHERE family_id = ? ORDER BY week DESC LIMIT ?')
    .all(family.id, HISTORY_WEEKS) as FamilyDetail['history'];
  const myRole = roleIn(db, family.id, viewer);
  const request = db.prepare("SELECT id FROM family_join_requests WHERE family_id = ? AND user_id = ? AND status = 'pending'").get(family.id, viewer) as
    | { id: number }
    | undefined;
  const weeklyPrestige = thisWeekPrestige(db, family.id, now);
  return {
    id: String(family.id),
    name: family.name,
    notice: family.notice,
    tier: family.tier,
    createdAt: family.created_at,
    creator: person(creator),
    members: memberCount(db, family.id),
    memberLimit: familyMemberLimit(family.tier, family.expansions),
    expansions: family.expansions,
    admins: admins.map((row) => ({ ...person(row), role: row.role })),
    limits: { ...FAMILY_TIER_LIMITS[family.tier] },
    weeklyPrestige,
    progress: familyTierProgress(weeklyPrestige),
    nextRatingAt: familyTierWeek(now).nextRatingAtMs,
    history,
    favoriteHosts: favorites.map(person),
    coins: myRole === null ? null : familyCoins(db, family.id),
    dissolve:
      family.dissolve_requested_at === null
        ? null
        : { requestedAt: family.dissolve_requested_at, deleteAt: dissolveDeleteAtMs(family.dissolve_requested_at) },
    myRole,
    myRequestId: request ? String(request.id) : null,
  };
}

/** One row of the ranking query. */
interface RankRow {
  id: number;
  name: string;
  tier: FamilyListItem['tier'];
  expansions: number;
  dissolve_requested_at: number | null;
  creator_user_id: number;
  nickname: string;
  prestige: number;
  members: number;
}

/** Every live family ranked by this week's prestige, then by tier (higher first), then the older family. */
function ranking(db: DatabaseSync, now: number): FamilyListItem[] {
  const rows = db
    .prepare(
      `SELECT f.id, f.name, f.tier, f.expansions, f.dissolve_requested_at, f.creator_user_id, u.nickname, IFNULL(w.prestige, 0) AS prestige,
         (SELECT COUNT(*) FROM family_members m WHERE m.family_id = f.id) AS members
       FROM families f JOIN users u ON u.id = f.creator_user_id
       LEFT JOIN family_weeks w ON w.family_id = f.id AND w.week = ?
       WHERE f.dissolved_at IS NULL`,
    )
    .all(familyTierWeek(now).currentWeekStart) as unknown as RankRow[];
  // A family due for deletion is gone, even in the second before the job deletes it.
  const live = rows.filter((row) => familyDissolveStatus({ dissolveRequestedAtMs: row.dissolve_requested_at }, now) !== 'dissolved');
  live.sort((a, b) => b.prestige - a.prestige || FAMILY_TIERS.indexOf(b.tier) - FAMILY_TIERS.indexOf(a.tier) || a.id - b.id);
  return live.map((row, index) => ({
    id: String(row.id),
    name: row.name,
    tier: row.tier,
    rank: index + 1,
    weeklyPrestige: row.prestige,
    members: row.members,
    memberLimit: familyMemberLimit(row.tier, row.expansions),
    creator: person({ user_id: row.creator_user_id, nickname: row.nickname }),
    cooling: row.dissolve_requested_at !== null,
  }));
}

/** The family sub-app: any signed-in user; what each role may do in a family is checked per family (SPEC 6). */
export function familyApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  /** The family of a request and the caller's role in it, or the answer that refuses the request. */
  const target = (c: Context<AuthedEnv>): { family: FamilyRow; role: FamilyRole | null } | Response => {
    const family = familyField(db, c.var.fields['family_id'], clock.now());
    if (typeof family === 'string') return fail(c, family);
    return { family, role: roleIn(db, family.id, c.var.user.userId) };
  };

  /** The member named by `user_id` in a family, or the answer that refuses the request. */
  const memberField = (c: Context<AuthedEnv>, family: FamilyRow): { userId: number; role: FamilyRole } | Response => {
    const userId = idField(c.var.fields['user_id']);
    if (userId === null) return fail(c, 'invalidParams');
    const role = roleIn(db, family.id, userId);
    return role === null ? fail(c, 'family.notMember') : { userId, role };
  };

  return new Hono<AuthedEnv>()
    .post(FAMILY_ENDPOINTS.overview.path, session, (c) => {
      const userId = c.var.user.userId;
      const wealthLevel = wealthLevelOf(db, userId);
      const membership = membershipOf(db, userId);
      const family = membership ? liveFamily(db, membership.family_id, clock.now()) : undefined;
      const request = db
        .prepare(
          `SELECT r.id, r.family_id, f.name, r.created_at FROM family_join_requests r JOIN families f ON f.id = r.family_id
           WHERE r.user_id = ? AND r.status = 'pending'`,
        )
        .get(userId) as { id: number; family_id: number; name: string; created_at: number } | undefined;
      const overview: FamilyOverview = {
        userId: String(userId),
        wealthLevel,
        canCreate: canCreateFamily(wealthLevel),
        family:
          family && membership
            ? {
                id: String(family.id),
                name: family.name,
                tier: family.tier,
                role: membership.role,
                weeklyPrestige: thisWeekPrestige(db, family.id, clock.now()),
                members: memberCount(db, family.id),
                memberLimit: familyMemberLimit(family.tier, family.expansions),
              }
            : null,
        request: request ? { id: String(request.id), familyId: String(request.family_id), familyName: request.name, createdAt: request.created_at } : null,
      };
      return ok(c, overview);
    })
    .post(FAMILY_ENDPOINTS.list.path, session, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const offset = cursor ?? 0;
      const query = (c.var.fields['query'] ?? '').trim().toLowerCase();
      // A query longer than any name can match nothing.
      if ([...query].length > FAMILY_NAME_MAX_CHARS) return ok(c, { items: [], next: null });
      const all = ranking(db, clock.now());
      const found = query === '' ? all : all.filter((item) => item.id === query || item.name.toLowerCase().includes(query));
      return ok(c, offsetPage(found.slice(offset, offset + PAGE_QUERY_LIMIT), offset, (item) => item));
    })
    .post(FAMILY_ENDPOINTS.detail.path, session, (c) => {
      const found = target(c);
      if (found instanceof Response) return found;
      return ok(c, familyDetail(db, found.family, c.var.user.userId, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.create.path, session, (c) =>
      write(db, c, () => {
        const userId = c.var.user.userId;
        const now = clock.now();
        if (membershipOf(db, userId)) return fail(c, 'family.alreadyInFamily');
        // SPEC 5: wealth level 30 (docs/rules.md, the level 35 / 30 contradiction).
        if (!canCreateFamily(wealthLevelOf(db, userId))) return fail(c, 'family.levelTooLow');
        const info = checkFamilyInfo({ name: c.var.fields['name'] ?? '', notice: c.var.fields['notice'] ?? '' });
        if (!info.ok) return fail(c, `family.${info.error}`);
        const id = Number(
          db
            .prepare('INSERT INTO families (name, notice, creator_user_id, tier, tier_week, created_at) VALUES (?, ?, ?, ?, ?, ?)')
            .run(info.name, info.notice, userId, 'bronze', familyTierWeek(now).currentWeekStart, now).lastInsertRowid,
        );
        db.prepare("INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, 'creator', ?)").run(id, userId, now);
        // A request waiting elsewhere ends: the user now leads a family of their own.
        db.prepare("UPDATE family_join_requests SET status = 'cancelled', decided_at = ? WHERE user_id = ? AND status = 'pending'").run(now, userId);
        return ok(c, { familyId: String(id) });
      }),
    )
    .post(FAMILY_ENDPOINTS.edit.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family, role } = found;
        const now = clock.now();
        const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'editInfo', now);
        if (!allowed?.ok) return fail(c, allowed ? familyError(allowed.error) : 'forbidden');
        const info = checkFamilyInfo({ name: c.var.fields['name'] ?? '', notice: c.var.fields['notice'] ?? '' });
        if (!info.ok) return fail(c, `family.${info.error}`);
        db.prepare('UPDATE families SET name = ?, notice = ? WHERE id = ?').run(info.name, info.notice, family.id);
        return ok(c, familyDetail(db, { ...family, name: info.name, notice: info.notice }, c.var.user.userId, now));
      }),
    )
    .post(FAMILY_ENDPOINTS.join.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family } = found;
        const userId = c.var.user.userId;
        const now = clock.now();
        if (membershipOf(db, userId)) return fail(c, 'family.alreadyInFamily');
        if (db.prepare("SELECT 1 FROM family_join_requests WHERE user_id = ? AND status = 'pending'").get(userId)) return fail(c, 'family.requestPending');
        const check = joinFamily(dissolveState(family), family.tier, memberCount(db, family.id), now, family.expansions);
        if (!check.ok) return fail(c, familyError(check.error));
        const id = db
          .prepare("INSERT INTO family_join_requests (family_id, user_id, status, created_at) VALUES (?, ?, 'pending', ?)")
          .run(family.id, userId, now).lastInsertRowid;
        return ok(c, { requestId: String(id) });
      }),
    )
    .post(FAMILY_ENDPOINTS.cancelRequest.path, session, (c) => {
      const id = idField(c.var.fields['request_id']);
      if (id === null) return fail(c, 'invalidParams');
      const done = db
        .prepare("UPDATE family_join_requests SET status = 'cancelled', decided_at = ? WHERE id = ? AND user_id = ? AND status = 'pending'")
        .run(clock.now(), id, c.var.user.userId);
      return Number(done.changes) === 1 ? ok(c, { cancelled: true as const }) : fail(c, 'family.requestNotFound');
    })
    .post(FAMILY_ENDPOINTS.leave.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        if (found.role === null) return fail(c, 'forbidden');
        // SPEC 6: the creator cannot leave; an admin or vice leader loses the role (they rejoin as members).
        const left = leaveFamily(found.role);
        if (!left.ok) return fail(c, `family.${left.error}`);
        removeMember(db, found.family.id, c.var.user.userId);
        return ok(c, { left: true as const, lostRole: left.lostRole });
      }),
    )
    .post(FAMILY_ENDPOINTS.members.path, session, (c) => {
      const found = target(c);
      if (found instanceof Response) return found;
      if (found.role === null) return fail(c, 'forbidden');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const offset = cursor ?? 0;
      const rows = db
        .prepare(
          `SELECT m.user_id, u.nickname, m.role, m.joined_at, m.muted_until,
             EXISTS (SELECT 1 FROM hosts h WHERE h.user_id = m.user_id) AS is_host,
             EXISTS (SELECT 1 FROM family_favorite_hosts f WHERE f.family_id = m.family_id AND f.host_user_id = m.user_id) AS is_favorite
           FROM family_members m JOIN users u ON u.id = m.user_id WHERE m.family_id = ?
           ORDER BY ${ROLE_ORDER}, m.joined_at, m.user_id LIMIT ? OFFSET ?`,
        )
        .all(found.family.id, PAGE_QUERY_LIMIT, offset) as {
        user_id: number;
        nickname: string;
        role: FamilyRole;
        joined_at: number;
        muted_until: number | null;
        is_host: number;
        is_favorite: number;
      }[];
      const now = clock.now();
      return ok(
        c,
        offsetPage(rows, offset, (row): FamilyMemberView => ({
          ...person(row),
          role: row.role,
          joinedAt: row.joined_at,
          mutedUntil: row.muted_until !== null && row.muted_until > now ? row.muted_until : null,
          isHost: row.is_host === 1,
          isFavorite: row.is_favorite === 1,
        })),
      );
    })
    .post(FAMILY_ENDPOINTS.requests.path, session, (c) => {
      const found = target(c);
      if (found instanceof Response) return found;
      if (found.role === null || !can(found.role, 'handleJoins')) return fail(c, 'forbidden');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const rows = db
        .prepare(
          `SELECT r.id, r.user_id, u.nickname, u.wealth_exp, r.created_at FROM family_join_requests r JOIN users u ON u.id = r.user_id
           WHERE r.family_id = ? AND r.status = 'pending' AND (? IS NULL OR r.id > ?) ORDER BY r.id LIMIT ?`,
        )
        .all(found.family.id, cursor, cursor, PAGE_QUERY_LIMIT) as { id: number; user_id: number; nickname: string; wealth_exp: number; created_at: number }[];
      return ok(
        c,
        pageOf(rows, (row): JoinRequestView => ({
          ...person(row),
          id: String(row.id),
          wealthLevel: levelForExp('wealth', row.wealth_exp),
          createdAt: row.created_at,
        })),
      );
    })
    .post(FAMILY_ENDPOINTS.decide.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family, role } = found;
        const decision = c.var.fields['decision'];
        const requestId = idField(c.var.fields['request_id']);
        if (role === null || !can(role, 'handleJoins')) return fail(c, 'forbidden');
        if ((decision !== 'accept' && decision !== 'reject') || requestId === null) return fail(c, 'invalidParams');
        const now = clock.now();
        const request = db.prepare("SELECT user_id FROM family_join_requests WHERE id = ? AND family_id = ? AND status = 'pending'").get(requestId, family.id) as
          | { user_id: number }
          | undefined;
        if (!request) return fail(c, 'family.requestNotFound');
        if (decision === 'accept') {
          // SPEC 4: recruitment is frozen while cooling (rejecting is not recruiting).
          const allowed = familyAllows(dissolveState(family), role, 'handleJoins', now);
          if (!allowed.ok) return fail(c, familyError(allowed.error));
          if (membershipOf(db, request.user_id)) return fail(c, 'family.alreadyInFamily');
          const check = joinFamily(dissolveState(family), family.tier, memberCount(db, family.id), now, family.expansions);
          if (!check.ok) return fail(c, familyError(check.error));
          db.prepare('INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)').run(family.id, request.user_id, check.role, now);
        }
        db.prepare('UPDATE family_join_requests SET status = ?, decided_at = ?, decided_by = ? WHERE id = ?').run(
          decision === 'accept' ? 'accepted' : 'rejected',
          now,
          c.var.user.userId,
          requestId,
        );
        return ok(c, { members: memberCount(db, family.id) });
      }),
    )
    .post(FAMILY_ENDPOINTS.mute.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family, role } = found;
        const muted = c.var.fields['muted'];
        if (role === null || !can(role, 'mute')) return fail(c, 'forbidden');
        if (muted !== '1' && muted !== '0') return fail(c, 'invalidParams');
        const member = memberField(c, family);
        if (member instanceof Response) return member;
        const now = clock.now();
        const check = checkMemberAction(dissolveState(family), role, 'mute', member.role, now);
        if (!check.ok) return fail(c, familyError(check.error));
        const until = muted === '1' ? now + FAMILY_MUTE_HOURS * HOUR_MS : null;
        db.prepare('UPDATE family_members SET muted_until = ? WHERE family_id = ? AND user_id = ?').run(until, family.id, member.userId);
        return ok(c, { mutedUntil: until });
      }),
    )
    .post(FAMILY_ENDPOINTS.kick.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family, role } = found;
        if (role === null || !can(role, 'kick')) return fail(c, 'forbidden');
        const member = memberField(c, family);
        if (member instanceof Response) return member;
        const check = checkMemberAction(dissolveState(family), role, 'kick', member.role, clock.now());
        if (!check.ok) return fail(c, familyError(check.error));
        removeMember(db, family.id, member.userId);
        return ok(c, { members: memberCount(db, family.id) });
      }),
    )
    .post(FAMILY_ENDPOINTS.role.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family, role } = found;
        const next = c.var.fields['role'];
        if (role === null || !can(role, 'setAdmins')) return fail(c, 'forbidden');
        if (next !== 'viceLeader' && next !== 'admin' && next !== 'member') return fail(c, 'invalidParams');
        const member = memberField(c, family);
        if (member instanceof Response) return member;
        const counts = db
          .prepare(
            `SELECT COUNT(CASE WHEN role = 'admin' THEN 1 END) AS admins, COUNT(CASE WHEN role = 'viceLeader' THEN 1 END) AS viceLeaders
             FROM family_members WHERE family_id = ?`,
          )
          .get(family.id) as { admins: number; viceLeaders: number };
        const check = checkRoleChange(dissolveState(family), role, member.role, next, counts, family.tier, clock.now());
        if (!check.ok) return fail(c, familyError(check.error));
        db.prepare('UPDATE family_members SET role = ? WHERE family_id = ? AND user_id = ?').run(next, family.id, member.userId);
        return ok(c, { role: next });
      }),
    )
    .post(FAMILY_ENDPOINTS.favorite.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        const { family, role } = found;
        const favorite = c.var.fields['favorite'];
        const hostId = idField(c.var.fields['user_id']);
        const now = clock.now();
        const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'setFavoriteHosts', now);
        if (!allowed?.ok) return fail(c, allowed ? familyError(allowed.error) : 'forbidden');
        if ((favorite !== '1' && favorite !== '0') || hostId === null) return fail(c, 'invalidParams');
        if (favorite === '1') {
          if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(hostId)) return fail(c, 'userNotFound');
          if (!db.prepare('SELECT 1 FROM hosts WHERE user_id = ?').get(hostId)) return fail(c, 'family.notHost');
          const already = db.prepare('SELECT 1 FROM family_favorite_hosts WHERE family_id = ? AND host_user_id = ?').get(family.id, hostId);
          const count = (db.prepare('SELECT COUNT(*) AS n FROM family_favorite_hosts WHERE family_id = ?').get(family.id) as { n: number }).n;
          // SPEC 3: the tier limits the favourite hosts.
          if (!already && count >= FAMILY_TIER_LIMITS[family.tier].favoriteHosts) return fail(c, 'family.favoriteLimit');
          db.prepare('INSERT OR IGNORE INTO family_favorite_hosts (family_id, host_user_id, added_at) VALUES (?, ?, ?)').run(family.id, hostId, now);
        } else {
          db.prepare('DELETE FROM family_favorite_hosts WHERE family_id = ? AND host_user_id = ?').run(family.id, hostId);
        }
        return ok(c, { favoriteHosts: familyDetail(db, family, c.var.user.userId, now).favoriteHosts });
      }),
    )
    .post(FAMILY_ENDPOINTS.expand.path, session, (c) =>
      idempotent(
        deps,
        c,
        FAMILY_ENDPOINTS.expand.path,
        () => {
          const now = clock.now();
          const family = familyField(db, c.var.fields['family_id'], now);
          if (typeof family === 'string') return errorEnvelope(family);
          const role = roleIn(db, family.id, c.var.user.userId);
          const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'expandMemberLimit', now);
          if (!allowed?.ok) return errorEnvelope(allowed ? familyError(allowed.error) : 'forbidden');
          const check = checkExpansion(family.expansions, familyCoins(db, family.id));
          if (!check.ok) return errorEnvelope(`family.${check.error}`);
          db.prepare('UPDATE families SET expansions = expansions + 1 WHERE id = ? AND expansions = ?').run(family.id, family.expansions);
          // The places are bought with family coins, which leave circulation.
          transferBetween(db, 'familyExpansion', familyAccount(family.id), { userId: null, currency: 'coin', kind: 'spent' }, check.cost, now, {
            type: 'family',
            id: family.id,
          });
          const expansions = family.expansions + 1;
          return { code: 0, msg: 'ok', data: { expansions, memberLimit: familyMemberLimit(family.tier, expansions), coins: familyCoins(db, family.id) } };
        },
        (error) => (error instanceof InsufficientFunds ? 'family.notEnoughCoins' : null),
      ),
    )
    .post(FAMILY_ENDPOINTS.dissolve.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        if (found.role === null) return fail(c, 'forbidden');
        const now = clock.now();
        const result = requestDissolve(dissolveState(found.family), found.role, now);
        if (!result.ok) return fail(c, familyError(result.error));
        db.prepare('UPDATE families SET dissolve_requested_at = ? WHERE id = ? AND dissolve_requested_at IS NULL').run(now, found.family.id);
        return ok(c, { requestedAt: now, deleteAt: dissolveDeleteAtMs(now) });
      }),
    )
    .post(FAMILY_ENDPOINTS.cancelDissolve.path, session, (c) =>
      write(db, c, () => {
        const found = target(c);
        if (found instanceof Response) return found;
        if (found.role === null) return fail(c, 'forbidden');
        const result = cancelDissolve(dissolveState(found.family), found.role, clock.now());
        if (!result.ok) return fail(c, familyError(result.error));
        db.prepare('UPDATE families SET dissolve_requested_at = NULL WHERE id = ?').run(found.family.id);
        return ok(c, { cancelled: true as const });
      }),
    );
}
