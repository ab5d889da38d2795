// The balances DESIGN 5 names, reached exactly on any day: each user named here opens the history with the target
// minus everything the other modules planned for them. Users not named keep what the history gives them.
import type { DemoPlan } from './plan.ts';

/** Available beans at the end of the seeding (DESIGN 5; 10002's agency-head balance is the demo's own choice). */
export const DEMO_BEANS: Readonly<Record<number, number>> = { 10001: 2_500_000, 10002: 55_000_000, 10006: 300_000 };
/** Available coins at the end of the seeding (DESIGN 5 for 10003 and 10004; the other dealers are the demo's). */
export const DEMO_COINS: Readonly<Record<number, number>> = { 10003: 1_000_000, 10004: 12_000, 10005: 800_000, 10007: 200_000 };

/**
 * Queues the opening balances that bring every named user to their target. Call last: it reads every flow the
 * other modules planned. A user's target below what the history already gives them is a planning error, thrown.
 */
export function seedOpeningBalances(plan: DemoPlan): void {
  for (const [currency, targets] of [['bean', DEMO_BEANS], ['coin', DEMO_COINS]] as const) {
    for (const [user, target] of Object.entries(targets)) {
      const userId = Number(user);
      plan.opening(userId, currency, target - plan.flows.total(userId, currency));
    }
  }
}
