// Joining an agency (SPEC 4, 6): a host's join request, the head's decision, and a head adding a host by id. Pure and
// shared by the agency pages and the server: erasable TypeScript that Node runs directly. Transitions take the current
// state and return the next one or an error name.
import type { PayoutType } from './settlement.ts';

/** Assumed (docs/rules.md): someone who joins an agency without a host account yet starts on the weekly salary. */
export const NEW_HOST_PAYOUT_TYPE: PayoutType = 'weekly';

/** SPEC 4: a host's request to join an agency. */
export type JoinRequestState =
  | { status: 'none' }
  | { status: 'pending'; agencyId: number }
  | { status: 'rejected'; agencyId: number }
  | { status: 'joined'; agencyId: number };

/** Why a join transition is refused. */
export type JoinRequestError = 'alreadyPending' | 'alreadyInAgency' | 'notPending' | 'nothingToCancel' | 'isAgencyHead' | 'applying';

/** What else about the person asking to join matters: heading an agency, or an agency application under review. */
export interface JoinerSituation {
  isAgencyHead: boolean;
  applying: boolean;
}

const NOT_HEAD_NOR_APPLYING: JoinerSituation = { isAgencyHead: false, applying: false };

/** The outcome of a join transition. */
export type JoinRequestResult = { ok: true; state: JoinRequestState } | { ok: false; error: JoinRequestError };

/** SPEC 4: sends a join request, which waits for the agency head; after a rejection the user may join another. */
export function sendJoinRequest(state: JoinRequestState, agencyId: number, situation: JoinerSituation = NOT_HEAD_NOR_APPLYING): JoinRequestResult {
  if (state.status === 'pending') return { ok: false, error: 'alreadyPending' };
  if (state.status === 'joined') return { ok: false, error: 'alreadyInAgency' };
  // assumed (docs/rules.md): one agency per person: a head runs their own, an applicant waits for the review.
  if (situation.isAgencyHead) return { ok: false, error: 'isAgencyHead' };
  if (situation.applying) return { ok: false, error: 'applying' };
  return { ok: true, state: { status: 'pending', agencyId } };
}

/** SPEC 4: the head accepts (joined) or rejects a pending request. */
export function decideJoinRequest(state: JoinRequestState, decision: 'accept' | 'reject'): JoinRequestResult {
  if (state.status !== 'pending') return { ok: false, error: 'notPending' };
  return { ok: true, state: { status: decision === 'accept' ? 'joined' : 'rejected', agencyId: state.agencyId } };
}

/** SPEC 4: the user cancels a pending request, or clears a rejected one. */
export function cancelJoinRequest(state: JoinRequestState): JoinRequestResult {
  if (state.status !== 'pending' && state.status !== 'rejected') return { ok: false, error: 'nothingToCancel' };
  return { ok: true, state: { status: 'none' } };
}

/** Who a head wants to add as a host (SPEC 6 "adds hosts"), as the server finds them. */
export interface AddHostTarget {
  isAgencyHead: boolean;
  /** The agency the user is a host of, or null. */
  agencyId: number | null;
  /** An agency application of theirs is under review. */
  applying: boolean;
  /** The agency their pending join request is for, or null. */
  pendingJoinAgencyId: number | null;
}

/** Why a head cannot add a user as a host. */
export type AddHostError = 'alreadyYourHost' | 'inAnotherAgency' | 'isAgencyHead' | 'applying' | 'pendingElsewhere';

/**
 * SPEC 6: a head adds a user to their agency by id. A join request the user sent to this agency is accepted by it;
 * one waiting at another agency is theirs to settle first (assumed, docs/rules.md).
 */
export function checkAddHost(target: AddHostTarget, agencyId: number): { ok: true; acceptsRequest: boolean } | { ok: false; error: AddHostError } {
  if (target.agencyId === agencyId) return { ok: false, error: 'alreadyYourHost' };
  if (target.agencyId !== null) return { ok: false, error: 'inAnotherAgency' };
  if (target.isAgencyHead) return { ok: false, error: 'isAgencyHead' };
  if (target.applying) return { ok: false, error: 'applying' };
  if (target.pendingJoinAgencyId !== null && target.pendingJoinAgencyId !== agencyId) return { ok: false, error: 'pendingElsewhere' };
  return { ok: true, acceptsRequest: target.pendingJoinAgencyId === agencyId };
}

/** Assumed (docs/rules.md): /castapply shows each applicant's beans and live hours of this many business days, today included. */
export const APPLICANT_FIGURES_DAYS = 30;
