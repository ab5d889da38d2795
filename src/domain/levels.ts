// Wealth and charm levels (SPEC 3, SPEC 9): experience from coins spent and beans received, and the level tables.
// Pure and shared by the My Level page and the server: erasable TypeScript that Node runs directly.
import { wholeCount } from './money.ts';

/** SPEC 9: wealth exp is 1 point per 10,000 coins spent. */
export const WEALTH_EXP_COINS_PER_POINT = 10_000;

/** SPEC 9: charm exp is 1 point per 10,000 beans received. */
export const CHARM_EXP_BEANS_PER_POINT = 10_000;

/** SPEC 3: the two level kinds, each with its own exp. */
export const LEVEL_KINDS = ['wealth', 'charm'] as const;
/** A level kind. */
export type LevelKind = (typeof LEVEL_KINDS)[number];

// prettier-ignore
/**
 * Assumed (docs/rules.md): minimum wealth exp of each level; index 0 is level 1, so the highest level is the
 * table's length (50). Roughly x1.33 per level, rounded to two significant figures: the spec names wealth
 * level 36 (a demo agency head) and family creation at wealth level 30, so both must be reachable.
 */
export const WEALTH_LEVEL_MIN_EXP: readonly number[] = [
  0, 1, 2, 4, 6, 9, 14, 19, 26, 36, // 1-10
  49, 66, 89, 120, 160, 210, 280, 380, 510, 670, // 11-20
  900, 1_200, 1_600, 2_100, 2_800, 3_700, 5_000, 6_600, 8_800, 12_000, // 21-30
  16_000, 21_000, 28_000, 37_000, 49_000, 65_000, 86_000, 110_000, 150_000, 200_000, // 31-40
  270_000, 360_000, 480_000, 630_000, 840_000, 1_100_000, 1_500_000, 2_000_000, 2_600_000, 3_500_000, // 41-50
];

// prettier-ignore
/**
 * Assumed (docs/rules.md): minimum charm exp of each level; index 0 is level 1, highest level 50. Level n needs about
 * 0.28 x (n - 1)^3.87 exp, rounded to two significant figures: quick first levels, then about x1.4 a level around
 * level 12 and slower towards the top. Charm follows the gifts a host receives, so the table is set against the
 * demo's gift history: DESIGN 5's steady host (about 420,000 beans a day, 3,700 exp over 90 days) is at charm level
 * 12, and level 7 (host level task, SPEC 9) takes 2,900,000 beans received.
 */
export const CHARM_LEVEL_MIN_EXP: readonly number[] = [
  0, 1, 4, 20, 60, 140, 290, 520, 880, 1_400, // 1-10
  2_100, 3_000, 4_200, 5_700, 7_600, 10_000, 13_000, 16_000, 20_000, 25_000, // 11-20
  30_000, 37_000, 44_000, 52_000, 61_000, 72_000, 84_000, 97_000, 110_000, 130_000, // 21-30
  150_000, 160_000, 190_000, 210_000, 240_000, 260_000, 290_000, 330_000, 360_000, 400_000, // 31-40
  440_000, 490_000, 530_000, 580_000, 640_000, 700_000, 760_000, 820_000, 890_000, 970_000, // 41-50
];

/** Where a user stands within their level. */
export interface LevelProgress {
  level: number;
  /** The user's total exp. */
  exp: number;
  /** Minimum exp of the current level. */
  levelMinExp: number;
  /** Minimum exp of the next level; null at the highest level. */
  nextLevelMinExp: number | null;
  /** Exp still needed for the next level; 0 at the highest level. */
  remainingExp: number;
  /** Whole percent of the way from this level's minimum to the next one, 0-100, floored (100 only at the top). */
  percent: number;
}

/** The level table of a kind. */
export function levelTable(kind: LevelKind): readonly number[] {
  return kind === 'wealth' ? WEALTH_LEVEL_MIN_EXP : CHARM_LEVEL_MIN_EXP;
}

/** SPEC 9: wealth exp from the lifetime total of coins spent, floored (the remainder counts towards the next point). */
export function wealthExp(coinsSpent: number): number {
  return Math.floor(wholeCount(coinsSpent) / WEALTH_EXP_COINS_PER_POINT);
}

/** SPEC 9: charm exp from the lifetime total of beans received, floored (the remainder counts towards the next point). */
export function charmExp(beansReceived: number): number {
  return Math.floor(wholeCount(beansReceived) / CHARM_EXP_BEANS_PER_POINT);
}

/** The highest level whose minimum exp is at most `exp` (level 1 from 0 exp). */
export function levelForExp(kind: LevelKind, exp: number): number {
  const table = levelTable(kind);
  const points = wholeCount(exp);
  let level = 1;
  // assumed (docs/rules.md): a level is reached at exactly its minimum exp.
  for (let index = 1; index < table.length; index += 1) {
    if ((table[index] ?? Infinity) > points) break;
    level = index + 1;
  }
  return level;
}

/** The current level, the next threshold, the exp remaining and the whole percent towards it. */
export function levelProgress(kind: LevelKind, exp: number): LevelProgress {
  const table = levelTable(kind);
  const points = wholeCount(exp);
  const level = levelForExp(kind, points);
  const levelMinExp = table[level - 1] ?? 0;
  const next = table[level];
  if (next === undefined) return { level, exp: points, levelMinExp, nextLevelMinExp: null, remainingExp: 0, percent: 100 };
  // Integer percent, floored so a bar never shows 100 before the level is reached.
  const percent = Math.floor(((points - levelMinExp) * 100) / (next - levelMinExp));
  return { level, exp: points, levelMinExp, nextLevelMinExp: next, remainingExp: next - points, percent };
}

/** SPEC 9: what one exp point of a kind takes: coins spent (wealth) or beans received (charm). */
export function amountPerExp(kind: LevelKind): number {
  return kind === 'wealth' ? WEALTH_EXP_COINS_PER_POINT : CHARM_EXP_BEANS_PER_POINT;
}

/** SPEC 9: the exp of a lifetime amount of a kind (coins spent for wealth, beans received for charm). */
export function expOf(kind: LevelKind, lifetimeAmount: number): number {
  return kind === 'wealth' ? wealthExp(lifetimeAmount) : charmExp(lifetimeAmount);
}

/** The coins still to spend (wealth) or beans still to receive (charm) to reach the next level; 0 at the top. */
export function amountToNextLevel(kind: LevelKind, lifetimeAmount: number): number {
  const total = wholeCount(lifetimeAmount);
  const next = levelProgress(kind, expOf(kind, total)).nextLevelMinExp;
  return next === null ? 0 : Math.max(0, next * amountPerExp(kind) - total);
}
