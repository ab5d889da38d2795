// Price lists and the coin dealer list (SPEC 3, DESIGN 11; server/coin/price-lists.ts): dealers upload and submit
// (the policy's publishPriceList), everyone reads the dealer list, operators review (reviewPriceLists).
import { Hono } from 'hono';
import { DEALER_ENDPOINTS, PRICE_LIST_ENDPOINTS, PRICE_LIST_OPS_ENDPOINTS } from '../../src/contract/price-list.ts';
import { checkRefusalReason } from '../../src/domain/price-list.ts';
import { dealerList, priceListOf, priceListsToReview, reviewPriceList, submitPriceList } from '../coin/price-lists.ts';
import { readImage, saveImage } from '../services/uploads.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, fileField, idField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The price-list and dealer-list sub-app, with the operators' review. */
export function priceListApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const dealersOnly = allow(deps, 'publishPriceList');
  const operatorsOnly = allow(deps, 'reviewPriceLists');

  return new Hono<AuthedEnv>()
    .post(PRICE_LIST_ENDPOINTS.mine.path, session, dealersOnly, (c) => ok(c, priceListOf(db, c.var.user.userId)))
    .post(PRICE_LIST_ENDPOINTS.upload.path, session, dealersOnly, async (c) => {
      const image = await readImage(await fileField(c, 'file'));
      if (!image.ok) return fail(c, image.error);
      return answer(c, saveImage(db, c.var.user.userId, image, clock.now()));
    })
    .post(PRICE_LIST_ENDPOINTS.submit.path, session, dealersOnly, (c) =>
      answer(c, submitPriceList(db, c.var.user.userId, { uploadId: c.var.fields['upload_id'] ?? '', whatsapp: c.var.fields['whatsapp'] ?? null }, clock.now())),
    )
    .post(DEALER_ENDPOINTS.list.path, session, (c) => {
      const fields = c.var.fields;
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const search = fields['user_id'] ?? '';
      const only = search === '' ? null : idField(search);
      if (search !== '' && only === null) return fail(c, 'invalidParams');
      return ok(c, dealerList(db, only, cursor));
    })
    .post(PRICE_LIST_OPS_ENDPOINTS.pending.path, session, operatorsOnly, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, priceListsToReview(db, cursor));
    })
    .post(PRICE_LIST_OPS_ENDPOINTS.review.path, session, operatorsOnly, (c) => {
      const fields = c.var.fields;
      const id = idField(fields['id']);
      const decision = fields['decision'];
      if (id === null || (decision !== 'approve' && decision !== 'refuse')) return fail(c, 'invalidParams');
      const reason = decision === 'refuse' ? checkRefusalReason(fields['reason']) : null;
      if (reason && !reason.ok) return fail(c, `priceList.${reason.error}`);
      return answer(c, reviewPriceList(db, c.var.user.userId, { id, decision, reason: reason?.ok ? reason.reason : null }, clock.now()));
    });
}
