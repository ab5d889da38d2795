// Special IDs (issue 27 item 1): the numbers a special-ID item offers and who holds which. A number is held from its
// purchase until the item expires; the number is the table's key, so two buyers racing for one number cannot both
// have it (the loser's purchase is undone whole, coins included).
import type { SpecialIdHeld } from '../../src/contract/account.ts';
import type { CatalogueItem } from '../../src/domain/decor.ts';
import { DEFAULT_SPECIAL_ID_PATTERN, SPECIAL_ID_LIST_MAX, isSpecialIdOf, shownSpecialIdOf, specialIdPool } from '../../src/domain/special-id.ts';
import type { Db } from '../db/database.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';

/** Another buyer got the number between the check and the insert (the unique key refused the second). */
export class SpecialIdTaken extends Error {}

/** True when the database refused a number as already held. */
export function isSpecialIdTaken(error: unknown): boolean {
  return error instanceof SpecialIdTaken || (error instanceof Error && error.message.includes('UNIQUE constraint failed: special_ids.number'));
}

/** Numbers of `pool` held by someone at `now`, or that are some account's own id (a special ID never poses as another user). */
function unavailable(db: Db, pool: readonly string[], now: number): Set<string> {
  const list = JSON.stringify(pool);
  const held = db.prepare('SELECT number FROM special_ids WHERE expires_at > ? AND number IN (SELECT value FROM json_each(?))').all(now, list) as { number: string }[];
  const users = db.prepare('SELECT CAST(id AS TEXT) AS number FROM users WHERE id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))').all(list) as { number: string }[];
  return new Set([...held, ...users].map((row) => row.number));
}

/** The item's numbers nobody holds at `now` that contain `query` (digits; checked by the caller), the first SPECIAL_ID_LIST_MAX. */
export function availableSpecialIds(db: Db, item: CatalogueItem, query: string, now: number): string[] {
  const pool = specialIdPool(item.idPattern ?? DEFAULT_SPECIAL_ID_PATTERN).filter((number) => number.includes(query));
  const taken = unavailable(db, pool, now);
  return pool.filter((number) => !taken.has(number)).slice(0, SPECIAL_ID_LIST_MAX);
}

/** The numbers the user holds at `now`, one per special-ID item. */
export function heldSpecialIds(db: Db, userId: number, now: number): SpecialIdHeld[] {
  const rows = db.prepare('SELECT number, item_id, expires_at FROM special_ids WHERE user_id = ? AND expires_at > ? ORDER BY expires_at DESC').all(userId, now) as {
    number: string;
    item_id: string;
    expires_at: number;
  }[];
  return rows.map((row) => ({ number: row.number, itemId: row.item_id, expiresAt: row.expires_at }));
}

/** The number the user shows as their ID at `now` (shownSpecialIdOf). */
export function shownSpecialId(db: Db, userId: number, now: number): SpecialIdHeld | null {
  const worn = db.prepare("SELECT item_id FROM decor_owned WHERE user_id = ? AND category = 'specialId' AND worn = 1 AND expires_at > ?").get(userId, now) as { item_id: string } | undefined;
  return shownSpecialIdOf(heldSpecialIds(db, userId, now), worn?.item_id ?? null, now);
}

/**
 * Inside a purchase of a special-ID item, before any coins move: the number the buyer keeps (a renewal of a number
 * still held keeps it; any other number must be the item's and free). The number is reserved here and its end set by
 * `extendSpecialId` once the item's new end is known; a racing buyer's insert throws and undoes their purchase.
 */
export function reserveSpecialId(db: Db, buyer: { userId: number; item: CatalogueItem; number: unknown }, now: number): Outcome<string> {
  const mine = db.prepare('SELECT number FROM special_ids WHERE user_id = ? AND item_id = ? AND expires_at > ?').get(buyer.userId, buyer.item.id, now) as
    | { number: string }
    | undefined;
  if (mine) return buyer.number === undefined || buyer.number === mine.number ? done(mine.number) : refused('decor.numberInvalid');
  if (!isSpecialIdOf(buyer.item.idPattern ?? DEFAULT_SPECIAL_ID_PATTERN, buyer.number)) return refused('decor.numberInvalid');
  const number = buyer.number;
  if (unavailable(db, [number], now).has(number)) return refused('decor.numberTaken');
  // Expired holds of this number, and the buyer's own expired hold of this item, make way.
  db.prepare('DELETE FROM special_ids WHERE expires_at <= ? AND (number = ? OR (user_id = ? AND item_id = ?))').run(now, number, buyer.userId, buyer.item.id);
  try {
    db.prepare('INSERT INTO special_ids (number, user_id, item_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(number, buyer.userId, buyer.item.id, now, now);
  } catch (error) {
    if (isSpecialIdTaken(error)) throw new SpecialIdTaken(number);
    throw error;
  }
  return done(number);
}

/** Sets the end of the user's number for the item to the item's new end. */
export function extendSpecialId(db: Db, userId: number, itemId: string, expiresAt: number): void {
  db.prepare('UPDATE special_ids SET expires_at = ? WHERE user_id = ? AND item_id = ?').run(expiresAt, userId, itemId);
}
