// The Ramadan event around the red-packet rules of red-packet.ts (SPEC 9): which edition runs, the next grab period and
// a host's activity as the rules read it. Pure and shared by the /ramadan page and the server.
import { isValidDay } from './valid-day.ts';
import { RED_PACKET_PERIOD_MINUTES, RED_PACKET_PERIOD_START_HOURS, type HostActivity, type RedPacketEvent } from './red-packet.ts';
import { addDays, businessDate, businessDayStartMs } from './time.ts';

/** A grab period by its index in the day and its instants (end exclusive). */
export interface PeriodTimes {
  index: number;
  startMs: number;
  endMs: number;
}

/** The grab periods of a business day. */
export function periodsOf(date: string): PeriodTimes[] {
  const dayStartMs = businessDayStartMs(date);
  return RED_PACKET_PERIOD_START_HOURS.map((hour, index) => {
    const startMs = dayStartMs + hour * 3_600_000;
    return { index, startMs, endMs: startMs + RED_PACKET_PERIOD_MINUTES * 60_000 };
  });
}

/** The first grab period of `event` starting after `now`, or null when none is left. */
export function nextRedPacketPeriod(event: RedPacketEvent, now: number): PeriodTimes | null {
  const today = businessDate(now);
  for (let date = today < event.firstDay ? event.firstDay : today; date <= event.lastDay; date = addDays(date, 1)) {
    const found = periodsOf(date).find((period) => period.startMs > now);
    if (found) return found;
  }
  return null;
}

/** SPEC 9: a host's valid days and live minutes over the host window, from its days' live minutes. */
export function hostActivityOf(days: readonly { liveMinutes: number }[]): HostActivity {
  return {
    validDays: days.filter((day) => isValidDay(day.liveMinutes)).length,
    liveMinutes: days.reduce((sum, day) => sum + day.liveMinutes, 0),
  };
}
