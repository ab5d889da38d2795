// Settlement and withdrawal statuses (SPEC 3): one numeric code each; withdrawals use the same codes.
// Shared by the site and the server: erasable TypeScript.

/** SPEC 3: status code -> meaning. */
export const SETTLEMENT_STATUS = {
  REJECTED: 0,
  IN_PROCESS: 1,
  TO_BE_REVIEWED: 2,
  IN_PROCESS_3: 3,
  IN_PROCESS_4: 4,
  COMPLETED: 5,
  FAILED: 6,
  MANUAL: 7,
} as const;

/** One of the codes 0-7. */
export type SettlementStatus = (typeof SETTLEMENT_STATUS)[keyof typeof SETTLEMENT_STATUS];

/** The label of each code (SPEC 3); codes 1, 3 and 4 all read "in process". */
export type StatusLabel = 'rejected' | 'inProcess' | 'toBeReviewed' | 'completed' | 'failed' | 'manual';

const LABELS: Record<SettlementStatus, StatusLabel> = {
  0: 'rejected',
  1: 'inProcess',
  2: 'toBeReviewed',
  3: 'inProcess',
  4: 'inProcess',
  5: 'completed',
  6: 'failed',
  7: 'manual',
};

/** True for the codes 0-7. */
export function isSettlementStatus(value: unknown): value is SettlementStatus {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 7;
}

/** SPEC 3: the label of a status code. */
export function statusLabel(status: SettlementStatus): StatusLabel {
  return LABELS[status];
}

/** Final statuses: nothing changes after them. */
export function isFinalStatus(status: SettlementStatus): boolean {
  return status === SETTLEMENT_STATUS.REJECTED || status === SETTLEMENT_STATUS.COMPLETED || status === SETTLEMENT_STATUS.FAILED;
}

/** DESIGN 4: a rejected (0) or failed (6) withdrawal gives its beans back and frees the day's one withdrawal. */
export function refundsWithdrawal(status: SettlementStatus): boolean {
  return status === SETTLEMENT_STATUS.REJECTED || status === SETTLEMENT_STATUS.FAILED;
}

/** Statuses a withdrawal or settlement may move to from `from` (review moves forward; final ones never move). */
export function nextStatuses(from: SettlementStatus): readonly SettlementStatus[] {
  if (isFinalStatus(from)) return [];
  const all: SettlementStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];
  return all.filter((to) => to !== from && to !== SETTLEMENT_STATUS.TO_BE_REVIEWED);
}

/** SPEC 3: settlement periods. */
export const SETTLEMENT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/** A settlement period. */
export type SettlementPeriod = (typeof SETTLEMENT_PERIODS)[number];

/** SPEC 3: host payout types (the daily or weekly bonus). */
export const PAYOUT_TYPES = ['daily', 'weekly'] as const;
/** A host payout type. */
export type PayoutType = (typeof PAYOUT_TYPES)[number];
