// Dress-ups (SPEC 1, SPEC 3): the shop (published items in src/domain/decor.ts; here the balance and what the user
// owns), buying days of an item with coins (idempotent, through spendCoins), the user's items, and wearing one item per
// category.
import { Hono } from 'hono';
import { DECOR_ENDPOINTS } from '../../src/contract/account.ts';
import { checkDecorPurchase, decorItem, isDecorActive } from '../../src/domain/decor.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { spendCoins } from '../services/coins.ts';
import { transaction } from '../db/transaction.ts';
import { grantDecor, ownedDecor, ownedItem } from '../account/decor.ts';
import { InsufficientFunds, available } from '../services/ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent, type Refusal } from './idempotency.ts';
import { errorEnvelope, fail, ok } from './respond.ts';

/** The balance ran out between the check and the move. */
const decorRefusal: Refusal = (error) => (error instanceof InsufficientFunds ? 'decor.insufficientCoins' : null);

/** The decor sub-app: every signed-in user. */
export function decorApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(DECOR_ENDPOINTS.shop.path, session, (c) => {
      const userId = c.var.user.userId;
      return ok(c, { balance: available(db, userId, 'coin'), owned: ownedDecor(db, userId, clock.now()) });
    })
    .post(DECOR_ENDPOINTS.buy.path, session, (c) =>
      idempotent(
        deps,
        c,
        DECOR_ENDPOINTS.buy.path,
        () => {
          const userId = c.var.user.userId;
          const now = clock.now();
          const check = checkDecorPurchase(c.var.fields['item_id'], parseWholeAmount(c.var.fields['days']));
          if (!check.ok) return errorEnvelope(`decor.${check.error}`);
          if (available(db, userId, 'coin') < check.price) return errorEnvelope('decor.insufficientCoins');
          const { owned, grantId } = grantDecor(db, { userId, item: check.item, days: check.days, at: now, source: 'purchase', price: check.price });
          spendCoins(db, { userId, amount: check.price, kind: 'decorPurchase', at: now, ref: { type: 'decorPurchase', id: grantId } });
          return { code: 0, msg: 'ok', data: { owned, balance: available(db, userId, 'coin') } };
        },
        decorRefusal,
      ),
    )
    .post(DECOR_ENDPOINTS.mine.path, session, (c) => ok(c, { owned: ownedDecor(db, c.var.user.userId, clock.now()) }))
    .post(DECOR_ENDPOINTS.wear.path, session, (c) => {
      const userId = c.var.user.userId;
      const item = decorItem(c.var.fields['item_id']);
      const wear = c.var.fields['wear'];
      if (!item) return fail(c, 'decor.itemUnknown');
      if (wear !== '1' && wear !== '0') return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const owned = ownedItem(db, userId, item.id, now);
        if (!owned) return fail(c, 'decor.notOwned');
        if (wear === '1') {
          if (!isDecorActive(owned.expiresAt, now)) return fail(c, 'decor.expired');
          // One worn per category: the item worn before in the category comes off.
          db.prepare('UPDATE decor_owned SET worn = 0 WHERE user_id = ? AND category = ?').run(userId, item.category);
          db.prepare('UPDATE decor_owned SET worn = 1 WHERE user_id = ? AND item_id = ?').run(userId, item.id);
        } else {
          db.prepare('UPDATE decor_owned SET worn = 0 WHERE user_id = ? AND item_id = ?').run(userId, item.id);
        }
        return ok(c, { owned: ownedDecor(db, userId, now) });
      });
    });
}
