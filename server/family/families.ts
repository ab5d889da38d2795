// Families (SPEC 1, 3-6, 8, 9): the ranking and search, a family's page, creating, joining and leaving, editing and
// dissolving. Every rule is a function of src/domain/family.ts, asked with the caller's role in the family at hand; the
// database holds the ones two requests could race on (familyWrite). The members and what the creator and admins do
// with them are server/family/members.ts.
import type { FamilyDetail, FamilyListItem, FamilyOverview, LiveSummonsBadge } from '../../src/contract/family.ts';
import { familyErrorName } from '../../src/contract/family.ts';
import { cancelDissolve, dissolveDeleteAtMs, familyAllows, familyDissolveStatus, requestDissolve } from '../../src/domain/family-dissolve.ts';
import { FAMILY_NAME_MAX_CHARS, canCreateFamily, checkFamilyInfo } from '../../src/domain/family-info.ts';
import { familyMemberLimit, joinFamily } from '../../src/domain/family-members.ts';
import { leaveFamily, type FamilyRole } from '../../src/domain/family-roles.ts';
import { FAMILY_TIER_LIMITS, FAMILY_TIERS, familyTierProgress, familyTierWeek } from '../../src/domain/family-tiers.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import type { Db } from '../db/database.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, offsetPage, type Page } from '../services/paging.ts';
import { familyNews, handedTo } from './news.ts';
import {
  ROLE_ORDER_SQL,
  familyById,
  familyCoins,
  familyWrite,
  liveFamily,
  memberCount,
  membershipOf,
  person,
  removeMember,
  roleIn,
  thisWeekPrestige,
  dissolveState,
  type FamilyRow,
} from './store.ts';

/** Ratings shown on a family's page. */
const HISTORY_WEEKS = 8;

/** A user's wealth level (SPEC 9 levels). */
function wealthLevelOf(db: Db, userId: number): number {
  const row = db.prepare('SELECT wealth_exp FROM users WHERE id = ?').get(userId) as { wealth_exp: number } | undefined;
  return levelForExp('wealth', row?.wealth_exp ?? 0);
}

/** The family `familyId` names with the caller's role in it, or the error that refuses the request. */
export function familyAndRole(db: Db, familyId: number | null, userId: number, now: number): Outcome<{ family: FamilyRow; role: FamilyRole | null }> {
  const family = familyById(db, familyId, now);
  if (typeof family === 'string') return refused(family);
  return done({ family, role: roleIn(db, family.id, userId) });
}

/** Everything a family's page shows, as `viewer` sees it. */
export function familyDetail(db: Db, family: FamilyRow, viewer: number, now: number): FamilyDetail {
  const creator = db.prepare('SELECT id AS user_id, nickname FROM users WHERE id = ?').get(family.creator_user_id) as { user_id: number; nickname: string };
  const admins = db
    .prepare(
      `SELECT m.user_id, u.nickname, m.role FROM family_members m JOIN users u ON u.id = m.user_id
       WHERE m.family_id = ? AND m.role IN ('viceLeader', 'admin') ORDER BY ${ROLE_ORDER_SQL}, m.joined_at, m.user_id`,
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
    news: familyNews(db, family.id),
    handedToMe: handedTo(db, family.id, viewer, myRole === 'creator'),
    liveSummons: myRole === null ? null : liveSummonsOf(db, family.id, now),
  };
}

/** The family's summons open to grabs now, if any (one at a time, docs/rules.md). */
function liveSummonsOf(db: Db, familyId: number, now: number): LiveSummonsBadge | null {
  const row = db
    .prepare('SELECT id, expires_at, packets, claimed FROM family_summons WHERE family_id = ? AND settled_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .get(familyId, now) as { id: number; expires_at: number; packets: number; claimed: number } | undefined;
  return row ? { id: String(row.id), expiresAt: row.expires_at, packetsLeft: row.packets - row.claimed } : null;
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
function ranking(db: Db, now: number): FamilyListItem[] {
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

/** What /familyList shows `userId` on top: their wealth level, their family and their pending request. */
export function familyOverview(db: Db, userId: number, now: number): FamilyOverview {
  const wealthLevel = wealthLevelOf(db, userId);
  const membership = membershipOf(db, userId);
  const family = membership ? liveFamily(db, membership.family_id, now) : undefined;
  const request = db
    .prepare(
      `SELECT r.id, r.family_id, f.name, r.created_at FROM family_join_requests r JOIN families f ON f.id = r.family_id
       WHERE r.user_id = ? AND r.status = 'pending'`,
    )
    .get(userId) as { id: number; family_id: number; name: string; created_at: number } | undefined;
  return {
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
            weeklyPrestige: thisWeekPrestige(db, family.id, now),
            members: memberCount(db, family.id),
            memberLimit: familyMemberLimit(family.tier, family.expansions),
            liveSummons: liveSummonsOf(db, family.id, now),
          }
        : null,
    request: request ? { id: String(request.id), familyId: String(request.family_id), familyName: request.name, createdAt: request.created_at } : null,
  };
}

/** A page of the ranking from `offset`, or of the families whose id is `query` or whose name contains it. */
export function familyList(db: Db, search: string, offset: number, now: number): Page<FamilyListItem> {
  const query = search.trim().toLowerCase();
  // A query longer than any name can match nothing.
  if ([...query].length > FAMILY_NAME_MAX_CHARS) return { items: [], next: null };
  const all = ranking(db, now);
  const found = query === '' ? all : all.filter((item) => item.id === query || item.name.toLowerCase().includes(query));
  return offsetPage(found.slice(offset, offset + PAGE_QUERY_LIMIT), offset, (item) => item);
}

/** Creates a family led by `userId` (SPEC 5: wealth level 30, docs/rules.md); a request waiting elsewhere ends. */
export function createFamily(db: Db, userId: number, form: { name: string; notice: string }, now: number): Outcome<{ familyId: string }> {
  return familyWrite(db, () => {
    if (membershipOf(db, userId)) return refused('family.alreadyInFamily');
    if (!canCreateFamily(wealthLevelOf(db, userId))) return refused('family.levelTooLow');
    const info = checkFamilyInfo(form);
    if (!info.ok) return refused(`family.${info.error}`);
    const id = Number(
      db
        .prepare('INSERT INTO families (name, notice, creator_user_id, tier, tier_week, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(info.name, info.notice, userId, 'bronze', familyTierWeek(now).currentWeekStart, now).lastInsertRowid,
    );
    db.prepare("INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, 'creator', ?)").run(id, userId, now);
    db.prepare("UPDATE family_join_requests SET status = 'cancelled', decided_at = ? WHERE user_id = ? AND status = 'pending'").run(now, userId);
    return done({ familyId: String(id) });
  });
}

/** Edits a family's name and notice (the creator's, SPEC 6). */
export function editFamily(db: Db, userId: number, familyId: number | null, form: { name: string; notice: string }, now: number): Outcome<FamilyDetail> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'editInfo', now);
    if (!allowed?.ok) return refused(allowed ? familyErrorName(allowed.error) : 'forbidden');
    const info = checkFamilyInfo(form);
    if (!info.ok) return refused(`family.${info.error}`);
    db.prepare('UPDATE families SET name = ?, notice = ? WHERE id = ?').run(info.name, info.notice, family.id);
    return done(familyDetail(db, { ...family, name: info.name, notice: info.notice }, userId, now));
  });
}

/** Asks to join a family (one family per user, one pending request; SPEC 4: frozen while the family cools). */
export function askToJoin(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ requestId: string }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family } = found.data;
    if (membershipOf(db, userId)) return refused('family.alreadyInFamily');
    if (db.prepare("SELECT 1 FROM family_join_requests WHERE user_id = ? AND status = 'pending'").get(userId)) return refused('family.requestPending');
    const check = joinFamily(dissolveState(family), family.tier, memberCount(db, family.id), now, family.expansions);
    if (!check.ok) return refused(familyErrorName(check.error));
    const id = db.prepare("INSERT INTO family_join_requests (family_id, user_id, status, created_at) VALUES (?, ?, 'pending', ?)").run(family.id, userId, now).lastInsertRowid;
    return done({ requestId: String(id) });
  });
}

/** Cancels the user's pending request `id`. */
export function cancelJoinRequest(db: Db, userId: number, id: number, now: number): Outcome<{ cancelled: true }> {
  const changed = db
    .prepare("UPDATE family_join_requests SET status = 'cancelled', decided_at = ? WHERE id = ? AND user_id = ? AND status = 'pending'")
    .run(now, id, userId);
  return Number(changed.changes) === 1 ? done({ cancelled: true }) : refused('family.requestNotFound');
}

/** Leaves a family (SPEC 6: the creator cannot; an admin or vice leader loses the role and would rejoin as a member). */
export function leaveFamilyOf(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ left: true; lostRole: 'viceLeader' | 'admin' | null }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    if (found.data.role === null) return refused('forbidden');
    const left = leaveFamily(found.data.role);
    if (!left.ok) return refused(`family.${left.error}`);
    removeMember(db, found.data.family.id, userId);
    return done({ left: true, lostRole: left.lostRole });
  });
}

/** Asks to dissolve a family: SPEC 4's 10-day cooling period starts. */
export function dissolveFamily(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ requestedAt: number; deleteAt: number }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    if (found.data.role === null) return refused('forbidden');
    const result = requestDissolve(dissolveState(found.data.family), found.data.role, now);
    if (!result.ok) return refused(familyErrorName(result.error));
    db.prepare('UPDATE families SET dissolve_requested_at = ? WHERE id = ? AND dissolve_requested_at IS NULL').run(now, found.data.family.id);
    return done({ requestedAt: now, deleteAt: dissolveDeleteAtMs(now) });
  });
}

/** Cancels a dissolution during its cooling period. */
export function keepFamily(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ cancelled: true }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    if (found.data.role === null) return refused('forbidden');
    const result = cancelDissolve(dissolveState(found.data.family), found.data.role, now);
    if (!result.ok) return refused(familyErrorName(result.error));
    db.prepare('UPDATE families SET dissolve_requested_at = NULL WHERE id = ?').run(found.data.family.id);
    return done({ cancelled: true });
  });
}
