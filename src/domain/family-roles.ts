// Family roles and what each may do (SPEC 6): the permission table, who may act on whom, admins and vice leaders, and
// leaving. Pure and shared by the family pages and the server: erasable TypeScript that Node runs directly.
import { FAMILY_TIER_LIMITS, type FamilyTier } from './family-tiers.ts';

/** SPEC 6: family roles, highest first. */
export const FAMILY_ROLES = ['creator', 'viceLeader', 'admin', 'member'] as const;
/** A family role. */
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** SPEC 6: what members do in a family. */
export const FAMILY_ACTIONS = [
  'setFavoriteHosts',
  'editInfo',
  'upgrade',
  'expandMemberLimit',
  'setAdmins',
  'handleJoins',
  'mute',
  'kick',
  'startSummons',
  'openRoom',
  'dissolve',
  'handOver',
  'leave',
] as const;
/** A family action. */
export type FamilyAction = (typeof FAMILY_ACTIONS)[number];

/**
 * SPEC 6: the permission table. The vice leader's permissions are not in the spec: assumed (docs/rules.md) the
 * admin's. Dissolving is the creator's alone (assumed: /dissolve is the creator's screen).
 */
export const FAMILY_PERMISSIONS = {
  creator: [
    'setFavoriteHosts',
    'editInfo',
    'upgrade',
    'expandMemberLimit',
    'setAdmins',
    'handleJoins',
    'mute',
    'kick',
    'startSummons',
    'openRoom',
    'dissolve',
    'handOver',
  ],
  viceLeader: ['handleJoins', 'mute', 'kick', 'startSummons', 'leave'],
  admin: ['handleJoins', 'mute', 'kick', 'startSummons', 'leave'],
  member: ['leave'],
} as const satisfies Record<FamilyRole, readonly FamilyAction[]>;

/** SPEC 6: whether a role may take an action (the creator cannot leave; everyone else may). */
export function can(role: FamilyRole, action: FamilyAction): boolean {
  return (FAMILY_PERMISSIONS[role] as readonly FamilyAction[]).includes(action);
}

/** Assumed (docs/rules.md): a role may mute or kick only a lower role (creator > vice leader > admin > member). */
export function canActOn(actor: FamilyRole, action: 'mute' | 'kick', target: FamilyRole): boolean {
  return can(actor, action) && FAMILY_ROLES.indexOf(actor) < FAMILY_ROLES.indexOf(target);
}

/** Assumed (docs/rules.md): admins may be appointed while the tier's admin limit is not reached. */
export function canAppointAdmin(tier: FamilyTier, adminCount: number): boolean {
  return adminCount < FAMILY_TIER_LIMITS[tier].admins;
}

/** Assumed (docs/rules.md): a family has at most one vice leader, apart from its admins. */
export const FAMILY_VICE_LEADERS_MAX = 1;

/** SPEC 6: leaving: refused to the creator; an admin or vice leader loses that role (a rejoin starts as member). */
export function leaveFamily(
  role: FamilyRole,
): { ok: true; lostRole: 'viceLeader' | 'admin' | null } | { ok: false; error: 'creatorCannotLeave' } {
  if (!can(role, 'leave')) return { ok: false, error: 'creatorCannotLeave' };
  return { ok: true, lostRole: role === 'viceLeader' || role === 'admin' ? role : null };
}
