// Changing a host's payout type between daily and weekly (SPEC 4): Mondays only, then locked for 28 days.
// Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.
import type { PayoutType } from './settlement.ts';
import { addDays, businessDate, daysInclusive, isoWeekday, type BusinessDate } from './time.ts';

/** SPEC 4: the payout type changes only on Mondays (ISO weekday 1) ... */
export const PAYOUT_CHANGE_WEEKDAY = 1;
/** SPEC 4: ... then not again for 28 days. */
export const PAYOUT_CHANGE_LOCK_DAYS = 28;

/** Why the payout type cannot change now. */
export type PayoutChangeError = 'sameType' | 'notMonday' | 'locked';

/** SPEC 4: the first business date the payout type may change again (a Monday, 28 days after the last change). */
export function nextPayoutChangeDate(now: number, lastChangedAt: number | null): BusinessDate {
  const today = businessDate(now);
  const unlock = lastChangedAt === null ? today : addDays(businessDate(lastChangedAt), PAYOUT_CHANGE_LOCK_DAYS);
  let date = unlock > today ? unlock : today;
  while (isoWeekday(date) !== PAYOUT_CHANGE_WEEKDAY) date = addDays(date, 1);
  return date;
}

/** SPEC 4: may the payout type change from `current` to `requested` now? */
export function checkPayoutChange(input: {
  now: number;
  lastChangedAt: number | null;
  current: PayoutType;
  requested: PayoutType;
}): { ok: true } | { ok: false; error: PayoutChangeError; nextDate: BusinessDate } {
  const nextDate = nextPayoutChangeDate(input.now, input.lastChangedAt);
  if (input.requested === input.current) return { ok: false, error: 'sameType', nextDate };
  const today = businessDate(input.now);
  if (nextDate === today) return { ok: true };
  const locked = input.lastChangedAt !== null && daysInclusive(businessDate(input.lastChangedAt), today) <= PAYOUT_CHANGE_LOCK_DAYS;
  return { ok: false, error: locked ? 'locked' : 'notMonday', nextDate };
}

/** The other payout type. */
export function otherPayoutType(type: PayoutType): PayoutType {
  return type === 'daily' ? 'weekly' : 'daily';
}

/**
 * SPEC 4: the payout type a host had at instant `at`, from the current type and the last change. A change is
 * locked for 28 days, so at most one lies between any settled period and now.
 */
export function payoutTypeAt(host: { payoutType: PayoutType; changedAt: number | null }, at: number): PayoutType {
  return host.changedAt !== null && host.changedAt > at ? otherPayoutType(host.payoutType) : host.payoutType;
}
