// Money and coins are integers (DESIGN 4): parsing and checking amounts. Erasable TypeScript, site and server.

/** The two currencies of the ledger: coins (bought and spent by viewers) and beans (earned by hosts). */
export const CURRENCIES = ['coin', 'bean'] as const;
/** A ledger currency. */
export type Currency = (typeof CURRENCIES)[number];

/** SPEC 9: 1 gold bean = 1 IDR when withdrawn. */
export const IDR_PER_BEAN = 1;

/** Longest amount accepted, in digits: anything longer is not a real amount (and would lose precision). */
const MAX_AMOUNT_DIGITS = 15;

/** A count that comes from outside as a whole number: fractions floored; negative or non-finite values are 0. */
export function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** True for a whole, positive, safe amount. */
export function isWholeAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A form value as a whole amount: digits only (no sign, decimals, exponents or separators), else null. */
export function parseWholeAmount(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text) || text.length > MAX_AMOUNT_DIGITS) return null;
  const value = Number(text);
  return isWholeAmount(value) ? value : null;
}
