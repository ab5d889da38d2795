// Coin top-up (DESIGN 11): payment orders, the provider's signed callback that credits the coins exactly once through
// the ledger, the 15-minute expiry, and the sandbox provider's pay page with its own Content-Security-Policy.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { TopUpOrderView, TopUpOverview } from '../../src/contract/topup.ts';
import { TOPUP_ORDER_TTL_MS, TOPUP_PACKAGES } from '../../src/domain/topup.ts';
import { DEV_PAYMENT_SECRET } from '../../server/services/config.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { PAYMENT_CALLBACK_PATH } from '../../server/coin/payments.ts';
import { toppedUpCoins } from '../../server/services/topups.ts';
import { docBlock } from '../support/docs.ts';
import { EVENT_ENDPOINTS, type EventMe } from '../../src/contract/events.ts';
import { TURNTABLE_ENDPOINTS, type WheelView } from '../../src/contract/turntable.ts';
import { TURNTABLE_TOPUP_COINS_PER_SPIN, TURNTABLE_WHEELS, spinsEarned } from '../../src/domain/turntable.ts';
import { businessFingerprint, caller, envelope, testApp } from './helpers.ts';

const CREATE = '/api/topup/create';
const ORDER = '/api/topup/order';
const key = (n: number) => `topup-key-${String(n).padStart(6, '0')}`;
const P50K = TOPUP_PACKAGES[1];

/** The callback fields signed as docs/api.md says, computed here independently of the server's code. */
function signed(fields: Record<string, string>, secret = DEV_PAYMENT_SECRET): Record<string, string> {
  const text = Object.keys(fields).sort().map((name) => `${name}=${fields[name]}`).join('&');
  return { ...fields, sign: createHmac('sha256', secret).update(text).digest('hex') };
}

/** Posts a callback as a gateway does: form fields, no session. */
async function callback(t: ReturnType<typeof testApp>, fields: Record<string, string>) {
  const res = await t.app.request(PAYMENT_CALLBACK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  expect(res.status).toBeLessThan(500);
  return envelope<{ orderId: string; credited: boolean }>(res);
}

/** A fresh order of 10004 for the 50,000-coin package (1,000 bonus). */
async function newOrder(t: ReturnType<typeof testApp>, n = 1, user = '10004') {
  const call = await caller(t, user);
  const answer = await call<{ order: TopUpOrderView }>(CREATE, { package_id: P50K.id, channel: 'dana', lang: 'id' }, { 'Idempotency-Key': key(n) });
  expect(answer.code).toBe(0);
  return { call, order: answer.data.order };
}

/** A paid notice for `order`. */
const paid = (order: TopUpOrderView, tx = `TX-${order.id}`) => signed({ order_id: order.id, provider_tx_id: tx, status: 'paid', amount: String(order.priceIdr) });

describe('POST /api/topup/create and /api/topup/order', () => {
  it('makes a pending order that expires in 15 minutes, paid on the sandbox page, and lists it first', async () => {
    const t = testApp();
    const now = t.clock.now();
    const { call, order } = await newOrder(t);
    expect(order).toMatchObject({ packageId: 'p50k', coins: 50_000, bonusCoins: 1_000, priceIdr: 75_000, channel: 'dana', state: 'pending', paidAt: null });
    expect(order.expiresAt - order.createdAt).toBe(TOPUP_ORDER_TTL_MS);
    expect(order.createdAt).toBeGreaterThanOrEqual(now);
    expect(order.payUrl).toMatch(new RegExp(`^/sandbox-pay/${order.id}\\?token=[0-9a-f]{32}$`));
    const overview = (await call<TopUpOverview>('/api/topup/overview')).data;
    expect(overview).toMatchObject({ balance: available(t.db, 10004, 'coin'), payable: true });
    expect(overview.recent[0]).toEqual(order);
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: order.id })).data.order).toEqual(order);
  });

  it('refuses an unknown package or channel, and answers a repeated key with the same order', async () => {
    const t = testApp();
    const call = await caller(t, '10004');
    expect((await call(CREATE, { package_id: 'p999', channel: 'dana' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES['topup.packageRequired']);
    expect((await call(CREATE, { package_id: 'p10k', channel: 'paypal' }, { 'Idempotency-Key': key(2) })).code).toBe(ERROR_CODES['topup.channelRequired']);
    expect((await call(CREATE, { package_id: 'constructor', channel: '__proto__' }, { 'Idempotency-Key': key(3) })).code).toBe(ERROR_CODES['topup.packageRequired']);
    expect((await call(CREATE, { package_id: 'p10k', channel: 'ovo' })).code).toBe(ERROR_CODES.invalidParams);
    const first = await call(CREATE, { package_id: 'p10k', channel: 'ovo' }, { 'Idempotency-Key': key(4) });
    expect(await call(CREATE, { package_id: 'p10k', channel: 'ovo' }, { 'Idempotency-Key': key(4) })).toEqual(first);
    expect((await call(CREATE, { package_id: 'p10k', channel: 'qris' }, { 'Idempotency-Key': key(4) })).code).toBe(ERROR_CODES.idempotencyConflict);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM topup_orders WHERE user_id = 10004 AND status = ?').get('pending') as { n: number }).n).toBe(1);
  });

  it('shows an order to its owner only', async () => {
    const t = testApp();
    const { order } = await newOrder(t);
    const other = await caller(t, '10003');
    expect((await other(ORDER, { id: order.id })).code).toBe(ERROR_CODES['topup.orderNotFound']);
    expect((await other(ORDER, { id: '999999' })).code).toBe(ERROR_CODES['topup.orderNotFound']);
    expect((await other(ORDER, { id: '1 OR 1=1' })).code).toBe(ERROR_CODES.invalidParams);
  });

  it('makes no order when the server has no payment provider (an operator secret and no gateway)', async () => {
    const t = testApp({ env: { PAYMENT_SECRET: 'an-operator-gateway-secret' } });
    const call = await caller(t, '10004');
    expect((await call<TopUpOverview>('/api/topup/overview')).data.payable).toBe(false);
    expect((await call(CREATE, { package_id: 'p10k', channel: 'dana' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES['topup.unavailable']);
    expect((await t.app.request('/sandbox-pay/1?token=x')).status).toBe(404);
  });
});

describe('POST /api/pay/callback', () => {
  it('counts the paid coins of a package, never its bonus, for spins and events (tasks and VIP read the same rows) (issue 26.4)', async () => {
    const t = testApp();
    const call = await caller(t, '10004');
    const p1m = TOPUP_PACKAGES.find((entry) => entry.id === 'p1m')!;
    const wheel = async () => (await call<WheelView>(TURNTABLE_ENDPOINTS.wheel.path, { wheel: 'lucky' })).data;
    const me = async () => (await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'rechargebonus' })).data.current?.value ?? 0;
    const [wheelBefore, eventBefore] = [await wheel(), await me()];
    const order = (await call<{ order: TopUpOrderView }>(CREATE, { package_id: 'p1m', channel: 'dana' }, { 'Idempotency-Key': key(1) })).data.order;
    expect((await callback(t, paid(order))).data.credited).toBe(true);
    const wheelAfter = await wheel();
    expect(wheelAfter.balanceCoins).toBe(wheelBefore.balanceCoins + p1m.coins + p1m.bonusCoins);
    expect(wheelAfter.topUps.at(-1)?.coins).toBe(1_000_000);
    expect(wheelAfter.spins.earned).toBe(spinsEarned(wheelBefore.topUps.reduce((sum, topUp) => sum + topUp.coins, 0) + 1_000_000, TURNTABLE_WHEELS.lucky.stepCoins, TURNTABLE_WHEELS.lucky.maxSpinsPerRound));
    expect(await me()).toBe(eventBefore + 1_000_000);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('offers packages that are whole steps of the 500,000-coin wheels', () => {
    const fitting = TOPUP_PACKAGES.filter((entry) => entry.coins % TURNTABLE_TOPUP_COINS_PER_SPIN === 0).map((entry) => entry.id);
    expect(fitting).toEqual(['p500k', 'p1m', 'p3m']);
  });

  it('credits the package and its bonus once, as a topUp ledger row the other areas read; a replay credits nothing', async () => {
    const t = testApp();
    const { call, order } = await newOrder(t);
    const before = available(t.db, 10004, 'coin');
    const window = [t.clock.now() - 60_000, t.clock.now() + 60_000] as const;
    const toppedBefore = toppedUpCoins(t.db, 10004, ...window);
    expect(await callback(t, paid(order))).toMatchObject({ code: 0, data: { orderId: order.id, credited: true } });
    expect(await callback(t, paid(order))).toMatchObject({ code: 0, data: { credited: false } });
    expect(available(t.db, 10004, 'coin')).toBe(before + 51_000);
    // The bonus is the user's, but only the paid coins count as topped up (issue 26.4, docs/rules.md).
    expect(toppedUpCoins(t.db, 10004, ...window)).toBe(toppedBefore + 50_000);
    const view = (await call<{ order: TopUpOrderView; balance: number }>(ORDER, { id: order.id })).data;
    expect(view).toMatchObject({ balance: before + 51_000, order: { state: 'paid', payUrl: null } });
    expect(view.order.paidAt).not.toBeNull();
    const row = t.db.prepare(`SELECT ref_type, ref_id FROM ledger_transactions WHERE kind = 'topUp' ORDER BY id DESC LIMIT 1`).get() as { ref_type: string; ref_id: number };
    expect(row).toEqual({ ref_type: 'topupOrder', ref_id: Number(order.id) });
    expect(reconcile(t.db)).toEqual([]);
  });

  it('accepts the signature of the example in docs/api.md, computed with the development secret', async () => {
    const t = testApp();
    const body = docBlock('api.md', 'http').split('\n\n')[1] ?? '';
    const fields = Object.fromEntries(new URLSearchParams(body));
    const { sign, ...rest } = fields;
    expect(signed(rest)['sign']).toBe(sign);
    // Order 123 is no order of the demo: the signature passes, the order does not.
    expect((await callback(t, fields)).code).toBe(ERROR_CODES['payment.orderNotFound']);
  });

  it('credits nothing for a bad signature, an unknown order, a wrong amount or a second transaction', async () => {
    const t = testApp();
    const { order } = await newOrder(t);
    const before = businessFingerprint(t.db);
    const forged = signed({ order_id: order.id, provider_tx_id: 'TX-1', status: 'paid', amount: String(order.priceIdr) }, 'a-secret-someone-guessed');
    expect((await callback(t, forged)).code).toBe(ERROR_CODES.badSign);
    const tampered = { ...paid(order), amount: '1' };
    expect((await callback(t, tampered)).code).toBe(ERROR_CODES.badSign);
    expect((await callback(t, signed({ order_id: '999999', provider_tx_id: 'TX-2', status: 'paid', amount: '75000' }))).code).toBe(ERROR_CODES['payment.orderNotFound']);
    expect((await callback(t, signed({ order_id: order.id, provider_tx_id: 'TX-3', status: 'paid', amount: '74999' }))).code).toBe(ERROR_CODES['payment.amountMismatch']);
    expect((await callback(t, signed({ order_id: order.id, provider_tx_id: 'TX-4', status: 'refunded', amount: '75000' }))).code).toBe(ERROR_CODES.invalidParams);
    const { sign: _sign, ...unsigned } = paid(order);
    expect((await callback(t, unsigned)).code).toBe(ERROR_CODES.invalidParams);
    expect(businessFingerprint(t.db)).toBe(before);
    // Paid once; another transaction for the same order, or the same transaction for another order, credits nothing.
    expect((await callback(t, paid(order, 'TX-A'))).code).toBe(0);
    const credited = available(t.db, 10004, 'coin');
    expect((await callback(t, paid(order, 'TX-B'))).code).toBe(ERROR_CODES['payment.orderClosed']);
    const { order: second } = await newOrder(t, 2);
    expect((await callback(t, paid(second, 'TX-A'))).code).toBe(ERROR_CODES['payment.orderClosed']);
    expect((await callback(t, signed({ order_id: order.id, provider_tx_id: 'TX-A', status: 'declined', amount: '75000' }))).code).toBe(ERROR_CODES['payment.orderClosed']);
    expect(available(t.db, 10004, 'coin')).toBe(credited);
  });

  it('closes a declined or cancelled order without coins, and a later payment of it credits nothing', async () => {
    const t = testApp();
    const { call, order } = await newOrder(t, 1);
    const { order: other } = await newOrder(t, 2);
    const before = available(t.db, 10004, 'coin');
    expect((await callback(t, signed({ order_id: order.id, provider_tx_id: 'TX-D', status: 'declined', amount: '75000' }))).code).toBe(0);
    expect((await callback(t, signed({ order_id: other.id, provider_tx_id: 'TX-C', status: 'cancelled', amount: '75000' }))).code).toBe(0);
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: order.id })).data.order).toMatchObject({ state: 'failed', failReason: 'declined', payUrl: null });
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: other.id })).data.order).toMatchObject({ state: 'failed', failReason: 'cancelled' });
    expect((await callback(t, paid(order, 'TX-LATE'))).code).toBe(ERROR_CODES['payment.orderClosed']);
    expect(available(t.db, 10004, 'coin')).toBe(before);
  });

  it('expires an unpaid order after 15 minutes (the job), and a payment confirmed after that credits nothing', async () => {
    const t = testApp();
    const { call, order } = await newOrder(t);
    const before = available(t.db, 10004, 'coin');
    t.clock.setTo(order.expiresAt - 1_000);
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: order.id })).data.order.state).toBe('pending');
    t.clock.setTo(order.expiresAt);
    const again = await caller(t, '10004');
    expect((await again<{ order: TopUpOrderView }>(ORDER, { id: order.id })).data.order).toMatchObject({ state: 'expired', payUrl: null });
    expect(t.db.prepare('SELECT status FROM topup_orders WHERE id = ?').get(Number(order.id))).toEqual({ status: 'expired' });
    expect((await callback(t, paid(order))).code).toBe(ERROR_CODES['payment.orderExpired']);
    expect(available(t.db, 10004, 'coin')).toBe(before);
  });
});

describe('the sandbox provider', () => {
  /** The order's pay page and its token. */
  const payPage = (order: TopUpOrderView) => {
    const url = order.payUrl ?? '';
    return { url, token: new URL(url, 'http://x').searchParams.get('token') ?? '' };
  };
  /** A choice made on the pay page, as its form sends it. */
  const choose = (t: ReturnType<typeof testApp>, order: TopUpOrderView, action: string, token = payPage(order).token) =>
    t.app.request(`/sandbox-pay/${order.id}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, action }) });

  it('serves a page with Pay, Fail and Cancel and no script, under a policy of its own that allows its style by hash', async () => {
    const t = testApp();
    const { order } = await newOrder(t);
    const res = await t.app.request(payPage(order).url);
    expect(res.status).toBe(200);
    const html = await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('script-src');
    expect(html).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // The order's language (id), its amount and the three choices.
    expect(html).toContain('lang="id"');
    expect(html).toContain('Rp\u00a075.000');
    for (const action of ['pay', 'fail', 'cancel']) expect(html).toContain(`value="${action}"`);
  });

  it('refuses a wrong token and changes nothing', async () => {
    const t = testApp();
    const { order } = await newOrder(t);
    const before = businessFingerprint(t.db);
    expect((await t.app.request(`/sandbox-pay/${order.id}?token=${'0'.repeat(32)}`)).status).toBe(404);
    expect((await t.app.request(`/sandbox-pay/${order.id}`)).status).toBe(404);
    expect((await choose(t, order, 'pay', 'f'.repeat(32))).status).toBe(404);
    expect((await t.app.request('/sandbox-pay/abc?token=x')).status).toBe(404);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('pays through its signed callback once, even when the payer taps twice or the notification is sent again', async () => {
    const t = testApp();
    const { call, order } = await newOrder(t);
    const before = available(t.db, 10004, 'coin');
    const res = await choose(t, order, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(payPage(order).url);
    expect((await choose(t, order, 'pay')).status).toBe(303);
    expect((await choose(t, order, 'fail')).status).toBe(303);
    expect((await choose(t, order, 'resend')).status).toBe(303);
    expect(available(t.db, 10004, 'coin')).toBe(before + 51_000);
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: order.id })).data.order.state).toBe('paid');
    const page = await (await t.app.request(payPage(order).url)).text();
    expect(page).toContain('Pembayaran berhasil');
    // Back to the recharge page in the order's language, following the order.
    expect(page).toContain(`href="/id/dukurecharge?lang=id&#38;order=${order.id}"`);
    expect(t.db.prepare('SELECT outcome, answer_code FROM sandbox_payments WHERE order_id = ?').get(Number(order.id))).toEqual({ outcome: 'paid', answer_code: 0 });
  });

  it('fails or cancels an order, and offers nothing on an expired one', async () => {
    const t = testApp();
    const { call, order: failing } = await newOrder(t, 1);
    const { order: cancelling } = await newOrder(t, 2);
    const { order: late } = await newOrder(t, 3);
    await choose(t, failing, 'fail');
    await choose(t, cancelling, 'cancel');
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: failing.id })).data.order).toMatchObject({ state: 'failed', failReason: 'declined' });
    expect((await call<{ order: TopUpOrderView }>(ORDER, { id: cancelling.id })).data.order).toMatchObject({ state: 'failed', failReason: 'cancelled' });
    t.clock.setTo(late.expiresAt + 1);
    const before = available(t.db, 10004, 'coin');
    await choose(t, late, 'pay');
    expect(available(t.db, 10004, 'coin')).toBe(before);
    const page = await (await t.app.request(payPage(late).url)).text();
    expect(page).toContain('Pembayaran ini sudah kedaluwarsa');
    expect(page).not.toContain('value="pay"');
  });
});
