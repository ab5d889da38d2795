import { describe, expect, it } from 'vitest';
import {
  autoDetachExit,
  decideExitRequest,
  EXIT_AUTO_DETACH_INACTIVE_DAYS,
  EXIT_REVIEW_DAYS,
  exitAutoDetachDueAtMs,
  exitDueForAutoDetach,
  exitInactiveProgress,
  exitReviewDeadlineMs,
  isLiveRestricted,
  requestExit,
  withdrawExitRequest,
  type ExitRequestState,
} from '../../../src/domain/agency-exit.ts';
import { DAY_MS } from '../../../src/domain/time.ts';
import { jkt } from '../../support/jakarta-time.ts';

const ASKED = jkt(2026, 3, 1, 9);
const DEADLINE = ASKED + 15 * DAY_MS;
const pending: ExitRequestState = { status: 'pending', requestedAtMs: ASKED };

describe('exitReviewDeadlineMs', () => {
  it('is exactly 15 days after the request', () => {
    expect(EXIT_REVIEW_DAYS).toBe(15);
    expect(exitReviewDeadlineMs(ASKED)).toBe(jkt(2026, 3, 16, 9));
  });
});

describe('requestExit', () => {
  it('starts a pending request at now', () => {
    expect(requestExit({ status: 'none' }, ASKED)).toEqual({ ok: true, state: pending });
  });

  it('lets a rejected host ask again', () => {
    expect(requestExit({ status: 'rejected', rejectedAtMs: ASKED }, ASKED + DAY_MS)).toEqual({
      ok: true,
      state: { status: 'pending', requestedAtMs: ASKED + DAY_MS },
    });
  });

  it('refuses a second request and a host already detached', () => {
    expect(requestExit(pending, ASKED + 1)).toEqual({ ok: false, error: 'alreadyPending' });
    expect(requestExit({ status: 'detached', detachedAtMs: ASKED, reason: 'approved' }, ASKED)).toEqual({
      ok: false,
      error: 'notInAgency',
    });
  });
});

describe('decideExitRequest', () => {
  it('detaches the host on approval and records a rejection', () => {
    expect(decideExitRequest(pending, 'approve', ASKED + DAY_MS)).toEqual({
      ok: true,
      state: { status: 'detached', detachedAtMs: ASKED + DAY_MS, reason: 'approved' },
    });
    expect(decideExitRequest(pending, 'reject', ASKED + DAY_MS)).toEqual({
      ok: true,
      state: { status: 'rejected', rejectedAtMs: ASKED + DAY_MS },
    });
  });

  it('accepts a decision up to the last millisecond of the 15 days and refuses it from the deadline', () => {
    expect(decideExitRequest(pending, 'reject', DEADLINE - 1).ok).toBe(true);
    expect(decideExitRequest(pending, 'reject', DEADLINE)).toEqual({ ok: false, error: 'reviewTimedOut' });
    expect(decideExitRequest(pending, 'approve', DEADLINE + 1)).toEqual({ ok: false, error: 'reviewTimedOut' });
  });

  it('refuses to decide a request that is not pending', () => {
    expect(decideExitRequest({ status: 'none' }, 'approve', ASKED)).toEqual({ ok: false, error: 'notPending' });
    expect(decideExitRequest({ status: 'rejected', rejectedAtMs: ASKED }, 'approve', ASKED)).toEqual({ ok: false, error: 'notPending' });
  });
});

describe('withdrawExitRequest', () => {
  it('lets the host withdraw at any time while pending, and stay', () => {
    expect(withdrawExitRequest(pending, ASKED)).toEqual({ ok: true, state: { status: 'none' } });
    expect(withdrawExitRequest(pending, DEADLINE - 1)).toEqual({ ok: true, state: { status: 'none' } });
  });

  it('refuses once the request has timed out or when nothing is pending', () => {
    expect(withdrawExitRequest(pending, DEADLINE)).toEqual({ ok: false, error: 'reviewTimedOut' });
    expect(withdrawExitRequest({ status: 'none' }, ASKED)).toEqual({ ok: false, error: 'notPending' });
    expect(withdrawExitRequest({ status: 'rejected', rejectedAtMs: ASKED }, ASKED)).toEqual({ ok: false, error: 'notPending' });
  });
});

describe('isLiveRestricted', () => {
  it('restricts live functions only while an exit request is pending', () => {
    expect(isLiveRestricted(pending)).toBe(true);
    expect(isLiveRestricted({ status: 'none' })).toBe(false);
    expect(isLiveRestricted({ status: 'rejected', rejectedAtMs: ASKED })).toBe(false);
    expect(isLiveRestricted({ status: 'detached', detachedAtMs: ASKED, reason: 'reviewTimeout' })).toBe(false);
  });
});

describe('exitDueForAutoDetach', () => {
  const REJECTED = jkt(2026, 1, 10, 10);
  const rejected: ExitRequestState = { status: 'rejected', rejectedAtMs: REJECTED };

  it('times a pending request out exactly 15 days after it was made', () => {
    expect(exitDueForAutoDetach(pending, DEADLINE - 1, null)).toBeNull();
    expect(exitDueForAutoDetach(pending, DEADLINE, null)).toBe('reviewTimeout');
    expect(exitDueForAutoDetach(pending, DEADLINE + 1, null)).toBe('reviewTimeout');
  });

  it('detaches a rejected host after 90 whole business days without streaming, counted from the rejection', () => {
    expect(EXIT_AUTO_DETACH_INACTIVE_DAYS).toBe(90);
    // 11 January to 10 April is 90 days; due from 00:00 on 11 April (Jakarta).
    expect(exitDueForAutoDetach(rejected, jkt(2026, 4, 10, 23, 59, 59, 999), null)).toBeNull();
    expect(exitDueForAutoDetach(rejected, jkt(2026, 4, 11), null)).toBe('inactive');
    expect(exitDueForAutoDetach(rejected, jkt(2026, 4, 12), null)).toBe('inactive');
  });

  it('ignores streams before the rejection and restarts the count after a stream', () => {
    expect(exitDueForAutoDetach(rejected, jkt(2026, 4, 11), jkt(2025, 12, 1))).toBe('inactive');
    const streamed = jkt(2026, 2, 1, 22);
    // 2 February to 2 May is 90 days; due from 3 May.
    expect(exitDueForAutoDetach(rejected, jkt(2026, 5, 2, 23, 59), streamed)).toBeNull();
    expect(exitDueForAutoDetach(rejected, jkt(2026, 5, 3), streamed)).toBe('inactive');
  });

  it('never detaches a host without a request or one already detached', () => {
    expect(exitDueForAutoDetach({ status: 'none' }, jkt(2030, 1, 1), null)).toBeNull();
    expect(exitDueForAutoDetach({ status: 'detached', detachedAtMs: ASKED, reason: 'approved' }, jkt(2030, 1, 1), null)).toBeNull();
  });
});

describe('autoDetachExit', () => {
  it('detaches with the reason when due', () => {
    expect(autoDetachExit(pending, DEADLINE, null)).toEqual({
      ok: true,
      state: { status: 'detached', detachedAtMs: DEADLINE, reason: 'reviewTimeout' },
    });
    // Rejected 1 March: 2 March to 30 May is 90 days, so it fell due at 00:00 on 31 May, whenever it is applied.
    expect(autoDetachExit({ status: 'rejected', rejectedAtMs: ASKED }, jkt(2026, 6, 30), null)).toEqual({
      ok: true,
      state: { status: 'detached', detachedAtMs: jkt(2026, 5, 31), reason: 'inactive' },
    });
  });

  it('refuses when nothing is due', () => {
    expect(autoDetachExit(pending, DEADLINE - 1, null)).toEqual({ ok: false, error: 'notDue' });
    expect(autoDetachExit({ status: 'none' }, DEADLINE, null)).toEqual({ ok: false, error: 'notDue' });
  });
});

describe('exitInactiveProgress', () => {
  const REJECTED = jkt(2026, 1, 10, 10);

  it('counts the whole days without streaming since the rejection, up to 90', () => {
    expect(exitInactiveProgress(REJECTED, null, jkt(2026, 1, 10, 23))).toEqual({ daysCounted: 0, dueDate: '2026-04-11' });
    expect(exitInactiveProgress(REJECTED, null, jkt(2026, 1, 11, 23))).toMatchObject({ daysCounted: 0 });
    expect(exitInactiveProgress(REJECTED, null, jkt(2026, 1, 12))).toMatchObject({ daysCounted: 1 });
    expect(exitInactiveProgress(REJECTED, null, jkt(2026, 4, 10, 12))).toMatchObject({ daysCounted: 89 });
    expect(exitInactiveProgress(REJECTED, null, jkt(2026, 4, 11))).toMatchObject({ daysCounted: 90 });
    expect(exitInactiveProgress(REJECTED, null, jkt(2026, 9, 1))).toMatchObject({ daysCounted: 90 });
  });

  it('starts again from a later stream', () => {
    expect(exitInactiveProgress(REJECTED, jkt(2026, 2, 1, 22), jkt(2026, 2, 5))).toEqual({ daysCounted: 3, dueDate: '2026-05-03' });
  });
});

describe('exitAutoDetachDueAtMs', () => {
  it('is the 15-day deadline of a pending request and 00:00 of the 91st day after a rejection', () => {
    expect(exitAutoDetachDueAtMs(pending, null)).toEqual({ atMs: DEADLINE, reason: 'reviewTimeout' });
    expect(exitAutoDetachDueAtMs({ status: 'rejected', rejectedAtMs: jkt(2026, 1, 10, 10) }, null)).toEqual({ atMs: jkt(2026, 4, 11), reason: 'inactive' });
    expect(exitAutoDetachDueAtMs({ status: 'none' }, null)).toBeNull();
  });
});
