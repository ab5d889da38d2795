// Payment orders and their provider (DESIGN 11). The page makes an order; the user pays on the provider's page; the
// provider confirms with a signed server-to-server callback, which credits the coins through recordTopUp exactly once
// (by the provider's transaction id). docs/api.md ("Payment callback") is the contract a real gateway is wired to.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ErrorName } from '../../src/contract/errors.ts';
import type { TopUpOrderView } from '../../src/contract/topup.ts';
import {
  isPaymentChannel,
  orderStateAt,
  type PaymentChannel,
  type TopUpFailReason,
  type TopUpOrderState,
} from '../../src/domain/topup.ts';
import { isLang, type Lang } from '../../src/lib/language.ts';
import type { Db } from '../db/database.ts';
import { recordTopUp } from '../services/topups.ts';
import { parseIntegerField } from '../../src/domain/integer.ts';

/** Where the provider sends its callback. */
export const PAYMENT_CALLBACK_PATH = '/api/pay/callback';
/** The callback's statuses: paid, declined by the provider, cancelled by the payer. */
export const PAYMENT_STATUSES = ['paid', 'declined', 'cancelled'] as const;
/** A callback's status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A provider's transaction id: 1-64 letters, digits, `-`, `_` or `.`. */
const PROVIDER_TX_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** A payment order row. */
export interface OrderRow {
  id: number;
  user_id: number;
  package_id: string;
  coins: number;
  bonus_coins: number;
  price_idr: number;
  channel: string;
  status: TopUpOrderState;
  fail_reason: TopUpFailReason | null;
  pay_token: string;
  lang: string;
  provider_tx_id: string | null;
  ledger_tx_id: number | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

/** What a payment provider does for the reference server: name the page where an order is paid. */
export interface PaymentProvider {
  /** The URL the page sends the payer to (absolute, or a path of this server). */
  payUrl(order: { id: number; payToken: string; lang: Lang }): string;
}

/** A fresh secret for an order's pay link: 128 random bits as hex. */
export function newPayToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The callback's `sign`: lowercase hex HMAC-SHA256, keyed with the payment secret, of every other field sorted by
 * name and written `name=value` joined with `&` (docs/api.md gives a test vector).
 */
export function paymentSignature(fields: Record<string, string>, secret: string): string {
  const text = Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** True when `fields.sign` is the signature of the other fields (compared in constant time). */
export function verifyPaymentSignature(fields: Record<string, string>, secret: string): boolean {
  const given = fields['sign'] ?? '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(paymentSignature(fields, secret), 'hex'));
}

/** An order as its owner sees it at `now`; the pay link only while it can still be paid. */
export function orderView(row: OrderRow, now: number, provider: PaymentProvider | null): TopUpOrderView {
  const state = orderStateAt({ state: row.status, expiresAt: row.expires_at }, now);
  const lang: Lang = isLang(row.lang) ? row.lang : 'en';
  if (!isPaymentChannel(row.channel)) throw new Error(`order ${row.id} has channel ${row.channel}`);
  return {
    id: String(row.id),
    packageId: row.package_id,
    coins: row.coins,
    bonusCoins: row.bonus_coins,
    priceIdr: row.price_idr,
    channel: row.channel as PaymentChannel,
    state,
    failReason: state === 'failed' ? row.fail_reason : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
    payUrl: state === 'pending' && provider ? provider.payUrl({ id: row.id, payToken: row.pay_token, lang }) : null,
  };
}

/** The order with `id`, or undefined. */
export function orderById(db: Db, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM topup_orders WHERE id = ?').get(id) as OrderRow | undefined;
}

/** A callback as the provider sends it, fields checked. */
export interface PaymentNotice {
  orderId: number;
  providerTxId: string;
  status: PaymentStatus;
  amountIdr: number;
}

/** The callback's fields as a notice, or null when any is malformed. */
export function parseNotice(fields: Record<string, string>): PaymentNotice | null {
  const orderId = parseIntegerField(fields['order_id'], { min: 1 }) ?? 0;
  const amount = parseIntegerField(fields['amount'], { min: 1 }) ?? 0;
  const status = fields['status'] ?? '';
  const tx = fields['provider_tx_id'] ?? '';
  if (orderId <= 0 || amount <= 0 || !PROVIDER_TX_PATTERN.test(tx) || !(PAYMENT_STATUSES as readonly string[]).includes(status)) return null;
  return { orderId, providerTxId: tx, status: status as PaymentStatus, amountIdr: amount };
}

/**
 * Applies a callback inside the caller's transaction: a `paid` notice credits the order's coins once; a repeat of the
 * same transaction changes nothing and is acknowledged; anything that does not fit the order credits nothing and says
 * why. Expired orders are expired first (the job runs before every request, but a callback may come between runs).
 */
export function applyNotice(db: Db, notice: PaymentNotice, now: number): { ok: true; credited: boolean } | { ok: false; error: ErrorName } {
  const row = orderById(db, notice.orderId);
  if (!row) return { ok: false, error: 'payment.orderNotFound' };
  if (notice.amountIdr !== row.price_idr) return { ok: false, error: 'payment.amountMismatch' };
  // A replay of the notice that closed the order: acknowledged, nothing more happens.
  if (row.provider_tx_id === notice.providerTxId) {
    const same = notice.status === 'paid' ? row.status === 'paid' : row.status === 'failed' && row.fail_reason === notice.status;
    return same ? { ok: true, credited: false } : { ok: false, error: 'payment.orderClosed' };
  }
  const state = orderStateAt({ state: row.status, expiresAt: row.expires_at }, now);
  if (state === 'expired') {
    if (row.status === 'pending') expireOrders(db, now);
    return { ok: false, error: 'payment.orderExpired' };
  }
  if (state !== 'pending') return { ok: false, error: 'payment.orderClosed' };
  // One provider transaction pays one order: the unique index refuses a transaction id already used elsewhere.
  if (db.prepare('SELECT 1 FROM topup_orders WHERE provider_tx_id = ?').get(notice.providerTxId)) return { ok: false, error: 'payment.orderClosed' };
  if (notice.status !== 'paid') {
    db.prepare(`UPDATE topup_orders SET status = 'failed', fail_reason = ?, provider_tx_id = ?, updated_at = ? WHERE id = ? AND status = 'pending'`).run(
      notice.status,
      notice.providerTxId,
      now,
      row.id,
    );
    return { ok: true, credited: false };
  }
  const txId = recordTopUp(db, { userId: row.user_id, coins: row.coins, bonusCoins: row.bonus_coins, at: now, ref: { type: 'topupOrder', id: row.id } });
  const changed = db
    .prepare(`UPDATE topup_orders SET status = 'paid', provider_tx_id = ?, ledger_tx_id = ?, paid_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'`)
    .run(notice.providerTxId, txId, now, now, row.id);
  // The row was read in this transaction, so it is still pending; a change of zero rows would mean a second writer.
  if (changed.changes !== 1) throw new Error(`order ${row.id} changed while it was being paid`);
  return { ok: true, credited: true };
}

/** DESIGN 11: every pending order past its expiry becomes expired (server/jobs/top-ups.ts). */
export function expireOrders(db: Db, now: number): number {
  return Number(
    db.prepare(`UPDATE topup_orders SET status = 'expired', updated_at = expires_at WHERE status = 'pending' AND expires_at <= ?`).run(now).changes,
  );
}
