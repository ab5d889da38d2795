// Task centre (SPEC 3, SPEC 9): daily and monthly periods, reward states, daily sign-in and its monthly milestones.
// Pure and shared by the task centre page and the server: erasable TypeScript that Node runs directly. `now` is epoch
// ms; days and months are business days and months in UTC+7 (time.ts).
import { addDays, businessDate, businessDayStartMs, monthStart, type BusinessDate } from './time.ts';

/** SPEC 9: sign-in bonus milestones on days 3, 7, 14, 21 and 28 of the month. */
export const SIGN_IN_MILESTONE_DAYS = [3, 7, 14, 21, 28] as const;
/** A sign-in milestone. */
export type SignInMilestoneDay = (typeof SIGN_IN_MILESTONE_DAYS)[number];

/** SPEC 3: a reward not yet earned, earned and waiting to be claimed, or claimed. */
export type RewardState = 'undone' | 'claim' | 'claimed';

/** SPEC 9: daily rewards reset at 24:00, monthly ones on the 1st at 00:00 (UTC+7). */
export type TaskPeriod = 'daily' | 'monthly';

/** One business day or month: its key (`YYYY-MM-DD` or `YYYY-MM`) and its bounds, start inclusive, end exclusive. */
export interface BusinessPeriod {
  key: string;
  startMs: number;
  endMs: number;
}

/** SPEC 9: the business day (ends 24:00 UTC+7) or month (ends on the next 1st at 00:00 UTC+7) containing `now`. */
export function businessPeriod(period: TaskPeriod, now: number): BusinessPeriod {
  const today = businessDate(now);
  if (period === 'daily') {
    return { key: today, startMs: businessDayStartMs(today), endMs: businessDayStartMs(addDays(today, 1)) };
  }
  const first = monthStart(today);
  // Day 1 + 31 days always lands in the next month, whose 1st is the end.
  const nextFirst = monthStart(addDays(first, 31));
  return { key: first.slice(0, 7), startMs: businessDayStartMs(first), endMs: businessDayStartMs(nextFirst) };
}

/** A task's record as stored: progress and the claim, each tagged with the period it belongs to. */
export interface TaskRecord {
  period: TaskPeriod;
  /** Progress needed to earn the reward (sign-ins, coins topped up, ...). */
  target: number;
  progress: number;
  /** Period key the progress was counted in; progress from an older period counts as 0. */
  progressPeriodKey: string | null;
  /** Period key of the last claim. */
  claimedPeriodKey: string | null;
}

/** SPEC 3 / SPEC 9: the reward state of a task now; a new period starts from 'undone'. */
export function taskRewardState(task: TaskRecord, now: number): RewardState {
  const key = businessPeriod(task.period, now).key;
  if (task.claimedPeriodKey === key) return 'claimed';
  const progress = task.progressPeriodKey === key ? task.progress : 0;
  return progress >= task.target ? 'claim' : 'undone';
}

/** SPEC 3: claims a task's reward when its state is 'claim'. */
export function claimTaskReward(
  task: TaskRecord,
  now: number,
): { ok: true; task: TaskRecord } | { ok: false; error: 'notDone' | 'alreadyClaimed' } {
  const state = taskRewardState(task, now);
  if (state === 'claimed') return { ok: false, error: 'alreadyClaimed' };
  if (state === 'undone') return { ok: false, error: 'notDone' };
  return { ok: true, task: { ...task, claimedPeriodKey: businessPeriod(task.period, now).key } };
}

/** Daily sign-ins and claimed milestones, as stored; both belong to the month of the dates. */
export interface SignInRecord {
  /** Business dates signed in, all in one month, oldest first. */
  signedDates: readonly BusinessDate[];
  /** Milestones claimed in that month. */
  claimedMilestones: readonly SignInMilestoneDay[];
}

/** A record with no sign-ins. */
export const EMPTY_SIGN_IN_RECORD: SignInRecord = { signedDates: [], claimedMilestones: [] };

/** SPEC 9: the record as it stands in the month of `now`: a record from an earlier month resets on the 1st. */
function recordForMonth(record: SignInRecord, now: number): SignInRecord {
  const month = businessPeriod('monthly', now).key;
  const first = record.signedDates[0];
  return first !== undefined && first.startsWith(month) ? record : EMPTY_SIGN_IN_RECORD;
}

/** The days signed in this month, counted cumulatively. */
export function signInCount(record: SignInRecord, now: number): number {
  // assumed (docs/rules.md): a missed day does not reset the count, so day 28 stays reachable after a miss.
  return recordForMonth(record, now).signedDates.length;
}

/** Whether the user has signed in today (business day, UTC+7). */
export function hasSignedInToday(record: SignInRecord, now: number): boolean {
  return recordForMonth(record, now).signedDates.includes(businessDate(now));
}

/** SPEC 1 / SPEC 9: signs in for today, once per business day. */
export function signIn(record: SignInRecord, now: number): { ok: true; record: SignInRecord } | { ok: false; error: 'alreadySignedIn' } {
  // SPEC 1: a daily sign-in; SPEC 9: days end at 24:00 UTC+7.
  if (hasSignedInToday(record, now)) return { ok: false, error: 'alreadySignedIn' };
  const current = recordForMonth(record, now);
  return { ok: true, record: { ...current, signedDates: [...current.signedDates, businessDate(now)] } };
}

/** SPEC 3 / SPEC 9: each milestone of this month with its reward state. */
export function signInMilestones(record: SignInRecord, now: number): { day: SignInMilestoneDay; state: RewardState }[] {
  const current = recordForMonth(record, now);
  const count = current.signedDates.length;
  return SIGN_IN_MILESTONE_DAYS.map((day) => ({
    day,
    state: current.claimedMilestones.includes(day) ? 'claimed' : count >= day ? 'claim' : 'undone',
  }));
}

/** SPEC 9: claims a milestone reached this month. */
export function claimSignInMilestone(
  record: SignInRecord,
  day: number,
  now: number,
): { ok: true; record: SignInRecord } | { ok: false; error: 'notAMilestone' | 'notDone' | 'alreadyClaimed' } {
  const milestone = signInMilestones(record, now).find((entry) => entry.day === day);
  if (milestone === undefined) return { ok: false, error: 'notAMilestone' };
  if (milestone.state === 'claimed') return { ok: false, error: 'alreadyClaimed' };
  if (milestone.state === 'undone') return { ok: false, error: 'notDone' };
  const current = recordForMonth(record, now);
  return { ok: true, record: { ...current, claimedMilestones: [...current.claimedMilestones, milestone.day] } };
}

/** Assumed (docs/rules.md): coins credited by each day's sign-in. */
export const SIGN_IN_DAILY_REWARD_COINS = 100;

/** Assumed (docs/rules.md): coins of each sign-in milestone of SPEC 9, claimed once a month. */
export const SIGN_IN_MILESTONE_REWARD_COINS: Readonly<Record<SignInMilestoneDay, number>> = {
  3: 500,
  7: 1_500,
  14: 3_000,
  21: 5_000,
  28: 10_000,
};

/** A task fed by top-ups (DESIGN 11): coins topped up within its period, against a target. */
export interface TopUpTask {
  id: string;
  period: TaskPeriod;
  /** Coins to top up within the period (business day or month, UTC+7). */
  targetCoins: number;
  rewardCoins: number;
}

/**
 * Assumed (docs/rules.md): the top-up tasks, daily and monthly, each rewarding 1% to 2% of its target. No task
 * counts marble bets or any other paid chance: rewards never push anyone to play.
 */
export const TOP_UP_TASKS = [
  { id: 'dailyTopUp', period: 'daily', targetCoins: 50_000, rewardCoins: 500 },
  { id: 'dailyTopUpPlus', period: 'daily', targetCoins: 300_000, rewardCoins: 4_000 },
  { id: 'monthlyTopUp', period: 'monthly', targetCoins: 1_000_000, rewardCoins: 15_000 },
  { id: 'monthlyTopUpPlus', period: 'monthly', targetCoins: 5_000_000, rewardCoins: 100_000 },
] as const satisfies readonly TopUpTask[];

/** The id of a top-up task. */
export type TopUpTaskId = (typeof TOP_UP_TASKS)[number]['id'];

/** The top-up task with `id`, or undefined (ids arrive from requests as any text). */
export function findTopUpTask(id: string): (typeof TOP_UP_TASKS)[number] | undefined {
  return TOP_UP_TASKS.find((task) => task.id === id);
}

/** A top-up task's record now: the coins topped up in its current period and the period of its last claim. */
export function topUpTaskRecord(task: TopUpTask, toppedUpCoins: number, claimedPeriodKey: string | null, now: number): TaskRecord {
  return {
    period: task.period,
    target: task.targetCoins,
    progress: toppedUpCoins,
    progressPeriodKey: businessPeriod(task.period, now).key,
    claimedPeriodKey,
  };
}

/** The key under which a milestone's claim is kept for its month. */
export function milestoneClaimKey(day: SignInMilestoneDay): `milestone${SignInMilestoneDay}` {
  return `milestone${day}`;
}

/** One day of the sign-in calendar. */
export interface SignInCalendarDay {
  date: BusinessDate;
  signed: boolean;
  /** Today (UTC+7). */
  today: boolean;
  /** Still to come this month. */
  future: boolean;
}

/** SPEC 9: every day of the business month of `now`, with the days signed in. */
export function signInCalendar(record: SignInRecord, now: number): SignInCalendarDay[] {
  const today = businessDate(now);
  const current = recordForMonth(record, now);
  const days: SignInCalendarDay[] = [];
  for (let date = monthStart(today); date.slice(0, 7) === today.slice(0, 7); date = addDays(date, 1)) {
    days.push({ date, signed: current.signedDates.includes(date), today: date === today, future: date > today });
  }
  return days;
}
