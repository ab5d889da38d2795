// Red-packet summons (SPEC 3, 4, 9; DESIGN 11): the tiers and their packets, the split, claims, expiry and refunds, and
// the verifiable draw's message. Pure and shared by the family pages and the server: erasable TypeScript that Node runs
// directly. `now` is epoch ms; randomness is injected.
import { drawMessage } from './fair-draw.ts';
import type { BusinessDate } from './time.ts';

/** SPEC 3: the three summons tiers. */
export const SUMMONS_TIERS = ['basic', 'intermediate', 'premium'] as const;
/** A summons tier. */
export type SummonsTier = (typeof SUMMONS_TIERS)[number];

/** Assumed (docs/rules.md): SPEC 3 gives each summons tier packets and coins, not their values. */
export const SUMMONS_PACKETS_AND_COINS = {
  basic: { packets: 10, coins: 10_000 },
  intermediate: { packets: 30, coins: 50_000 },
  premium: { packets: 100, coins: 200_000 },
} as const satisfies Record<SummonsTier, { packets: number; coins: number }>;

/** SPEC 9: the summons effect thresholds, in people. */
export const SUMMONS_EFFECT_THRESHOLDS_PEOPLE = [5, 15, 30, 100, 150] as const;

/** SPEC 4 / SPEC 9: a summons is valid 30 minutes. */
export const SUMMONS_VALID_MINUTES = 30;

/** Assumed (docs/rules.md): a family has at most one live summons at a time. */
export const SUMMONS_LIVE_MAX = 1;

/**
 * Assumed (docs/rules.md, issue 26.5): /call fetches its figures again every 5 seconds while a summons is live and
 * every 30 seconds otherwise (a new summons shows within half a minute), only while the page is visible.
 */
export const SUMMONS_REFRESH_LIVE_MS = 5_000;
/** See SUMMONS_REFRESH_LIVE_MS. */
export const SUMMONS_REFRESH_IDLE_MS = 30_000;

/** The game name of summons draws (DESIGN 11): seeds and draw messages are per game and business day. */
export const SUMMONS_DRAW_GAME = 'summons';

/** DESIGN 11: the draw message a summons' split is drawn from: game, business date of sending, summons id. */
export function summonsDrawMessage(period: BusinessDate, summonsId: number): string {
  return drawMessage([SUMMONS_DRAW_GAME, period, summonsId]);
}

/** What the page publishes of each tier's split (DESIGN 11: from the same constants the server splits with). */
export interface SummonsSplitRule {
  packets: number;
  coins: number;
  /** The average packet: the coins are split exactly, so packets average coins / packets. */
  averageCoins: number;
  /** The smallest packet. */
  minCoins: number;
  /** The largest the first packet can be: twice the average, floored. */
  firstMaxCoins: number;
}

/** The split rule of a tier, as the rules page and the summons page show it. */
export function summonsSplitRule(tier: SummonsTier): SummonsSplitRule {
  const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
  return {
    packets,
    coins,
    averageCoins: coins / packets,
    minCoins: 1,
    firstMaxCoins: Math.min(Math.floor((2 * coins) / packets), coins - (packets - 1)),
  };
}

/** The next effect threshold above `people`, or null once the last (150) is reached. */
export function nextSummonsThreshold(people: number): number | null {
  return SUMMONS_EFFECT_THRESHOLDS_PEOPLE.find((threshold) => people < threshold) ?? null;
}

/** A summons as stored: its packets (split when sent) and who claimed them, in order. */
export interface Summons {
  tier: SummonsTier;
  sentAtMs: number;
  /** Every packet's coins; packet i goes to the i-th claimant. */
  packets: readonly number[];
  /** User ids of the claimants so far, in claim order. */
  claimedBy: readonly number[];
}

/** Why a summons claim or refund is refused. */
export type SummonsError = 'expired' | 'empty' | 'alreadyClaimed' | 'stillOpen';

/** SPEC 9: the effect level a summons reaches with this many people, 0 below 5 to 5 from 150. */
export function summonsEffectLevel(people: number): number {
  // assumed (docs/rules.md): the level is the number of thresholds reached.
  return SUMMONS_EFFECT_THRESHOLDS_PEOPLE.filter((threshold) => people >= threshold).length;
}

/** SPEC 3: splits `coins` into `packets` whole packets of at least 1 coin adding up to exactly `coins`. */
export function splitCoinsIntoPackets(coins: number, packets: number, random: () => number): number[] {
  // assumed (docs/rules.md): each packet but the last draws uniformly from 1 to twice the mean of what is left (the
  // "double mean" rule), keeping 1 coin for every packet to come. `random` returns [0, 1) like Math.random; impossible
  // input (fewer coins than packets, fractions) is a programming error and throws.
  if (!Number.isSafeInteger(coins) || !Number.isSafeInteger(packets) || packets < 1 || coins < packets) {
    throw new RangeError(`cannot split ${coins} coins into ${packets} packets of at least 1 coin`);
  }
  const amounts: number[] = [];
  let remaining = coins;
  for (let left = packets; left > 1; left -= 1) {
    const cap = Math.min(Math.floor((2 * remaining) / left), remaining - (left - 1));
    // Clamped so a random source that returns 1 (or garbage) still yields 1..cap.
    const draw = Math.floor(random() * cap);
    const amount = 1 + Math.min(cap - 1, Math.max(0, Number.isFinite(draw) ? draw : 0));
    amounts.push(amount);
    remaining -= amount;
  }
  amounts.push(remaining);
  return amounts;
}

/** SPEC 3: a new summons of a tier, its coins split into its packets. */
export function createSummons(tier: SummonsTier, now: number, random: () => number): Summons {
  const { coins, packets } = SUMMONS_PACKETS_AND_COINS[tier];
  return { tier, sentAtMs: now, packets: splitCoinsIntoPackets(coins, packets, random), claimedBy: [] };
}

/** SPEC 4: the instant a summons stops being valid (sent + 30 minutes). */
export function summonsExpiresAtMs(summons: Summons): number {
  return summons.sentAtMs + SUMMONS_VALID_MINUTES * 60 * 1000;
}

/** SPEC 4: a user claims the next packet while the summons is valid, once per user. */
export function claimSummonsPacket(
  summons: Summons,
  userId: number,
  now: number,
): { ok: true; coins: number; summons: Summons } | { ok: false; error: SummonsError } {
  if (now >= summonsExpiresAtMs(summons)) return { ok: false, error: 'expired' };
  // assumed (docs/rules.md): one packet per user per summons.
  if (summons.claimedBy.includes(userId)) return { ok: false, error: 'alreadyClaimed' };
  const coins = summons.packets[summons.claimedBy.length];
  if (coins === undefined) return { ok: false, error: 'empty' };
  return { ok: true, coins, summons: { ...summons, claimedBy: [...summons.claimedBy, userId] } };
}

/** SPEC 4: at expiry the coins of the unclaimed packets are returned to the sender; refused while still valid. */
export function summonsRefundCoins(summons: Summons, now: number): { ok: true; coins: number } | { ok: false; error: SummonsError } {
  if (now < summonsExpiresAtMs(summons)) return { ok: false, error: 'stillOpen' };
  let coins = 0;
  for (const packet of summons.packets.slice(summons.claimedBy.length)) coins += packet;
  return { ok: true, coins };
}
