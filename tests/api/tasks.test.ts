// The task centre API (SPEC 3, 9; DESIGN 11): one sign-in per business day with its reward, the month's milestones
// claimed once, top-up tasks fed by the ledger's top-up rows, every reward credited once through the ledger, and the
// daily (24:00) and monthly (1st, 00:00) resets of UTC+7.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { TASK_ENDPOINTS, type TaskCentreView, type TaskRewardResult } from '../../src/contract/tasks.ts';
import {
  SIGN_IN_DAILY_REWARD_COINS,
  SIGN_IN_MILESTONE_DAYS,
  SIGN_IN_MILESTONE_REWARD_COINS,
  TOP_UP_TASKS,
} from '../../src/domain/tasks.ts';
import { TASK_DEMO_ACCOUNTS, TASK_DEMO_TOP_UP_COINS } from '../../server/demo/tasks.ts';
import { transaction } from '../../server/db/transaction.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { recordTopUp } from '../../server/services/topups.ts';
import { businessFingerprint, caller, testApp } from './helpers.ts';

/** An instant given as Jakarta (UTC+7) wall time. */
const jkt = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h - 7, mi, s);

const FRESH = String(TASK_DEMO_ACCOUNTS.freshSignIn);
let keys = 0;
/** A fresh Idempotency-Key. */
const key = () => ({ 'Idempotency-Key': `tasks-test-${++keys}-key` });

/** The task centre of `userId` in `t`, read through the API. */
async function centreOf(t: ReturnType<typeof testApp>, userId: string): Promise<TaskCentreView> {
  const answer = await (await caller(t, userId))<TaskCentreView>(TASK_ENDPOINTS.overview.path);
  expect(answer.code).toBe(0);
  return answer.data;
}

/** A state of one top-up task. */
const taskState = (centre: TaskCentreView, id: string) => centre.tasks.find((task) => task.id === id);

describe('the task centre overview', () => {
  it('shows a fresh account nothing done, every reward undone and the next resets', async () => {
    const now = jkt(2026, 3, 18, 12);
    const t = testApp({ now });
    const centre = await centreOf(t, FRESH);
    expect(centre.today).toBe('2026-03-18');
    expect(centre.month).toBe('2026-03');
    expect(centre.resets).toEqual({ dailyAt: jkt(2026, 3, 19), monthlyAt: jkt(2026, 4, 1) });
    expect(centre.balance).toBe(0);
    expect(centre.signIn).toEqual({
      signedDates: [],
      signedToday: false,
      rewardCoins: SIGN_IN_DAILY_REWARD_COINS,
      milestones: SIGN_IN_MILESTONE_DAYS.map((day) => ({ day, rewardCoins: SIGN_IN_MILESTONE_REWARD_COINS[day], state: 'undone' })),
    });
    expect(centre.tasks).toEqual(
      TOP_UP_TASKS.map((task) => ({ id: task.id, period: task.period, targetCoins: task.targetCoins, progressCoins: 0, rewardCoins: task.rewardCoins, state: 'undone' })),
    );
  });

  it('reads the demo top-up made at the moment of seeding into today\'s and this month\'s tasks', async () => {
    const t = testApp();
    const centre = await centreOf(t, String(TASK_DEMO_ACCOUNTS.toppedUpToday));
    expect(taskState(centre, 'dailyTopUp')).toMatchObject({ progressCoins: TASK_DEMO_TOP_UP_COINS, state: 'claim' });
    expect(taskState(centre, 'dailyTopUpPlus')).toMatchObject({ progressCoins: TASK_DEMO_TOP_UP_COINS, state: 'undone' });
    expect(taskState(centre, 'monthlyTopUp')).toMatchObject({ progressCoins: TASK_DEMO_TOP_UP_COINS, state: 'undone' });
  });
});

describe('signing in', () => {
  it('credits the day\'s reward once a business day; a second sign-in is refused and a repeated key gets the first answer', async () => {
    const t = testApp({ now: jkt(2026, 3, 18, 23, 59, 30) });
    const call = await caller(t, FRESH);
    const first = key();
    const signed = await call<TaskRewardResult>(TASK_ENDPOINTS.signIn.path, {}, first);
    expect(signed.code).toBe(0);
    expect(signed.data.rewardCoins).toBe(SIGN_IN_DAILY_REWARD_COINS);
    expect(signed.data.centre.signIn).toMatchObject({ signedDates: ['2026-03-18'], signedToday: true });
    expect(signed.data.centre.balance).toBe(SIGN_IN_DAILY_REWARD_COINS);
    expect(await call(TASK_ENDPOINTS.signIn.path, {}, first)).toEqual(signed);
    expect((await call(TASK_ENDPOINTS.signIn.path, {}, key())).code).toBe(ERROR_CODES['task.alreadySignedIn']);
    expect(available(t.db, Number(FRESH), 'coin')).toBe(SIGN_IN_DAILY_REWARD_COINS);

    // 24:00 UTC+7: a new business day, a new sign-in.
    t.clock.setTo(jkt(2026, 3, 19, 0, 0, 1));
    const next = await (await caller(t, FRESH))<TaskRewardResult>(TASK_ENDPOINTS.signIn.path, {}, key());
    expect(next.code).toBe(0);
    expect(next.data.centre.signIn.signedDates).toEqual(['2026-03-18', '2026-03-19']);
    expect(available(t.db, Number(FRESH), 'coin')).toBe(2 * SIGN_IN_DAILY_REWARD_COINS);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('lets only one of many racing sign-ins through', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const call = await caller(t, FRESH);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(TASK_ENDPOINTS.signIn.path, {}, key())));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === ERROR_CODES['task.alreadySignedIn'])).toHaveLength(19);
    expect(available(t.db, Number(FRESH), 'coin')).toBe(SIGN_IN_DAILY_REWARD_COINS);
  });
});

describe('sign-in milestones', () => {
  it('reach day 3 on the third sign-in of the month, pay once, and start again on the 1st at 00:00', async () => {
    const t = testApp({ now: jkt(2026, 4, 28, 9) });
    for (const day of [28, 29, 30]) {
      t.clock.setTo(jkt(2026, 4, day, 9));
      expect((await (await caller(t, FRESH))(TASK_ENDPOINTS.signIn.path, {}, key())).code).toBe(0);
    }
    const call = await caller(t, FRESH);
    expect((await call(TASK_ENDPOINTS.claimMilestone.path, { day: '7' }, key())).code).toBe(ERROR_CODES['task.notDone']);
    for (const bad of ['5', '3.0', ' 3', '0x3', '', '-3']) {
      expect((await call(TASK_ENDPOINTS.claimMilestone.path, { day: bad }, key())).code, bad).toBe(ERROR_CODES['task.notAMilestone']);
    }
    const before = available(t.db, Number(FRESH), 'coin');
    const claimed = await call<TaskRewardResult>(TASK_ENDPOINTS.claimMilestone.path, { day: '3' }, key());
    expect(claimed.code).toBe(0);
    expect(claimed.data.rewardCoins).toBe(SIGN_IN_MILESTONE_REWARD_COINS[3]);
    expect(claimed.data.centre.signIn.milestones[0]).toEqual({ day: 3, rewardCoins: SIGN_IN_MILESTONE_REWARD_COINS[3], state: 'claimed' });
    expect(available(t.db, Number(FRESH), 'coin')).toBe(before + SIGN_IN_MILESTONE_REWARD_COINS[3]);
    expect((await call(TASK_ENDPOINTS.claimMilestone.path, { day: '3' }, key())).code).toBe(ERROR_CODES['task.alreadyClaimed']);

    // The last instant of April still counts April; 1 May 00:00 UTC+7 starts from nothing.
    t.clock.setTo(jkt(2026, 4, 30, 23, 59, 59));
    expect((await centreOf(t, FRESH)).signIn.milestones[0]?.state).toBe('claimed');
    t.clock.setTo(jkt(2026, 5, 1, 0, 0, 0));
    const may = await centreOf(t, FRESH);
    expect(may.month).toBe('2026-05');
    expect(may.signIn.signedDates).toEqual([]);
    expect(may.signIn.milestones.every((milestone) => milestone.state === 'undone')).toBe(true);
    expect(may.resets.monthlyAt).toBe(jkt(2026, 6, 1));
    expect(reconcile(t.db)).toEqual([]);
  });
});

describe('top-up tasks', () => {
  it('are fed by top-ups of their period, claimed once, and reset with the day or the month', async () => {
    const t = testApp({ now: jkt(2026, 3, 31, 20) });
    const user = Number(FRESH);
    const topUp = (coins: number, at: number) => transaction(t.db, () => recordTopUp(t.db, { userId: user, coins, at }));
    // Yesterday's top-up counts for the month, not for today.
    topUp(40_000, jkt(2026, 3, 30, 22));
    topUp(30_000, jkt(2026, 3, 31, 8));
    let centre = await centreOf(t, FRESH);
    expect(taskState(centre, 'dailyTopUp')).toMatchObject({ progressCoins: 30_000, state: 'undone' });
    expect(taskState(centre, 'monthlyTopUp')).toMatchObject({ progressCoins: 70_000, state: 'undone' });

    const call = await caller(t, FRESH);
    expect((await call(TASK_ENDPOINTS.claim.path, { task: 'dailyTopUp' }, key())).code).toBe(ERROR_CODES['task.notDone']);
    topUp(20_000, jkt(2026, 3, 31, 19));
    centre = await centreOf(t, FRESH);
    expect(taskState(centre, 'dailyTopUp')).toMatchObject({ progressCoins: 50_000, state: 'claim' });

    const before = available(t.db, user, 'coin');
    const claimed = await call<TaskRewardResult>(TASK_ENDPOINTS.claim.path, { task: 'dailyTopUp' }, key());
    expect(claimed.code).toBe(0);
    expect(claimed.data.rewardCoins).toBe(500);
    expect(taskState(claimed.data.centre, 'dailyTopUp')?.state).toBe('claimed');
    expect(available(t.db, user, 'coin')).toBe(before + 500);
    expect((await call(TASK_ENDPOINTS.claim.path, { task: 'dailyTopUp' }, key())).code).toBe(ERROR_CODES['task.alreadyClaimed']);
    for (const bad of ['', 'nope', 'DAILYTOPUP', '__proto__', 'milestone3']) {
      expect((await call(TASK_ENDPOINTS.claim.path, { task: bad }, key())).code, bad).toBe(ERROR_CODES['task.unknown']);
    }

    // The 1st at 00:00: today's and this month's tasks start from nothing; the claim of March stays March's.
    t.clock.setTo(jkt(2026, 4, 1, 0, 0, 0));
    centre = await centreOf(t, FRESH);
    expect(taskState(centre, 'dailyTopUp')).toMatchObject({ progressCoins: 0, state: 'undone' });
    expect(taskState(centre, 'monthlyTopUp')).toMatchObject({ progressCoins: 0, state: 'undone' });
    expect(reconcile(t.db)).toEqual([]);
  });

  it('credit one of many racing claims of the same task', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const user = TASK_DEMO_ACCOUNTS.toppedUpToday;
    const call = await caller(t, String(user));
    const before = available(t.db, user, 'coin');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(TASK_ENDPOINTS.claim.path, { task: 'dailyTopUp' }, key())));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(available(t.db, user, 'coin')).toBe(before + 500);
    expect(reconcile(t.db)).toEqual([]);
  });
});

describe('who may take tasks', () => {
  it('refuses coin dealers and writes nothing', async () => {
    const t = testApp();
    const before = businessFingerprint(t.db);
    for (const dealer of ['10003', '10005', '10007']) {
      const call = await caller(t, dealer);
      for (const endpoint of Object.values(TASK_ENDPOINTS)) {
        expect((await call(endpoint.path, { task: 'dailyTopUp', day: '3' }, key())).code, `${dealer} ${endpoint.path}`).toBe(ERROR_CODES.forbidden);
      }
    }
    expect(businessFingerprint(t.db)).toBe(before);
  });
});

describe('signing in with stray fields', () => {
  it('ignores them: one sign-in, then refusals, never an HTTP 500', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const values = JSON.parse(readFileSync(new URL('./fixtures/bad-values.json', import.meta.url), 'utf8')) as string[];
    const call = await caller(t, FRESH);
    const codes = new Set<number>();
    for (const value of values) {
      codes.add((await call(TASK_ENDPOINTS.signIn.path, { task: value, day: value, constructor: value }, key())).code);
    }
    expect([...codes].sort()).toEqual([0, ERROR_CODES['task.alreadySignedIn']]);
    expect(available(t.db, Number(FRESH), 'coin')).toBe(SIGN_IN_DAILY_REWARD_COINS);
  });
});
