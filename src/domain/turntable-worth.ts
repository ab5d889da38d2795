// What a turntable prize is worth in coins and a wheel's expected prize and return: for the odds table, the wheel's
// face, the big-win line and the server. Apart from src/domain/turntable.ts because a dress-up's worth is the Decor
// Shop's price, and the wheel islands, which need the wheels but never a worth, should not carry the shop's price list.
import { decorItem, decorPriceCoins } from './decor.ts';
import { expectedValue, type Fraction } from './random.ts';
import { TURNTABLE_PRIZES, type CoinPrize, type DecorPrize, type WheelConfig } from './turntable.ts';

/**
 * Assumed (docs/rules.md): what a prize is worth in coins, for the expected prize per spin and the big-win line: its
 * coins; a dress-up, the Decor Shop's price of the same item for the same days.
 */
export function prizeWorthCoins(prize: Pick<CoinPrize, 'kind' | 'coins'> | Pick<DecorPrize, 'kind' | 'itemId' | 'days'>): number {
  if (prize.kind === 'coins') return prize.coins;
  const item = decorItem(prize.itemId);
  if (!item) throw new Error(`turntable prize: no decor item ${prize.itemId}`);
  return decorPriceCoins(item, prize.days);
}

/** Assumed (docs/rules.md): the expected prize of one standard spin in coins, exact: sum of coins x weight over the total. */
export const TURNTABLE_EXPECTED_PRIZE_COINS: Fraction = expectedValue(TURNTABLE_PRIZES, prizeWorthCoins);

/** Assumed (docs/rules.md): a wheel's expected prize per spin in coins, exact: worth x weight over the total weight. */
export function wheelExpectedPrizeCoins(wheel: WheelConfig): Fraction {
  return expectedValue(wheel.prizes.items, prizeWorthCoins);
}

/** A wheel's expected return: the expected prize over the coins topped up for one spin, exact. */
export function wheelExpectedReturn(wheel: WheelConfig): Fraction {
  const prize = wheelExpectedPrizeCoins(wheel);
  return { numerator: prize.numerator, denominator: prize.denominator * wheel.stepCoins };
}
