// Family coins and family tasks (SPEC 3, 8 "go to the family tasks"): what members contribute, and what the tasks ask
// and pay each day or week (UTC+7). Pure and shared by the family pages and the server: erasable TypeScript that Node
// runs directly. `now` is epoch ms.
import type { RewardState } from './tasks.ts';
import { addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from './time.ts';

// Assumed (docs/rules.md): a family's coins are held in the ledger under the family. They come in two ways: members
// contribute their own coins (spent through the ledger: wealth exp, and family prestige as coins spent in the family),
// and the platform pays the family tasks' rewards. They pay for summons and member-limit expansions; what is left when
// the family is deleted goes back to the platform.

/** Assumed (docs/rules.md): a contribution is at least 1,000 coins. */
export const FAMILY_CONTRIBUTION_MIN_COINS = 1_000;
/** Assumed (docs/rules.md): contributions are multiples of 1,000 coins. */
export const FAMILY_CONTRIBUTION_MULTIPLE_COINS = 1_000;

/** Why a contribution is refused, in the order the page and the server check. */
export type ContributionError = 'amountRequired' | 'amountInvalid' | 'amountTooSmall' | 'notMultiple' | 'exceedsBalance';

/** Assumed (docs/rules.md): a member's contribution: whole coins, at least 1,000, a multiple of 1,000, within the balance. */
export function checkContribution(amount: number | null, balance: number): { ok: true } | { ok: false; error: ContributionError } {
  if (amount === null) return { ok: false, error: 'amountRequired' };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, error: 'amountInvalid' };
  if (amount < FAMILY_CONTRIBUTION_MIN_COINS) return { ok: false, error: 'amountTooSmall' };
  if (amount % FAMILY_CONTRIBUTION_MULTIPLE_COINS !== 0) return { ok: false, error: 'notMultiple' };
  if (amount > balance) return { ok: false, error: 'exceedsBalance' };
  return { ok: true };
}

/** A family task's period: the business day, or the week Monday-Sunday (UTC+7). */
export type FamilyTaskPeriod = 'daily' | 'weekly';

/**
 * Assumed (docs/rules.md): the family tasks (SPEC 8 "go to the family tasks"), their targets and the family coins
 * each pays once per period: 5 members check in today; members contribute 100,000 coins today; the family reaches
 * 50,000 prestige this week.
 */
export const FAMILY_TASKS = [
  { id: 'checkIn', period: 'daily', target: 5, rewardCoins: 5_000 },
  { id: 'contribute', period: 'daily', target: 100_000, rewardCoins: 10_000 },
  { id: 'prestige', period: 'weekly', target: 50_000, rewardCoins: 50_000 },
] as const satisfies readonly { id: string; period: FamilyTaskPeriod; target: number; rewardCoins: number }[];
/** A family task. */
export type FamilyTask = (typeof FAMILY_TASKS)[number];
/** A family task's id. */
export type FamilyTaskId = FamilyTask['id'];

/** The task with this id, or null. */
export function familyTask(id: string): FamilyTask | null {
  return FAMILY_TASKS.find((task) => task.id === id) ?? null;
}

/** The key of the period containing `now` (the business date, or the week's Monday) and when it ends. */
export function familyTaskPeriod(period: FamilyTaskPeriod, now: number): { key: BusinessDate; endMs: number } {
  const today = businessDate(now);
  const start = period === 'daily' ? today : weekStart(today);
  return { key: start, endMs: businessDayStartMs(addDays(start, period === 'daily' ? 1 : 7)) };
}

/** SPEC 3 states: undone below the target, claim once reached, claimed once paid in this period. */
export function familyTaskState(task: FamilyTask, progress: number, claimedThisPeriod: boolean): RewardState {
  if (claimedThisPeriod) return 'claimed';
  return progress >= task.target ? 'claim' : 'undone';
}
