// Dress-ups (SPEC 1, SPEC 3): the eight categories, the shop's items with their durations and prices, ownership that
// expires with the clock, and one item worn per category. Pure and shared by the Decor Shop, My Decors and the server:
// erasable TypeScript that Node runs directly; `now` is always an argument (epoch ms).
import { DAY_MS } from './business-day.ts';
import type { SpecialIdPattern } from './special-id.ts';

/** SPEC 3: avatar frame, mount (seat), special ID, bubble, live background, mic frame, gift runway, profile card frame. */
export const DECOR_CATEGORIES = ['avatarFrame', 'mount', 'specialId', 'bubble', 'liveBackground', 'micFrame', 'giftRunway', 'profileCard'] as const;
/** A dress-up category. */
export type DecorCategory = (typeof DECOR_CATEGORIES)[number];

/** Assumed (docs/rules.md): items are bought for 7 or 30 days. */
export const DECOR_DURATIONS_DAYS = [7, 30] as const;
/** A purchasable duration. */
export type DecorDurationDays = (typeof DECOR_DURATIONS_DAYS)[number];

/** One item of the shop. */
export interface DecorItem {
  /** Stable id (`frame-rose`): stored with what users own, and the key of its name message. */
  id: string;
  category: DecorCategory;
  /** The two colours its preview is drawn with. */
  colors: readonly [string, string];
  /** Price in coins of each duration. */
  priceCoins: Readonly<Record<DecorDurationDays, number>>;
}

/**
 * The items the turntable's wheels and the events give as prizes (their colours paint the wheel). The shop's catalogue
 * is the operator's table `decor_catalogue` (server/account/decor-catalogue.ts), which carries these ids too.
 * Assumed (docs/rules.md): two items per category; 30 days cost about 3.3 times 7 days. Prices are whole
 * coins; the cheapest item (3,000 coins a week) is within a new viewer's reach.
 */
export const DECOR_ITEMS = [
  { id: 'frame-rose', category: 'avatarFrame', colors: ['#ff5c8a', '#ffc2d4'], priceCoins: { 7: 3_000, 30: 10_000 } },
  { id: 'frame-gold', category: 'avatarFrame', colors: ['#d4a017', '#fff1a8'], priceCoins: { 7: 6_000, 30: 20_000 } },
  { id: 'mount-scooter', category: 'mount', colors: ['#2f80ed', '#9cc6ff'], priceCoins: { 7: 8_000, 30: 26_000 } },
  { id: 'mount-phoenix', category: 'mount', colors: ['#eb5757', '#ffb86b'], priceCoins: { 7: 30_000, 30: 99_000 } },
  { id: 'id-silver', category: 'specialId', colors: ['#8e9aaf', '#e9edf5'], priceCoins: { 7: 5_000, 30: 16_000 } },
  { id: 'id-gold', category: 'specialId', colors: ['#b8860b', '#ffe08a'], priceCoins: { 7: 12_000, 30: 40_000 } },
  { id: 'bubble-mint', category: 'bubble', colors: ['#27ae60', '#c8f7dc'], priceCoins: { 7: 3_000, 30: 10_000 } },
  { id: 'bubble-galaxy', category: 'bubble', colors: ['#5b2c9f', '#c3a6ff'], priceCoins: { 7: 6_000, 30: 20_000 } },
  { id: 'bg-sunset', category: 'liveBackground', colors: ['#f2994a', '#f2c94c'], priceCoins: { 7: 10_000, 30: 33_000 } },
  { id: 'bg-ocean', category: 'liveBackground', colors: ['#2d9cdb', '#56ccf2'], priceCoins: { 7: 10_000, 30: 33_000 } },
  { id: 'mic-neon', category: 'micFrame', colors: ['#00c2a8', '#b2fff4'], priceCoins: { 7: 4_000, 30: 13_000 } },
  { id: 'mic-crown', category: 'micFrame', colors: ['#c9a227', '#fff3b0'], priceCoins: { 7: 9_000, 30: 30_000 } },
  { id: 'runway-comet', category: 'giftRunway', colors: ['#2f3aa8', '#7f8cff'], priceCoins: { 7: 15_000, 30: 50_000 } },
  { id: 'runway-fire', category: 'giftRunway', colors: ['#d7263d', '#ff9f1c'], priceCoins: { 7: 20_000, 30: 66_000 } },
  { id: 'card-pearl', category: 'profileCard', colors: ['#a0a4b8', '#f4f4fa'], priceCoins: { 7: 5_000, 30: 16_000 } },
  { id: 'card-royal', category: 'profileCard', colors: ['#6a1b9a', '#e1bee7'], priceCoins: { 7: 12_000, 30: 40_000 } },
] as const satisfies readonly DecorItem[];

/** One item of the published shop, with its literal id. */
export type ShopItem = (typeof DECOR_ITEMS)[number];
/** The id of a shop item. */
export type DecorItemId = ShopItem['id'];

/** Why a decor action is refused. */
export type DecorError = 'itemUnknown' | 'invalidDuration' | 'notOwned' | 'expired' | 'levelTooLow' | 'vipTooLow';

/** An item of the shop's catalogue, as the operator entered it (table decor_catalogue). */
export interface CatalogueItem {
  id: string;
  category: DecorCategory;
  /** Its name in each page language. */
  names: Readonly<Record<'en' | 'id' | 'zh-cn' | 'zh-tw', string>>;
  /** Price in coins of each duration. */
  priceCoins: Readonly<Record<DecorDurationDays, number>>;
  /** The preview picture (a small SVG under /decor/). */
  previewUrl: string;
  /** The buyer's wealth level needed (SPEC 9), 0 for none. */
  minWealthLevel: number;
  /** The buyer's active VIP level needed (SPEC 4), 0 for none. */
  minVipLevel: number;
  /** False once taken off sale: still shown to those who own it, no longer sold. */
  onSale: boolean;
  /** A special-ID item's number pattern (src/domain/special-id.ts); null for other items and the default pattern. */
  idPattern: SpecialIdPattern | null;
}

/** What the buyer has that an item may require. */
export interface DecorBuyer {
  wealthLevel: number;
  /** 0 without an active membership. */
  vipLevel: number;
}

/** Why this buyer cannot have the item yet, or null when they meet its requirements. */
export function decorRequirementUnmet(item: Pick<CatalogueItem, 'minWealthLevel' | 'minVipLevel'>, buyer: DecorBuyer): 'levelTooLow' | 'vipTooLow' | null {
  if (buyer.wealthLevel < item.minWealthLevel) return 'levelTooLow';
  if (buyer.vipLevel < item.minVipLevel) return 'vipTooLow';
  return null;
}

/** The shop item with this id, or null. */
export function decorItem(id: unknown): ShopItem | null {
  return DECOR_ITEMS.find((item) => item.id === id) ?? null;
}

/** True for one of the durations items are sold for. */
export function isDecorDuration(value: unknown): value is DecorDurationDays {
  return typeof value === 'number' && (DECOR_DURATIONS_DAYS as readonly number[]).includes(value);
}

/** The price of an item for a duration, in coins. */
export function decorPriceCoins(item: Pick<DecorItem, 'priceCoins'>, days: DecorDurationDays): number {
  return item.priceCoins[days];
}

/** True while an item owned until `expiresAt` (exclusive) can be worn. */
export function isDecorActive(expiresAt: number, now: number): boolean {
  return now < expiresAt;
}

/**
 * Assumed (docs/rules.md): buying (or being given) days of an item: an item still active is extended from its current
 * end; an expired or new one runs from now.
 */
export function decorExpiryAfter(currentExpiresAt: number | null, now: number, days: number): number {
  const from = currentExpiresAt !== null && isDecorActive(currentExpiresAt, now) ? currentExpiresAt : now;
  return from + days * DAY_MS;
}

/**
 * SPEC 1: a purchase's item and price, or why it cannot be bought: `item` is the catalogue's row (null when there is
 * none); one off sale is not sold; the buyer must meet its level and VIP requirements.
 */
export function checkDecorPurchase(
  item: CatalogueItem | null,
  days: unknown,
  buyer: DecorBuyer,
): { ok: true; item: CatalogueItem; days: DecorDurationDays; price: number } | { ok: false; error: DecorError } {
  if (!item || !item.onSale) return { ok: false, error: 'itemUnknown' };
  if (!isDecorDuration(days)) return { ok: false, error: 'invalidDuration' };
  const unmet = decorRequirementUnmet(item, buyer);
  if (unmet) return { ok: false, error: unmet };
  return { ok: true, item, days, price: decorPriceCoins(item, days) };
}
