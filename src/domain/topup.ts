// Coin top-up (DESIGN 11): the coin packages and payment channels (one config table, docs/rules.md), the life of a
// payment order and how the page polls it. Pure and shared by the recharge page and the server. Erasable TypeScript.

/** A coin package: what the user gets and pays. */
export interface TopUpPackage {
  id: string;
  coins: number;
  /** Extra coins given with the package (0 for none). */
  bonusCoins: number;
  priceIdr: number;
}

/**
 * Assumed (docs/rules.md): the coin packages, smallest first. 1 coin costs Rp 1.5 in every package; bigger packages
 * add bonus coins, which do not count as topped up (only `coins` does). p500k, p1m and p3m are whole steps of the
 * 500,000-coin wheels (TURNTABLE_TOPUP_COINS_PER_SPIN).
 */
export const TOPUP_PACKAGES = [
  { id: 'p10k', coins: 10_000, bonusCoins: 0, priceIdr: 15_000 },
  { id: 'p50k', coins: 50_000, bonusCoins: 1_000, priceIdr: 75_000 },
  { id: 'p100k', coins: 100_000, bonusCoins: 3_000, priceIdr: 150_000 },
  { id: 'p300k', coins: 300_000, bonusCoins: 12_000, priceIdr: 450_000 },
  { id: 'p500k', coins: 500_000, bonusCoins: 22_500, priceIdr: 750_000 },
  { id: 'p1m', coins: 1_000_000, bonusCoins: 50_000, priceIdr: 1_500_000 },
  { id: 'p3m', coins: 3_000_000, bonusCoins: 200_000, priceIdr: 4_500_000 },
] as const satisfies readonly TopUpPackage[];

/** The id of a package of the table. */
export type TopUpPackageId = (typeof TOPUP_PACKAGES)[number]['id'];

/** DESIGN 11: the payment channels, grouped as the page shows them. */
export const PAYMENT_CHANNELS = [
  { id: 'dana', group: 'wallet' },
  { id: 'ovo', group: 'wallet' },
  { id: 'gopay', group: 'wallet' },
  { id: 'shopeepay', group: 'wallet' },
  { id: 'qris', group: 'qris' },
  { id: 'va_bca', group: 'va' },
  { id: 'va_bni', group: 'va' },
  { id: 'va_bri', group: 'va' },
  { id: 'va_mandiri', group: 'va' },
  { id: 'va_permata', group: 'va' },
] as const satisfies readonly { id: string; group: 'wallet' | 'qris' | 'va' }[];

/** A payment channel. */
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]['id'];

/** DESIGN 11: an unpaid order expires 15 minutes after it is made. */
export const TOPUP_ORDER_TTL_MINUTES = 15;
/** The same in milliseconds, for the clock arithmetic. */
export const TOPUP_ORDER_TTL_MS = TOPUP_ORDER_TTL_MINUTES * 60_000;

/** The states of a payment order (DESIGN 11). */
export const TOPUP_ORDER_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
/** A payment order's state. */
export type TopUpOrderState = (typeof TOPUP_ORDER_STATES)[number];

/** Why a failed order failed: the provider declined the payment, or the user cancelled it. */
export type TopUpFailReason = 'declined' | 'cancelled';

/** Assumed (docs/rules.md): the recharge page shows the user's latest orders, this many. */
export const TOPUP_RECENT_ORDERS = 10;

/**
 * Assumed (docs/rules.md): the recharge page asks for a pending order's state after these waits (ms), then every
 * last one, and stops once the order is final.
 */
export const TOPUP_POLL_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000] as const;

/** The package with `id`, or null (only the table's own ids count, never a prototype name). */
export function topUpPackage(id: string | null | undefined): TopUpPackage | null {
  return TOPUP_PACKAGES.find((entry) => entry.id === id) ?? null;
}

/** True for a channel of the table. */
export function isPaymentChannel(value: unknown): value is PaymentChannel {
  return PAYMENT_CHANNELS.some((channel) => channel.id === value);
}

/** The coins a package credits: its coins and its bonus. */
export function packageCoins(entry: TopUpPackage): number {
  return entry.coins + entry.bonusCoins;
}

/** True for the states an order never leaves. */
export function isFinalOrderState(state: TopUpOrderState): boolean {
  return state !== 'pending';
}

/** DESIGN 11: the state of an order at `now`; a pending order past its expiry is expired, whatever is stored. */
export function orderStateAt(order: { state: TopUpOrderState; expiresAt: number }, now: number): TopUpOrderState {
  return order.state === 'pending' && now >= order.expiresAt ? 'expired' : order.state;
}

/** The wait before the `attempt`-th check of a pending order (0 first). */
export function topUpPollDelayMs(attempt: number): number {
  return TOPUP_POLL_DELAYS_MS[Math.min(Math.max(0, attempt), TOPUP_POLL_DELAYS_MS.length - 1)] ?? 10_000;
}

/** Why an order cannot be made. */
export type TopUpOrderError = 'packageRequired' | 'channelRequired';

/** What an order is checked against: the choices of the form. */
export interface TopUpChoice {
  packageId: string | null;
  channel: string | null;
}

/** A checked choice: the package and channel to pay with, or the first rule the form breaks. */
export function checkTopUpChoice(
  choice: TopUpChoice,
): { ok: true; package: TopUpPackage; channel: PaymentChannel } | { ok: false; error: TopUpOrderError } {
  const entry = topUpPackage(choice.packageId);
  if (!entry) return { ok: false, error: 'packageRequired' };
  if (!isPaymentChannel(choice.channel)) return { ok: false, error: 'channelRequired' };
  return { ok: true, package: entry, channel: choice.channel };
}
