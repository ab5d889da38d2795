// Money and coins are integers (DESIGN 4): parsing and checking amounts. Erasable TypeScript, site and server.
import { parseIntegerField } from './integer.ts';

/** The two currencies of the ledger: coins (bought and spent by viewers) and beans (earned by hosts). */
export const CURRENCIES = ['coin', 'bean'] as const;
/** A ledger currency. */
export type Currency = (typeof CURRENCIES)[number];

/** SPEC 9: 1 gold bean = 1 IDR when withdrawn. */
export const IDR_PER_BEAN = 1;

/** A count that comes from outside as a whole number: fractions floored; negative or non-finite values are 0. */
export function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** True for a whole, positive, safe amount. */
export function isWholeAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A form value as a whole, positive amount by the one rule of integer fields (src/domain/integer.ts), else null. */
export function parseWholeAmount(raw: string | null | undefined): number | null {
  return parseIntegerField(raw, { min: 1 });
}
