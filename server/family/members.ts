// A family's members (SPEC 3, 4, 6, 9): the member list, the join requests and their decisions, muting, kicking,
// appointing vice leaders and admins, favourite hosts, and buying more places with family coins. What each role may do
// is the family's table (src/domain/family.ts), asked with the caller's role in the family at hand; a favourite host
// must be a host (the policy's beFavoriteHost).
import { isLiveNow } from '../../src/domain/account.ts';
import type { FamilyMemberView, JoinRequestView } from '../../src/contract/family.ts';
import { familyErrorName } from '../../src/contract/family.ts';
import { familyAllows } from '../../src/domain/family-dissolve.ts';
import { FAMILY_MUTE_HOURS, checkExpansion, checkMemberAction, checkRoleChange, familyMemberLimit, joinFamily } from '../../src/domain/family-members.ts';
import { can, type FamilyRole } from '../../src/domain/family-roles.ts';
import { FAMILY_TIER_LIMITS, familyTierWeek } from '../../src/domain/family-tiers.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { decide } from '../../src/domain/policy.ts';
import { accountFacts } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { InsufficientFunds, transferBetween } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, offsetPage, pageOf, type Page } from '../services/paging.ts';
import { familyAndRole, familyDetail } from './families.ts';
import {
  ROLE_ORDER_SQL,
  dissolveState,
  familyAccount,
  familyById,
  familyCoins,
  familyWrite,
  memberCount,
  membershipOf,
  person,
  removeMember,
  roleIn,
  type FamilyRow,
} from './store.ts';

const HOUR_MS = 3_600_000;

/** The member `userId` names in a family (null: no id), or the error that refuses the request. */
function memberOf(db: Db, family: FamilyRow, userId: number | null): Outcome<{ userId: number; role: FamilyRole }> {
  if (userId === null) return refused('invalidParams');
  const role = roleIn(db, family.id, userId);
  return role === null ? refused('family.notMember') : done({ userId, role });
}

/** A family's members in role order (creator first), for its members only. */
export function familyMembers(
  db: Db,
  userId: number,
  familyId: number | null,
  cursor: number | null | 'bad',
  now: number,
  order: string | undefined = 'role',
): Outcome<Page<FamilyMemberView>> {
  const found = familyAndRole(db, familyId, userId, now);
  if (!found.ok) return found;
  if (found.data.role === null) return refused('forbidden');
  if (cursor === 'bad' || (order !== 'role' && order !== 'contribution')) return refused('invalidParams');
  const offset = cursor ?? 0;
  // Every member sees the list (issue 26.5); by role, or this week's contributions highest first (the weekly ranking).
  const orderBy = order === 'contribution' ? `week_contribution DESC, ${ROLE_ORDER_SQL}, m.joined_at, m.user_id` : `${ROLE_ORDER_SQL}, m.joined_at, m.user_id`;
  const rows = db
    .prepare(
      `SELECT m.user_id, u.nickname, u.wealth_exp, m.role, m.joined_at, m.muted_until,
         EXISTS (SELECT 1 FROM hosts h WHERE h.user_id = m.user_id) AS is_host,
         EXISTS (SELECT 1 FROM family_favorite_hosts f WHERE f.family_id = m.family_id AND f.host_user_id = m.user_id) AS is_favorite,
         l.started_at,
         (SELECT IFNULL(SUM(c.amount), 0) FROM family_contributions c WHERE c.family_id = m.family_id AND c.user_id = m.user_id AND c.date >= ?) AS week_contribution
       FROM family_members m JOIN users u ON u.id = m.user_id LEFT JOIN live_now l ON l.host_id = m.user_id WHERE m.family_id = ?
       ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    )
    .all(familyTierWeek(now).currentWeekStart, found.data.family.id, PAGE_QUERY_LIMIT, offset) as {
    user_id: number;
    nickname: string;
    role: FamilyRole;
    joined_at: number;
    muted_until: number | null;
    is_host: number;
    is_favorite: number;
    started_at: number | null;
    wealth_exp: number;
    week_contribution: number;
  }[];
  return done(
    offsetPage(rows, offset, (row): FamilyMemberView => ({
      ...person(row),
      role: row.role,
      joinedAt: row.joined_at,
      mutedUntil: row.muted_until !== null && row.muted_until > now ? row.muted_until : null,
      isHost: row.is_host === 1,
      isFavorite: row.is_favorite === 1,
      liveNow: isLiveNow(row.started_at, now),
      wealthLevel: levelForExp('wealth', row.wealth_exp),
      weekContribution: row.week_contribution,
    })),
  );
}

/** The family's pending join requests, oldest first, for those who handle them. */
export function familyRequests(db: Db, userId: number, familyId: number | null, cursor: number | null | 'bad', now: number): Outcome<Page<JoinRequestView>> {
  const found = familyAndRole(db, familyId, userId, now);
  if (!found.ok) return found;
  if (found.data.role === null || !can(found.data.role, 'handleJoins')) return refused('forbidden');
  if (cursor === 'bad') return refused('invalidParams');
  const rows = db
    .prepare(
      `SELECT r.id, r.user_id, u.nickname, u.wealth_exp, r.created_at FROM family_join_requests r JOIN users u ON u.id = r.user_id
       WHERE r.family_id = ? AND r.status = 'pending' AND (? IS NULL OR r.id > ?) ORDER BY r.id LIMIT ?`,
    )
    .all(found.data.family.id, cursor, cursor, PAGE_QUERY_LIMIT) as { id: number; user_id: number; nickname: string; wealth_exp: number; created_at: number }[];
  return done(
    pageOf(rows, (row): JoinRequestView => ({
      ...person(row),
      id: String(row.id),
      wealthLevel: levelForExp('wealth', row.wealth_exp),
      createdAt: row.created_at,
    })),
  );
}

/** Accepts (SPEC 4: not while the family cools) or rejects a pending join request. */
export function decideFamilyJoin(
  db: Db,
  userId: number,
  familyId: number | null,
  form: { decision: string | undefined; requestId: number | null },
  now: number,
): Outcome<{ members: number }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    const { decision, requestId } = form;
    if (role === null || !can(role, 'handleJoins')) return refused('forbidden');
    if ((decision !== 'accept' && decision !== 'reject') || requestId === null) return refused('invalidParams');
    const request = db.prepare("SELECT user_id FROM family_join_requests WHERE id = ? AND family_id = ? AND status = 'pending'").get(requestId, family.id) as
      | { user_id: number }
      | undefined;
    if (!request) return refused('family.requestNotFound');
    if (decision === 'accept') {
      // SPEC 4: recruitment is frozen while cooling (rejecting is not recruiting).
      const allowed = familyAllows(dissolveState(family), role, 'handleJoins', now);
      if (!allowed.ok) return refused(familyErrorName(allowed.error));
      if (membershipOf(db, request.user_id)) return refused('family.alreadyInFamily');
      const check = joinFamily(dissolveState(family), family.tier, memberCount(db, family.id), now, family.expansions);
      if (!check.ok) return refused(familyErrorName(check.error));
      db.prepare('INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)').run(family.id, request.user_id, check.role, now);
    }
    db.prepare('UPDATE family_join_requests SET status = ?, decided_at = ?, decided_by = ? WHERE id = ?').run(
      decision === 'accept' ? 'accepted' : 'rejected',
      now,
      userId,
      requestId,
    );
    return done({ members: memberCount(db, family.id) });
  });
}

/** Mutes a lower member for FAMILY_MUTE_HOURS (`muted` '1') or lifts it ('0'). */
export function muteMember(
  db: Db,
  userId: number,
  familyId: number | null,
  form: { muted: string | undefined; memberId: number | null },
  now: number,
): Outcome<{ mutedUntil: number | null }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    if (role === null || !can(role, 'mute')) return refused('forbidden');
    if (form.muted !== '1' && form.muted !== '0') return refused('invalidParams');
    const member = memberOf(db, family, form.memberId);
    if (!member.ok) return member;
    const check = checkMemberAction(dissolveState(family), role, 'mute', member.data.role, now);
    if (!check.ok) return refused(familyErrorName(check.error));
    const until = form.muted === '1' ? now + FAMILY_MUTE_HOURS * HOUR_MS : null;
    db.prepare('UPDATE family_members SET muted_until = ? WHERE family_id = ? AND user_id = ?').run(until, family.id, member.data.userId);
    return done({ mutedUntil: until });
  });
}

/** Removes a lower member from the family. */
export function kickMember(db: Db, userId: number, familyId: number | null, memberId: number | null, now: number): Outcome<{ members: number }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    if (role === null || !can(role, 'kick')) return refused('forbidden');
    const member = memberOf(db, family, memberId);
    if (!member.ok) return member;
    const check = checkMemberAction(dissolveState(family), role, 'kick', member.data.role, now);
    if (!check.ok) return refused(familyErrorName(check.error));
    removeMember(db, family.id, member.data.userId);
    return done({ members: memberCount(db, family.id) });
  });
}

/** Makes a member vice leader, admin or plain member again, within the tier's limits. */
export function setMemberRole(
  db: Db,
  userId: number,
  familyId: number | null,
  form: { role: string | undefined; memberId: number | null },
  now: number,
): Outcome<{ role: 'viceLeader' | 'admin' | 'member' }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    const next = form.role;
    if (role === null || !can(role, 'setAdmins')) return refused('forbidden');
    if (next !== 'viceLeader' && next !== 'admin' && next !== 'member') return refused('invalidParams');
    const member = memberOf(db, family, form.memberId);
    if (!member.ok) return member;
    const counts = db
      .prepare(
        `SELECT COUNT(CASE WHEN role = 'admin' THEN 1 END) AS admins, COUNT(CASE WHEN role = 'viceLeader' THEN 1 END) AS viceLeaders
         FROM family_members WHERE family_id = ?`,
      )
      .get(family.id) as { admins: number; viceLeaders: number };
    const check = checkRoleChange(dissolveState(family), role, member.data.role, next, counts, family.tier, now);
    if (!check.ok) return refused(familyErrorName(check.error));
    db.prepare('UPDATE family_members SET role = ? WHERE family_id = ? AND user_id = ?').run(next, family.id, member.data.userId);
    return done({ role: next });
  });
}

/** Makes a host one of the family's favourite hosts (`favorite` '1', within the tier's limit) or no longer ('0'). */
export function setFavoriteHost(
  db: Db,
  userId: number,
  familyId: number | null,
  form: { favorite: string | undefined; hostId: number | null },
  now: number,
): Outcome<{ favoriteHosts: ReturnType<typeof familyDetail>['favoriteHosts'] }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    const { favorite, hostId } = form;
    const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'setFavoriteHosts', now);
    if (!allowed?.ok) return refused(allowed ? familyErrorName(allowed.error) : 'forbidden');
    if ((favorite !== '1' && favorite !== '0') || hostId === null) return refused('invalidParams');
    if (favorite === '1') {
      const host = accountFacts(db, hostId, now);
      if (!host) return refused('userNotFound');
      if (!decide('beFavoriteHost', host).ok) return refused('family.notHost');
      const already = db.prepare('SELECT 1 FROM family_favorite_hosts WHERE family_id = ? AND host_user_id = ?').get(family.id, hostId);
      const count = (db.prepare('SELECT COUNT(*) AS n FROM family_favorite_hosts WHERE family_id = ?').get(family.id) as { n: number }).n;
      // SPEC 3: the tier limits the favourite hosts.
      if (!already && count >= FAMILY_TIER_LIMITS[family.tier].favoriteHosts) return refused('family.favoriteLimit');
      db.prepare('INSERT OR IGNORE INTO family_favorite_hosts (family_id, host_user_id, added_at) VALUES (?, ?, ?)').run(family.id, hostId, now);
    } else {
      db.prepare('DELETE FROM family_favorite_hosts WHERE family_id = ? AND host_user_id = ?').run(family.id, hostId);
    }
    return done({ favoriteHosts: familyDetail(db, family, userId, now).favoriteHosts });
  });
}

/** The family coins ran short after the check (another writer got in between). */
export const expansionRefusal: Refusal = (error) => (error instanceof InsufficientFunds ? 'family.notEnoughCoins' : null);

/** Buys more places with family coins (inside the money call's transaction); the coins leave circulation. */
export function expandFamily(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ expansions: number; memberLimit: number; coins: number }> {
  const family = familyById(db, familyId, now);
  if (typeof family === 'string') return refused(family);
  const role = roleIn(db, family.id, userId);
  const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'expandMemberLimit', now);
  if (!allowed?.ok) return refused(allowed ? familyErrorName(allowed.error) : 'forbidden');
  const check = checkExpansion(family.expansions, familyCoins(db, family.id));
  if (!check.ok) return refused(`family.${check.error}`);
  db.prepare('UPDATE families SET expansions = expansions + 1 WHERE id = ? AND expansions = ?').run(family.id, family.expansions);
  transferBetween(db, 'familyExpansion', familyAccount(family.id), { userId: null, currency: 'coin', kind: 'spent' }, check.cost, now, {
    type: 'family',
    id: family.id,
  });
  const expansions = family.expansions + 1;
  return done({ expansions, memberLimit: familyMemberLimit(family.tier, expansions), coins: familyCoins(db, family.id) });
}
