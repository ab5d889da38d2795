// Business time (SPEC 9: UTC+7, Jakarta has no DST). Pure: instants are passed in as epoch milliseconds.
// Shared by the site and the server: erasable TypeScript that Node runs directly.
// A business date is the UTC calendar date of `ms + 7 h` (DESIGN 1's rule), so every rule here is plain UTC arithmetic
// on Date: no time zone is ever consulted. DESIGN 1 planned dayjs with its utc plugin for this; the rules need nothing
// it adds, and it cost 3.7 KB gzip on every island page against DESIGN 9's budgets, so it was left out.
import { BUSINESS_UTC_OFFSET_HOURS, DAY_MS, type BusinessDate } from './business-day.ts';

export { BUSINESS_UTC_OFFSET_HOURS, DAY_MS, type BusinessDate } from './business-day.ts';

const OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 60 * 60 * 1000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a `YYYY-MM-DD` date, epoch ms (NaN when it is not one). */
function utcMidnight(date: BusinessDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The `YYYY-MM-DD` UTC calendar date of epoch ms `ms`. */
function utcDate(ms: number): BusinessDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The business date containing instant `ms`. */
export function businessDate(ms: number): BusinessDate {
  return utcDate(ms + OFFSET_MS);
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  // Date.parse rolls 31 February over or refuses it depending on the engine: a real date reads back unchanged.
  const ms = utcMidnight(value);
  return Number.isFinite(ms) && utcDate(ms) === value;
}

/** The instant a business date starts (00:00 UTC+7). */
export function businessDayStartMs(date: BusinessDate): number {
  return utcMidnight(date) - OFFSET_MS;
}

/** `date` moved by `days` (negative to go back). */
export function addDays(date: BusinessDate, days: number): BusinessDate {
  return utcDate(utcMidnight(date) + days * DAY_MS);
}

/** Days from `start` to `end` counting both ends (DESIGN 10: 1-31 March is 31 days); 0 or less when reversed. */
export function daysInclusive(start: BusinessDate, end: BusinessDate): number {
  return Math.round((utcMidnight(end) - utcMidnight(start)) / DAY_MS) + 1;
}

/** ISO weekday of a date: Monday 1 … Sunday 7 (DESIGN 1: weeks start on Monday). */
export function isoWeekday(date: BusinessDate): number {
  const day = new Date(utcMidnight(date)).getUTCDay();
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
