// Business time (SPEC 9: UTC+7, Jakarta has no DST). Pure: instants are passed in as epoch milliseconds.
// Shared by the site and the server: erasable TypeScript that Node runs directly.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** SPEC 9: business days, weeks and months run on UTC+7. */
export const BUSINESS_UTC_OFFSET_HOURS = 7;
const OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A business calendar date, `YYYY-MM-DD`. */
export type BusinessDate = string;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Instant `ms` as a UTC dayjs whose fields read as UTC+7 wall time (format and compare only; never convert back). */
export function businessTime(ms: number): Dayjs {
  return dayjs.utc(ms + OFFSET_MS);
}

/** The business date containing instant `ms`. */
export function businessDate(ms: number): BusinessDate {
  return businessTime(ms).format('YYYY-MM-DD');
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isBusinessDate(value: unknown): value is BusinessDate {
  return typeof value === 'string' && DATE_PATTERN.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/** The instant a business date starts (00:00 UTC+7). */
export function businessDayStartMs(date: BusinessDate): number {
  return dayjs.utc(date).valueOf() - OFFSET_MS;
}

/** `date` moved by `days` (negative to go back). */
export function addDays(date: BusinessDate, days: number): BusinessDate {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Days from `start` to `end` counting both ends (DESIGN 10: 1-31 March is 31 days); 0 or less when reversed. */
export function daysInclusive(start: BusinessDate, end: BusinessDate): number {
  return dayjs.utc(end).diff(dayjs.utc(start), 'day') + 1;
}

/** ISO weekday of a date: Monday 1 … Sunday 7 (DESIGN 1: weeks start on Monday). */
export function isoWeekday(date: BusinessDate): number {
  const day = dayjs.utc(date).day();
  return day === 0 ? 7 : day;
}

/** The Monday of the week containing `date`. */
export function weekStart(date: BusinessDate): BusinessDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The first day of the month containing `date`. */
export function monthStart(date: BusinessDate): BusinessDate {
  return `${date.slice(0, 7)}-01`;
}
