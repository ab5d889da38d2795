// The clock offset between this device and the server (SPEC 7, DESIGN 3), kept for the session. Business time
// on a page is always serverNow(), never the device clock alone.
import './session-storage.ts';
import { persistentAtom } from '@nanostores/persistent';

/** SPEC 9: offsets within 5 seconds are ignored. */
export const CLOCK_OFFSET_IGNORE_MS = 5000;
/** `cur_time` values below this are seconds, not milliseconds. */
const SECONDS_LIMIT = 1e12;

/** Milliseconds to add to the device clock to get the server clock. */
export const $clockOffset = persistentAtom<number>('clockOffset', 0, {
  encode: String,
  decode: (value) => (Number.isFinite(Number(value)) ? Number(value) : 0),
});

/** The offset implied by a server time read at device time `deviceNow`; 0 when within 5 seconds. */
export function offsetFrom(curTime: number, deviceNow: number): number {
  const serverMs = curTime < SECONDS_LIMIT ? curTime * 1000 : curTime;
  const offset = Math.round(serverMs - deviceNow);
  return Math.abs(offset) <= CLOCK_OFFSET_IGNORE_MS ? 0 : offset;
}

/** Records a server time (from getSysTime or a staleTime answer). Ignores values that are not times. */
export function applyServerTime(curTime: unknown, deviceNow = Date.now()): void {
  if (typeof curTime !== 'number' || !Number.isFinite(curTime) || curTime <= 0) return;
  $clockOffset.set(offsetFrom(curTime, deviceNow));
}

/** The server's current time, epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + $clockOffset.get();
}
