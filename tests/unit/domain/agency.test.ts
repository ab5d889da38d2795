import { describe, expect, it } from 'vitest';
import {
  AGENCY_BANK_CARD_DIGITS_MAX,
  AGENCY_BANK_CARD_DIGITS_MIN,
  AGENCY_BANK_TEXT_MAX_CHARS,
  AGENCY_NAME_MAX_CHARS,
  AGENCY_RECORD_FILTERS,
  AGENCY_REJECT_REASON_MAX_CHARS,
  AGENCY_PLATFORM_MAX_CHARS,
  autoDetachExit,
  cancelJoinRequest,
  checkAddHost,
  checkAgencyApplication,
  checkRejectReason,
  decideExitRequest,
  decideJoinRequest,
  EXIT_AUTO_DETACH_INACTIVE_DAYS,
  EXIT_REVIEW_DAYS,
  exitAutoDetachDueAtMs,
  exitDueForAutoDetach,
  exitInactiveProgress,
  exitReviewDeadlineMs,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  inviteCodeFrom,
  isAgencyRecordFilter,
  normalizeInviteCode,
  isLiveRestricted,
  phoneWithAreaCode,
  requestExit,
  reviewAgencyApplication,
  sendJoinRequest,
  submitAgencyApplication,
  textLength,
  withdrawExitRequest,
  type AddHostTarget,
  type AgencyApplicationDraft,
  type AgencyApplicationStatus,
  type ExitRequestState,
  type JoinRequestState,
} from '../../../src/domain/agency.ts';
import { DAY_MS } from '../../../src/domain/time.ts';

/** An instant given as Jakarta (UTC+7) wall time. */
const jkt = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, mo - 1, d, h - 7, mi, s, ms);

/** The id of an uploaded avatar, as the upload answered it. */
const AVATAR = '0123456789abcdef0123456789abcdef';

const VALID: AgencyApplicationDraft = {
  agentName: '  Bintang Agency ',
  avatar: AVATAR,
  phone: '+62 812-3456-7890',
  whatsapp: '6281234567891',
  bankName: ' BCA ',
  bankCardNumber: '1234 5678 90',
  accountHolderName: ' Siti Rahma ',
  platform: '',
};

describe('textLength', () => {
  it('counts an emoji or an accented letter as one character', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('Café')).toBe(4);
  });
});

describe('phoneWithAreaCode', () => {
  it('accepts an Indonesian mobile written with 62, with or without + and separators, as digits', () => {
    expect(phoneWithAreaCode('+62 812-3456-7890')).toBe('6281234567890');
    expect(phoneWithAreaCode('(62) 812.3456.789')).toBe('628123456789');
  });

  it('accepts 10 to 13 digits for Indonesia, not 9 or 14', () => {
    expect(phoneWithAreaCode('628123456')).toBeNull();
    expect(phoneWithAreaCode('6281234567')).toBe('6281234567');
    expect(phoneWithAreaCode('6281234567890')).toBe('6281234567890');
    expect(phoneWithAreaCode('62812345678901')).toBeNull();
  });

  it('accepts a Malaysian number: 60 and 9 or 10 digits', () => {
    expect(phoneWithAreaCode('6012345678')).toBeNull();
    expect(phoneWithAreaCode('60123456789')).toBe('60123456789');
    expect(phoneWithAreaCode('+60 12 3456 7890')).toBe('601234567890');
    expect(phoneWithAreaCode('6012345678901')).toBeNull();
  });

  it('refuses a local number without the area code, other countries and letters', () => {
    expect(phoneWithAreaCode('081234567890')).toBeNull();
    expect(phoneWithAreaCode('+1 415 555 0100')).toBeNull();
    expect(phoneWithAreaCode('62 21 555 0100')).toBeNull();
    expect(phoneWithAreaCode('62812abc4567')).toBeNull();
    expect(phoneWithAreaCode('')).toBeNull();
  });
});

describe('checkAgencyApplication', () => {
  it('accepts a complete form, trimming texts, keeping phone digits and turning an empty platform into null', () => {
    expect(checkAgencyApplication(VALID)).toEqual({
      ok: true,
      application: {
        agentName: 'Bintang Agency',
        avatar: AVATAR,
        phone: '6281234567890',
        whatsapp: '6281234567891',
        bankName: 'BCA',
        bankCardNumber: '1234567890',
        accountHolderName: 'Siti Rahma',
        platform: null,
      },
    });
  });

  it('requires every field but the platform, treating blanks as empty', () => {
    const empty: AgencyApplicationDraft = {
      agentName: '   ',
      avatar: null,
      phone: '',
      whatsapp: null,
      bankName: '',
      bankCardNumber: ' ',
      accountHolderName: null,
    };
    expect(checkAgencyApplication(empty)).toEqual({
      ok: false,
      errors: {
        agentName: 'required',
        avatar: 'required',
        phone: 'required',
        whatsapp: 'required',
        bankName: 'required',
        bankCardNumber: 'required',
        accountHolderName: 'required',
      },
    });
  });

  it('allows an agent name of 20 characters and refuses 21', () => {
    expect(AGENCY_NAME_MAX_CHARS).toBe(20);
    expect(checkAgencyApplication({ ...VALID, agentName: 'a'.repeat(19) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, agentName: 'a'.repeat(20) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, agentName: 'a'.repeat(21) })).toEqual({ ok: false, errors: { agentName: 'tooLong' } });
    expect(checkAgencyApplication({ ...VALID, agentName: '🌙'.repeat(20) }).ok).toBe(true);
  });

  it('allows a platform of 30 characters and refuses 31, counted after trimming', () => {
    expect(AGENCY_PLATFORM_MAX_CHARS).toBe(30);
    const at = checkAgencyApplication({ ...VALID, platform: ` ${'p'.repeat(30)} ` });
    expect(at.ok && at.application.platform).toBe('p'.repeat(30));
    expect(checkAgencyApplication({ ...VALID, platform: 'p'.repeat(29) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, platform: 'p'.repeat(31) })).toEqual({ ok: false, errors: { platform: 'tooLong' } });
  });

  it('refuses phone and whatsapp numbers without an area code', () => {
    expect(checkAgencyApplication({ ...VALID, phone: '081234567890', whatsapp: '0812 3456 7891' })).toEqual({
      ok: false,
      errors: { phone: 'phoneNeedsAreaCode', whatsapp: 'phoneNeedsAreaCode' },
    });
  });

  it('reports a missing avatar beside the other fields (its size and type are the upload\'s rule)', () => {
    expect(checkAgencyApplication({ ...VALID, avatar: ' ', bankName: '' })).toEqual({
      ok: false,
      errors: { avatar: 'required', bankName: 'required' },
    });
  });

  it('limits the bank name and holder name to 50 characters', () => {
    expect(AGENCY_BANK_TEXT_MAX_CHARS).toBe(50);
    expect(checkAgencyApplication({ ...VALID, bankName: 'b'.repeat(50), accountHolderName: 'h'.repeat(50) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, bankName: 'b'.repeat(51), accountHolderName: 'h'.repeat(51) })).toEqual({
      ok: false,
      errors: { bankName: 'tooLong', accountHolderName: 'tooLong' },
    });
  });

  it('takes a bank card number of 8 to 30 digits, spaces and dashes dropped', () => {
    expect([AGENCY_BANK_CARD_DIGITS_MIN, AGENCY_BANK_CARD_DIGITS_MAX]).toEqual([8, 30]);
    const at = checkAgencyApplication({ ...VALID, bankCardNumber: '1234-5678 9012' });
    expect(at.ok && at.application.bankCardNumber).toBe('123456789012');
    expect(checkAgencyApplication({ ...VALID, bankCardNumber: '1'.repeat(30) }).ok).toBe(true);
    for (const bad of ['1234567', '1'.repeat(31), '1234abcd5678', '１２３４５６７８']) {
      expect(checkAgencyApplication({ ...VALID, bankCardNumber: bad }), bad).toEqual({ ok: false, errors: { bankCardNumber: 'cardNumberInvalid' } });
    }
  });
});

describe('submitAgencyApplication', () => {
  it('puts a first application and a reapplication after "not passed" under review', () => {
    expect(submitAgencyApplication('none')).toEqual({ ok: true, status: 'underReview' });
    expect(submitAgencyApplication('notPassed')).toEqual({ ok: true, status: 'underReview' });
  });

  it('refuses while under review and once passed', () => {
    expect(submitAgencyApplication('underReview')).toEqual({ ok: false, error: 'alreadyUnderReview' });
    expect(submitAgencyApplication('passed')).toEqual({ ok: false, error: 'alreadyAgency' });
  });

  it('refuses a host of an agency and someone whose join request waits for a head', () => {
    expect(submitAgencyApplication('none', { memberHost: true, joinPending: false })).toEqual({ ok: false, error: 'memberHost' });
    expect(submitAgencyApplication('notPassed', { memberHost: false, joinPending: true })).toEqual({ ok: false, error: 'joinPending' });
  });
});

describe('checkRejectReason', () => {
  it('takes a trimmed reason of 1 to 200 characters', () => {
    expect(AGENCY_REJECT_REASON_MAX_CHARS).toBe(200);
    expect(checkRejectReason('  Blurry avatar ')).toEqual({ ok: true, reason: 'Blurry avatar' });
    expect(checkRejectReason('r'.repeat(200)).ok).toBe(true);
    expect(checkRejectReason('r'.repeat(201))).toEqual({ ok: false, error: 'tooLong' });
    expect(checkRejectReason('   ')).toEqual({ ok: false, error: 'required' });
    expect(checkRejectReason(null)).toEqual({ ok: false, error: 'required' });
  });
});

describe('invite codes', () => {
  it('are 6 letters without I, O, 0 and 1, typed in any case and with spaces', () => {
    expect(INVITE_CODE_LENGTH).toBe(6);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(normalizeInviteCode(' bntg 26 ')).toBe('BNTG26');
    for (const bad of ['BNTG2', 'BNTG267', 'INCOME', 'B0TG26', 'BNTG2!', '', 'ＢＮＴＧ２６']) expect(normalizeInviteCode(bad), bad).toBeNull();
  });

  it('are drawn from the alphabet with the given source', () => {
    expect(inviteCodeFrom(() => 0)).toBe('AAAAAA');
    expect(inviteCodeFrom(() => 0.999999)).toBe('999999');
    const code = inviteCodeFrom(Math.random);
    expect(normalizeInviteCode(code)).toBe(code);
  });
});

describe('reviewAgencyApplication', () => {
  it('passes or does not pass an application under review', () => {
    expect(reviewAgencyApplication('underReview', 'pass')).toEqual({ ok: true, status: 'passed' });
    expect(reviewAgencyApplication('underReview', 'reject')).toEqual({ ok: true, status: 'notPassed' });
  });

  it('refuses to decide anything not under review', () => {
    for (const status of ['none', 'passed', 'notPassed'] satisfies AgencyApplicationStatus[]) {
      expect(reviewAgencyApplication(status, 'pass')).toEqual({ ok: false, error: 'notUnderReview' });
    }
  });
});

describe('sendJoinRequest', () => {
  it('sends a request that waits for the head', () => {
    expect(sendJoinRequest({ status: 'none' }, 20001)).toEqual({ ok: true, state: { status: 'pending', agencyId: 20001 } });
  });

  it('lets a rejected user join another agency', () => {
    expect(sendJoinRequest({ status: 'rejected', agencyId: 20001 }, 20002)).toEqual({
      ok: true,
      state: { status: 'pending', agencyId: 20002 },
    });
  });

  it('refuses a second request while one is pending, and any request once joined', () => {
    expect(sendJoinRequest({ status: 'pending', agencyId: 20001 }, 20002)).toEqual({ ok: false, error: 'alreadyPending' });
    expect(sendJoinRequest({ status: 'joined', agencyId: 20001 }, 20002)).toEqual({ ok: false, error: 'alreadyInAgency' });
  });

  it('refuses an agency head and someone whose agency application is under review', () => {
    expect(sendJoinRequest({ status: 'none' }, 20001, { isAgencyHead: true, applying: false })).toEqual({ ok: false, error: 'isAgencyHead' });
    expect(sendJoinRequest({ status: 'none' }, 20001, { isAgencyHead: false, applying: true })).toEqual({ ok: false, error: 'applying' });
  });
});

describe('checkAddHost', () => {
  const free: AddHostTarget = { isAgencyHead: false, agencyId: null, applying: false, pendingJoinAgencyId: null };

  it('adds a user in no agency, accepting a request they sent to this agency', () => {
    expect(checkAddHost(free, 20001)).toEqual({ ok: true, acceptsRequest: false });
    expect(checkAddHost({ ...free, pendingJoinAgencyId: 20001 }, 20001)).toEqual({ ok: true, acceptsRequest: true });
  });

  it('refuses a host of this or another agency, a head, an applicant and a request waiting elsewhere', () => {
    expect(checkAddHost({ ...free, agencyId: 20001 }, 20001)).toEqual({ ok: false, error: 'alreadyYourHost' });
    expect(checkAddHost({ ...free, agencyId: 20002 }, 20001)).toEqual({ ok: false, error: 'inAnotherAgency' });
    expect(checkAddHost({ ...free, isAgencyHead: true }, 20001)).toEqual({ ok: false, error: 'isAgencyHead' });
    expect(checkAddHost({ ...free, applying: true }, 20001)).toEqual({ ok: false, error: 'applying' });
    expect(checkAddHost({ ...free, pendingJoinAgencyId: 20002 }, 20001)).toEqual({ ok: false, error: 'pendingElsewhere' });
  });
});

describe('decideJoinRequest', () => {
  const pending: JoinRequestState = { status: 'pending', agencyId: 20001 };

  it('joins on acceptance and records the rejection otherwise', () => {
    expect(decideJoinRequest(pending, 'accept')).toEqual({ ok: true, state: { status: 'joined', agencyId: 20001 } });
    expect(decideJoinRequest(pending, 'reject')).toEqual({ ok: true, state: { status: 'rejected', agencyId: 20001 } });
  });

  it('refuses to decide a request that is not pending', () => {
    expect(decideJoinRequest({ status: 'none' }, 'accept')).toEqual({ ok: false, error: 'notPending' });
    expect(decideJoinRequest({ status: 'rejected', agencyId: 1 }, 'accept')).toEqual({ ok: false, error: 'notPending' });
    expect(decideJoinRequest({ status: 'joined', agencyId: 1 }, 'reject')).toEqual({ ok: false, error: 'notPending' });
  });
});

describe('cancelJoinRequest', () => {
  it('cancels a pending request and clears a rejected one', () => {
    expect(cancelJoinRequest({ status: 'pending', agencyId: 1 })).toEqual({ ok: true, state: { status: 'none' } });
    expect(cancelJoinRequest({ status: 'rejected', agencyId: 1 })).toEqual({ ok: true, state: { status: 'none' } });
  });

  it('has nothing to cancel without a request or once joined', () => {
    expect(cancelJoinRequest({ status: 'none' })).toEqual({ ok: false, error: 'nothingToCancel' });
    expect(cancelJoinRequest({ status: 'joined', agencyId: 1 })).toEqual({ ok: false, error: 'nothingToCancel' });
  });
});

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

describe('the history filters', () => {
  it('show every kind under "all" and only known names are filters', () => {
    const named = new Set(Object.entries(AGENCY_RECORD_FILTERS).filter(([name]) => name !== 'all').flatMap(([, kinds]) => kinds));
    expect([...AGENCY_RECORD_FILTERS.all].sort()).toEqual([...named].sort());
    expect(AGENCY_RECORD_FILTERS.automatic).toEqual(['exitTimedOut', 'detachedInactive']);
    expect(isAgencyRecordFilter('unbinds')).toBe(true);
    for (const bad of ['constructor', '__proto__', 'toString', 'ALL', '']) expect(isAgencyRecordFilter(bad), bad).toBe(false);
  });
});
