// Live time as /everyday/details shows it: minutes for a day, hours and minutes for a range.
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

const MINUTES_PER_HOUR = 60;

/** One day's live time in minutes: "125 min" / "125分钟". */
export function liveMinutesText(minutes: number, lang: Lang): string {
  return m['daily.minutes']({ minutes: formatNumber(minutes, lang) }, { locale: lang });
}

/** Live time over several days: "31 h 5 min" / "31小时5分钟"; minutes alone under an hour. */
export function liveHours(minutes: number, lang: Lang): string {
  if (minutes < MINUTES_PER_HOUR) return liveMinutesText(minutes, lang);
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  return m['daily.hoursMinutes']({ hours: formatNumber(hours, lang), minutes: String(minutes % MINUTES_PER_HOUR) }, { locale: lang });
}
