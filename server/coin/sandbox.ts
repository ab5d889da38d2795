// The reference server's sandbox payment provider, its side (DESIGN 11): what the payer chose on its page for an order,
// once and only while the order can be paid, and the merchant's answer to the callback it sent. The page itself is
// server/http/sandbox-pay.ts.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { orderStateAt } from '../../src/domain/topup.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { orderById, type OrderRow, type PaymentStatus } from './payments.ts';

/** What the sandbox recorded for an order: the payer's choice, its transaction id and the merchant's last answer. */
export interface SandboxRow {
  order_id: number;
  provider_tx_id: string;
  outcome: PaymentStatus;
  decided_at: number;
  notified_at: number | null;
  answer_code: number | null;
}

/** The order `id` when `token` is its pay token (compared in constant time), else null. */
export function orderWithToken(db: Db, id: number, token: string): OrderRow | null {
  const order = orderById(db, id);
  if (!order) return null;
  const a = Buffer.from(order.pay_token);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? order : null;
}

/** What the payer chose for an order, if anything. */
export function sandboxPayment(db: Db, orderId: number): SandboxRow | undefined {
  return db.prepare('SELECT * FROM sandbox_payments WHERE order_id = ?').get(orderId) as SandboxRow | undefined;
}

/** Records the payer's choice under a fresh provider transaction id; null when decided before or no longer payable. */
export function decidePayment(db: Db, order: OrderRow, outcome: PaymentStatus, now: number): SandboxRow | null {
  return transaction(db, () => {
    const state = orderStateAt({ state: order.status, expiresAt: order.expires_at }, now);
    if (state !== 'pending' || sandboxPayment(db, order.id)) return null;
    const tx = `SBX-${randomBytes(8).toString('hex')}`;
    db.prepare('INSERT INTO sandbox_payments (order_id, provider_tx_id, outcome, decided_at) VALUES (?, ?, ?, ?)').run(order.id, tx, outcome, now);
    return sandboxPayment(db, order.id) ?? null;
  });
}

/** Records the merchant's answer to the callback (its code; -1 when it could not be reached). */
export function recordMerchantAnswer(db: Db, orderId: number, code: number, now: number): void {
  transaction(db, () => db.prepare('UPDATE sandbox_payments SET notified_at = ?, answer_code = ? WHERE order_id = ?').run(now, code, orderId));
}
