// Dress-ups (SPEC 1, SPEC 3): what a user owns and wears, buying days of an item with coins, and wearing one item per
// category. `grantDecor` is how anything gives days of an item (a purchase, a prize of the turntable, an event
// reward); expiry follows the clock: read at any time, an item past its end is expired and not worn, and the decor
// job takes such items off.
import type { OwnedDecor, SpecialIdHeld } from '../../src/contract/account.ts';
import { checkDecorPurchase, decorExpiryAfter, isDecorActive, type DecorCategory } from '../../src/domain/decor.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { spendCoins } from '../services/coins.ts';
import { InsufficientFunds, available } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { catalogueItem, decorBuyer } from './decor-catalogue.ts';
import { extendSpecialId, isSpecialIdTaken, reserveSpecialId } from './special-ids.ts';

/** What grantDecor needs of an item: its id and category. */
type GrantedItem = { id: string; category: DecorCategory };

/** A row of decor_owned. */
interface OwnedRow {
  item_id: string;
  category: DecorCategory;
  expires_at: number;
  worn: number;
}

/** The row as pages see it at `now`: an expired item is never worn. */
function ownedView(row: OwnedRow, now: number): OwnedDecor {
  return { itemId: row.item_id, category: row.category, expiresAt: row.expires_at, worn: row.worn === 1 && isDecorActive(row.expires_at, now) };
}

/** Everything the user owns (active and expired), by category then newest end first. */
export function ownedDecor(db: Db, userId: number, now: number): OwnedDecor[] {
  const rows = db.prepare('SELECT item_id, category, expires_at, worn FROM decor_owned WHERE user_id = ? ORDER BY category, expires_at DESC').all(userId) as unknown as OwnedRow[];
  return rows.map((row) => ownedView(row, now));
}

/** One owned item, or null. */
export function ownedItem(db: Db, userId: number, itemId: string, now: number): OwnedDecor | null {
  const row = db.prepare('SELECT item_id, category, expires_at, worn FROM decor_owned WHERE user_id = ? AND item_id = ?').get(userId, itemId) as OwnedRow | undefined;
  return row ? ownedView(row, now) : null;
}

/**
 * Gives the user `days` of `item` (inside a transaction): an item still active is extended from its end, an expired
 * or new one runs from now. `source` says why (`purchase`, `turntable`, `event`...) and `price` what was paid (0 for
 * a gift); the grant is recorded with them. Returns the item as owned afterwards and the grant's id.
 */
export function grantDecor(
  db: Db,
  grant: { userId: number; item: GrantedItem; days: number; at: number; source: string; price?: number },
): { owned: OwnedDecor; grantId: number } {
  const current = db.prepare('SELECT expires_at FROM decor_owned WHERE user_id = ? AND item_id = ?').get(grant.userId, grant.item.id) as { expires_at: number } | undefined;
  const expiresAt = decorExpiryAfter(current?.expires_at ?? null, grant.at, grant.days);
  db.prepare(
    `INSERT INTO decor_owned (user_id, item_id, category, expires_at, worn, acquired_at) VALUES (?, ?, ?, ?, 0, ?)
     ON CONFLICT (user_id, item_id) DO UPDATE SET expires_at = excluded.expires_at`,
  ).run(grant.userId, grant.item.id, grant.item.category, expiresAt, grant.at);
  const grantId = Number(
    db
      .prepare('INSERT INTO decor_purchases (user_id, item_id, days, price, source, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(grant.userId, grant.item.id, grant.days, grant.price ?? 0, grant.source, expiresAt, grant.at).lastInsertRowid,
  );
  const owned = ownedItem(db, grant.userId, grant.item.id, grant.at);
  if (!owned) throw new Error(`decor ${grant.item.id} of ${grant.userId} not stored`);
  return { owned, grantId };
}

/** Takes off every worn item that has expired by `now`; returns how many. */
export function takeOffExpiredDecor(db: Db, now: number): number {
  return Number(db.prepare('UPDATE decor_owned SET worn = 0 WHERE worn = 1 AND expires_at <= ?').run(now).changes);
}

/** The balance ran out, or another buyer took the special ID, between the check and the move. */
export const decorRefusal: Refusal = (error) => {
  if (error instanceof InsufficientFunds) return 'decor.insufficientCoins';
  return isSpecialIdTaken(error) ? 'decor.numberTaken' : null;
};

/** An order of the shop: a special-ID item carries the number picked (`undefined` when none was sent). */
interface DecorOrder {
  itemId: string | undefined;
  days: number | null;
  number?: string | undefined;
}

/**
 * Buys `days` of an item with coins (inside the money call's transaction; spendCoins adds wealth exp). A special-ID
 * item reserves its number first, so a number someone holds refuses the purchase before any coin moves.
 */
export function buyDecor(db: Db, userId: number, order: DecorOrder, now: number): Outcome<{ owned: OwnedDecor; balance: number; specialId: SpecialIdHeld | null }> {
  const check = checkDecorPurchase(catalogueItem(db, order.itemId), order.days, decorBuyer(db, userId, now));
  if (!check.ok) return refused(`decor.${check.error}`);
  if (available(db, userId, 'coin') < check.price) return refused('decor.insufficientCoins');
  let number: string | null = null;
  if (check.item.category === 'specialId') {
    const reserved = reserveSpecialId(db, { userId, item: check.item, number: order.number }, now);
    if (!reserved.ok) return reserved;
    number = reserved.data;
  }
  const { owned, grantId } = grantDecor(db, { userId, item: check.item, days: check.days, at: now, source: 'purchase', price: check.price });
  if (number !== null) extendSpecialId(db, userId, check.item.id, owned.expiresAt);
  spendCoins(db, { userId, amount: check.price, kind: 'decorPurchase', at: now, ref: { type: 'decorPurchase', id: grantId } });
  const specialId = number === null ? null : { number, itemId: check.item.id, expiresAt: owned.expiresAt };
  return done({ owned, balance: available(db, userId, 'coin'), specialId });
}

/** Wears (or takes off) an owned item: one worn per category, so the item worn before in its category comes off. */
export function wearDecor(db: Db, userId: number, item: GrantedItem, wear: boolean, now: number): Outcome<{ owned: OwnedDecor[] }> {
  return transaction(db, () => {
    const owned = ownedItem(db, userId, item.id, now);
    if (!owned) return refused('decor.notOwned');
    if (wear) {
      if (!isDecorActive(owned.expiresAt, now)) return refused('decor.expired');
      db.prepare('UPDATE decor_owned SET worn = 0 WHERE user_id = ? AND category = ?').run(userId, item.category);
      db.prepare('UPDATE decor_owned SET worn = 1 WHERE user_id = ? AND item_id = ?').run(userId, item.id);
    } else {
      db.prepare('UPDATE decor_owned SET worn = 0 WHERE user_id = ? AND item_id = ?').run(userId, item.id);
    }
    return done({ owned: ownedDecor(db, userId, now) });
  });
}
