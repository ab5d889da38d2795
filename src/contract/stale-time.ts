// The API error codes the entry reads (src/lib/entry.ts), apart from the table of every area's codes (errors.ts):
// the entry loads on every signed-in page, also those without islands, whose whole budget is 6 KB (DESIGN 9).

/** `time` is outside the accepted window; `data.cur_time` carries the server time (ERROR_CODES.staleTime). */
export const STALE_TIME_CODE = 1003;

/** Too many failures from this address; `data.retryAfterMs` says when to try again (ERROR_CODES.rateLimited). */
export const RATE_LIMITED_CODE = 1010;
