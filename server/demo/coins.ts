// The coin business of the demo (SPEC 6, DESIGN 11): the dealers' past transfers (resellers to users and to their
// sub-agent, the sub-agent to users); top-ups paid through payment orders and credited through recordTopUp (10004
// and other viewers within the last 30 days, so VIP's recharge window, top-up tasks and spins have rows to read), with
// an expired and a cancelled order beside them; 10004's gifts, which spend what the top-ups bought; and the dealers'
// price lists, approved, under review and refused, with more dealers (ids 51001-51003) so the dealer list is a list.
// Every coin flow is registered in plan.flows, so balances.ts keeps DESIGN 5's balances exact.
import { readFileSync } from 'node:fs';
import { TOPUP_ORDER_TTL_MS, packageCoins, topUpPackage, type PaymentChannel } from '../../src/domain/topup.ts';
import { addDays } from '../../src/domain/time.ts';
import { spendCoins } from '../services/coins.ts';
import { transferBetween } from '../services/ledger.ts';
import { newPayToken } from '../coin/payments.ts';
import { recordTopUp } from '../services/topups.ts';
import { storeImage } from '../services/uploads.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

/** From, to, coins, days from today. */
const TRANSFERS: readonly [number, number, number, number][] = [
  [10003, 10004, 10_000, -30], [10003, 30001, 50_000, -25], [10003, 10007, 200_000, -20], [10003, 30002, 25_000, -14],
  [10003, 30003, 100_000, -8], [10007, 30004, 20_000, -12], [10007, 30005, 15_000, -5], [10005, 30006, 30_000, -9],
];
/** Transfers are made at 15:00 UTC+7. */
const MADE_AT_HOUR = 15;

/** Paid top-ups: user, package, channel, days from today, UTC+7 hour. All within the last 30 days. */
const TOP_UPS: readonly [number, string, PaymentChannel, number, number][] = [
  [10004, 'p10k', 'dana', -24, 19], [10004, 'p10k', 'ovo', -13, 19], [10004, 'p10k', 'qris', -5, 19],
  [30006, 'p10k', 'gopay', -28, 12], [30001, 'p100k', 'va_bca', -20, 10], [10001, 'p50k', 'dana', -10, 22],
  [30002, 'p300k', 'qris', -7, 21], [30003, 'p50k', 'shopeepay', -2, 9],
];
/** Orders that never paid: user, package, channel, days from today, UTC+7 hour, how they ended. */
const UNPAID: readonly [number, string, PaymentChannel, number, number, 'expired' | 'cancelled'][] = [
  [10004, 'p50k', 'gopay', -13, 18, 'expired'], [10004, 'p100k', 'va_bni', -2, 20, 'cancelled'],
];
/** 10004's gifts in live rooms: coins, days from today (21:00 UTC+7). A multiple of 10,000 in all (whole wealth exp). */
const GIFTS: readonly [number, number][] = [[12_000, -22], [8_000, -12], [10_000, -4]];

/** The dealers added for the dealer list: id, nickname, gender, parent reseller. */
const MORE_DEALERS: readonly [number, string, 'female' | 'male', number | null][] = [
  [51001, 'Koin Murah Jaya', 'male', null], [51002, 'Sinar Koin', 'female', null], [51003, 'Bintang Koin', 'male', 10005],
];
/** Price-list images (made for the demo), by name. */
const IMAGES = ['a', 'b', 'c', 'd', 'e'] as const;
/** Submissions: dealer, image, WhatsApp digits, state, days from today, refusal reason. Replayed oldest first per dealer. */
const PRICE_LISTS: readonly [number, (typeof IMAGES)[number], string, 'approved' | 'auditing' | 'rejected', number, string | null][] = [
  [10003, 'a', '6281234560003', 'approved', -40, null],
  [10005, 'b', '6281234560005', 'approved', -35, null],
  [10005, 'b', '6281234560005', 'auditing', -1, null],
  [51001, 'c', '6281298760001', 'approved', -20, null],
  [51002, 'd', '6285712340002', 'rejected', -6, 'Harga tidak terbaca. Unggah gambar yang lebih jelas.'],
  [51002, 'd', '6285712340002', 'approved', -3, null],
  [51003, 'e', '6281387650003', 'rejected', -2, 'Nomor WhatsApp di gambar berbeda dengan nomor yang didaftarkan.'],
];
/** Submissions are made at 10:00 UTC+7 and reviewed by the demo operator two hours later. */
const SUBMITTED_AT_HOUR = 10;
const REVIEW_DELAY_MS = 2 * HOUR_MS;
const OPERATOR = 10008;

/** The images' bytes, read once per process: the demo is seeded many times in the tests. */
let imageBytes: Map<string, Uint8Array> | null = null;
function image(name: string): Uint8Array {
  imageBytes ??= new Map(IMAGES.map((n) => [n, new Uint8Array(readFileSync(new URL(`./assets/price-list-${n}.png`, import.meta.url)))]));
  const bytes = imageBytes.get(name);
  if (!bytes) throw new Error(`demo data: no price-list image ${name}`);
  return bytes;
}

/** Writes the coin business's history and queues its ledger moves. */
export function seedCoinBusiness(plan: DemoPlan): void {
  seedTransfers(plan);
  seedTopUps(plan);
  seedPriceLists(plan);
}

/** The dealers' transfers. */
function seedTransfers(plan: DemoPlan): void {
  for (const [from, to, amount, offset] of TRANSFERS) {
    const at = plan.at(addDays(plan.today, offset), MADE_AT_HOUR);
    plan.flows.add(from, 'coin', at, -amount);
    plan.flows.add(to, 'coin', at, amount);
    plan.later(at, () => {
      const id = Number(plan.sql('INSERT INTO transfers (from_user_id, to_user_id, amount, created_at) VALUES (?, ?, ?, ?)').run(from, to, amount, at).lastInsertRowid);
      transferBetween(plan.db, 'transfer', { userId: from, currency: 'coin', kind: 'available' }, { userId: to, currency: 'coin', kind: 'available' }, amount, at, { type: 'transfer', id });
    });
  }
}

/** Paid orders credited through recordTopUp, the orders that never paid, and 10004's gifts. */
function seedTopUps(plan: DemoPlan): void {
  const insertOrder = plan.sql(
    `INSERT INTO topup_orders (user_id, package_id, coins, bonus_coins, price_idr, channel, status, fail_reason, pay_token, lang,
       provider_tx_id, created_at, expires_at, paid_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'id', ?, ?, ?, ?, ?)`,
  );
  const order = (user: number, packageId: string, channel: PaymentChannel, at: number) => {
    const entry = topUpPackage(packageId);
    if (!entry) throw new Error(`demo data: no package ${packageId}`);
    return { entry, insert: (status: string, failReason: string | null, tx: string | null, paidAt: number | null, updatedAt: number) =>
      Number(insertOrder.run(user, entry.id, entry.coins, entry.bonusCoins, entry.priceIdr, channel, status, failReason, newPayToken(), tx, at, at + TOPUP_ORDER_TTL_MS, paidAt, updatedAt).lastInsertRowid) };
  };
  for (const [user, packageId, channel, offset, hour] of TOP_UPS) {
    const at = plan.at(addDays(plan.today, offset), hour);
    // Paid a few minutes after the order was made (never later than the history allows).
    const paidAt = Math.min(at + 4 * 60_000, plan.latest);
    const { entry, insert } = order(user, packageId, channel, at);
    plan.flows.add(user, 'coin', paidAt, packageCoins(entry));
    plan.later(paidAt, () => {
      const id = insert('pending', null, null, null, at);
      const txId = recordTopUp(plan.db, { userId: user, coins: entry.coins, bonusCoins: entry.bonusCoins, at: paidAt, ref: { type: 'topupOrder', id } });
      plan.sql(`UPDATE topup_orders SET status = 'paid', provider_tx_id = ?, ledger_tx_id = ?, paid_at = ?, updated_at = ? WHERE id = ?`)
        .run(`DEMO-${id}`, txId, paidAt, paidAt, id);
    });
  }
  for (const [user, packageId, channel, offset, hour, ending] of UNPAID) {
    const at = plan.at(addDays(plan.today, offset), hour);
    const { insert } = order(user, packageId, channel, at);
    plan.later(at, () => {
      if (ending === 'expired') insert('expired', null, null, null, at + TOPUP_ORDER_TTL_MS);
      else insert('failed', 'cancelled', `DEMO-CANCEL-${Math.abs(offset)}`, null, at + 60_000);
    });
  }
  for (const [amount, offset] of GIFTS) {
    const at = plan.at(addDays(plan.today, offset), 21);
    plan.flows.add(10004, 'coin', at, -amount);
    plan.later(at, () => spendCoins(plan.db, { userId: 10004, amount, kind: 'gift', at }));
  }
}

/** The extra dealers and every dealer's price-list submissions (10007 has none, so its first one is its own). */
function seedPriceLists(plan: DemoPlan): void {
  for (const [id, nickname, gender, parent] of MORE_DEALERS) {
    plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)').run(id, nickname, gender, `filler-${id}`, plan.now);
    plan.sql('INSERT INTO dealers (user_id, parent_user_id) VALUES (?, ?)').run(id, parent);
  }
  const insert = plan.sql(
    `INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, reason, created_at, reviewed_at, reviewer_user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [dealer, name, whatsapp, state, offset, reason] of PRICE_LISTS) {
    const at = plan.at(addDays(plan.today, offset), SUBMITTED_AT_HOUR);
    const reviewedAt = state === 'auditing' ? null : Math.min(at + REVIEW_DELAY_MS, plan.latest);
    const upload = storeImage(plan.db, dealer, { bytes: image(name), type: 'image/png' }, at);
    insert.run(dealer, upload.id, whatsapp, state, reason, at, reviewedAt, reviewedAt === null ? null : OPERATOR);
  }
}
