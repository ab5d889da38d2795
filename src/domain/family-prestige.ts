// Family prestige (SPEC 9): the points a family's week earns from coins, beans and gifts, which set its tier
// (family-tiers.ts). Pure and shared by the family pages and the server: erasable TypeScript that Node runs directly.
import { wholeCount } from './money.ts';

/** SPEC 9: 800 coins = 1 prestige point. */
export const FAMILY_PRESTIGE_COINS_PER_POINT = 800;
/** SPEC 9: 40 beans = 1 prestige point. */
export const FAMILY_PRESTIGE_BEANS_PER_POINT = 40;
/** SPEC 9: each gift of 10,000 coins = 1 prestige point. */
export const FAMILY_PRESTIGE_GIFT_COINS_PER_POINT = 10_000;

/** A family's activity over one week (Monday to Sunday, UTC+7). */
export interface FamilyWeekActivity {
  /** Coins members spent in the family other than gifts: their contributions to the family coins (assumed). */
  coins: number;
  /** Beans received by the family's hosts. */
  beans: number;
  /** The value in coins of each gift members sent. */
  gifts: readonly number[];
}

/** A week's activity as the server keeps it: coins and beans summed, and the gifts' points (each gift floored alone). */
export interface FamilyWeekTotals {
  coins: number;
  beans: number;
  giftPoints: number;
}

/** SPEC 9: the prestige points of one gift, floor(value / 10,000). */
export function giftPrestige(giftCoins: number): number {
  return Math.floor(wholeCount(giftCoins) / FAMILY_PRESTIGE_GIFT_COINS_PER_POINT);
}

/** SPEC 9: a week's prestige from its running totals (the form the server stores). */
export function weekTotalsPrestige(totals: FamilyWeekTotals): number {
  // assumed (docs/rules.md): the week's coins / 800 and beans / 40 are floored (remainders carry within the week, not
  // into the next).
  const fromCoins = Math.floor(wholeCount(totals.coins) / FAMILY_PRESTIGE_COINS_PER_POINT);
  const fromBeans = Math.floor(wholeCount(totals.beans) / FAMILY_PRESTIGE_BEANS_PER_POINT);
  return fromCoins + fromBeans + wholeCount(totals.giftPoints);
}

/** SPEC 9: a week's prestige from its coins, beans and gifts, each source floored on its own. */
export function familyPrestige(activity: FamilyWeekActivity): number {
  // assumed (docs/rules.md): each gift adds floor(value / 10,000).
  let giftPoints = 0;
  for (const gift of activity.gifts) giftPoints += giftPrestige(gift);
  return weekTotalsPrestige({ coins: activity.coins, beans: activity.beans, giftPoints });
}
