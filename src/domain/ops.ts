// The operators' console (issue 28, DESIGN 12): what each filter of a queue covers, the decisions an operator may take
// on a row in each state and where each leads, the texts a decision carries, and the queues' cursors. Pure and shared
// by the console's pages (fast feedback) and the server (the truth). Erasable TypeScript.
import { SETTLEMENT_STATUS, type SettlementStatus } from './settlement.ts';

const { REJECTED, IN_PROCESS, TO_BE_REVIEWED, IN_PROCESS_3, IN_PROCESS_4, COMPLETED, FAILED, MANUAL } = SETTLEMENT_STATUS;

/**
 * Assumed (docs/rules.md): the withdrawal filters and the SPEC 3 codes each covers. `review` waits for a decision (to
 * be reviewed, or set aside for manual operation); `approved` waits for the bank payout ("in process").
 */
export const WITHDRAWAL_FILTERS = {
  review: [TO_BE_REVIEWED, MANUAL],
  approved: [IN_PROCESS, IN_PROCESS_3, IN_PROCESS_4],
  paid: [COMPLETED],
  rejected: [REJECTED],
  failed: [FAILED],
  all: null,
} as const satisfies Record<string, readonly SettlementStatus[] | null>;
/** A withdrawal filter. */
export type WithdrawalFilter = keyof typeof WITHDRAWAL_FILTERS;

/** What a decision asks the operator for besides the confirmation. */
export type DecisionInput = 'none' | 'reason' | 'reference';

/** A decision on a withdrawal: the states it applies to, where it leads, what it asks for. */
export interface StatusDecision {
  from: readonly SettlementStatus[];
  to: SettlementStatus;
  input: DecisionInput;
}

/**
 * Assumed (docs/rules.md): a withdrawal under review is approved (then waits for the payout) or rejected with a reason
 * the user sees (its beans go back); an approved one is marked paid with the bank's payout reference, or failed with a
 * reason (its beans go back).
 */
export const WITHDRAWAL_DECISIONS = {
  approve: { from: WITHDRAWAL_FILTERS.review, to: IN_PROCESS, input: 'none' },
  reject: { from: WITHDRAWAL_FILTERS.review, to: REJECTED, input: 'reason' },
  paid: { from: WITHDRAWAL_FILTERS.approved, to: COMPLETED, input: 'reference' },
  failed: { from: WITHDRAWAL_FILTERS.approved, to: FAILED, input: 'reason' },
} as const satisfies Record<string, StatusDecision>;
/** A decision on a withdrawal. */
export type WithdrawalDecision = keyof typeof WITHDRAWAL_DECISIONS;

/** The decisions of `table` that apply to a row in `status`, in the table's order. */
export function decisionsFor<Name extends string>(table: Readonly<Record<Name, StatusDecision>>, status: SettlementStatus): Name[] {
  return (Object.keys(table) as Name[]).filter((name) => table[name].from.includes(status));
}

/** Assumed (docs/rules.md): a reason the user sees is 1-200 characters (code points) after trimming. */
export const OPS_REASON_MAX_CHARS = 200;

/** Assumed (docs/rules.md): the bank's payout reference, 1-64 of letters, digits and `. _ / -`, as bank files write them. */
export const PAYOUT_REFERENCE_PATTERN = /^[A-Za-z0-9._/-]{1,64}$/;

/** Control, line-separator and invisible format characters (bidi overrides, zero widths) never belong in a reason. */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Zl}\p{Zp}\p{Cf}]/u;

/** Why a decision's text is refused. */
export type DecisionTextError = 'reasonRequired' | 'reasonTooLong' | 'reasonInvalid' | 'referenceInvalid';

/** A reason the user will read: trimmed, 1-200 characters, one line of visible text. */
export function checkDecisionReason(raw: string | null | undefined): { ok: true; reason: string } | { ok: false; error: DecisionTextError } {
  const reason = (raw ?? '').trim();
  if (reason === '') return { ok: false, error: 'reasonRequired' };
  if ([...reason].length > OPS_REASON_MAX_CHARS) return { ok: false, error: 'reasonTooLong' };
  if (CONTROL_OR_FORMAT.test(reason)) return { ok: false, error: 'reasonInvalid' };
  return { ok: true, reason };
}

/** The payout reference of a paid withdrawal, trimmed; null when it is not one. */
export function checkPayoutReference(raw: string | null | undefined): string | null {
  const reference = (raw ?? '').trim();
  return PAYOUT_REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** What a decision carries, checked for its input: a reason, a reference, or nothing. */
export function checkDecisionText(
  input: DecisionInput,
  fields: { reason?: string | null | undefined; reference?: string | null | undefined },
): { ok: true; reason: string | null; reference: string | null } | { ok: false; error: DecisionTextError } {
  if (input === 'reason') {
    const reason = checkDecisionReason(fields.reason);
    return reason.ok ? { ok: true, reason: reason.reason, reference: null } : reason;
  }
  if (input === 'reference') {
    const reference = checkPayoutReference(fields.reference);
    return reference === null ? { ok: false, error: 'referenceInvalid' } : { ok: true, reason: null, reference };
  }
  return { ok: true, reason: null, reference: null };
}

/** Assumed (docs/rules.md): a withdrawal's detail shows the user's latest withdrawals and settlements, this many each. */
export const OPS_RECENT_ROWS = 5;

/** Where a queue's page starts: after the row created at `at` with `id` (the list is oldest first). */
export interface QueueCursor {
  at: number;
  id: number;
}

/** The cursor of the page after `row`, as the API sends it: `<createdAt>.<id>`. */
export function queueCursorOf(row: QueueCursor): string {
  return `${row.at}.${row.id}`;
}

/** A cursor the API received: null for the first page, 'bad' when it is not one this server wrote. */
export function parseQueueCursor(value: string | undefined): QueueCursor | null | 'bad' {
  if (value === undefined || value === '') return null;
  const match = /^(\d{1,15})\.([1-9]\d{0,14})$/.exec(value);
  return match ? { at: Number(match[1]), id: Number(match[2]) } : 'bad';
}

/** The queues the console's overview counts, in the order /ops shows them. */
export const OPS_QUEUES = ['withdrawals', 'settlements', 'priceLists', 'applications'] as const;
/** A review queue. */
export type OpsQueue = (typeof OPS_QUEUES)[number];

/** Assumed (docs/rules.md): what waits in each queue: withdrawals under review, open settlements, and the rest. */
export const OPS_WAITING = {
  withdrawals: WITHDRAWAL_FILTERS.review,
  settlements: [IN_PROCESS, TO_BE_REVIEWED, IN_PROCESS_3, IN_PROCESS_4, MANUAL],
  priceLists: ['auditing'],
  applications: ['underReview'],
} as const satisfies Record<OpsQueue, readonly (string | number)[]>;

/** Assumed (docs/rules.md): a ban lasts 1, 3, 7 or 30 days (each 24 hours), or until an operator lifts it. */
export const BAN_DURATIONS_DAYS = [1, 3, 7, 30] as const;
/** A ban's length in days. */
export type BanDurationDays = (typeof BAN_DURATIONS_DAYS)[number];

/** The ban length a form sent: null for "until lifted" (empty or `permanent`), 'bad' for anything else. */
export function parseBanDuration(raw: string | undefined): BanDurationDays | null | 'bad' {
  if (raw === undefined || raw === '' || raw === 'permanent') return null;
  const days = BAN_DURATIONS_DAYS.find((d) => String(d) === raw);
  return days ?? 'bad';
}

/** When a ban of `days` made at `at` ends (epoch ms); null for one until lifted. */
export function banEndsAt(at: number, days: BanDurationDays | null): number | null {
  return days === null ? null : at + days * 24 * 60 * 60 * 1000;
}

/** Assumed (docs/rules.md): the settlement filters; `open` is every status that is not final. */
export const SETTLEMENT_FILTERS = {
  open: OPS_WAITING.settlements,
  completed: [COMPLETED],
  rejected: [REJECTED],
  failed: [FAILED],
  all: null,
} as const satisfies Record<string, readonly SettlementStatus[] | null>;
/** A settlement filter. */
export type SettlementFilter = keyof typeof SETTLEMENT_FILTERS;

/**
 * Assumed (docs/rules.md): an open settlement is completed (its beans are credited to the user) or rejected (nothing is
 * credited; the earnings page shows it rejected).
 */
export const SETTLEMENT_DECISIONS = {
  complete: { from: OPS_WAITING.settlements, to: COMPLETED, input: 'none' },
  reject: { from: OPS_WAITING.settlements, to: REJECTED, input: 'none' },
} as const satisfies Record<string, StatusDecision>;
/** A decision on a settlement. */
export type SettlementDecision = keyof typeof SETTLEMENT_DECISIONS;

/** Assumed (docs/rules.md): the price-list filters; `review` is the lists waiting for a decision ("auditing"). */
export const PRICE_LIST_FILTERS = {
  review: ['auditing'],
  approved: ['approved'],
  rejected: ['rejected'],
  all: null,
} as const satisfies Record<string, readonly string[] | null>;
/** A price-list filter. */
export type PriceListFilter = keyof typeof PRICE_LIST_FILTERS;
/** A decision on a price list under review: approve, or refuse with a reason the dealer sees. */
export const PRICE_LIST_DECISIONS = ['approve', 'refuse'] as const;
/** A decision on a price list. */
export type PriceListDecision = (typeof PRICE_LIST_DECISIONS)[number];

/** Assumed (docs/rules.md): the agency-application filters; `review` is the applications waiting for a decision. */
export const APPLICATION_FILTERS = {
  review: ['underReview'],
  passed: ['passed'],
  notPassed: ['notPassed'],
  all: null,
} as const satisfies Record<string, readonly string[] | null>;
/** An application filter. */
export type ApplicationFilter = keyof typeof APPLICATION_FILTERS;
/** A decision on an application under review: pass, or reject with a reason the applicant sees. */
export const APPLICATION_DECISIONS = ['pass', 'reject'] as const;
/** A decision on an application. */
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];
