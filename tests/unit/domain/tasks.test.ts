import { describe, expect, it } from 'vitest';
import {
  businessPeriod,
  claimSignInMilestone,
  findTopUpTask,
  SIGN_IN_DAILY_REWARD_COINS,
  SIGN_IN_MILESTONE_REWARD_COINS,
  signInCalendar,
  TOP_UP_TASKS,
  topUpTaskRecord,
  claimTaskReward,
  EMPTY_SIGN_IN_RECORD,
  hasSignedInToday,
  SIGN_IN_MILESTONE_DAYS,
  signIn,
  signInCount,
  signInMilestones,
  taskRewardState,
  type SignInRecord,
  type TaskRecord,
} from '../../../src/domain/tasks.ts';
import { jkt } from '../../support/jakarta-time.ts';

/** A record signed in on the given days of March 2026. */
const march = (days: number[], claimed: SignInRecord['claimedMilestones'] = []): SignInRecord => ({
  signedDates: days.map((day) => `2026-03-${String(day).padStart(2, '0')}`),
  claimedMilestones: claimed,
});

describe('businessPeriod', () => {
  it('ends a day at 24:00 in Jakarta', () => {
    expect(businessPeriod('daily', jkt(2026, 3, 10, 23, 59, 59, 999))).toEqual({
      key: '2026-03-10',
      startMs: jkt(2026, 3, 10),
      endMs: jkt(2026, 3, 11),
    });
    expect(businessPeriod('daily', jkt(2026, 3, 11)).key).toBe('2026-03-11');
  });

  it('starts a month on the 1st at 00:00 in Jakarta', () => {
    expect(businessPeriod('monthly', jkt(2026, 1, 31, 23, 59, 59, 999))).toEqual({
      key: '2026-01',
      startMs: jkt(2026, 1, 1),
      endMs: jkt(2026, 2, 1),
    });
    expect(businessPeriod('monthly', jkt(2026, 2, 1)).key).toBe('2026-02');
  });

  it('handles February of a leap year and the turn of the year', () => {
    expect(businessPeriod('monthly', jkt(2028, 2, 29, 12)).endMs).toBe(jkt(2028, 3, 1));
    expect(businessPeriod('monthly', jkt(2026, 12, 31, 12))).toEqual({ key: '2026-12', startMs: jkt(2026, 12, 1), endMs: jkt(2027, 1, 1) });
  });
});

describe('taskRewardState', () => {
  const daily: TaskRecord = { period: 'daily', target: 3, progress: 0, progressPeriodKey: '2026-03-10', claimedPeriodKey: null };
  const NOW = jkt(2026, 3, 10, 15);

  it('is undone below the target and claimable at or above it', () => {
    expect(taskRewardState({ ...daily, progress: 2 }, NOW)).toBe('undone');
    expect(taskRewardState({ ...daily, progress: 3 }, NOW)).toBe('claim');
    expect(taskRewardState({ ...daily, progress: 4 }, NOW)).toBe('claim');
  });

  it('is claimed once claimed in this period', () => {
    expect(taskRewardState({ ...daily, progress: 3, claimedPeriodKey: '2026-03-10' }, NOW)).toBe('claimed');
  });

  it('resets a daily task at 24:00', () => {
    const done = { ...daily, progress: 3, claimedPeriodKey: '2026-03-10' };
    expect(taskRewardState(done, jkt(2026, 3, 10, 23, 59, 59, 999))).toBe('claimed');
    expect(taskRewardState(done, jkt(2026, 3, 11))).toBe('undone');
  });

  it('resets a monthly task on the 1st at 00:00', () => {
    const monthly: TaskRecord = { period: 'monthly', target: 1, progress: 1, progressPeriodKey: '2026-03', claimedPeriodKey: null };
    expect(taskRewardState(monthly, jkt(2026, 3, 31, 23, 59, 59, 999))).toBe('claim');
    expect(taskRewardState(monthly, jkt(2026, 4, 1))).toBe('undone');
  });
});

describe('claimTaskReward', () => {
  const NOW = jkt(2026, 3, 10, 15);
  const done: TaskRecord = { period: 'daily', target: 1, progress: 1, progressPeriodKey: '2026-03-10', claimedPeriodKey: '2026-03-09' };

  it('claims a done task for this period', () => {
    expect(claimTaskReward(done, NOW)).toEqual({ ok: true, task: { ...done, claimedPeriodKey: '2026-03-10' } });
  });

  it('refuses a task not done or already claimed', () => {
    expect(claimTaskReward({ ...done, progress: 0 }, NOW)).toEqual({ ok: false, error: 'notDone' });
    expect(claimTaskReward({ ...done, claimedPeriodKey: '2026-03-10' }, NOW)).toEqual({ ok: false, error: 'alreadyClaimed' });
  });
});

describe('signIn', () => {
  it('signs in once per business day', () => {
    const first = signIn(EMPTY_SIGN_IN_RECORD, jkt(2026, 3, 10, 8));
    expect(first).toEqual({ ok: true, record: march([10]) });
    if (!first.ok) return;
    expect(signIn(first.record, jkt(2026, 3, 10, 23, 59, 59, 999))).toEqual({ ok: false, error: 'alreadySignedIn' });
    expect(signIn(first.record, jkt(2026, 3, 11))).toEqual({ ok: true, record: march([10, 11]) });
  });

  it("starts a new record on the 1st, dropping last month's sign-ins and claims", () => {
    expect(signIn(march([1, 2, 3], [3]), jkt(2026, 4, 1))).toEqual({
      ok: true,
      record: { signedDates: ['2026-04-01'], claimedMilestones: [] },
    });
  });
});

describe('signInCount', () => {
  it('counts the days signed in this month, gaps included', () => {
    expect(signInCount(march([1, 2, 5, 9]), jkt(2026, 3, 10))).toBe(4);
  });

  it('is 0 once the month is over', () => {
    expect(signInCount(march([1, 2, 5, 9]), jkt(2026, 3, 31, 23, 59, 59, 999))).toBe(4);
    expect(signInCount(march([1, 2, 5, 9]), jkt(2026, 4, 1))).toBe(0);
  });
});

describe('hasSignedInToday', () => {
  it('is true only on a day already signed in', () => {
    expect(hasSignedInToday(march([10]), jkt(2026, 3, 10, 12))).toBe(true);
    expect(hasSignedInToday(march([10]), jkt(2026, 3, 11))).toBe(false);
    expect(hasSignedInToday(EMPTY_SIGN_IN_RECORD, jkt(2026, 3, 11))).toBe(false);
  });
});

describe('signInMilestones', () => {
  const NOW = jkt(2026, 3, 30, 12);
  const days = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('lists the milestones of days 3, 7, 14, 21 and 28', () => {
    expect(SIGN_IN_MILESTONE_DAYS).toEqual([3, 7, 14, 21, 28]);
    expect(signInMilestones(EMPTY_SIGN_IN_RECORD, NOW).map((entry) => entry.day)).toEqual([3, 7, 14, 21, 28]);
  });

  it('makes each milestone claimable at exactly its count of days, not one day before', () => {
    for (const day of SIGN_IN_MILESTONE_DAYS) {
      const before = signInMilestones(march(days(day - 1)), NOW).find((entry) => entry.day === day);
      const at = signInMilestones(march(days(day)), NOW).find((entry) => entry.day === day);
      const after = signInMilestones(march(days(day + 1)), NOW).find((entry) => entry.day === day);
      expect(before?.state).toBe('undone');
      expect(at?.state).toBe('claim');
      expect(after?.state).toBe('claim');
    }
  });

  it('counts cumulatively: a missed day does not reset the count', () => {
    const states = signInMilestones(march([1, 2, 4, 5, 6, 8, 9]), NOW).map((entry) => entry.state);
    expect(states).toEqual(['claim', 'claim', 'undone', 'undone', 'undone']);
  });

  it('shows claimed milestones as claimed', () => {
    expect(signInMilestones(march(days(7), [3]), NOW).map((entry) => entry.state)).toEqual([
      'claimed',
      'claim',
      'undone',
      'undone',
      'undone',
    ]);
  });
});

describe('claimSignInMilestone', () => {
  const NOW = jkt(2026, 3, 10, 12);

  it('claims a reached milestone once', () => {
    const first = claimSignInMilestone(march([1, 2, 3]), 3, NOW);
    expect(first).toEqual({ ok: true, record: march([1, 2, 3], [3]) });
    if (!first.ok) return;
    expect(claimSignInMilestone(first.record, 3, NOW)).toEqual({ ok: false, error: 'alreadyClaimed' });
  });

  it('refuses a milestone not reached and a day that is not a milestone', () => {
    expect(claimSignInMilestone(march([1, 2]), 3, NOW)).toEqual({ ok: false, error: 'notDone' });
    expect(claimSignInMilestone(march([1, 2, 3, 4, 5]), 5, NOW)).toEqual({ ok: false, error: 'notAMilestone' });
  });

  it("does not let last month's claim block this month", () => {
    const april = { signedDates: ['2026-04-01', '2026-04-02', '2026-04-03'], claimedMilestones: [] };
    expect(claimSignInMilestone(march([1, 2, 3], [3]), 3, jkt(2026, 4, 3))).toEqual({ ok: false, error: 'notDone' });
    expect(claimSignInMilestone(april, 3, jkt(2026, 4, 3))).toEqual({ ok: true, record: { ...april, claimedMilestones: [3] } });
  });
});

describe('sign-in rewards', () => {
  it('pay every day and more at each later milestone', () => {
    expect(SIGN_IN_DAILY_REWARD_COINS).toBeGreaterThan(0);
    const rewards = SIGN_IN_MILESTONE_DAYS.map((day) => SIGN_IN_MILESTONE_REWARD_COINS[day]);
    expect(rewards.every((coins) => Number.isSafeInteger(coins) && coins > 0)).toBe(true);
    expect([...rewards].sort((a, b) => a - b)).toEqual(rewards);
  });
});

describe('TOP_UP_TASKS', () => {
  it('are daily or monthly, with unique ids, whole targets and rewards of 1% to 2% of the target', () => {
    expect(new Set(TOP_UP_TASKS.map((task) => task.id)).size).toBe(TOP_UP_TASKS.length);
    for (const task of TOP_UP_TASKS) {
      expect(['daily', 'monthly']).toContain(task.period);
      expect(Number.isSafeInteger(task.targetCoins) && Number.isSafeInteger(task.rewardCoins)).toBe(true);
      expect(task.rewardCoins / task.targetCoins).toBeGreaterThanOrEqual(0.01);
      expect(task.rewardCoins / task.targetCoins).toBeLessThanOrEqual(0.02);
    }
  });

  it('are found by id only', () => {
    expect(findTopUpTask('dailyTopUp')?.targetCoins).toBe(50_000);
    for (const id of ['', 'DailyTopUp', 'toString', '__proto__', 'milestone3']) expect(findTopUpTask(id)).toBeUndefined();
  });
});

describe('topUpTaskRecord', () => {
  const daily = TOP_UP_TASKS[0];
  const monthly = TOP_UP_TASKS[2];

  it('is claimable once the period\'s top-ups reach the target, and claimed in that period only', () => {
    const now = jkt(2026, 3, 18, 12);
    expect(taskRewardState(topUpTaskRecord(daily, daily.targetCoins - 1, null, now), now)).toBe('undone');
    expect(taskRewardState(topUpTaskRecord(daily, daily.targetCoins, null, now), now)).toBe('claim');
    expect(taskRewardState(topUpTaskRecord(daily, daily.targetCoins, '2026-03-18', now), now)).toBe('claimed');
    // Yesterday's claim does not count today.
    expect(taskRewardState(topUpTaskRecord(daily, daily.targetCoins, '2026-03-17', now), now)).toBe('claim');
    expect(taskRewardState(topUpTaskRecord(monthly, monthly.targetCoins, '2026-03', now), now)).toBe('claimed');
    expect(taskRewardState(topUpTaskRecord(monthly, monthly.targetCoins, '2026-02', now), now)).toBe('claim');
  });
});

describe('signInCalendar', () => {
  it('lists every day of the business month, with the days signed, today and the days to come', () => {
    const now = jkt(2028, 2, 29, 23, 59);
    const days = signInCalendar({ signedDates: ['2028-02-01', '2028-02-28'], claimedMilestones: [] }, now);
    expect(days).toHaveLength(29);
    expect(days[0]).toEqual({ date: '2028-02-01', signed: true, today: false, future: false });
    expect(days[27]).toEqual({ date: '2028-02-28', signed: true, today: false, future: false });
    expect(days[28]).toEqual({ date: '2028-02-29', signed: false, today: true, future: false });
    const march = signInCalendar({ signedDates: ['2028-02-01'], claimedMilestones: [] }, jkt(2028, 3, 1, 0));
    expect(march).toHaveLength(31);
    expect(march.filter((day) => day.signed)).toEqual([]);
    expect(march.filter((day) => day.future)).toHaveLength(30);
  });
});
