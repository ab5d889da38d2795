// Leaving an agency (SPEC 4, 9): a host's exit request, the head's 15 days to answer, and automatic detachment after
// the timeout or 90 days without streaming after a rejection. Pure and shared by the agency pages and the server:
// erasable TypeScript that Node runs directly. Transitions take the current state and return the next one or an error
// name; `now` is epoch ms.
import { addDays, businessDate, businessDayStartMs, DAY_MS, type BusinessDate } from './time.ts';

/** SPEC 4 / SPEC 9: an exit request waits at most 15 days for the head. */
export const EXIT_REVIEW_DAYS = 15;
/** SPEC 4 / SPEC 9: after a rejected exit request, 90 consecutive days without streaming detach the host. */
export const EXIT_AUTO_DETACH_INACTIVE_DAYS = 90;

/** SPEC 4: a member host's exit request. */
export type ExitRequestState =
  | { status: 'none' }
  | { status: 'pending'; requestedAtMs: number }
  | { status: 'rejected'; rejectedAtMs: number }
  | { status: 'detached'; detachedAtMs: number; reason: ExitDetachReason };

/** How a host left: the head approved, the head did not answer in 15 days, or 90 days without streaming. */
export type ExitDetachReason = 'approved' | 'reviewTimeout' | 'inactive';

/** Why an exit transition is refused. */
export type ExitRequestError = 'alreadyPending' | 'notInAgency' | 'notPending' | 'reviewTimedOut' | 'notDue';

/** The outcome of an exit transition. */
export type ExitRequestResult = { ok: true; state: ExitRequestState } | { ok: false; error: ExitRequestError };

/** SPEC 4: the instant a pending request times out (requested + exactly 15 x 24 hours). */
export function exitReviewDeadlineMs(requestedAtMs: number): number {
  return requestedAtMs + EXIT_REVIEW_DAYS * DAY_MS;
}

/** SPEC 4: a host asks to leave; a rejected host may ask again. */
export function requestExit(state: ExitRequestState, now: number): ExitRequestResult {
  if (state.status === 'pending') return { ok: false, error: 'alreadyPending' };
  if (state.status === 'detached') return { ok: false, error: 'notInAgency' };
  return { ok: true, state: { status: 'pending', requestedAtMs: now } };
}

/** SPEC 4: the head approves (detached) or rejects a pending request before it times out. */
export function decideExitRequest(state: ExitRequestState, decision: 'approve' | 'reject', now: number): ExitRequestResult {
  if (state.status !== 'pending') return { ok: false, error: 'notPending' };
  // SPEC 4: after 15 days the request has timed out and detachment is automatic.
  if (now >= exitReviewDeadlineMs(state.requestedAtMs)) return { ok: false, error: 'reviewTimedOut' };
  if (decision === 'approve') return { ok: true, state: { status: 'detached', detachedAtMs: now, reason: 'approved' } };
  return { ok: true, state: { status: 'rejected', rejectedAtMs: now } };
}

/** SPEC 4: the host withdraws a pending request to stay, any time before it times out. */
export function withdrawExitRequest(state: ExitRequestState, now: number): ExitRequestResult {
  if (state.status !== 'pending') return { ok: false, error: 'notPending' };
  if (now >= exitReviewDeadlineMs(state.requestedAtMs)) return { ok: false, error: 'reviewTimedOut' };
  return { ok: true, state: { status: 'none' } };
}

/** SPEC 4: live functions are restricted while an exit request is pending. */
export function isLiveRestricted(state: ExitRequestState): boolean {
  return state.status === 'pending';
}

/** Where a rejected host stands on the 90-day rule: whole days without streaming so far and the day it detaches. */
export interface InactiveProgress {
  /** Whole business days without streaming counted so far, 0 to 90. */
  daysCounted: number;
  /** The business date from whose 00:00 (UTC+7) detachment is due. */
  dueDate: BusinessDate;
}

/**
 * SPEC 4: the 90-day rule after a rejection. Assumed (docs/rules.md): the 90 consecutive days are whole business days
 * (UTC+7) after the later of the rejection and the last stream, so detachment is due from 00:00 of the 91st day.
 */
export function exitInactiveProgress(rejectedAtMs: number, lastStreamAtMs: number | null, now: number): InactiveProgress {
  const since = businessDate(Math.max(rejectedAtMs, lastStreamAtMs ?? rejectedAtMs));
  const dueDate = addDays(since, EXIT_AUTO_DETACH_INACTIVE_DAYS + 1);
  const today = businessDate(now);
  let daysCounted = 0;
  // At most 91 steps: the whole days strictly between the starting day and today.
  while (daysCounted < EXIT_AUTO_DETACH_INACTIVE_DAYS && addDays(since, daysCounted + 1) < today) daysCounted++;
  return { daysCounted, dueDate };
}

/** SPEC 4: the instant automatic detachment falls due (15-day timeout or 90-day rule), or null when none can. */
export function exitAutoDetachDueAtMs(state: ExitRequestState, lastStreamAtMs: number | null): { atMs: number; reason: ExitDetachReason } | null {
  // SPEC 4: a request the head has not answered in 15 days detaches the host.
  if (state.status === 'pending') return { atMs: exitReviewDeadlineMs(state.requestedAtMs), reason: 'reviewTimeout' };
  if (state.status !== 'rejected') return null;
  const { dueDate } = exitInactiveProgress(state.rejectedAtMs, lastStreamAtMs, state.rejectedAtMs);
  return { atMs: businessDayStartMs(dueDate), reason: 'inactive' };
}

/** SPEC 4: why the host is due for automatic detachment now, or null; `lastStreamAtMs` is null for never live. */
export function exitDueForAutoDetach(state: ExitRequestState, now: number, lastStreamAtMs: number | null): ExitDetachReason | null {
  const due = exitAutoDetachDueAtMs(state, lastStreamAtMs);
  return due !== null && now >= due.atMs ? due.reason : null;
}

/** SPEC 4: detaches the host, as of the instant it fell due, when `exitDueForAutoDetach` says so; 'notDue' otherwise. */
export function autoDetachExit(state: ExitRequestState, now: number, lastStreamAtMs: number | null): ExitRequestResult {
  const due = exitAutoDetachDueAtMs(state, lastStreamAtMs);
  if (due === null || now < due.atMs) return { ok: false, error: 'notDue' };
  return { ok: true, state: { status: 'detached', detachedAtMs: due.atMs, reason: due.reason } };
}
