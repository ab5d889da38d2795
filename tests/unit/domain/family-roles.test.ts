import { describe, expect, it } from 'vitest';
import {
  can,
  canActOn,
  canAppointAdmin,
  FAMILY_ACTIONS,
  FAMILY_ROLES,
  leaveFamily,
  type FamilyAction,
  type FamilyRole,
} from '../../../src/domain/family-roles.ts';
import { FAMILY_TIER_LIMITS } from '../../../src/domain/family-tiers.ts';

describe('can', () => {
  const expected: Record<FamilyRole, FamilyAction[]> = {
    creator: FAMILY_ACTIONS.filter((action) => action !== 'leave'),
    viceLeader: ['handleJoins', 'mute', 'kick', 'startSummons', 'leave'],
    admin: ['handleJoins', 'mute', 'kick', 'startSummons', 'leave'],
    member: ['leave'],
  };

  it('follows the SPEC 6 table for every role and action', () => {
    for (const role of FAMILY_ROLES) {
      for (const action of FAMILY_ACTIONS)
        expect([role, action, can(role, action)]).toEqual([role, action, expected[role].includes(action)]);
    }
  });

  it('lets everyone but the creator leave', () => {
    expect(can('creator', 'leave')).toBe(false);
    for (const role of ['viceLeader', 'admin', 'member'] as const) expect(can(role, 'leave')).toBe(true);
  });
});

describe('canActOn', () => {
  it('lets a role mute or kick only lower roles', () => {
    expect(canActOn('admin', 'kick', 'member')).toBe(true);
    expect(canActOn('admin', 'kick', 'admin')).toBe(false);
    expect(canActOn('admin', 'mute', 'viceLeader')).toBe(false);
    expect(canActOn('viceLeader', 'kick', 'admin')).toBe(true);
    expect(canActOn('creator', 'kick', 'viceLeader')).toBe(true);
    expect(canActOn('admin', 'kick', 'creator')).toBe(false);
  });

  it('never lets a member mute or kick', () => {
    expect(canActOn('member', 'kick', 'member')).toBe(false);
  });
});

describe('canAppointAdmin', () => {
  it('allows admins up to the tier limit', () => {
    const limit = FAMILY_TIER_LIMITS.bronze.admins;
    expect(canAppointAdmin('bronze', limit - 1)).toBe(true);
    expect(canAppointAdmin('bronze', limit)).toBe(false);
    expect(canAppointAdmin('gold', limit)).toBe(true);
  });
});

describe('leaveFamily', () => {
  it('refuses the creator', () => {
    expect(leaveFamily('creator')).toEqual({ ok: false, error: 'creatorCannotLeave' });
  });

  it('lets others leave, an admin or vice leader losing the role', () => {
    expect(leaveFamily('admin')).toEqual({ ok: true, lostRole: 'admin' });
    expect(leaveFamily('viceLeader')).toEqual({ ok: true, lostRole: 'viceLeader' });
    expect(leaveFamily('member')).toEqual({ ok: true, lostRole: null });
  });
});
