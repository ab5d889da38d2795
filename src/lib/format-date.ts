// Dates and times in the page language, always in business time (UTC+7), whatever the phone's time zone.
// Month and weekday names and the order of the parts are messages (`date.*`) rather than Intl, so every WebView shows
// the same text and a page carries its own language's words only; the wall clock is the UTC fields of `ms + 7 h`, as
// in src/domain/time.ts.
import { BUSINESS_UTC_OFFSET_HOURS, type BusinessDate } from '../domain/business-day.ts';
import type { Lang } from './language.ts';
import { m } from './messages.ts';

/** Month names, January first ("Nov", "11月"). */
const MONTHS = [
  m['date.month.1'],
  m['date.month.2'],
  m['date.month.3'],
  m['date.month.4'],
  m['date.month.5'],
  m['date.month.6'],
  m['date.month.7'],
  m['date.month.8'],
  m['date.month.9'],
  m['date.month.10'],
  m['date.month.11'],
  m['date.month.12'],
];

/** Weekday names, Monday first. */
const WEEKDAYS = [
  m['date.weekday.1'],
  m['date.weekday.2'],
  m['date.weekday.3'],
  m['date.weekday.4'],
  m['date.weekday.5'],
  m['date.weekday.6'],
  m['date.weekday.7'],
];

/** Year, month (1-12), day and ISO weekday (1 Monday) of a business date. */
function partsOf(date: BusinessDate): { y: number; mo: number; d: number; wd: number } {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  return { y, mo, d, wd: day === 0 ? 7 : day };
}

/** The name of month `mo` (1-12) in `lang`. */
function monthName(mo: number, lang: Lang): string {
  return MONTHS[mo - 1]?.({}, { locale: lang }) ?? String(mo);
}

/** "30 Nov" / "11月30日": a day within the current year's lists. */
export function formatDay(date: BusinessDate, lang: Lang): string {
  const { mo, d } = partsOf(date);
  return m['date.day']({ day: d, month: monthName(mo, lang) }, { locale: lang });
}

/** "Mon, 30 Nov 2026" / "Sen, 30 Nov 2026" / "2026年11月30日 周一". */
export function formatDate(date: BusinessDate, lang: Lang): string {
  const { y, mo, d, wd } = partsOf(date);
  const weekday = WEEKDAYS[wd - 1]?.({}, { locale: lang }) ?? '';
  return m['date.date']({ weekday, day: d, month: monthName(mo, lang), year: y }, { locale: lang });
}

/** The wall-clock time (UTC+7) of an instant: "20:30". */
export function timeOfDay(ms: number): string {
  const t = new Date(ms + BUSINESS_UTC_OFFSET_HOURS * 3_600_000);
  return `${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
}

/** An instant as "30 Nov 2026 14:05" / "2026年11月30日 14:05", in Jakarta time. */
export function formatDateTime(ms: number, lang: Lang): string {
  const t = new Date(ms + BUSINESS_UTC_OFFSET_HOURS * 3_600_000);
  const time = timeOfDay(ms);
  return m['date.dateTime']({ day: t.getUTCDate(), month: monthName(t.getUTCMonth() + 1, lang), year: t.getUTCFullYear(), time }, { locale: lang });
}
