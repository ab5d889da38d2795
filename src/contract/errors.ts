// Stable error codes of the API (DESIGN 4): every non-zero code has a name, and the name is its i18n key
// (`error.<name>`). Shared by the site and the server: erasable TypeScript.
// Blocks by area, one file each in src/contract/error-codes/: 1000-1999 shared, 2000-2999 earnings and withdrawal,
// 3000-3999 coin business, 4000-4999 account, VIP, levels and decor, 5000-5999 agencies, 6000-6999 families, 7000-7999
// tasks and marble, 8000-8999 turntables, 9000-9999 events and red packets.

import { SHARED_ERROR_CODES } from './error-codes/shared.ts';
import { EARNINGS_ERROR_CODES } from './error-codes/earnings.ts';
import { COIN_ERROR_CODES } from './error-codes/coin.ts';
import { ACCOUNT_ERROR_CODES } from './error-codes/account.ts';
import { AGENCY_ERROR_CODES } from './error-codes/agency.ts';
import { FAMILY_ERROR_CODES } from './error-codes/family.ts';
import { GAMES_ERROR_CODES } from './error-codes/games.ts';
import { EVENTS_ERROR_CODES } from './error-codes/events.ts';

/** Code of each outcome; numbers never change once published (docs/api.md lists them). One file per block. */
export const ERROR_CODES = {
  ...SHARED_ERROR_CODES,
  ...EARNINGS_ERROR_CODES,
  ...COIN_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...AGENCY_ERROR_CODES,
  ...FAMILY_ERROR_CODES,
  ...GAMES_ERROR_CODES,
  ...EVENTS_ERROR_CODES,
} as const;


/** Name of a non-zero code. */
export type ErrorName = keyof typeof ERROR_CODES;

/** The code of success. */
export const OK_CODE = 0;

const NAMES = new Map<number, ErrorName>(Object.entries(ERROR_CODES).map(([name, code]) => [code, name as ErrorName]));

/** The name of a non-zero code, or null when the code is unknown (the client then shows the generic message). */
export function errorName(code: number): ErrorName | null {
  return NAMES.get(code) ?? null;
}
