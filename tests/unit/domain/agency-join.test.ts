import { describe, expect, it } from 'vitest';
import {
  cancelJoinRequest,
  checkAddHost,
  decideJoinRequest,
  sendJoinRequest,
  type AddHostTarget,
  type JoinRequestState,
} from '../../../src/domain/agency-join.ts';

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
