// A family's members (SPEC 3, 4, 6): the member limit and its expansions, joining, role changes, and muting or
// kicking. Pure and shared by the family pages and the server: erasable TypeScript that Node runs directly. `now` is
// epoch ms.
import { familyAllows, familyDissolveStatus, type FamilyDissolveState, type FamilyError } from './family-dissolve.ts';
import { canActOn, canAppointAdmin, FAMILY_ROLES, FAMILY_VICE_LEADERS_MAX, type FamilyRole } from './family-roles.ts';
import { FAMILY_TIER_LIMITS, type FamilyTier } from './family-tiers.ts';
import { wholeCount } from './money.ts';

/** Assumed (docs/rules.md): the creator buys 10 more member places at a time (SPEC 6 "expands the member limit"). */
export const FAMILY_EXPANSION_SLOTS = 10;
/** Assumed (docs/rules.md): each expansion costs 100,000 family coins. */
export const FAMILY_EXPANSION_COST_COINS = 100_000;
/** Assumed (docs/rules.md): at most 5 expansions (50 places above the tier's limit). */
export const FAMILY_EXPANSIONS_MAX = 5;

/** SPEC 3 / SPEC 6: the member limit: the tier's, plus the places the creator bought; kept when the tier changes. */
export function familyMemberLimit(tier: FamilyTier, expansions: number): number {
  return FAMILY_TIER_LIMITS[tier].members + Math.min(wholeCount(expansions), FAMILY_EXPANSIONS_MAX) * FAMILY_EXPANSION_SLOTS;
}

/** SPEC 6: whether one more expansion can be bought now, paid from the family coins. */
export function checkExpansion(expansions: number, familyCoins: number): { ok: true; cost: number } | { ok: false; error: 'expansionMax' | 'notEnoughCoins' } {
  if (expansions >= FAMILY_EXPANSIONS_MAX) return { ok: false, error: 'expansionMax' };
  if (familyCoins < FAMILY_EXPANSION_COST_COINS) return { ok: false, error: 'notEnoughCoins' };
  return { ok: true, cost: FAMILY_EXPANSION_COST_COINS };
}

/** SPEC 4: a user joins (as a member) unless the family is cooling, dissolved or full for its tier and expansions. */
export function joinFamily(
  state: FamilyDissolveState,
  tier: FamilyTier,
  memberCount: number,
  now: number,
  expansions = 0,
): { ok: true; role: 'member' } | { ok: false; error: FamilyError } {
  const status = familyDissolveStatus(state, now);
  if (status === 'dissolved') return { ok: false, error: 'dissolved' };
  // SPEC 4: joining is frozen while cooling.
  if (status === 'cooling') return { ok: false, error: 'cooling' };
  // SPEC 3: each tier has a member limit (assumed values, docs/rules.md).
  if (memberCount >= familyMemberLimit(tier, expansions)) return { ok: false, error: 'full' };
  // SPEC 6: everyone joins as a member, so an admin who left and came back is no longer admin.
  return { ok: true, role: 'member' };
}

/** How many holders each appointed role has now. */
export interface FamilyRoleCounts {
  admins: number;
  viceLeaders: number;
}

/**
 * SPEC 6: the creator gives a member another role (admin, vice leader or back to member). Assumed (docs/rules.md):
 * appointing is "promotion", frozen while cooling, and within the tier's admin limit and one vice leader; taking a
 * role away is always allowed; the creator's own role never changes.
 */
export function checkRoleChange(
  state: FamilyDissolveState,
  actor: FamilyRole,
  target: FamilyRole,
  next: Exclude<FamilyRole, 'creator'>,
  counts: FamilyRoleCounts,
  tier: FamilyTier,
  now: number,
): { ok: true } | { ok: false; error: FamilyError } {
  const promoting = FAMILY_ROLES.indexOf(next) < FAMILY_ROLES.indexOf(target);
  const allowed = familyAllows(state, actor, 'setAdmins', now);
  // Taking a role away is not promotion: the cooling period does not freeze it.
  if (!allowed.ok && (promoting || allowed.error !== 'cooling')) return allowed;
  if (target === 'creator') return { ok: false, error: 'roleTooHigh' };
  if (next === target) return { ok: true };
  if (next === 'admin' && !canAppointAdmin(tier, counts.admins)) return { ok: false, error: 'adminLimit' };
  if (next === 'viceLeader' && counts.viceLeaders >= FAMILY_VICE_LEADERS_MAX) return { ok: false, error: 'viceLeaderLimit' };
  return { ok: true };
}

/** Assumed (docs/rules.md): a mute keeps a member quiet in the family's chat room for 24 hours, unless lifted sooner. */
export const FAMILY_MUTE_HOURS = 24;

/** SPEC 6: muting or kicking: a role that may, acting on a lower role (assumed), in a family not yet dissolved. */
export function checkMemberAction(
  state: FamilyDissolveState,
  actor: FamilyRole,
  action: 'mute' | 'kick',
  target: FamilyRole,
  now: number,
): { ok: true } | { ok: false; error: FamilyError } {
  const allowed = familyAllows(state, actor, action, now);
  if (!allowed.ok) return allowed;
  return canActOn(actor, action, target) ? { ok: true } : { ok: false, error: 'roleTooHigh' };
}
