// The host level task (SPEC 9): charm level 7 and up, the qualifying gifts' beans of 30 days, an hour live, and the
// charm level a host had at the end of a past day; the gift beans of a day by type. Pure: dates and instants are passed
// in. Erasable TypeScript, shared by site and server.
import { bonusProgressOn, type BonusProgress, type BonusStep } from './host-bonus.ts';
import { charmExp, levelForExp } from './levels.ts';
import { addDays, type BusinessDate } from './time.ts';

/** SPEC 9: the level task is available from charm level 7. */
export const LEVEL_TASK_MIN_CHARM_LEVEL = 7;
/** SPEC 9: it uses the beans of the last 30 days including today. */
export const LEVEL_TASK_WINDOW_DAYS = 30;
/** SPEC 9: it pays on days with at least 1 hour live. */
export const LEVEL_TASK_MIN_LIVE_MINUTES = 60;
/** SPEC 9: only Lucky, S-Lucky and Deluxe gifts count. */
export const LEVEL_TASK_GIFT_TYPES = ['lucky', 'sLucky', 'deluxe'] as const;
/** A kind of gift. */
export type GiftType = (typeof LEVEL_TASK_GIFT_TYPES)[number] | 'normal';

/** The beans of one day by gift type. */
export type BeansByGift = Record<GiftType, number>;

/** The beans of a day that count towards the level task: Lucky, S-Lucky and Deluxe gifts only (SPEC 9). */
export function levelTaskBeans(day: BeansByGift): number {
  return LEVEL_TASK_GIFT_TYPES.reduce((sum, type) => sum + day[type], 0);
}

/** Assumed (docs/rules.md) except levels 8 and 10 (SPEC 9): the level task (30-day qualifying beans -> pay per day). */
export const LEVEL_TASK_TABLE: readonly BonusStep[] = [
  { level: 1, thresholdBeans: 500_000, payBeans: 1_000 },
  { level: 2, thresholdBeans: 1_000_000, payBeans: 2_000 },
  { level: 3, thresholdBeans: 2_000_000, payBeans: 3_500 },
  { level: 4, thresholdBeans: 3_000_000, payBeans: 5_000 },
  { level: 5, thresholdBeans: 4_500_000, payBeans: 7_000 },
  { level: 6, thresholdBeans: 6_000_000, payBeans: 9_000 },
  { level: 7, thresholdBeans: 8_000_000, payBeans: 11_500 },
  { level: 8, thresholdBeans: 10_000_000, payBeans: 14_000 },
  { level: 9, thresholdBeans: 14_000_000, payBeans: 18_000 },
  { level: 10, thresholdBeans: 18_000_000, payBeans: 22_000 },
];

/** The level task of a host today. */
export interface LevelTaskProgress extends BonusProgress {
  /** SPEC 9: charm level 7 or more. */
  available: boolean;
  /** SPEC 9: live for at least an hour today, so today's level pays. */
  earnsToday: boolean;
}

/** SPEC 9: the level task from 30-day Lucky/S-Lucky/Deluxe beans (including today) and today's live minutes. */
export function levelTaskProgress(input: { charmLevel: number; qualifyingBeans30d: number; liveMinutesToday: number }): LevelTaskProgress {
  const available = input.charmLevel >= LEVEL_TASK_MIN_CHARM_LEVEL;
  const progress = bonusProgressOn(input.qualifyingBeans30d, (level) => {
    const step = LEVEL_TASK_TABLE[level - 1];
    if (!step) throw new Error(`no level task level ${level}`);
    return step;
  }, LEVEL_TASK_TABLE.length);
  const earnsToday = available && progress.level > 0 && input.liveMinutesToday >= LEVEL_TASK_MIN_LIVE_MINUTES;
  return { ...progress, available, earnsToday, payBeans: available ? progress.payBeans : 0 };
}

/** The first business date of the level task window ending `today` (30 days including today). */
export function levelTaskWindowStart(today: BusinessDate): BusinessDate {
  return addDays(today, 1 - LEVEL_TASK_WINDOW_DAYS);
}

/**
 * SPEC 9: the charm exp a host had at the end of a past day: that of the beans received up to then, the lifetime
 * beans received now less those received since (never below 0).
 */
export function charmExpAtDayEnd(beansReceived: number, beansReceivedSince: number): number {
  return charmExp(Math.max(0, beansReceived - Math.max(0, beansReceivedSince)));
}

/** The charm level a host had at the end of a past day (SPEC 9: the level task counts the level of its own day). */
export function charmLevelAtDayEnd(beansReceived: number, beansReceivedSince: number): number {
  return levelForExp('charm', charmExpAtDayEnd(beansReceived, beansReceivedSince));
}

/** The gift beans of a day, all types together. */
export function totalBeans(day: BeansByGift): number {
  return day.lucky + day.sLucky + day.deluxe + day.normal;
}

/** No gifts. */
export const NO_BEANS: Readonly<BeansByGift> = { lucky: 0, sLucky: 0, deluxe: 0, normal: 0 };
