// The task centre (SPEC 3, 9; DESIGN 11): the day's sign-in with the month's milestones, and the top-up tasks read from
// the ledger's top-up rows (server/services/topups.ts). Every reward is credited through the ledger, once per period,
// inside a money call. Nothing here runs on a timer: each period is told by its business date or month, so the state
// resets at 24:00 and on the 1st at 00:00 (UTC+7) by itself. Who may take tasks is the policy's (takeTasks).
import type { TaskCentreView, TaskRewardResult } from '../../src/contract/tasks.ts';
import {
  SIGN_IN_DAILY_REWARD_COINS,
  SIGN_IN_MILESTONE_DAYS,
  SIGN_IN_MILESTONE_REWARD_COINS,
  TOP_UP_TASKS,
  businessPeriod,
  claimSignInMilestone,
  claimTaskReward,
  findTopUpTask,
  hasSignedInToday,
  milestoneClaimKey,
  signIn,
  signInMilestones,
  taskRewardState,
  topUpTaskRecord,
  type SignInMilestoneDay,
  type SignInRecord,
} from '../../src/domain/tasks.ts';
import { addDays, businessDate, monthStart } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { grantCoins } from '../services/coins.ts';
import { available } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { toppedUpCoins } from '../services/topups.ts';
import { parseIntegerField } from '../../src/domain/integer.ts';

/** The user's sign-ins and milestone claims of the business month of `now`. */
function signInRecord(db: Db, userId: number, now: number): SignInRecord {
  const month = businessPeriod('monthly', now);
  const first = `${month.key}-01`;
  const signedDates = (
    db.prepare('SELECT date FROM task_sign_ins WHERE user_id = ? AND date >= ? AND date < ? ORDER BY date').all(
      userId,
      first,
      // Day 1 + 31 days is always in the next month.
      monthStart(addDays(first, 31)),
    ) as { date: string }[]
  ).map((row) => row.date);
  const claimed = new Set(
    (db.prepare('SELECT task FROM task_claims WHERE user_id = ? AND period_key = ?').all(userId, month.key) as { task: string }[]).map((row) => row.task),
  );
  return { signedDates, claimedMilestones: SIGN_IN_MILESTONE_DAYS.filter((day) => claimed.has(milestoneClaimKey(day))) };
}

/** The period key of a task's last claim when it is the current one, else null. */
function claimedIn(db: Db, userId: number, task: string, periodKey: string): string | null {
  return db.prepare('SELECT 1 FROM task_claims WHERE user_id = ? AND task = ? AND period_key = ?').get(userId, task, periodKey) ? periodKey : null;
}

/** A top-up task's record now: the coins topped up in its period, from the ledger. */
function topUpRecord(db: Db, userId: number, task: (typeof TOP_UP_TASKS)[number], now: number) {
  const period = businessPeriod(task.period, now);
  return topUpTaskRecord(task, toppedUpCoins(db, userId, period.startMs, period.endMs), claimedIn(db, userId, task.id, period.key), now);
}

/** Everything /taskcenter shows, as of `now`. */
export function taskCentreView(db: Db, userId: number, now: number): TaskCentreView {
  const record = signInRecord(db, userId, now);
  const day = businessPeriod('daily', now);
  const month = businessPeriod('monthly', now);
  return {
    today: businessDate(now),
    month: month.key,
    resets: { dailyAt: day.endMs, monthlyAt: month.endMs },
    balance: available(db, userId, 'coin'),
    signIn: {
      signedDates: [...record.signedDates],
      signedToday: hasSignedInToday(record, now),
      rewardCoins: SIGN_IN_DAILY_REWARD_COINS,
      milestones: signInMilestones(record, now).map(({ day: milestone, state }) => ({
        day: milestone,
        rewardCoins: SIGN_IN_MILESTONE_REWARD_COINS[milestone],
        state,
      })),
    },
    tasks: TOP_UP_TASKS.map((task) => {
      const taskRecord = topUpRecord(db, userId, task, now);
      return {
        id: task.id,
        period: task.period,
        targetCoins: task.targetCoins,
        progressCoins: taskRecord.progress,
        rewardCoins: task.rewardCoins,
        state: taskRewardState(taskRecord, now),
      };
    }),
  };
}

/** The database's own refusals: the one-sign-in-a-day and one-claim-a-period rules, should another writer get in first. */
export const taskRefusal: Refusal = (error) => {
  if (!(error instanceof Error)) return null;
  if (error.message.includes('UNIQUE constraint failed: task_sign_ins')) return 'task.alreadySignedIn';
  if (error.message.includes('UNIQUE constraint failed: task_claims')) return 'task.alreadyClaimed';
  return null;
};

/** Records a claim and credits its coins (inside the money call's transaction); answers the centre afterwards. */
function credit(db: Db, userId: number, task: string, periodKey: string, rewardCoins: number, now: number): Outcome<TaskRewardResult> {
  const id = Number(
    db
      .prepare('INSERT INTO task_claims (user_id, task, period_key, reward_coins, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(userId, task, periodKey, rewardCoins, now).lastInsertRowid,
  );
  grantCoins(db, { userId, amount: rewardCoins, kind: 'taskReward', at: now, ref: { type: 'taskClaim', id } });
  return done({ rewardCoins, centre: taskCentreView(db, userId, now) });
}

/** Signs in for today and credits the day's coins (inside the money call's transaction). */
export function signInToday(db: Db, userId: number, now: number): Outcome<TaskRewardResult> {
  const signed = signIn(signInRecord(db, userId, now), now);
  if (!signed.ok) return refused(`task.${signed.error}`);
  const id = Number(db.prepare('INSERT INTO task_sign_ins (user_id, date, created_at) VALUES (?, ?, ?)').run(userId, businessDate(now), now).lastInsertRowid);
  grantCoins(db, { userId, amount: SIGN_IN_DAILY_REWARD_COINS, kind: 'taskReward', at: now, ref: { type: 'taskSignIn', id } });
  return done({ rewardCoins: SIGN_IN_DAILY_REWARD_COINS, centre: taskCentreView(db, userId, now) });
}

/** Claims the reward of a top-up task done in its period (inside the money call's transaction). */
export function claimTopUpTask(db: Db, userId: number, taskId: string, now: number): Outcome<TaskRewardResult> {
  const task = findTopUpTask(taskId);
  if (!task) return refused('task.unknown');
  const claim = claimTaskReward(topUpRecord(db, userId, task, now), now);
  if (!claim.ok) return refused(`task.${claim.error}`);
  return credit(db, userId, task.id, businessPeriod(task.period, now).key, task.rewardCoins, now);
}

/** Claims a sign-in milestone of the month, `raw` the day as sent (inside the money call's transaction). */
export function claimMilestone(db: Db, userId: number, raw: string, now: number): Outcome<TaskRewardResult> {
  // The one rule of integer fields: "3.0", " 3", "03" or "0x3" are no milestone.
  const day = parseIntegerField(raw, { min: 1, max: 31 }) ?? Number.NaN;
  const claim = claimSignInMilestone(signInRecord(db, userId, now), day, now);
  if (!claim.ok) return refused(`task.${claim.error}`);
  const milestone = day as SignInMilestoneDay;
  return credit(db, userId, milestoneClaimKey(milestone), businessPeriod('monthly', now).key, SIGN_IN_MILESTONE_REWARD_COINS[milestone], now);
}
