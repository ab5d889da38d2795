// A live session's length as the agency screens show it, in minutes and seconds: a session under a minute is not
// valid (SPEC 9), so its seconds matter.
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { liveTime } from '../../lib/live-time.ts';
import { m } from '../../lib/messages.ts';

const MINUTES_PER_HOUR = 60;
const SECONDS_PER_MINUTE = 60;

/** "35 s", "42 min 5 s", "1 h 20 min": seconds matter only near the one-minute line (SPEC 9). */
export function sessionLength(seconds: number, lang: Lang): string {
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  if (minutes === 0) return m['time.seconds']({ seconds: String(rest) }, { locale: lang });
  if (rest === 0 || minutes >= MINUTES_PER_HOUR) return liveTime(minutes, lang);
  return m['time.minutesSeconds']({ minutes: formatNumber(minutes, lang), seconds: String(rest) }, { locale: lang });
}
