// The facts the policy (src/domain/policy.ts) decides from, read from the database: an account's standing (closed,
// banned, cancelling) and the roles it holds (host, agency head, coin dealer, operator, its place in a family).
import { decide, standingOf, type AccountFacts, type AccountRole, type Decision, type PolicyAction } from '../../src/domain/policy.ts';
import type { FamilyRole } from '../../src/domain/family-roles.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import type { Db } from '../db/database.ts';
import { isBanned, pendingCancellation } from './standing.ts';

/** An account's place in its family, as a role of the policy. */
const FAMILY_ROLE: Record<FamilyRole, AccountRole> = {
  creator: 'familyCreator',
  viceLeader: 'familyViceLeader',
  admin: 'familyAdmin',
  member: 'familyMember',
};

/** The roles `userId` holds (SPEC 6): none for a viewer. */
export function rolesOf(db: Db, userId: number): AccountRole[] {
  const roles: AccountRole[] = [];
  if (db.prepare('SELECT 1 FROM hosts WHERE user_id = ?').get(userId) !== undefined) roles.push('host');
  if (db.prepare('SELECT 1 FROM agencies WHERE head_user_id = ? AND closed_at IS NULL').get(userId) !== undefined) roles.push('agencyHead');
  const dealer = db.prepare('SELECT parent_user_id FROM dealers WHERE user_id = ?').get(userId) as { parent_user_id: number | null } | undefined;
  if (dealer) roles.push(dealer.parent_user_id === null ? 'reseller' : 'subAgent');
  if (db.prepare('SELECT 1 FROM operators WHERE user_id = ?').get(userId) !== undefined) roles.push('operator');
  const family = db.prepare('SELECT role FROM family_members WHERE user_id = ?').get(userId) as { role: FamilyRole } | undefined;
  if (family) roles.push(FAMILY_ROLE[family.role]);
  return roles;
}

/** What the policy knows of `userId` at `now`, or null when there is no such account. */
export function accountFacts(db: Db, userId: number, now: number): AccountFacts | null {
  const user = db.prepare('SELECT closed_at FROM users WHERE id = ?').get(userId) as { closed_at: number | null } | undefined;
  if (!user) return null;
  const standing = standingOf({ closedAt: user.closed_at, banned: isBanned(db, userId, now), cancellationPending: pendingCancellation(db, userId) !== null }, now);
  return { standing, roles: rolesOf(db, userId) };
}

/** Whether `userId` may take `action` at `now` (an unknown account may do nothing). */
export function decideFor(db: Db, userId: number, action: PolicyAction, now: number, situation: { ownRow?: boolean } = {}): Decision {
  const facts = accountFacts(db, userId, now);
  return facts ? decide(action, facts, situation) : { ok: false, refusal: 'standing' };
}

/** The reviews of operators, each a row of the policy that refuses an operator their own row (issue 24). */
export type ReviewAction = 'reviewAgencyApplications' | 'reviewPriceLists' | 'reviewSettlements' | 'reviewWithdrawals' | 'manageBans';

/**
 * Why `operatorId` may not review a row of `ownerId` at `now`, or null when they may: `ops.ownRow` for their own row
 * (another operator decides it), `forbidden` for anyone the policy does not let review.
 */
export function reviewRefusal(db: Db, operatorId: number, action: ReviewAction, ownerId: number, now: number): ErrorName | null {
  const decision = decideFor(db, operatorId, action, now, { ownRow: ownerId === operatorId });
  if (decision.ok) return null;
  return decision.refusal === 'ownRow' ? 'ops.ownRow' : 'forbidden';
}
