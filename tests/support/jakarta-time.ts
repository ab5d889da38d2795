// Instants written as the wall time of Jakarta (UTC+7), the business time of every rule (src/domain/time.ts).

/** The epoch ms of a Jakarta (UTC+7) wall time; month 1-12. */
export const jkt = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, mo - 1, d, h - 7, mi, s, ms);
