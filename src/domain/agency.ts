// Agencies (SPEC 3, 4, 5, 6, 9; DESIGN 10): the application form, the application's review, a host's join request
// and a host's exit request. Pure and shared by the agency pages and the server: erasable TypeScript that Node runs
// directly. Transitions take the current state and return the next one or an error name; `now` is epoch ms.
import { isIndonesianPhone, isMalaysianPhone, normalizePhone } from './phone.ts';
import { addDays, businessDate, DAY_MS } from './time.ts';

/** SPEC 5 / DESIGN 10: the avatar is at most "4M" = 4 x 1024 x 1024 bytes. */
export const AGENCY_AVATAR_MAX_BYTES = 4 * 1024 * 1024;
/** SPEC 5: png or jpg only, by MIME type. */
export const AGENCY_AVATAR_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** SPEC 5: png or jpg only, by file name extension (compared case-insensitively). */
export const AGENCY_AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** Assumed (docs/rules.md): the agent name is at most 20 characters (SPEC 5 leaves the limit open). */
export const AGENCY_NAME_MAX_CHARS = 20;
/** Assumed (docs/rules.md): the collaboration platform is at most 30 characters (SPEC 5 leaves the limit open). */
export const AGENCY_PLATFORM_MAX_CHARS = 30;
/** SPEC 4: an application is reviewed in at least 1 working day (shown to the user; nothing times out). */
export const AGENCY_REVIEW_WORKING_DAYS_MIN = 1;
/** SPEC 4: ... and at most 3 working days. */
export const AGENCY_REVIEW_WORKING_DAYS_MAX = 3;
/** SPEC 4 / SPEC 9: an exit request waits at most 15 days for the head. */
export const EXIT_REVIEW_DAYS = 15;
/** SPEC 4 / SPEC 9: after a rejected exit request, 90 consecutive days without streaming detach the host. */
export const EXIT_AUTO_DETACH_INACTIVE_DAYS = 90;

// ---------------------------------------------------------------------------------------------------------------
// Application form

/** The avatar as the file input gives it. */
export interface AvatarFile {
  name: string;
  /** MIME type reported by the browser (or the upload's Content-Type). */
  type: string;
  size: number;
}

/** What the application form sends; an empty field is '' or null. */
export interface AgencyApplicationDraft {
  agentName: string | null;
  avatar: AvatarFile | null;
  phone: string | null;
  whatsapp: string | null;
  bankName: string | null;
  bankCardNumber: string | null;
  accountHolderName: string | null;
  /** Optional: the app the agency worked with before. */
  platform?: string | null;
}

/** A checked application: texts trimmed, phones as digits, an empty platform as null. */
export interface AgencyApplication {
  agentName: string;
  avatar: AvatarFile;
  phone: string;
  whatsapp: string;
  bankName: string;
  bankCardNumber: string;
  accountHolderName: string;
  platform: string | null;
}

/** A field of the application form. */
export type AgencyApplicationField = keyof AgencyApplication;

/** Why a field is refused; the UI maps each to a message ('tooLong' on the name is 'Nama panggilan terlalu panjang'). */
export type AgencyFieldError = 'required' | 'tooLong' | 'avatarTooLarge' | 'avatarNotPngOrJpg' | 'phoneNeedsAreaCode';

/** The outcome of `checkAgencyApplication`: the application, or one error per refused field. */
export type AgencyApplicationCheck =
  { ok: true; application: AgencyApplication } | { ok: false; errors: Partial<Record<AgencyApplicationField, AgencyFieldError>> };

/** Length in characters as a person counts them: code points, so an emoji or an accented letter is one. */
export function textLength(text: string): number {
  return [...text].length;
}

/** SPEC 5: the avatar's problem (size, then type), or null when it is acceptable. */
export function checkAgencyAvatar(file: AvatarFile | null): AgencyFieldError | null {
  if (file === null || file.size <= 0) return 'required';
  // SPEC 5 / DESIGN 10: at most 4 x 1024 x 1024 bytes.
  if (file.size > AGENCY_AVATAR_MAX_BYTES) return 'avatarTooLarge';
  // SPEC 5: png or jpg only: both the MIME type and the extension must say so.
  const type = file.type.trim().toLowerCase();
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = (AGENCY_AVATAR_MIME_TYPES as readonly string[]).includes(type);
  const extensionOk = (AGENCY_AVATAR_EXTENSIONS as readonly string[]).includes(extension);
  return typeOk && extensionOk ? null : 'avatarNotPngOrJpg';
}

/** SPEC 3: a phone with its area code (62 or 60) as digits, or null when refused. */
export function phoneWithAreaCode(raw: string): string | null {
  // assumed (docs/rules.md): a leading +, spaces, dashes, dots and parentheses are dropped; a local 08... number lacks
  // the area code; 62 must lead an Indonesian mobile (SPEC 5: 628..., 10-13 digits), 60 a Malaysian one (DESIGN 10).
  const phone = normalizePhone(raw);
  if (!/^\d+$/.test(phone)) return null;
  if (phone.startsWith('62') && isIndonesianPhone(phone)) return phone;
  return isMalaysianPhone(phone) ? phone : null;
}

/** SPEC 3 / SPEC 5: checks the whole application form; every refused field gets its first problem. */
export function checkAgencyApplication(draft: AgencyApplicationDraft): AgencyApplicationCheck {
  const errors: Partial<Record<AgencyApplicationField, AgencyFieldError>> = {};
  const text = (value: string | null | undefined) => (value ?? '').trim();

  const agentName = text(draft.agentName);
  // SPEC 3: the agent name is required; SPEC 5: too long is refused (assumed limit, docs/rules.md).
  if (agentName === '') errors.agentName = 'required';
  else if (textLength(agentName) > AGENCY_NAME_MAX_CHARS) errors.agentName = 'tooLong';

  const avatarError = checkAgencyAvatar(draft.avatar);
  if (avatarError !== null) errors.avatar = avatarError;

  // SPEC 3: phone with area code, and whatsapp (assumed: the same rule, since WhatsApp needs the country code).
  const phone = text(draft.phone);
  const phoneDigits = phoneWithAreaCode(phone);
  if (phone === '') errors.phone = 'required';
  else if (phoneDigits === null) errors.phone = 'phoneNeedsAreaCode';
  const whatsapp = text(draft.whatsapp);
  const whatsappDigits = phoneWithAreaCode(whatsapp);
  if (whatsapp === '') errors.whatsapp = 'required';
  else if (whatsappDigits === null) errors.whatsapp = 'phoneNeedsAreaCode';

  // SPEC 3: bank name, bank card number and account holder name are required.
  const bankName = text(draft.bankName);
  if (bankName === '') errors.bankName = 'required';
  const bankCardNumber = text(draft.bankCardNumber).replace(/\s+/g, '');
  if (bankCardNumber === '') errors.bankCardNumber = 'required';
  const accountHolderName = text(draft.accountHolderName);
  if (accountHolderName === '') errors.accountHolderName = 'required';

  // SPEC 3: the collaboration platform is optional; SPEC 5: too long is refused (assumed limit, docs/rules.md).
  const platform = text(draft.platform);
  if (textLength(platform) > AGENCY_PLATFORM_MAX_CHARS) errors.platform = 'tooLong';

  if (Object.keys(errors).length > 0 || draft.avatar === null || phoneDigits === null || whatsappDigits === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    application: {
      agentName,
      avatar: draft.avatar,
      phone: phoneDigits,
      whatsapp: whatsappDigits,
      bankName,
      bankCardNumber,
      accountHolderName,
      platform: platform === '' ? null : platform,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Application lifecycle

/** SPEC 4: no application yet, under review, passed (the user is an agency) or not passed. */
export type AgencyApplicationStatus = 'none' | 'underReview' | 'passed' | 'notPassed';

/** Why an application transition is refused. */
export type AgencyApplicationError = 'alreadyUnderReview' | 'alreadyAgency' | 'notUnderReview';

/** SPEC 4: submits (or, after "not passed", resubmits) an application, which goes under review. */
export function submitAgencyApplication(
  status: AgencyApplicationStatus,
): { ok: true; status: 'underReview' } | { ok: false; error: AgencyApplicationError } {
  if (status === 'underReview') return { ok: false, error: 'alreadyUnderReview' };
  if (status === 'passed') return { ok: false, error: 'alreadyAgency' };
  // SPEC 4: the user can reapply after "not passed".
  return { ok: true, status: 'underReview' };
}

/** SPEC 4: the review's outcome: passed or not passed; only an application under review can be decided. */
export function reviewAgencyApplication(
  status: AgencyApplicationStatus,
  decision: 'pass' | 'reject',
): { ok: true; status: 'passed' | 'notPassed' } | { ok: false; error: AgencyApplicationError } {
  if (status !== 'underReview') return { ok: false, error: 'notUnderReview' };
  return { ok: true, status: decision === 'pass' ? 'passed' : 'notPassed' };
}

// ---------------------------------------------------------------------------------------------------------------
// Joining an agency

/** SPEC 4: a host's request to join an agency. */
export type JoinRequestState =
  | { status: 'none' }
  | { status: 'pending'; agencyId: number }
  | { status: 'rejected'; agencyId: number }
  | { status: 'joined'; agencyId: number };

/** Why a join transition is refused. */
export type JoinRequestError = 'alreadyPending' | 'alreadyInAgency' | 'notPending' | 'nothingToCancel';

/** The outcome of a join transition. */
export type JoinRequestResult = { ok: true; state: JoinRequestState } | { ok: false; error: JoinRequestError };

/** SPEC 4: sends a join request, which waits for the agency head; after a rejection the user may join another. */
export function sendJoinRequest(state: JoinRequestState, agencyId: number): JoinRequestResult {
  if (state.status === 'pending') return { ok: false, error: 'alreadyPending' };
  if (state.status === 'joined') return { ok: false, error: 'alreadyInAgency' };
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

// ---------------------------------------------------------------------------------------------------------------
// Leaving an agency

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

/** SPEC 4: why the host is due for automatic detachment now, or null; `lastStreamAtMs` is null for never live. */
export function exitDueForAutoDetach(state: ExitRequestState, now: number, lastStreamAtMs: number | null): ExitDetachReason | null {
  // SPEC 4: a request the head has not answered in 15 days detaches the host.
  if (state.status === 'pending') return now >= exitReviewDeadlineMs(state.requestedAtMs) ? 'reviewTimeout' : null;
  if (state.status !== 'rejected') return null;
  // assumed (docs/rules.md): the 90 consecutive days are whole business days (UTC+7) after the later of the rejection
  // and the last stream, so detachment is due from 00:00 of the 91st day.
  const since = Math.max(state.rejectedAtMs, lastStreamAtMs ?? state.rejectedAtMs);
  const dueDate = addDays(businessDate(since), EXIT_AUTO_DETACH_INACTIVE_DAYS + 1);
  return businessDate(now) >= dueDate ? 'inactive' : null;
}

/** SPEC 4: detaches the host when `exitDueForAutoDetach` says so; 'notDue' otherwise. */
export function autoDetachExit(state: ExitRequestState, now: number, lastStreamAtMs: number | null): ExitRequestResult {
  const reason = exitDueForAutoDetach(state, now, lastStreamAtMs);
  if (reason === null) return { ok: false, error: 'notDue' };
  return { ok: true, state: { status: 'detached', detachedAtMs: now, reason } };
}
