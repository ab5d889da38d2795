// The turntables (SPEC 1, SPEC 9): one wheel engine behind every turntable route. Each wheel is one entry of
// TURNTABLE_WHEELS: its window (the rounds it is open in, UTC+7), its spin step (one spin per 500,000 or 100,000 coins
// topped up in the round), the most spins a round can give, and its prize table. Pure and shared by the turntable pages
// and the server: erasable TypeScript that Node runs directly. `now` is epoch ms; randomness is injected.
import type { DecorDurationDays, DecorItemId } from './decor.ts';
import { drawFrom, probability, weightedTable, type Fraction, type WeightedTable } from './random.ts';
import { addDays, businessDate, businessDayStartMs, monthStart, weekStart, type BusinessDate } from './time.ts';

/** SPEC 9: one luxury spin per 500,000 coins topped up. */
export const TURNTABLE_TOPUP_COINS_PER_SPIN = 500_000;
/** SPEC 9: one spin per 100,000 coins topped up, for the wheels whose rules say so. */
export const TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN = 100_000;
/** The top-up step of a wheel: the standard one or the event one. */
export type TurntableSpinStep = typeof TURNTABLE_TOPUP_COINS_PER_SPIN | typeof TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN;

/** A prize of coins, credited to the winner's available coins through the ledger (never beans: not withdrawable). */
export interface CoinPrize {
  kind: 'coins';
  coins: number;
  /** Relative chance: weight / the table's total weight. */
  weight: number;
}

/** A prize of days of a dress-up (SPEC 3), given through the account area's decor grant; worth its shop price. */
export interface DecorPrize {
  kind: 'decor';
  itemId: DecorItemId;
  days: DecorDurationDays;
  /** Relative chance: weight / the table's total weight. */
  weight: number;
}

/** One slot of a wheel: coins or days of a dress-up (never beans: nothing a wheel gives can be withdrawn). */
export type TurntablePrize = CoinPrize | DecorPrize;

/**
 * Assumed (docs/rules.md): the standard 500,000-step wheel's eight slots, in coins, with weights out of 1,000. Every spin
 * wins coins; the expected prize is exactly 12,000 coins (TURNTABLE_EXPECTED_PRIZE_COINS).
 */
export const TURNTABLE_PRIZES: readonly TurntablePrize[] = [
  { kind: 'coins', coins: 1_000, weight: 400 },
  { kind: 'coins', coins: 5_000, weight: 300 },
  { kind: 'coins', coins: 10_000, weight: 150 },
  { kind: 'coins', coins: 20_000, weight: 80 },
  { kind: 'coins', coins: 50_000, weight: 50 },
  { kind: 'coins', coins: 100_000, weight: 15 },
  { kind: 'coins', coins: 500_000, weight: 4 },
  { kind: 'coins', coins: 1_000_000, weight: 1 },
];

/** Assumed (docs/rules.md): the 100,000-step wheels' eight slots, weights out of 1,000; expected 2,380 coins a spin. */
export const TURNTABLE_EVENT_PRIZES: readonly TurntablePrize[] = [
  { kind: 'coins', coins: 500, weight: 400 },
  { kind: 'coins', coins: 1_000, weight: 280 },
  { kind: 'coins', coins: 2_000, weight: 150 },
  { kind: 'coins', coins: 5_000, weight: 100 },
  { kind: 'coins', coins: 10_000, weight: 50 },
  { kind: 'coins', coins: 20_000, weight: 15 },
  { kind: 'coins', coins: 50_000, weight: 4 },
  { kind: 'coins', coins: 100_000, weight: 1 },
];

/**
 * Assumed (docs/rules.md): the Treasure Hunt wheel's ten slots, weights out of 10,000, one of them 30 days of the Gold
 * Frame (worth 20,000 coins in the shop); expected 18,950 coins a spin.
 */
export const TURNTABLE_HARTA_PRIZES: readonly TurntablePrize[] = [
  { kind: 'coins', coins: 2_000, weight: 3_500 },
  { kind: 'coins', coins: 5_000, weight: 2_500 },
  { kind: 'coins', coins: 10_000, weight: 1_800 },
  { kind: 'decor', itemId: 'frame-gold', days: 30, weight: 1_000 },
  { kind: 'coins', coins: 50_000, weight: 600 },
  { kind: 'coins', coins: 100_000, weight: 400 },
  { kind: 'coins', coins: 200_000, weight: 150 },
  { kind: 'coins', coins: 500_000, weight: 40 },
  { kind: 'coins', coins: 1_000_000, weight: 8 },
  { kind: 'coins', coins: 2_000_000, weight: 2 },
];

/**
 * Assumed (docs/rules.md): the Shining Star VI wheel's six slots, weights out of 100, one of them 30 days of the Comet
 * gift runway (worth 50,000 coins in the shop); expected 16,750 coins a spin.
 */
export const TURNTABLE_SHINING_PRIZES: readonly TurntablePrize[] = [
  { kind: 'coins', coins: 5_000, weight: 45 },
  { kind: 'coins', coins: 10_000, weight: 30 },
  { kind: 'coins', coins: 20_000, weight: 15 },
  { kind: 'decor', itemId: 'runway-comet', days: 30, weight: 7 },
  { kind: 'coins', coins: 100_000, weight: 2 },
  { kind: 'coins', coins: 300_000, weight: 1 },
];

/** The sum of the standard table's weights. */
export const TURNTABLE_TOTAL_WEIGHT = weightedTable(TURNTABLE_PRIZES).totalWeight;

/**
 * When a wheel is open, in business time (UTC+7): every calendar month, every week (Monday 00:00 to Sunday 24:00),
 * days `firstDay`-`lastDay` of every month (at most 28, so every month has them), or ISO weekdays
 * `firstWeekday`-`lastWeekday` (1 Monday … 7 Sunday) of every week. Each opening is a round.
 */
export type WheelWindow =
  | { kind: 'month' }
  | { kind: 'week' }
  | { kind: 'monthDays'; firstDay: number; lastDay: number }
  | { kind: 'weekDays'; firstWeekday: number; lastWeekday: number };

/** One wheel of the engine. */
export interface WheelConfig {
  /** When the wheel is open (its window); each opening is a round. */
  schedule: WheelWindow;
  /** SPEC 9: one spin per this many coins topped up in the round. */
  stepCoins: TurntableSpinStep;
  /** The most spins one user can earn in a round; null: no limit. */
  maxSpinsPerRound: number | null;
  /** The slots, in their order on the wheel (clockwise from the pointer). */
  prizes: WeightedTable<TurntablePrize>;
  /** A prize worth at least this many coins (prizeWorthCoins) is listed among the wheel's recent big wins. */
  bigWinCoins: number;
}

/** The wheels, in the order the pages list them. */
export const TURNTABLE_WHEEL_IDS = ['lucky', 'luckyOne', 'luckyTwo', 'tanpa', 'harta', 'shining3', 'shining6'] as const;
/** A wheel's id: its draws are the game `turntable:<id>` (DESIGN 11). */
export type WheelId = (typeof TURNTABLE_WHEEL_IDS)[number];

/** Assumed (docs/rules.md): every wheel's window, step, limit, prizes and big-win line. */
export const TURNTABLE_WHEELS = {
  lucky: {
    schedule: { kind: 'month' },
    stepCoins: TURNTABLE_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: 20,
    prizes: weightedTable(TURNTABLE_PRIZES),
    bigWinCoins: 100_000,
  },
  luckyOne: {
    schedule: { kind: 'week' },
    stepCoins: TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: 20,
    prizes: weightedTable(TURNTABLE_EVENT_PRIZES),
    bigWinCoins: 20_000,
  },
  luckyTwo: {
    schedule: { kind: 'week' },
    stepCoins: TURNTABLE_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: 10,
    prizes: weightedTable(TURNTABLE_PRIZES),
    bigWinCoins: 100_000,
  },
  tanpa: {
    schedule: { kind: 'weekDays', firstWeekday: 5, lastWeekday: 7 },
    stepCoins: TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: null,
    prizes: weightedTable(TURNTABLE_EVENT_PRIZES),
    bigWinCoins: 20_000,
  },
  harta: {
    schedule: { kind: 'monthDays', firstDay: 1, lastDay: 10 },
    stepCoins: TURNTABLE_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: 10,
    prizes: weightedTable(TURNTABLE_HARTA_PRIZES),
    bigWinCoins: 200_000,
  },
  shining3: {
    schedule: { kind: 'monthDays', firstDay: 11, lastDay: 13 },
    stepCoins: TURNTABLE_EVENT_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: 10,
    prizes: weightedTable(TURNTABLE_EVENT_PRIZES),
    bigWinCoins: 20_000,
  },
  shining6: {
    schedule: { kind: 'monthDays', firstDay: 20, lastDay: 25 },
    stepCoins: TURNTABLE_TOPUP_COINS_PER_SPIN,
    maxSpinsPerRound: 10,
    prizes: weightedTable(TURNTABLE_SHINING_PRIZES),
    bigWinCoins: 100_000,
  },
} as const satisfies Record<WheelId, WheelConfig>;

/** Assumed (docs/rules.md): a wheel page lists its 10 most recent big wins. */
export const TURNTABLE_BIG_WINS_SHOWN = 10;

/** True for a wheel id (what the API accepts). */
export function isWheelId(value: unknown): value is WheelId {
  return typeof value === 'string' && (TURNTABLE_WHEEL_IDS as readonly string[]).includes(value);
}

/** A wheel's config. */
export function wheelConfig(wheel: WheelId): WheelConfig {
  return TURNTABLE_WHEELS[wheel];
}

/** The draws' game name of a wheel (DESIGN 11): `turntable:<id>`. */
export function wheelGame(wheel: WheelId): string {
  return `turntable:${wheel}`;
}

/** One opening of a wheel: its first and last business days and its bounds (end exclusive); `key` is its first day. */
export interface WheelRound {
  key: BusinessDate;
  first: BusinessDate;
  last: BusinessDate;
  startMs: number;
  endMs: number;
}

/** A wheel at an instant: open in a round, or closed between the round that ended and the next one. */
export type WheelState = { open: true; round: WheelRound } | { open: false; previous: WheelRound; next: WheelRound };

/** The round from `first` to `last`. */
function roundOf(first: BusinessDate, last: BusinessDate): WheelRound {
  return { key: first, first, last, startMs: businessDayStartMs(first), endMs: businessDayStartMs(addDays(last, 1)) };
}

/** The first day of the month after the one starting on `first`. */
function nextMonthStart(first: BusinessDate): BusinessDate {
  return monthStart(addDays(first, 31));
}

/** The period (month or week) a window repeats in, around `date`: its first day, the one before and the one after. */
function periodsAround(schedule: WheelWindow, date: BusinessDate): { current: BusinessDate; before: BusinessDate; after: BusinessDate } {
  if (schedule.kind === 'month' || schedule.kind === 'monthDays') {
    const current = monthStart(date);
    return { current, before: monthStart(addDays(current, -1)), after: nextMonthStart(current) };
  }
  const current = weekStart(date);
  return { current, before: addDays(current, -7), after: addDays(current, 7) };
}

/** The round of `schedule` in the period starting on `periodStart`. */
function roundInPeriod(schedule: WheelWindow, periodStart: BusinessDate): WheelRound {
  switch (schedule.kind) {
    case 'month':
      return roundOf(periodStart, addDays(nextMonthStart(periodStart), -1));
    case 'week':
      return roundOf(periodStart, addDays(periodStart, 6));
    case 'monthDays':
      return roundOf(addDays(periodStart, schedule.firstDay - 1), addDays(periodStart, schedule.lastDay - 1));
    case 'weekDays':
      return roundOf(addDays(periodStart, schedule.firstWeekday - 1), addDays(periodStart, schedule.lastWeekday - 1));
  }
}

/** Assumed (docs/rules.md): whether the wheel is open at `now` and in which round, else the last round and the next. */
export function wheelStateAt(schedule: WheelWindow, now: number): WheelState {
  const date = businessDate(now);
  const periods = periodsAround(schedule, date);
  const round = roundInPeriod(schedule, periods.current);
  if (date < round.first) return { open: false, previous: roundInPeriod(schedule, periods.before), next: round };
  if (date > round.last) return { open: false, previous: round, next: roundInPeriod(schedule, periods.after) };
  return { open: true, round };
}

/** What a user has towards a wheel's spins in a round: coins topped up in it and spins already used. */
export interface TurntableAccount {
  toppedUpCoins: number;
  spinsUsed: number;
}

/** SPEC 9: spins earned by a round's top-up total: one per full step, floored; at most `maxSpins` when given. */
export function spinsEarned(
  toppedUpCoins: number,
  step: TurntableSpinStep = TURNTABLE_TOPUP_COINS_PER_SPIN,
  maxSpins: number | null = null,
): number {
  const earned = Number.isFinite(toppedUpCoins) && toppedUpCoins > 0 ? Math.floor(toppedUpCoins / step) : 0;
  return maxSpins === null ? earned : Math.min(earned, maxSpins);
}

/** SPEC 9: spins left: earned minus used, never below 0. */
export function spinsAvailable(
  account: TurntableAccount,
  step: TurntableSpinStep = TURNTABLE_TOPUP_COINS_PER_SPIN,
  maxSpins: number | null = null,
): number {
  return Math.max(0, spinsEarned(account.toppedUpCoins, step, maxSpins) - account.spinsUsed);
}

/** A user's spins on a wheel in a round, and what the next one takes. */
export interface WheelSpins {
  earned: number;
  used: number;
  available: number;
  /** Coins still to top up in the round for one more spin; null once the round's limit is reached. */
  coinsToNextSpin: number | null;
}

/** SPEC 9: the spins a round's top-ups give on `wheel`, those used, those left and the coins to the next one. */
export function wheelSpins(wheel: WheelConfig, account: TurntableAccount): WheelSpins {
  const earned = spinsEarned(account.toppedUpCoins, wheel.stepCoins, wheel.maxSpinsPerRound);
  const atLimit = wheel.maxSpinsPerRound !== null && earned >= wheel.maxSpinsPerRound;
  const topped = Math.max(0, Number.isFinite(account.toppedUpCoins) ? account.toppedUpCoins : 0);
  return {
    earned,
    used: account.spinsUsed,
    available: spinsAvailable(account, wheel.stepCoins, wheel.maxSpinsPerRound),
    coinsToNextSpin: atLimit ? null : wheel.stepCoins - (topped % wheel.stepCoins),
  };
}

/** The exact chance of a wheel's slot. */
export function slotProbability(wheel: WheelConfig, index: number): Fraction {
  return probability(wheel.prizes, index);
}

/** Picks a slot of `wheel` by weight; `random` returns [0, 1) (the draw's numbers, DESIGN 11). */
export function spinWheel(wheel: WheelConfig, random: () => number): { index: number; prize: TurntablePrize } {
  const { index, item } = drawFrom(wheel.prizes, random);
  return { index, prize: item };
}

/** SPEC 9: uses one earned spin of `wheel`: the slot won and the account with the spin counted, or 'noSpinsLeft'. */
export function takeSpin(
  wheel: WheelConfig,
  account: TurntableAccount,
  random: () => number,
): { ok: true; index: number; prize: TurntablePrize; account: TurntableAccount } | { ok: false; error: 'noSpinsLeft' } {
  if (wheelSpins(wheel, account).available < 1) return { ok: false, error: 'noSpinsLeft' };
  const { index, prize } = spinWheel(wheel, random);
  return { ok: true, index, prize, account: { ...account, spinsUsed: account.spinsUsed + 1 } };
}
