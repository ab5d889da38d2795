// The business clock's fixed facts (SPEC 9), apart from time.ts so that code needing only these (formatting)
// does not bring dayjs along. Erasable TypeScript, shared by the site and the server.

/** SPEC 9: business days, weeks and months run on UTC+7 (Jakarta, no daylight saving). */
export const BUSINESS_UTC_OFFSET_HOURS = 7;

/** Milliseconds in a day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A business calendar date, `YYYY-MM-DD`. */
export type BusinessDate = string;
