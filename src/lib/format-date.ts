// Dates and times in the page language, always in business time (UTC+7), whatever the phone's time zone.
// Hand-written tables rather than Intl so every WebView shows the same text; the wall clock is the UTC fields of
// `ms + 7 h`, as in src/domain/time.ts.
import { BUSINESS_UTC_OFFSET_HOURS, type BusinessDate } from '../domain/business-day.ts';
import type { Lang } from './language.ts';

const MONTHS: Record<'en' | 'id', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** Weekday names, Monday first. */
const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  id: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'],
  'zh-cn': ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  'zh-tw': ['週一', '週二', '週三', '週四', '週五', '週六', '週日'],
};

/** Year, month (1-12), day and ISO weekday (1 Monday) of a business date. */
function partsOf(date: BusinessDate): { y: number; mo: number; d: number; wd: number } {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  return { y, mo, d, wd: day === 0 ? 7 : day };
}

/** "30 Nov" / "11月30日": a day within the current year's lists. */
export function formatDay(date: BusinessDate, lang: Lang): string {
  const { mo, d } = partsOf(date);
  return lang === 'en' || lang === 'id' ? `${d} ${MONTHS[lang][mo - 1]}` : `${mo}月${d}日`;
}

/** "Mon, 30 Nov 2026" / "Sen, 30 Nov 2026" / "2026年11月30日 周一". */
export function formatDate(date: BusinessDate, lang: Lang): string {
  const { y, mo, d, wd } = partsOf(date);
  const weekday = WEEKDAYS[lang][wd - 1];
  return lang === 'en' || lang === 'id' ? `${weekday}, ${d} ${MONTHS[lang][mo - 1]} ${y}` : `${y}年${mo}月${d}日 ${weekday}`;
}

/** The wall-clock time (UTC+7) of an instant: "20:30". */
export function timeOfDay(ms: number): string {
  const t = new Date(ms + BUSINESS_UTC_OFFSET_HOURS * 3_600_000);
  return `${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
}

/** An instant as "30 Nov 2026 14:05" / "2026年11月30日 14:05", in Jakarta time. */
export function formatDateTime(ms: number, lang: Lang): string {
  const t = new Date(ms + BUSINESS_UTC_OFFSET_HOURS * 3_600_000);
  const [y, mo, d] = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
  const time = timeOfDay(ms);
  return lang === 'en' || lang === 'id' ? `${d} ${MONTHS[lang][mo - 1]} ${y} ${time}` : `${y}年${mo}月${d}日 ${time}`;
}
