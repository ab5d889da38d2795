// Live time as the agency screens show it: minutes under an hour, hours and minutes above; a session's length in
// minutes and seconds (a session under a minute is not valid, SPEC 9, so its seconds matter).
import { BUSINESS_UTC_OFFSET_HOURS } from '../../domain/business-day.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

const MINUTES_PER_HOUR = 60;
const SECONDS_PER_MINUTE = 60;

/** "45 min", "3 h 15 min". */
export function liveTime(minutes: number, lang: Lang): string {
  if (minutes < MINUTES_PER_HOUR) return m['agency.time.minutes']({ minutes: formatNumber(minutes, lang) }, { locale: lang });
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  return m['agency.time.hoursMinutes']({ hours: formatNumber(hours, lang), minutes: String(minutes % MINUTES_PER_HOUR) }, { locale: lang });
}

/** "35 s", "42 min 5 s", "1 h 20 min": seconds matter only near the one-minute line (SPEC 9). */
export function sessionLength(seconds: number, lang: Lang): string {
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  if (minutes === 0) return m['agency.time.seconds']({ seconds: String(rest) }, { locale: lang });
  if (rest === 0 || minutes >= MINUTES_PER_HOUR) return liveTime(minutes, lang);
  return m['agency.time.minutesSeconds']({ minutes: formatNumber(minutes, lang), seconds: String(rest) }, { locale: lang });
}

/** The wall-clock time (UTC+7) of an instant: "20:30". */
export function timeOfDay(ms: number): string {
  const t = new Date(ms + BUSINESS_UTC_OFFSET_HOURS * 3_600_000);
  return `${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
}
