// Coin top-up (DESIGN 11; server/coin/top-up.ts): the recharge screen's overview, payment orders and their state, and
// the payment provider's signed server-to-server callback.
import { Hono } from 'hono';
import { TOPUP_ENDPOINTS } from '../../src/contract/topup.ts';
import { isLang } from '../../src/lib/language.ts';
import { PAYMENT_CALLBACK_PATH, parseNotice, verifyPaymentSignature, type PaymentProvider } from '../coin/payments.ts';
import { confirmPayment, createOrder, orderOf, topUpOverview } from '../coin/top-up.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The callback's fields, all text; nothing else is read. */
const CALLBACK_FIELDS = ['order_id', 'provider_tx_id', 'status', 'amount', 'sign'] as const;

/** The top-up sub-app; `provider` is null when the server has no payment provider (nothing can be paid). */
export function topUpApi(deps: ApiDeps, provider: PaymentProvider | null) {
  const { db, clock, config } = deps;
  const session = requireSession(deps);

  return new Hono<AuthedEnv>()
    .post(TOPUP_ENDPOINTS.overview.path, session, (c) => ok(c, topUpOverview(db, c.var.user.userId, clock.now(), provider)))
    .post(TOPUP_ENDPOINTS.create.path, session, (c) =>
      idempotent(deps, c, TOPUP_ENDPOINTS.create.path, () => {
        const fields = c.var.fields;
        const choice = { packageId: fields['package_id'] ?? null, channel: fields['channel'] ?? null, lang: isLang(fields['lang']) ? fields['lang'] : 'en' };
        return envelopeOf(createOrder(db, c.var.user.userId, choice, clock.now(), provider));
      }),
    )
    .post(TOPUP_ENDPOINTS.order.path, session, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, orderOf(db, c.var.user.userId, id, clock.now(), provider));
    })
    .post(PAYMENT_CALLBACK_PATH, async (c) => {
      // Server to server: no session; the signature with the payment secret is the only credential.
      let body: Record<string, string | File | (string | File)[]>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        return fail(c, 'invalidParams');
      }
      const fields: Record<string, string> = {};
      for (const name of CALLBACK_FIELDS) {
        const value = body[name];
        if (typeof value !== 'string') return fail(c, 'invalidParams');
        fields[name] = value;
      }
      if (!verifyPaymentSignature(fields, config.paymentSecret)) return fail(c, 'badSign');
      const notice = parseNotice(fields);
      if (!notice) return fail(c, 'invalidParams');
      return answer(c, confirmPayment(db, notice, clock.now()));
    });
}
