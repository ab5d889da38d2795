import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../src/contract/error-codes/account.ts';
import { AGENCY_ERROR_CODES } from '../../src/contract/error-codes/agency.ts';
import { COIN_ERROR_CODES } from '../../src/contract/error-codes/coin.ts';
import { EARNINGS_ERROR_CODES } from '../../src/contract/error-codes/earnings.ts';
import { EVENTS_ERROR_CODES } from '../../src/contract/error-codes/events.ts';
import { FAMILY_ERROR_CODES } from '../../src/contract/error-codes/family.ts';
import { GAMES_ERROR_CODES } from '../../src/contract/error-codes/games.ts';
import { SHARED_ERROR_CODES } from '../../src/contract/error-codes/shared.ts';
import { ERROR_CODES, errorName } from '../../src/contract/errors.ts';

/** Each block with the thousands its numbers live in (src/contract/errors.ts). */
const BLOCKS: [string, Record<string, number>, number[]][] = [
  ['shared', SHARED_ERROR_CODES, [1]],
  ['earnings', EARNINGS_ERROR_CODES, [2]],
  ['coin', COIN_ERROR_CODES, [3]],
  ['account', ACCOUNT_ERROR_CODES, [4]],
  ['agency', AGENCY_ERROR_CODES, [5]],
  ['family', FAMILY_ERROR_CODES, [6]],
  ['games', GAMES_ERROR_CODES, [7, 8]],
  ['events', EVENTS_ERROR_CODES, [9]],
];

describe('ERROR_CODES', () => {
  it('holds every block whole: no name of one block is taken by another', () => {
    const names = BLOCKS.flatMap(([, codes]) => Object.keys(codes));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ERROR_CODES).sort()).toEqual([...names].sort());
  });

  it('gives every name its own number, in its block’s thousands, and reads each number back as its name', () => {
    const numbers = Object.values(ERROR_CODES);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const [block, codes, thousands] of BLOCKS) {
      for (const [name, code] of Object.entries(codes)) {
        expect(thousands, `${block} ${name} ${code}`).toContain(Math.floor(code / 1000));
        expect(errorName(code)).toBe(name);
      }
    }
  });
});
