// Coin top-up (DESIGN 11): the recharge screen's overview, payment orders and their state, and the provider's
// confirmation, which credits the coins through the ledger exactly once (server/coin/payments.ts).
import type { TopUpOrderView, TopUpOverview } from '../../src/contract/topup.ts';
import { TOPUP_ORDER_TTL_MS, TOPUP_RECENT_ORDERS, checkTopUpChoice } from '../../src/domain/topup.ts';
import type { Lang } from '../../src/lib/language.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { balanceOf } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { applyNotice, newPayToken, orderById, orderView, type OrderRow, type PaymentNotice, type PaymentProvider } from './payments.ts';

/** A user's available coins. */
function coins(db: Db, userId: number): number {
  return balanceOf(db, { userId, currency: 'coin', kind: 'available' });
}

/** The recharge screen: the balance and the latest orders; `provider` null when nothing can be paid. */
export function topUpOverview(db: Db, userId: number, now: number, provider: PaymentProvider | null): TopUpOverview {
  const rows = db.prepare('SELECT * FROM topup_orders WHERE user_id = ? ORDER BY id DESC LIMIT ?').all(userId, TOPUP_RECENT_ORDERS) as unknown as OrderRow[];
  return { balance: coins(db, userId), recent: rows.map((row) => orderView(row, now, provider)), payable: provider !== null };
}

/** Makes a payment order of a package and channel (inside the money call's transaction), paid on `provider`'s page. */
export function createOrder(
  db: Db,
  userId: number,
  choice: { packageId: string | null; channel: string | null; lang: Lang },
  now: number,
  provider: PaymentProvider | null,
): Outcome<{ order: TopUpOrderView }> {
  const check = checkTopUpChoice({ packageId: choice.packageId, channel: choice.channel });
  if (!check.ok) return refused(`topup.${check.error}`);
  if (!provider) return refused('topup.unavailable');
  const entry = check.package;
  const id = Number(
    db
      .prepare(
        `INSERT INTO topup_orders (user_id, package_id, coins, bonus_coins, price_idr, channel, status, pay_token, lang, created_at,
           expires_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
      )
      .run(userId, entry.id, entry.coins, entry.bonusCoins, entry.priceIdr, check.channel, newPayToken(), choice.lang, now, now + TOPUP_ORDER_TTL_MS, now)
      .lastInsertRowid,
  );
  const row = orderById(db, id);
  if (!row) throw new Error(`order ${id} vanished`);
  return done({ order: orderView(row, now, provider) });
}

/** One of the user's orders with the balance. */
export function orderOf(db: Db, userId: number, id: number, now: number, provider: PaymentProvider | null): Outcome<{ order: TopUpOrderView; balance: number }> {
  const row = orderById(db, id);
  if (!row || row.user_id !== userId) return refused('topup.orderNotFound');
  return done({ order: orderView(row, now, provider), balance: coins(db, row.user_id) });
}

/** The provider's signed notice applied in one transaction: the order's coins credited once when paid. */
export function confirmPayment(db: Db, notice: PaymentNotice, now: number): Outcome<{ orderId: string; credited: boolean }> {
  const outcome = transaction(db, () => applyNotice(db, notice, now));
  return outcome.ok ? done({ orderId: String(notice.orderId), credited: outcome.credited }) : refused(outcome.error);
}
