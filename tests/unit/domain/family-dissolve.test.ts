import { describe, expect, it } from 'vitest';
import {
  cancelDissolve,
  dissolveDeleteAtMs,
  FAMILY_DISSOLVE_COOLING_DAYS,
  familyAllows,
  familyDissolveStatus,
  requestDissolve,
} from '../../../src/domain/family-dissolve.ts';
import { jkt } from '../../support/jakarta-time.ts';
import { active, ASKED, cooling, DELETE_AT } from './family-states.ts';


describe('dissolveDeleteAtMs', () => {
  it('is exactly 10 days after the request', () => {
    expect(FAMILY_DISSOLVE_COOLING_DAYS).toBe(10);
    expect(dissolveDeleteAtMs(ASKED)).toBe(jkt(2026, 3, 11, 20));
  });
});

describe('familyDissolveStatus', () => {
  it('is active without a request, cooling for 10 days, then dissolved', () => {
    expect(familyDissolveStatus(active, ASKED)).toBe('active');
    expect(familyDissolveStatus(cooling, ASKED)).toBe('cooling');
    expect(familyDissolveStatus(cooling, DELETE_AT - 1)).toBe('cooling');
    expect(familyDissolveStatus(cooling, DELETE_AT)).toBe('dissolved');
  });
});

describe('familyAllows', () => {
  it('allows what the role may do in an active family', () => {
    expect(familyAllows(active, 'creator', 'setAdmins', ASKED)).toEqual({ ok: true });
    expect(familyAllows(active, 'member', 'kick', ASKED)).toEqual({ ok: false, error: 'forbidden' });
  });

  it('freezes promotion and recruitment while cooling, and nothing else', () => {
    for (const action of ['setAdmins', 'upgrade', 'handleJoins'] as const) {
      expect(familyAllows(cooling, 'creator', action, DELETE_AT - 1)).toEqual({ ok: false, error: 'cooling' });
    }
    for (const action of ['mute', 'kick', 'startSummons', 'editInfo'] as const) {
      expect(familyAllows(cooling, 'creator', action, DELETE_AT - 1)).toEqual({ ok: true });
    }
  });

  it('refuses everything once the family is dissolved', () => {
    expect(familyAllows(cooling, 'creator', 'mute', DELETE_AT)).toEqual({ ok: false, error: 'dissolved' });
  });
});

describe('requestDissolve', () => {
  it('lets the creator start the cooling period', () => {
    expect(requestDissolve(active, 'creator', ASKED)).toEqual({ ok: true, state: cooling });
  });

  it('refuses other roles, a second request and a dissolved family', () => {
    expect(requestDissolve(active, 'admin', ASKED)).toEqual({ ok: false, error: 'forbidden' });
    expect(requestDissolve(cooling, 'creator', ASKED + 1)).toEqual({ ok: false, error: 'alreadyCooling' });
    expect(requestDissolve(cooling, 'creator', DELETE_AT)).toEqual({ ok: false, error: 'dissolved' });
  });
});

describe('cancelDissolve', () => {
  it('cancels at any time during the cooling period, up to its last millisecond', () => {
    expect(cancelDissolve(cooling, 'creator', ASKED)).toEqual({ ok: true, state: active });
    expect(cancelDissolve(cooling, 'creator', DELETE_AT - 1)).toEqual({ ok: true, state: active });
  });

  it('refuses after the period, without a request, and for other roles', () => {
    expect(cancelDissolve(cooling, 'creator', DELETE_AT)).toEqual({ ok: false, error: 'dissolved' });
    expect(cancelDissolve(active, 'creator', ASKED)).toEqual({ ok: false, error: 'notCooling' });
    expect(cancelDissolve(cooling, 'viceLeader', ASKED)).toEqual({ ok: false, error: 'forbidden' });
  });
});
