import { describe, expect, it } from 'vitest';
import {
  checkContribution,
  FAMILY_CONTRIBUTION_MIN_COINS,
  FAMILY_TASKS,
  familyTask,
  familyTaskPeriod,
  familyTaskState,
} from '../../../src/domain/family-coins.ts';
import { jkt } from '../../support/jakarta-time.ts';

describe('checkContribution', () => {
  it('checks the amount in order: given, whole, at least 1,000, a multiple of 1,000, within the balance', () => {
    expect(checkContribution(null, 5_000)).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkContribution(1.5, 5_000)).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkContribution(0, 5_000)).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkContribution(FAMILY_CONTRIBUTION_MIN_COINS - 1, 5_000)).toEqual({ ok: false, error: 'amountTooSmall' });
    expect(checkContribution(1_500, 5_000)).toEqual({ ok: false, error: 'notMultiple' });
    expect(checkContribution(6_000, 5_000)).toEqual({ ok: false, error: 'exceedsBalance' });
    expect(checkContribution(5_000, 5_000)).toEqual({ ok: true });
  });
});

describe('family tasks', () => {
  it('are three: daily check-ins and contributions, weekly prestige', () => {
    expect(FAMILY_TASKS.map((task) => [task.id, task.period])).toEqual([
      ['checkIn', 'daily'],
      ['contribute', 'daily'],
      ['prestige', 'weekly'],
    ]);
    expect(familyTask('prestige')?.rewardCoins).toBe(50_000);
    expect(familyTask('__proto__')).toBeNull();
  });

  it('run by business day and by week Monday to Sunday in Jakarta', () => {
    // Wednesday 4 March 2026 at 23:59 and Thursday at 00:00, Jakarta time.
    expect(familyTaskPeriod('daily', jkt(2026, 3, 4, 23, 59))).toEqual({ key: '2026-03-04', endMs: jkt(2026, 3, 5) });
    expect(familyTaskPeriod('daily', jkt(2026, 3, 5))).toEqual({ key: '2026-03-05', endMs: jkt(2026, 3, 6) });
    expect(familyTaskPeriod('weekly', jkt(2026, 3, 8, 23, 59))).toEqual({ key: '2026-03-02', endMs: jkt(2026, 3, 9) });
  });

  it('are undone below the target, claimable at it, and claimed once paid', () => {
    const task = FAMILY_TASKS[0];
    expect(familyTaskState(task, task.target - 1, false)).toBe('undone');
    expect(familyTaskState(task, task.target, false)).toBe('claim');
    expect(familyTaskState(task, task.target, true)).toBe('claimed');
  });
});
