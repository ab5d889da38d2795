// The one API error code the entry reads (src/lib/entry.ts), apart from the table of every area's codes (errors.ts):
// the entry loads on every signed-in page, also those without islands, whose whole budget is 6 KB (DESIGN 9).

/** `time` is outside the accepted window; `data.cur_time` carries the server time (ERROR_CODES.staleTime). */
export const STALE_TIME_CODE = 1003;
