// Settlement and withdrawal statuses (SPEC 3): one numeric code each; withdrawals use the same codes. Settlement
// periods (SPEC 3, 9): a day, a week Monday to Sunday, a calendar month, each ending at 24:00 UTC+7.
// Shared by the site and the server: erasable TypeScript.
import { addDays, monthStart, weekStart, type BusinessDate } from './time.ts';

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

/** Every code, in order. */
export const SETTLEMENT_STATUSES: readonly SettlementStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];

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

/** The codes refundsWithdrawal names, for the server's queries (never restated as numbers). */
export function refundingStatuses(): SettlementStatus[] {
  return SETTLEMENT_STATUSES.filter(refundsWithdrawal);
}

/** A completed (5) settlement credits its beans; nothing else does (DESIGN 4). */
export function creditsSettlement(status: SettlementStatus): boolean {
  return status === SETTLEMENT_STATUS.COMPLETED;
}

/** Statuses a withdrawal or settlement may move to from `from` (review moves forward; final ones never move). */
export function nextStatuses(from: SettlementStatus): readonly SettlementStatus[] {
  if (isFinalStatus(from)) return [];
  return SETTLEMENT_STATUSES.filter((to) => to !== from && to !== SETTLEMENT_STATUS.TO_BE_REVIEWED);
}

/** SPEC 3: settlement periods. */
export const SETTLEMENT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/** A settlement period. */
export type SettlementPeriod = (typeof SETTLEMENT_PERIODS)[number];

/** SPEC 3: host payout types (the daily or weekly bonus). */
export const PAYOUT_TYPES = ['daily', 'weekly'] as const;
/** A host payout type. */
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** The first and last business date of a settlement period. */
export interface PeriodDates {
  start: BusinessDate;
  end: BusinessDate;
}

/** The first day of the month after the one containing `date`. */
function nextMonthStart(date: BusinessDate): BusinessDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** SPEC 3, 9: the period of a kind that contains `date`: the day, its week (Monday to Sunday) or its month. */
export function settlementPeriodOf(period: SettlementPeriod, date: BusinessDate): PeriodDates {
  if (period === 'daily') return { start: date, end: date };
  if (period === 'weekly') {
    const start = weekStart(date);
    return { start, end: addDays(start, 6) };
  }
  return { start: monthStart(date), end: addDays(nextMonthStart(date), -1) };
}

/** The period of the same kind right after the one ending `end`. */
export function nextSettlementPeriod(period: SettlementPeriod, end: BusinessDate): PeriodDates {
  return settlementPeriodOf(period, addDays(end, 1));
}
