// The daily and weekly bonus of hosts (SPEC 6, 9): the tables below the spec's formulas, the formulas, and where a
// host stands on them. Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.

/** SPEC 9: from level 10 the daily bonus grows by 160,000 for each extra 20 million beans. */
export const DAILY_BONUS_FORMULA_FROM_LEVEL = 10;
/** SPEC 9: ... each extra 20 million beans in a day ... */
export const DAILY_BONUS_STEP_BEANS = 20_000_000;
/** SPEC 9: ... adds 160,000 to the daily bonus. */
export const DAILY_BONUS_STEP_PAY_BEANS = 160_000;
/** SPEC 9: from level 24 the weekly bonus grows by 1,600,000 for each extra 200 million beans. */
export const WEEKLY_BONUS_FORMULA_FROM_LEVEL = 24;
/** SPEC 9: ... each extra 200 million beans in a week ... */
export const WEEKLY_BONUS_STEP_BEANS = 200_000_000;
/** SPEC 9: ... adds 1,600,000 to the weekly bonus. */
export const WEEKLY_BONUS_STEP_PAY_BEANS = 1_600_000;

/** One step of a bonus table: reached at `thresholdBeans`, pays `payBeans`. */
export interface BonusStep {
  level: number;
  thresholdBeans: number;
  payBeans: number;
}

/** Assumed (docs/rules.md): daily bonus levels 1-9 below the spec's level-10 formula (daily beans -> pay). */
export const DAILY_BONUS_TABLE: readonly BonusStep[] = [
  { level: 1, thresholdBeans: 200_000, payBeans: 1_000 },
  { level: 2, thresholdBeans: 500_000, payBeans: 2_800 },
  { level: 3, thresholdBeans: 1_000_000, payBeans: 6_000 },
  { level: 4, thresholdBeans: 2_000_000, payBeans: 12_400 },
  { level: 5, thresholdBeans: 3_000_000, payBeans: 19_500 },
  { level: 6, thresholdBeans: 5_000_000, payBeans: 34_000 },
  { level: 7, thresholdBeans: 8_000_000, payBeans: 56_000 },
  { level: 8, thresholdBeans: 12_000_000, payBeans: 86_400 },
  { level: 9, thresholdBeans: 16_000_000, payBeans: 120_000 },
];

/** Assumed (docs/rules.md): weekly bonus levels 1-23 below the spec's level-24 formula (weekly beans -> pay). */
export const WEEKLY_BONUS_TABLE: readonly BonusStep[] = [
  { level: 1, thresholdBeans: 1_000_000, payBeans: 5_000 },
  { level: 2, thresholdBeans: 2_000_000, payBeans: 10_400 },
  { level: 3, thresholdBeans: 3_000_000, payBeans: 16_200 },
  { level: 4, thresholdBeans: 5_000_000, payBeans: 28_000 },
  { level: 5, thresholdBeans: 7_000_000, payBeans: 40_600 },
  { level: 6, thresholdBeans: 10_000_000, payBeans: 60_000 },
  { level: 7, thresholdBeans: 13_000_000, payBeans: 79_300 },
  { level: 8, thresholdBeans: 16_000_000, payBeans: 99_200 },
  { level: 9, thresholdBeans: 20_000_000, payBeans: 126_000 },
  { level: 10, thresholdBeans: 25_000_000, payBeans: 160_000 },
  { level: 11, thresholdBeans: 30_000_000, payBeans: 195_000 },
  { level: 12, thresholdBeans: 36_000_000, payBeans: 237_600 },
  { level: 13, thresholdBeans: 42_000_000, payBeans: 281_400 },
  { level: 14, thresholdBeans: 50_000_000, payBeans: 340_000 },
  { level: 15, thresholdBeans: 60_000_000, payBeans: 414_000 },
  { level: 16, thresholdBeans: 70_000_000, payBeans: 490_000 },
  { level: 17, thresholdBeans: 80_000_000, payBeans: 568_000 },
  { level: 18, thresholdBeans: 95_000_000, payBeans: 684_000 },
  { level: 19, thresholdBeans: 110_000_000, payBeans: 803_000 },
  { level: 20, thresholdBeans: 125_000_000, payBeans: 925_000 },
  { level: 21, thresholdBeans: 145_000_000, payBeans: 1_087_500 },
  { level: 22, thresholdBeans: 165_000_000, payBeans: 1_254_000 },
  { level: 23, thresholdBeans: 185_000_000, payBeans: 1_424_500 },
];

/** Step `level` of a table extended by a linear formula from `formulaFrom` on. */
function stepOf(table: readonly BonusStep[], formulaFrom: number, stepBeans: number, stepPay: number, level: number): BonusStep {
  if (level < formulaFrom) {
    const step = table[level - 1];
    if (!step) throw new Error(`no bonus level ${level}`);
    return step;
  }
  const n = level - formulaFrom + 1;
  return { level, thresholdBeans: n * stepBeans, payBeans: n * stepPay };
}

/** SPEC 9 / docs/rules.md: the daily bonus step of a level (1 and up). */
export function dailyBonusStep(level: number): BonusStep {
  return stepOf(DAILY_BONUS_TABLE, DAILY_BONUS_FORMULA_FROM_LEVEL, DAILY_BONUS_STEP_BEANS, DAILY_BONUS_STEP_PAY_BEANS, level);
}

/** SPEC 9 / docs/rules.md: the weekly bonus step of a level (1 and up). */
export function weeklyBonusStep(level: number): BonusStep {
  return stepOf(WEEKLY_BONUS_TABLE, WEEKLY_BONUS_FORMULA_FROM_LEVEL, WEEKLY_BONUS_STEP_BEANS, WEEKLY_BONUS_STEP_PAY_BEANS, level);
}

/** Where a host stands on a bonus table. */
export interface BonusProgress {
  /** Reached level; 0 before the first step. */
  level: number;
  /** What the reached level pays. */
  payBeans: number;
  beans: number;
  /** The next step and the beans still needed; null when there is no higher step. */
  next: (BonusStep & { remainingBeans: number }) | null;
}

/** Progress on a table whose step function is `step` (unbounded above when `maxLevel` is null). */
export function bonusProgressOn(beans: number, step: (level: number) => BonusStep, maxLevel: number | null): BonusProgress {
  let level = 0;
  while ((maxLevel === null || level < maxLevel) && step(level + 1).thresholdBeans <= beans) level++;
  const next = maxLevel !== null && level >= maxLevel ? null : step(level + 1);
  return {
    level,
    payBeans: level === 0 ? 0 : step(level).payBeans,
    beans,
    next: next ? { ...next, remainingBeans: next.thresholdBeans - beans } : null,
  };
}

/** SPEC 9: the daily bonus reached by a day's beans, and the next step. */
export function dailyBonusProgress(beansToday: number): BonusProgress {
  return bonusProgressOn(beansToday, dailyBonusStep, null);
}

/** SPEC 9: the weekly bonus reached by a week's beans, and the next step. */
export function weeklyBonusProgress(beansThisWeek: number): BonusProgress {
  return bonusProgressOn(beansThisWeek, weeklyBonusStep, null);
}
