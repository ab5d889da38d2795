// What the turntable API tests share: a player of their own (so no test leans on the demo history), top-ups in a
// wheel's round, and the docs/api.md recipe written out independently of the server's code.
import { createHash, createHmac } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { businessDayStartMs } from '../../src/domain/time.ts';
import { transaction } from '../../server/db/transaction.ts';
import { recordTopUp } from '../../server/services/topups.ts';

/** 10:00 UTC+7 on a business date: a Wednesday (2026-03-18) has lucky, luckyOne and luckyTwo open, tanpa closed. */
export const at10 = (date: string): number => businessDayStartMs(date) + 10 * 3_600_000;

/** Adds a viewer with no history who signs in with the demo token (ids 56900-56999 are the tests'). */
export function addPlayer(db: DatabaseSync, id: number, nickname = `Player ${id}`): string {
  db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, 'female', 'demo', 0)").run(id, nickname);
  return String(id);
}

/** Records a top-up of `coins` by `userId` at `at`, as the coin area's payment callback does. */
export function topUp(db: DatabaseSync, userId: string, coins: number, at: number): void {
  transaction(db, () => recordTopUp(db, { userId: Number(userId), coins, at }));
}

/** docs/api.md "Verifiable draws", step by step: the draw's first number from the seed and the message alone. */
export function recipeNumber(seedHex: string, message: string): number {
  return createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${message}|0`).digest().readUInt32BE(0) / 2 ** 32;
}

/** docs/api.md: the slot whose cumulative weights first exceed floor(number x total weight). */
export function recipeSlot(weights: readonly number[], number: number): number {
  const ticket = Math.floor(number * weights.reduce((sum, weight) => sum + weight, 0));
  let below = 0;
  for (const [index, weight] of weights.entries()) {
    below += weight;
    if (ticket < below) return index;
  }
  return weights.length - 1;
}

/** SHA-256 (hex) of a seed's bytes: the commitment. */
export function commitmentOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
