// A host's valid sessions and valid days (SPEC 9): what counts as live time.
// Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.

/** SPEC 9: a session counts when it lasts at least 1 minute. */
export const VALID_SESSION_MIN_MINUTES = 1;
/** SPEC 9: a valid day has at least 60 minutes live. */
export const VALID_DAY_MIN_LIVE_MINUTES = 60;

/** SPEC 9: the live minutes of a day counting only sessions of at least 1 minute. */
export function liveMinutes(sessionsMinutes: readonly number[]): number {
  return sessionsMinutes.filter((m) => m >= VALID_SESSION_MIN_MINUTES).reduce((sum, m) => sum + Math.floor(m), 0);
}

/** SPEC 9: a valid day has at least 60 minutes live. */
export function isValidDay(minutes: number): boolean {
  return minutes >= VALID_DAY_MIN_LIVE_MINUTES;
}
