// Query date ranges (SPEC 5). Shared by the date picker and the server: erasable TypeScript that Node runs directly.
// Pure: `today` is the business date (UTC+7) the caller computed from the server clock, so nothing here reads
// the machine clock or time zone.
import { addDays, daysInclusive, isBusinessDate, type BusinessDate } from './time.ts';

/** SPEC 5 / SPEC 9: income and team pages (and withdrawal records, DESIGN 10) query at most 31 days. */
export const INCOME_RANGE_MAX_DAYS = 31;

/** SPEC 5 / SPEC 9: the bill page queries at most 70 days. */
export const BILL_RANGE_MAX_DAYS = 70;

/** Assumed (docs/rules.md): the daily details page opens on the last 7 days, today included. */
export const DAILY_DETAILS_DEFAULT_DAYS = 7;

/** Assumed (docs/rules.md): the bill page opens on the last 30 days, today included. */
export const BILL_DEFAULT_DAYS = 30;

/** A checked range, both ends `YYYY-MM-DD` business dates. */
export interface DateRange {
  start: BusinessDate;
  end: BusinessDate;
}

/** What a form holds before checking: an empty field is '' (native date inputs) or null. */
export interface DateRangeDraft {
  start: string | null | undefined;
  end: string | null | undefined;
}

/** Why a range is refused, one per SPEC 5 rule; the UI maps each to a message. */
export type DateRangeError = 'required' | 'invalid' | 'startAfterEnd' | 'endAfterToday' | 'tooLong';

/** The outcome of `validateDateRange`. */
export type DateRangeCheck = { ok: true } | { ok: false; error: DateRangeError };

/** The limits a page puts on its ranges. */
export interface DateRangeLimits {
  /** Today's business date (UTC+7), from the server-corrected clock. */
  today: BusinessDate;
  /** `INCOME_RANGE_MAX_DAYS` or `BILL_RANGE_MAX_DAYS`. */
  maxDays: number;
}

/** SPEC 5: checks a query range; the first broken rule wins, in the order the rules are listed. */
export function validateDateRange(range: DateRangeDraft, limits: DateRangeLimits): DateRangeCheck {
  const { start, end } = range;
  // SPEC 5: start and end are required (the picker shows a 'required' message).
  if (!start || !end) return { ok: false, error: 'required' };
  // SPEC 5: an invalid range is rejected: each end must be a real calendar date.
  if (!isBusinessDate(start) || !isBusinessDate(end)) return { ok: false, error: 'invalid' };
  // SPEC 5: an invalid range is rejected: the start cannot come after the end (ISO dates compare as text).
  if (start > end) return { ok: false, error: 'startAfterEnd' };
  // SPEC 5: the end cannot be after today.
  if (end > limits.today) return { ok: false, error: 'endAfterToday' };
  // SPEC 5: at most 31 or 70 days, counting both ends (DESIGN 10: 1-31 March is 31 days).
  if (daysInclusive(start, end) > limits.maxDays) return { ok: false, error: 'tooLong' };
  return { ok: true };
}

/** The `days` days ending today, both ends included (DESIGN 10): the range a page opens on. */
export function lastDays(today: BusinessDate, days: number): DateRange {
  return { start: addDays(today, 1 - days), end: today };
}
