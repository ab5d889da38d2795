// Agencies (SPEC 3, 4, 5, 6, 9; DESIGN 10): the application form, the application's review, a host's join request
// and a host's exit request, invite codes and the agency's history. Pure and shared by the agency pages and the
// server: erasable TypeScript that Node runs directly. Transitions take the current state and return the next one or
// an error name; `now` is epoch ms. The avatar's own rule (at most 4M, png or jpg by its bytes) is the upload rule of
// src/domain/upload.ts, checked when the image is uploaded; the form only needs an uploaded image.
import { isIndonesianPhone, isMalaysianPhone, normalizePhone } from './phone.ts';
import type { PayoutType } from './settlement.ts';
import { addDays, businessDate, businessDayStartMs, DAY_MS, type BusinessDate } from './time.ts';

/** Assumed (docs/rules.md): the agent name is at most 20 characters (SPEC 5 leaves the limit open). */
export const AGENCY_NAME_MAX_CHARS = 20;
/** Assumed (docs/rules.md): the collaboration platform is at most 30 characters (SPEC 5 leaves the limit open). */
export const AGENCY_PLATFORM_MAX_CHARS = 30;
/** Assumed (docs/rules.md): the bank name and the account holder name are at most 50 characters. */
export const AGENCY_BANK_TEXT_MAX_CHARS = 50;
/** Assumed (docs/rules.md): a bank card (account) number is 8 to 30 digits; spaces and dashes are dropped. */
export const AGENCY_BANK_CARD_DIGITS_MIN = 8;
export const AGENCY_BANK_CARD_DIGITS_MAX = 30;
/** SPEC 4: an application is reviewed in at least 1 working day (shown to the user; nothing times out). */
export const AGENCY_REVIEW_WORKING_DAYS_MIN = 1;
/** SPEC 4: ... and at most 3 working days. */
export const AGENCY_REVIEW_WORKING_DAYS_MAX = 3;
/** SPEC 4 / SPEC 9: an exit request waits at most 15 days for the head. */
export const EXIT_REVIEW_DAYS = 15;
/** SPEC 4 / SPEC 9: after a rejected exit request, 90 consecutive days without streaming detach the host. */
export const EXIT_AUTO_DETACH_INACTIVE_DAYS = 90;
/** Assumed (docs/rules.md): an operator's reason for not passing an application is 1 to 200 characters. */
export const AGENCY_REJECT_REASON_MAX_CHARS = 200;
/** Assumed (docs/rules.md): the letters of an invite code, without I, O, 0 and 1, which read alike. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Assumed (docs/rules.md): an invite code has 6 of those letters. */
export const INVITE_CODE_LENGTH = 6;
/** Assumed (docs/rules.md): someone who joins an agency without a host account yet starts on the weekly salary. */
export const NEW_HOST_PAYOUT_TYPE: PayoutType = 'weekly';

// ---------------------------------------------------------------------------------------------------------------
// Application form

/** What the application form sends; an empty field is '' or null. */
export interface AgencyApplicationDraft {
  agentName: string | null;
  /** The id of the avatar image the user uploaded (checked then by `checkImageUpload`), or null before one is. */
  avatar: string | null;
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
  avatar: string;
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
export type AgencyFieldError = 'required' | 'tooLong' | 'phoneNeedsAreaCode' | 'cardNumberInvalid';

/** The outcome of `checkAgencyApplication`: the application, or one error per refused field. */
export type AgencyApplicationCheck =
  { ok: true; application: AgencyApplication } | { ok: false; errors: Partial<Record<AgencyApplicationField, AgencyFieldError>> };

/** Length in characters as a person counts them: code points, so an emoji or an accented letter is one. */
export function textLength(text: string): number {
  return [...text].length;
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

  // SPEC 3: the avatar image is required; its size and type were checked when it was uploaded (SPEC 5).
  const avatar = text(draft.avatar);
  if (avatar === '') errors.avatar = 'required';

  // SPEC 3: phone with area code, and whatsapp (assumed: the same rule, since WhatsApp needs the country code).
  const phone = text(draft.phone);
  const phoneDigits = phoneWithAreaCode(phone);
  if (phone === '') errors.phone = 'required';
  else if (phoneDigits === null) errors.phone = 'phoneNeedsAreaCode';
  const whatsapp = text(draft.whatsapp);
  const whatsappDigits = phoneWithAreaCode(whatsapp);
  if (whatsapp === '') errors.whatsapp = 'required';
  else if (whatsappDigits === null) errors.whatsapp = 'phoneNeedsAreaCode';

  // SPEC 3: bank name, bank card number and account holder name are required (assumed limits, docs/rules.md).
  const bankName = text(draft.bankName);
  if (bankName === '') errors.bankName = 'required';
  else if (textLength(bankName) > AGENCY_BANK_TEXT_MAX_CHARS) errors.bankName = 'tooLong';
  const bankCardNumber = text(draft.bankCardNumber).replace(/[\s-]+/g, '');
  if (bankCardNumber === '') errors.bankCardNumber = 'required';
  else if (!new RegExp(`^\\d{${AGENCY_BANK_CARD_DIGITS_MIN},${AGENCY_BANK_CARD_DIGITS_MAX}}$`).test(bankCardNumber)) {
    errors.bankCardNumber = 'cardNumberInvalid';
  }
  const accountHolderName = text(draft.accountHolderName);
  if (accountHolderName === '') errors.accountHolderName = 'required';
  else if (textLength(accountHolderName) > AGENCY_BANK_TEXT_MAX_CHARS) errors.accountHolderName = 'tooLong';

  // SPEC 3: the collaboration platform is optional; SPEC 5: too long is refused (assumed limit, docs/rules.md).
  const platform = text(draft.platform);
  if (textLength(platform) > AGENCY_PLATFORM_MAX_CHARS) errors.platform = 'tooLong';

  if (Object.keys(errors).length > 0 || phoneDigits === null || whatsappDigits === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    application: {
      agentName,
      avatar,
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
export type AgencyApplicationError = 'alreadyUnderReview' | 'alreadyAgency' | 'notUnderReview' | 'memberHost' | 'joinPending';

/** What else about the applicant matters: a host of an agency, or a join request waiting for a head. */
export interface ApplicantSituation {
  memberHost: boolean;
  joinPending: boolean;
}

const NO_SITUATION: ApplicantSituation = { memberHost: false, joinPending: false };

/** SPEC 4: submits (or, after "not passed", resubmits) an application, which goes under review. */
export function submitAgencyApplication(
  status: AgencyApplicationStatus,
  situation: ApplicantSituation = NO_SITUATION,
): { ok: true; status: 'underReview' } | { ok: false; error: AgencyApplicationError } {
  if (status === 'underReview') return { ok: false, error: 'alreadyUnderReview' };
  if (status === 'passed') return { ok: false, error: 'alreadyAgency' };
  // assumed (docs/rules.md): one agency per person: a host leaves their agency, and a join request is settled first.
  if (situation.memberHost) return { ok: false, error: 'memberHost' };
  if (situation.joinPending) return { ok: false, error: 'joinPending' };
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

/** Why an operator's reason for "not passed" is refused. */
export type RejectReasonError = 'required' | 'tooLong';

/** SPEC 4: "not passed" comes with a reason the applicant reads (assumed limit, docs/rules.md); trimmed. */
export function checkRejectReason(raw: string | null | undefined): { ok: true; reason: string } | { ok: false; error: RejectReasonError } {
  const reason = (raw ?? '').trim();
  if (reason === '') return { ok: false, error: 'required' };
  if (textLength(reason) > AGENCY_REJECT_REASON_MAX_CHARS) return { ok: false, error: 'tooLong' };
  return { ok: true, reason };
}

// ---------------------------------------------------------------------------------------------------------------
// Invite codes

/** An invite code as typed (any case, spaces allowed) in its stored form, or null when it cannot be one. */
export function normalizeInviteCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, '').toUpperCase();
  if ([...code].length !== INVITE_CODE_LENGTH) return null;
  return [...code].every((letter) => INVITE_CODE_ALPHABET.includes(letter)) ? code : null;
}

/** A new invite code drawn from `random` (numbers in [0, 1)); the server passes a cryptographic source. */
export function inviteCodeFrom(random: () => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[Math.floor(random() * INVITE_CODE_ALPHABET.length)] ?? 'A';
  return code;
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

// ---------------------------------------------------------------------------------------------------------------
// The agency's history (/agentrecord)

/** What the history records: hosts joining, decisions on requests, exits, unbinds and automatic detachments. */
export const AGENCY_EVENT_KINDS = [
  'hostAdded',
  'joinApproved',
  'joinRejected',
  'exitRequested',
  'exitWithdrawn',
  'exitApproved',
  'exitRejected',
  'exitTimedOut',
  'detachedInactive',
  'unbound',
] as const;
/** One kind of history entry. */
export type AgencyEventKind = (typeof AGENCY_EVENT_KINDS)[number];

/** Assumed (docs/rules.md): the history's filters and the kinds each shows. */
export const AGENCY_RECORD_FILTERS = {
  all: AGENCY_EVENT_KINDS,
  joins: ['hostAdded', 'joinApproved'],
  approvals: ['joinApproved', 'exitApproved'],
  rejections: ['joinRejected', 'exitRejected'],
  exits: ['exitRequested', 'exitWithdrawn', 'exitApproved', 'exitTimedOut', 'detachedInactive'],
  unbinds: ['unbound'],
  automatic: ['exitTimedOut', 'detachedInactive'],
} as const satisfies Record<string, readonly AgencyEventKind[]>;
/** A filter of the history. */
export type AgencyRecordFilter = keyof typeof AGENCY_RECORD_FILTERS;

/** True for a filter's name (anything else a page might send is not). */
export function isAgencyRecordFilter(value: unknown): value is AgencyRecordFilter {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AGENCY_RECORD_FILTERS, value);
}
