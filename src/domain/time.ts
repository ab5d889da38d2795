// Business time (SPEC 9: UTC+7, Jakarta has no DST). Pure: instants are passed in as epoch milliseconds.
// Shared by the site and the server: erasable TypeScript that Node runs directly.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { BUSINESS_UTC_OFFSET_HOURS, type BusinessDate } from './business-day.ts';

export { BUSINESS_UTC_OFFSET_HOURS, DAY_MS, type BusinessDate } from './business-day.ts';

const OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 60 * 60 * 1000;

let utcReady = false;

/** dayjs in UTC, the plugin added on first use: importing this module does no work, so pages that only read a
 * constant of a module that imports it do not ship dayjs. */
function utcOf(value: number | string): Dayjs {
  if (!utcReady) {
    dayjs.extend(utc);
    utcReady = true;
  }
  return dayjs.utc(value);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Instant `ms` as a UTC dayjs whose fields read as UTC+7 wall time (format and compare only; never convert back). */
export function businessTime(ms: number): Dayjs {
  return utcOf(ms + OFFSET_MS);
}

/** The business date containing instant `ms`. */
export function businessDate(ms: number): BusinessDate {
  return businessTime(ms).format('YYYY-MM-DD');
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isBusinessDate(value: unknown): value is BusinessDate {
  return typeof value === 'string' && DATE_PATTERN.test(value) && utcOf(value).format('YYYY-MM-DD') === value;
}

/** The instant a business date starts (00:00 UTC+7). */
export function businessDayStartMs(date: BusinessDate): number {
  return utcOf(date).valueOf() - OFFSET_MS;
}

/** `date` moved by `days` (negative to go back). */
export function addDays(date: BusinessDate, days: number): BusinessDate {
  return utcOf(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Days from `start` to `end` counting both ends (DESIGN 10: 1-31 March is 31 days); 0 or less when reversed. */
export function daysInclusive(start: BusinessDate, end: BusinessDate): number {
  return utcOf(end).diff(utcOf(start), 'day') + 1;
}

/** ISO weekday of a date: Monday 1 … Sunday 7 (DESIGN 1: weeks start on Monday). */
export function isoWeekday(date: BusinessDate): number {
  const day = utcOf(date).day();
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
