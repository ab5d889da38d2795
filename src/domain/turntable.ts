// The luxury turntable (SPEC 1, SPEC 9): spins earned by topping up coins, and the weighted prize table. Pure and
// shared by the turntable pages and the server: erasable TypeScript that Node runs directly. Randomness is injected.
import { expectedValue, pickByWeight, totalWeight, type Fraction } from './random.ts';

/** SPEC 9: one luxury spin per 500,000 coins topped up. */
export const TURNTABLE_TOPUP_COINS_PER_SPIN = 500_000;
/** SPEC 9: one spin per 100,000 coins topped up, for the events whose rules say so. */
export const TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN = 100_000;
/** The top-up step of a turntable: the standard one or the event one. */
export type TurntableSpinStep = typeof TURNTABLE_TOPUP_COINS_PER_SPIN | typeof TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN;

/** One slot of the wheel. */
export interface TurntablePrize {
  coins: number;
  /** Relative chance: weight / total weight. */
  weight: number;
}

/**
 * Assumed (docs/rules.md): the wheel's eight slots, in coins, with weights out of 1,000. Every spin wins coins;
 * the expected prize is exactly 12,000 coins (TURNTABLE_EXPECTED_PRIZE_COINS).
 */
export const TURNTABLE_PRIZES: readonly TurntablePrize[] = [
  { coins: 1_000, weight: 400 },
  { coins: 5_000, weight: 300 },
  { coins: 10_000, weight: 150 },
  { coins: 20_000, weight: 80 },
  { coins: 50_000, weight: 50 },
  { coins: 100_000, weight: 15 },
  { coins: 500_000, weight: 4 },
  { coins: 1_000_000, weight: 1 },
];

/** The sum of the prize weights. */
export const TURNTABLE_TOTAL_WEIGHT = totalWeight(TURNTABLE_PRIZES);

/** Assumed (docs/rules.md): the expected prize of one spin in coins, exact: sum of coins x weight over the total weight. */
export const TURNTABLE_EXPECTED_PRIZE_COINS: Fraction = expectedValue(TURNTABLE_PRIZES, (prize) => prize.coins);

/** What a user has towards spins: coins topped up in the turntable's period and spins already used. */
export interface TurntableAccount {
  toppedUpCoins: number;
  spinsUsed: number;
}

/** SPEC 9: spins earned by a top-up total: one per full step, floored. */
export function spinsEarned(toppedUpCoins: number, step: TurntableSpinStep = TURNTABLE_TOPUP_COINS_PER_SPIN): number {
  return Number.isFinite(toppedUpCoins) && toppedUpCoins > 0 ? Math.floor(toppedUpCoins / step) : 0;
}

/** SPEC 9: spins left: earned minus used, never below 0. */
export function spinsAvailable(account: TurntableAccount, step: TurntableSpinStep = TURNTABLE_TOPUP_COINS_PER_SPIN): number {
  return Math.max(0, spinsEarned(account.toppedUpCoins, step) - account.spinsUsed);
}

/** The chance of a slot, exact. */
export function turntablePrizeProbability(index: number): Fraction {
  return { numerator: TURNTABLE_PRIZES[index]?.weight ?? 0, denominator: TURNTABLE_TOTAL_WEIGHT };
}

/** Picks a slot by weight; `random` returns [0, 1) like Math.random. Returns the slot's index and prize. */
export function spin(random: () => number): { index: number; prize: TurntablePrize } {
  const { index, item } = pickByWeight(TURNTABLE_PRIZES, random);
  return { index, prize: item };
}

/** SPEC 9: uses one earned spin: the prize and the account with the spin counted, or 'noSpinsLeft'. */
export function takeSpin(
  account: TurntableAccount,
  random: () => number,
  step: TurntableSpinStep = TURNTABLE_TOPUP_COINS_PER_SPIN,
): { ok: true; index: number; prize: TurntablePrize; account: TurntableAccount } | { ok: false; error: 'noSpinsLeft' } {
  if (spinsAvailable(account, step) < 1) return { ok: false, error: 'noSpinsLeft' };
  const { index, prize } = spin(random);
  return { ok: true, index, prize, account: { ...account, spinsUsed: account.spinsUsed + 1 } };
}
