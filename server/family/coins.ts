// Family coins and family tasks (assumed, docs/rules.md): members contribute their own coins (spent through the
// ledger: wealth exp, and family prestige as coins spent in the family), check in once a day, and claim the tasks'
// rewards, which the platform pays into the family coins. Members only.
import type { FamilyCoinsView, FamilyTaskView } from '../../src/contract/family.ts';
import { FAMILY_TASKS, checkContribution, familyTask, familyTaskPeriod, familyTaskState, type FamilyTask } from '../../src/domain/family-coins.ts';
import { familyTierWeek } from '../../src/domain/family-tiers.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { businessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { spendCoins } from '../services/coins.ts';
import { InsufficientFunds, balanceOf, post, transferBetween } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { addFamilyActivity, familyAccount, familyById, familyCoins, membershipOf, roleIn, thisWeekPrestige, userCoins, type FamilyRow } from './store.ts';

/** A task's progress in its period containing `now`. */
function taskProgress(db: Db, familyId: number, task: FamilyTask, now: number): number {
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
function taskViews(db: Db, familyId: number, now: number): FamilyTaskView[] {
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

/** The family `familyId` names when `userId` is one of its members; otherwise the error that refuses it. */
function memberFamily(db: Db, familyId: number | null, userId: number, now: number): Outcome<FamilyRow> {
  const family = familyById(db, familyId, now);
  if (typeof family === 'string') return refused(family === 'invalidParams' ? 'invalidParams' : 'family.notFound');
  return roleIn(db, family.id, userId) === null ? refused('forbidden') : done(family);
}

/**
 * The family coins, the member's own coins, today's check-in and the tasks. `familyId` undefined: the caller's own
 * family (the /call page).
 */
export function familyCoinsView(db: Db, userId: number, familyId: number | null | undefined, now: number): Outcome<FamilyCoinsView> {
  const own = membershipOf(db, userId);
  if (familyId === undefined && !own) return refused('family.notMember');
  const found = memberFamily(db, familyId === undefined ? (own?.family_id ?? null) : familyId, userId, now);
  if (!found.ok) return found;
  const family = found.data;
  return done({
    familyId: String(family.id),
    coins: familyCoins(db, family.id),
    myCoins: balanceOf(db, userCoins(userId)),
    checkedInToday: db.prepare('SELECT 1 FROM family_checkins WHERE user_id = ? AND date = ?').get(userId, businessDate(now)) !== undefined,
    tasks: taskViews(db, family.id, now),
  });
}

/** The member's balance ran short after the check (another writer got in between). */
export const contributionRefusal: Refusal = (error) => (error instanceof InsufficientFunds ? 'family.exceedsBalance' : null);

/**
 * A member contributes `raw` of their coins (inside the money call's transaction): they spend them (wealth exp,
 * DESIGN 11), and the family receives what was spent, adding to its weekly prestige.
 */
export function contribute(db: Db, userId: number, familyId: number | null, raw: string, now: number): Outcome<{ coins: number; myCoins: number; weeklyPrestige: number }> {
  const found = memberFamily(db, familyId, userId, now);
  if (!found.ok) return found;
  const family = found.data;
  const amount = raw.trim() === '' ? null : parseWholeAmount(raw);
  if (raw.trim() !== '' && amount === null) return refused('family.amountInvalid');
  const check = checkContribution(amount, balanceOf(db, userCoins(userId)));
  if (!check.ok || amount === null) return refused(check.ok ? 'family.amountRequired' : `family.${check.error}`);
  const id = Number(
    db
      .prepare('INSERT INTO family_contributions (family_id, user_id, amount, date, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(family.id, userId, amount, businessDate(now), now).lastInsertRowid,
  );
  const ref = { type: 'family_contribution', id };
  spendCoins(db, { userId, amount, kind: 'familyContribution', at: now, ref });
  transferBetween(db, 'familyContribution', { userId: null, currency: 'coin', kind: 'spent' }, familyAccount(family.id), amount, now, ref);
  const weeklyPrestige = addFamilyActivity(db, family.id, familyTierWeek(now).currentWeekStart, { coins: amount });
  return done({ coins: familyCoins(db, family.id), myCoins: balanceOf(db, userCoins(userId)), weeklyPrestige });
}

/** A member checks in for today, once. */
export function checkIn(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ checkins: number }> {
  const found = memberFamily(db, familyId, userId, now);
  if (!found.ok) return found;
  const family = found.data;
  const today = businessDate(now);
  const added = db.prepare('INSERT OR IGNORE INTO family_checkins (user_id, date, family_id, created_at) VALUES (?, ?, ?, ?)').run(userId, today, family.id, now);
  if (Number(added.changes) !== 1) return refused('family.checkedIn');
  const checkins = (db.prepare('SELECT COUNT(*) AS n FROM family_checkins WHERE family_id = ? AND date = ?').get(family.id, today) as { n: number }).n;
  return done({ checkins });
}

/** A member claims a done task's reward for the family (inside the money call's transaction); the platform pays it. */
export function claimFamilyTask(db: Db, userId: number, familyId: number | null, taskId: string, now: number): Outcome<{ coins: number; rewardCoins: number }> {
  const found = memberFamily(db, familyId, userId, now);
  if (!found.ok) return found;
  const family = found.data;
  const task = familyTask(taskId);
  if (task === null) return refused('invalidParams');
  const view = taskViews(db, family.id, now).find((candidate) => candidate.id === task.id);
  if (view?.state === 'claimed') return refused('family.taskClaimed');
  if (view?.state !== 'claim') return refused('family.taskNotDone');
  const period = familyTaskPeriod(task.period, now).key;
  const claimed = db
    .prepare('INSERT OR IGNORE INTO family_task_claims (family_id, task, period, coins, claimed_by, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(family.id, task.id, period, task.rewardCoins, userId, now);
  if (Number(claimed.changes) !== 1) return refused('family.taskClaimed');
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
  return done({ coins: familyCoins(db, family.id), rewardCoins: task.rewardCoins });
}
