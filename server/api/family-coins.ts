// Family coins and family tasks (assumed, docs/rules.md): members contribute their own coins (spent through the
// ledger: wealth exp, and family prestige as coins spent in the family), check in once a day, and claim the tasks'
// rewards, which the platform pays into the family coins. Members only.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { FAMILY_COIN_ENDPOINTS, type FamilyCoinsView, type FamilyTaskView } from '../../src/contract/family.ts';
import {
  FAMILY_TASKS,
  checkContribution,
  familyTask,
  familyTaskPeriod,
  familyTaskState,
  type FamilyTask,
} from '../../src/domain/family-coins.ts';
import { familyTierWeek } from '../../src/domain/family-tiers.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { businessDate } from '../../src/domain/time.ts';
import { spendCoins } from '../coins.ts';
import { InsufficientFunds, balanceOf, post, transferBetween } from '../ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { familyField } from './family.ts';
import { addFamilyActivity, familyAccount, familyCoins, membershipOf, roleIn, thisWeekPrestige, userCoins, type FamilyRow } from './family-store.ts';
import { idempotent } from './idempotency.ts';
import { errorEnvelope, fail, ok } from './respond.ts';

/** A task's progress in its period containing `now`. */
function taskProgress(db: DatabaseSync, familyId: number, task: FamilyTask, now: number): number {
  const today = businessDate(now);
  if (task.id === 'checkIn') {
    return (db.prepare('SELECT COUNT(*) AS n FROM family_checkins WHERE family_id = ? AND date = ?').get(familyId, today) as { n: number }).n;
  }
  if (task.id === 'contribute') {
    return (db.prepare('SELECT IFNULL(SUM(amount), 0) AS n FROM family_contributions WHERE family_id = ? AND date = ?').get(familyId, today) as { n: number }).n;
  }
  return thisWeekPrestige(db, familyId, now);
}

/** Every family task as it stands now. */
function taskViews(db: DatabaseSync, familyId: number, now: number): FamilyTaskView[] {
  return FAMILY_TASKS.map((task) => {
    const period = familyTaskPeriod(task.period, now);
    const claimed = db.prepare('SELECT 1 FROM family_task_claims WHERE family_id = ? AND task = ? AND period = ?').get(familyId, task.id, period.key) !== undefined;
    const progress = taskProgress(db, familyId, task, now);
    return {
      id: task.id,
      period: task.period,
      target: task.target,
      progress,
      rewardCoins: task.rewardCoins,
      state: familyTaskState(task, progress, claimed),
      endsAt: period.endMs,
    };
  });
}

/** The family coins sub-app. */
export function familyCoinsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  /** The family of a request when the caller is one of its members; otherwise the error that refuses it. */
  const memberFamily = (fields: Record<string, string>, userId: number): FamilyRow | 'invalidParams' | 'family.notFound' | 'forbidden' => {
    const family = familyField(db, fields['family_id'], clock.now());
    if (typeof family === 'string') return family === 'invalidParams' ? 'invalidParams' : 'family.notFound';
    return roleIn(db, family.id, userId) === null ? 'forbidden' : family;
  };

  return new Hono<AuthedEnv>()
    .post(FAMILY_COIN_ENDPOINTS.coins.path, session, (c) => {
      const userId = c.var.user.userId;
      // No family named: the caller's own (the /call page).
      const own = membershipOf(db, userId);
      if (c.var.fields['family_id'] === undefined && !own) return fail(c, 'family.notMember');
      const family = memberFamily(c.var.fields['family_id'] === undefined ? { family_id: String(own?.family_id) } : c.var.fields, userId);
      if (typeof family === 'string') return fail(c, family);
      const now = clock.now();
      const view: FamilyCoinsView = {
        familyId: String(family.id),
        coins: familyCoins(db, family.id),
        myCoins: balanceOf(db, userCoins(userId)),
        checkedInToday: db.prepare('SELECT 1 FROM family_checkins WHERE user_id = ? AND date = ?').get(userId, businessDate(now)) !== undefined,
        tasks: taskViews(db, family.id, now),
      };
      return ok(c, view);
    })
    .post(FAMILY_COIN_ENDPOINTS.contribute.path, session, (c) =>
      idempotent(
        deps,
        c,
        FAMILY_COIN_ENDPOINTS.contribute.path,
        () => {
          const userId = c.var.user.userId;
          const family = memberFamily(c.var.fields, userId);
          if (typeof family === 'string') return errorEnvelope(family);
          const raw = c.var.fields['amount'] ?? '';
          const amount = raw.trim() === '' ? null : parseWholeAmount(raw);
          if (raw.trim() !== '' && amount === null) return errorEnvelope('family.amountInvalid');
          const check = checkContribution(amount, balanceOf(db, userCoins(userId)));
          if (!check.ok || amount === null) return errorEnvelope(check.ok ? 'family.amountRequired' : `family.${check.error}`);
          const now = clock.now();
          const id = Number(
            db
              .prepare('INSERT INTO family_contributions (family_id, user_id, amount, date, created_at) VALUES (?, ?, ?, ?, ?)')
              .run(family.id, userId, amount, businessDate(now), now).lastInsertRowid,
          );
          const ref = { type: 'family_contribution', id };
          // The member spends the coins (wealth exp, DESIGN 11), and the family receives what was spent.
          spendCoins(db, { userId, amount, kind: 'familyContribution', at: now, ref });
          transferBetween(db, 'familyContribution', { userId: null, currency: 'coin', kind: 'spent' }, familyAccount(family.id), amount, now, ref);
          const weeklyPrestige = addFamilyActivity(db, family.id, familyTierWeek(now).currentWeekStart, { coins: amount });
          return { code: 0, msg: 'ok', data: { coins: familyCoins(db, family.id), myCoins: balanceOf(db, userCoins(userId)), weeklyPrestige } };
        },
        (error) => (error instanceof InsufficientFunds ? 'family.exceedsBalance' : null),
      ),
    )
    .post(FAMILY_COIN_ENDPOINTS.checkIn.path, session, (c) => {
      const userId = c.var.user.userId;
      const family = memberFamily(c.var.fields, userId);
      if (typeof family === 'string') return fail(c, family);
      const now = clock.now();
      const today = businessDate(now);
      const done = db.prepare('INSERT OR IGNORE INTO family_checkins (user_id, date, family_id, created_at) VALUES (?, ?, ?, ?)').run(userId, today, family.id, now);
      if (Number(done.changes) !== 1) return fail(c, 'family.checkedIn');
      const checkins = (db.prepare('SELECT COUNT(*) AS n FROM family_checkins WHERE family_id = ? AND date = ?').get(family.id, today) as { n: number }).n;
      return ok(c, { checkins });
    })
    .post(FAMILY_COIN_ENDPOINTS.claimTask.path, session, (c) =>
      idempotent(deps, c, FAMILY_COIN_ENDPOINTS.claimTask.path, () => {
        const userId = c.var.user.userId;
        const family = memberFamily(c.var.fields, userId);
        if (typeof family === 'string') return errorEnvelope(family);
        const task = familyTask(c.var.fields['task'] ?? '');
        if (task === null) return errorEnvelope('invalidParams');
        const now = clock.now();
        const view = taskViews(db, family.id, now).find((candidate) => candidate.id === task.id);
        if (view?.state === 'claimed') return errorEnvelope('family.taskClaimed');
        if (view?.state !== 'claim') return errorEnvelope('family.taskNotDone');
        const period = familyTaskPeriod(task.period, now).key;
        const claimed = db
          .prepare('INSERT OR IGNORE INTO family_task_claims (family_id, task, period, coins, claimed_by, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(family.id, task.id, period, task.rewardCoins, userId, now);
        if (Number(claimed.changes) !== 1) return errorEnvelope('family.taskClaimed');
        // The platform pays the reward into the family coins.
        post(db, {
          kind: 'familyTaskReward',
          at: now,
          refType: 'family',
          refId: family.id,
          entries: [
            { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -task.rewardCoins },
            { account: familyAccount(family.id), amount: task.rewardCoins },
          ],
        });
        return { code: 0, msg: 'ok', data: { coins: familyCoins(db, family.id), rewardCoins: task.rewardCoins } };
      }),
    );
}
