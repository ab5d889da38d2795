// Live time in the page language: a day's minutes, or minutes under an hour and hours and minutes above (the agency
// and earnings screens).
import { formatNumber } from './format.ts';
import type { Lang } from './language.ts';
import { m } from './messages.ts';

const MINUTES_PER_HOUR = 60;

/** Minutes however many: "125 min" / "125分钟" (one day's live time). */
export function liveMinutesText(minutes: number, lang: Lang): string {
  return m['time.minutes']({ minutes: formatNumber(minutes, lang) }, { locale: lang });
}

/** "45 min", "3 h 15 min" / "31小时5分钟": minutes alone under an hour. */
export function liveTime(minutes: number, lang: Lang): string {
  if (minutes < MINUTES_PER_HOUR) return liveMinutesText(minutes, lang);
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  return m['time.hoursMinutes']({ hours: formatNumber(hours, lang), minutes: String(minutes % MINUTES_PER_HOUR) }, { locale: lang });
}
