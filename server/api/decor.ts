// Dress-ups (SPEC 1, SPEC 3; server/account/decor.ts): the shop, buying days of an item with coins (idempotent), the
// user's items, and wearing one item per category.
import { Hono } from 'hono';
import { DECOR_ENDPOINTS } from '../../src/contract/account.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { isSpecialIdQuery } from '../../src/domain/special-id.ts';
import { catalogueItem, catalogueItems, catalogueOnSale, decorBuyer } from '../account/decor-catalogue.ts';
import { buyDecor, decorRefusal, ownedDecor, wearDecor } from '../account/decor.ts';
import { availableSpecialIds, heldSpecialIds } from '../account/special-ids.ts';
import { available } from '../services/ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The decor sub-app: every signed-in user. */
export function decorApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(DECOR_ENDPOINTS.shop.path, session, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      const owned = ownedDecor(db, userId, now);
      // The items on sale and any the user owns that are no longer sold (renewing them is refused).
      const onSale = catalogueOnSale(db);
      const gone = catalogueItems(db, owned.map((o) => o.itemId).filter((id) => !onSale.some((item) => item.id === id)));
      return ok(c, { balance: available(db, userId, 'coin'), owned, items: [...onSale, ...gone], buyer: decorBuyer(db, userId, now), specialIds: heldSpecialIds(db, userId, now) });
    })
    .post(DECOR_ENDPOINTS.numbers.path, session, (c) => {
      const item = catalogueItem(db, c.var.fields['item_id']);
      const query = c.var.fields['q'] ?? '';
      if (!item || item.category !== 'specialId') return fail(c, 'decor.itemUnknown');
      if (!isSpecialIdQuery(query)) return fail(c, 'decor.numberInvalid');
      return ok(c, { numbers: availableSpecialIds(db, item, query, clock.now()) });
    })
    .post(DECOR_ENDPOINTS.buy.path, session, (c) =>
      idempotent(
        deps,
        c,
        DECOR_ENDPOINTS.buy.path,
        () => envelopeOf(buyDecor(db, c.var.user.userId, { itemId: c.var.fields['item_id'], days: parseWholeAmount(c.var.fields['days']), number: c.var.fields['number'] }, clock.now())),
        decorRefusal,
      ),
    )
    .post(DECOR_ENDPOINTS.mine.path, session, (c) => {
      const owned = ownedDecor(db, c.var.user.userId, clock.now());
      return ok(c, { owned, items: catalogueItems(db, owned.map((o) => o.itemId)) });
    })
    .post(DECOR_ENDPOINTS.wear.path, session, (c) => {
      const item = catalogueItem(db, c.var.fields['item_id']);
      const wear = c.var.fields['wear'];
      if (!item) return fail(c, 'decor.itemUnknown');
      if (wear !== '1' && wear !== '0') return fail(c, 'invalidParams');
      return answer(c, wearDecor(db, c.var.user.userId, item, wear === '1', clock.now()));
    });
}
