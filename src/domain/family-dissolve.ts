// Dissolving a family (SPEC 4, 9): the 10-day cooling period, what it freezes, and the one check of whether a role may
// act now. Pure and shared by the family pages and the server: erasable TypeScript that Node runs directly. `now` is
// epoch ms.
import { can, type FamilyAction, type FamilyRole } from './family-roles.ts';
import { DAY_MS } from './time.ts';

/** SPEC 4 / SPEC 9: dissolving starts a 10-day cooling period. */
export const FAMILY_DISSOLVE_COOLING_DAYS = 10;

/** Assumed (docs/rules.md): "promotion" is appointing admins and upgrading, "recruitment" is handling joins. */
export const FAMILY_ACTIONS_FROZEN_WHILE_COOLING = ['setAdmins', 'upgrade', 'handleJoins'] as const satisfies readonly FamilyAction[];

/** The dissolve part of a family's stored state. */
export interface FamilyDissolveState {
  /** When the creator asked to dissolve, or null. */
  dissolveRequestedAtMs: number | null;
}

/** SPEC 4: active, cooling (10 days after the request), or dissolved (to be deleted, members removed). */
export type FamilyDissolveStatus = 'active' | 'cooling' | 'dissolved';

/** Why a family action is refused. */
export type FamilyError =
  | 'forbidden'
  | 'cooling'
  | 'dissolved'
  | 'alreadyCooling'
  | 'notCooling'
  | 'full'
  | 'roleTooHigh'
  | 'adminLimit'
  | 'viceLeaderLimit';

/** SPEC 4: the instant a dissolving family is deleted (request + exactly 10 x 24 hours). */
export function dissolveDeleteAtMs(requestedAtMs: number): number {
  return requestedAtMs + FAMILY_DISSOLVE_COOLING_DAYS * DAY_MS;
}

/** SPEC 4: where the family stands in dissolving at `now`. */
export function familyDissolveStatus(state: FamilyDissolveState, now: number): FamilyDissolveStatus {
  if (state.dissolveRequestedAtMs === null) return 'active';
  return now < dissolveDeleteAtMs(state.dissolveRequestedAtMs) ? 'cooling' : 'dissolved';
}

/** SPEC 4 / SPEC 6: whether a role may take an action now, given the family's dissolve state. */
export function familyAllows(
  state: FamilyDissolveState,
  role: FamilyRole,
  action: FamilyAction,
  now: number,
): { ok: true } | { ok: false; error: FamilyError } {
  const status = familyDissolveStatus(state, now);
  // SPEC 4: after the period the family is deleted.
  if (status === 'dissolved') return { ok: false, error: 'dissolved' };
  if (!can(role, action)) return { ok: false, error: 'forbidden' };
  // SPEC 4: promotion and recruitment are frozen while cooling.
  if (status === 'cooling' && (FAMILY_ACTIONS_FROZEN_WHILE_COOLING as readonly FamilyAction[]).includes(action)) {
    return { ok: false, error: 'cooling' };
  }
  return { ok: true };
}

/** SPEC 4: the creator starts the 10-day cooling period. */
export function requestDissolve(
  state: FamilyDissolveState,
  role: FamilyRole,
  now: number,
): { ok: true; state: FamilyDissolveState } | { ok: false; error: FamilyError } {
  const allowed = familyAllows(state, role, 'dissolve', now);
  if (!allowed.ok) return allowed;
  if (state.dissolveRequestedAtMs !== null) return { ok: false, error: 'alreadyCooling' };
  return { ok: true, state: { dissolveRequestedAtMs: now } };
}

/** SPEC 4: the creator cancels dissolving at any time during the cooling period. */
export function cancelDissolve(
  state: FamilyDissolveState,
  role: FamilyRole,
  now: number,
): { ok: true; state: FamilyDissolveState } | { ok: false; error: FamilyError } {
  const allowed = familyAllows(state, role, 'dissolve', now);
  if (!allowed.ok) return allowed;
  if (state.dissolveRequestedAtMs === null) return { ok: false, error: 'notCooling' };
  return { ok: true, state: { dissolveRequestedAtMs: null } };
}
