// Live time as the agency screens show it: minutes under an hour, hours and minutes above; a session's length in
// minutes and seconds (a session under a minute is not valid, SPEC 9, so its seconds matter).
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

/** "42 min 5 s", "35 s". */
export function sessionLength(seconds: number, lang: Lang): string {
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const rest = String(seconds % SECONDS_PER_MINUTE);
  if (minutes === 0) return m['agency.time.seconds']({ seconds: rest }, { locale: lang });
  return m['agency.time.minutesSeconds']({ minutes: formatNumber(minutes, lang), seconds: rest }, { locale: lang });
}
