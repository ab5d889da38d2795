// Coin top-up (DESIGN 11): the recharge screen's overview, payment orders and their state, and the payment
// provider's signed server-to-server callback, which credits the coins through the ledger exactly once.
import { Hono } from 'hono';
import { TOPUP_ENDPOINTS, type TopUpOverview } from '../../src/contract/topup.ts';
import { TOPUP_ORDER_TTL_MS, TOPUP_RECENT_ORDERS, checkTopUpChoice } from '../../src/domain/topup.ts';
import { isLang } from '../../src/lib/language.ts';
import { transaction } from '../db/transaction.ts';
import { balanceOf } from '../services/ledger.ts';
import { PAYMENT_CALLBACK_PATH, applyNotice, newPayToken, orderById, orderView, parseNotice, verifyPaymentSignature, type OrderRow, type PaymentProvider } from '../coin/payments.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { errorEnvelope, fail, ok } from './respond.ts';

/** The callback's fields, all text; nothing else is read. */
const CALLBACK_FIELDS = ['order_id', 'provider_tx_id', 'status', 'amount', 'sign'] as const;

/** The top-up sub-app; `provider` is null when the server has no payment provider (nothing can be paid). */
export function topUpApi(deps: ApiDeps, provider: PaymentProvider | null) {
  const { db, clock, config } = deps;
  const session = requireSession(deps);
  const coins = (userId: number) => balanceOf(db, { userId, currency: 'coin', kind: 'available' });

  return new Hono<AuthedEnv>()
    .post(TOPUP_ENDPOINTS.overview.path, session, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      const rows = db.prepare('SELECT * FROM topup_orders WHERE user_id = ? ORDER BY id DESC LIMIT ?').all(userId, TOPUP_RECENT_ORDERS) as unknown as OrderRow[];
      const overview: TopUpOverview = { balance: coins(userId), recent: rows.map((row) => orderView(row, now, provider)), payable: provider !== null };
      return ok(c, overview);
    })
    .post(TOPUP_ENDPOINTS.create.path, session, (c) =>
      idempotent(deps, c, TOPUP_ENDPOINTS.create.path, () => {
        const fields = c.var.fields;
        const check = checkTopUpChoice({ packageId: fields['package_id'] ?? null, channel: fields['channel'] ?? null });
        if (!check.ok) return errorEnvelope(`topup.${check.error}`);
        if (!provider) return errorEnvelope('topup.unavailable');
        const now = clock.now();
        const lang = isLang(fields['lang']) ? fields['lang'] : 'en';
        const entry = check.package;
        const id = Number(
          db
            .prepare(
              `INSERT INTO topup_orders (user_id, package_id, coins, bonus_coins, price_idr, channel, status, pay_token, lang, created_at,
                 expires_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
            )
            .run(c.var.user.userId, entry.id, entry.coins, entry.bonusCoins, entry.priceIdr, check.channel, newPayToken(), lang, now, now + TOPUP_ORDER_TTL_MS, now)
            .lastInsertRowid,
        );
        const row = orderById(db, id);
        if (!row) throw new Error(`order ${id} vanished`);
        return { code: 0, msg: 'ok', data: { order: orderView(row, now, provider) } };
      }),
    )
    .post(TOPUP_ENDPOINTS.order.path, session, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      const row = orderById(db, id);
      if (!row || row.user_id !== c.var.user.userId) return fail(c, 'topup.orderNotFound');
      return ok(c, { order: orderView(row, clock.now(), provider), balance: coins(row.user_id) });
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
      const outcome = transaction(db, () => applyNotice(db, notice, clock.now()));
      return outcome.ok ? ok(c, { orderId: String(notice.orderId), credited: outcome.credited }) : fail(c, outcome.error);
    });
}
