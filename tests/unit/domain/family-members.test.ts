import { describe, expect, it } from 'vitest';
import {
  checkExpansion,
  checkMemberAction,
  checkRoleChange,
  FAMILY_EXPANSION_COST_COINS,
  FAMILY_EXPANSION_SLOTS,
  FAMILY_EXPANSIONS_MAX,
  familyMemberLimit,
  joinFamily,
} from '../../../src/domain/family-members.ts';
import { FAMILY_TIER_LIMITS } from '../../../src/domain/family-tiers.ts';
import { DAY_MS } from '../../../src/domain/time.ts';
import { active, ASKED, cooling, DELETE_AT } from './family-states.ts';

const NONE = { admins: 0, viceLeaders: 0 };

describe('joinFamily', () => {
  const limit = FAMILY_TIER_LIMITS.silver.members;

  it('joins as a member while there is room', () => {
    expect(joinFamily(active, 'silver', limit - 1, ASKED)).toEqual({ ok: true, role: 'member' });
  });

  it('refuses a full family', () => {
    expect(joinFamily(active, 'silver', limit, ASKED)).toEqual({ ok: false, error: 'full' });
  });

  it('freezes joining while cooling and refuses a dissolved family', () => {
    expect(joinFamily(cooling, 'silver', 0, DELETE_AT - 1)).toEqual({ ok: false, error: 'cooling' });
    expect(joinFamily(cooling, 'silver', 0, DELETE_AT)).toEqual({ ok: false, error: 'dissolved' });
  });
});

describe('familyMemberLimit and checkExpansion', () => {
  it('adds 10 places per expansion to the tier limit, at most 5 expansions', () => {
    expect(familyMemberLimit('bronze', 0)).toBe(FAMILY_TIER_LIMITS.bronze.members);
    expect(familyMemberLimit('silver', 2)).toBe(FAMILY_TIER_LIMITS.silver.members + 2 * FAMILY_EXPANSION_SLOTS);
    expect(familyMemberLimit('silver', 99)).toBe(FAMILY_TIER_LIMITS.silver.members + FAMILY_EXPANSIONS_MAX * FAMILY_EXPANSION_SLOTS);
  });

  it('sells an expansion while below the maximum and the family coins cover it', () => {
    expect(checkExpansion(0, FAMILY_EXPANSION_COST_COINS)).toEqual({ ok: true, cost: FAMILY_EXPANSION_COST_COINS });
    expect(checkExpansion(0, FAMILY_EXPANSION_COST_COINS - 1)).toEqual({ ok: false, error: 'notEnoughCoins' });
    expect(checkExpansion(FAMILY_EXPANSIONS_MAX, 10 ** 9)).toEqual({ ok: false, error: 'expansionMax' });
  });

  it('counts the expansions when someone joins', () => {
    const limit = FAMILY_TIER_LIMITS.bronze.members;
    expect(joinFamily(active, 'bronze', limit, ASKED)).toEqual({ ok: false, error: 'full' });
    expect(joinFamily(active, 'bronze', limit, ASKED, 1)).toEqual({ ok: true, role: 'member' });
  });
});

describe('checkRoleChange', () => {
  it('lets the creator appoint admins up to the tier limit and one vice leader', () => {
    const admins = FAMILY_TIER_LIMITS.bronze.admins;
    expect(checkRoleChange(active, 'creator', 'member', 'admin', { admins: admins - 1, viceLeaders: 0 }, 'bronze', ASKED)).toEqual({ ok: true });
    expect(checkRoleChange(active, 'creator', 'member', 'admin', { admins, viceLeaders: 0 }, 'bronze', ASKED)).toEqual({ ok: false, error: 'adminLimit' });
    expect(checkRoleChange(active, 'creator', 'admin', 'viceLeader', { admins, viceLeaders: 0 }, 'bronze', ASKED)).toEqual({ ok: true });
    expect(checkRoleChange(active, 'creator', 'member', 'viceLeader', { admins: 0, viceLeaders: 1 }, 'bronze', ASKED)).toEqual({
      ok: false,
      error: 'viceLeaderLimit',
    });
  });

  it('refuses everyone but the creator, and never touches the creator', () => {
    for (const actor of ['viceLeader', 'admin', 'member'] as const) {
      expect(checkRoleChange(active, actor, 'member', 'admin', NONE, 'gold', ASKED)).toEqual({ ok: false, error: 'forbidden' });
    }
    expect(checkRoleChange(active, 'creator', 'creator', 'member', NONE, 'gold', ASKED)).toEqual({ ok: false, error: 'roleTooHigh' });
  });

  it('freezes appointing while cooling, but not taking a role away', () => {
    expect(checkRoleChange(cooling, 'creator', 'member', 'admin', NONE, 'gold', ASKED + 1)).toEqual({ ok: false, error: 'cooling' });
    expect(checkRoleChange(cooling, 'creator', 'admin', 'member', NONE, 'gold', ASKED + 1)).toEqual({ ok: true });
  });
});

describe('checkMemberAction', () => {
  it('lets admins and the creator mute or kick lower roles only', () => {
    expect(checkMemberAction(active, 'admin', 'mute', 'member', ASKED)).toEqual({ ok: true });
    expect(checkMemberAction(active, 'admin', 'kick', 'admin', ASKED)).toEqual({ ok: false, error: 'roleTooHigh' });
    expect(checkMemberAction(active, 'creator', 'kick', 'viceLeader', ASKED)).toEqual({ ok: true });
    expect(checkMemberAction(active, 'member', 'mute', 'member', ASKED)).toEqual({ ok: false, error: 'forbidden' });
  });

  it('still mutes and kicks while cooling, never once dissolved', () => {
    expect(checkMemberAction(cooling, 'admin', 'kick', 'member', ASKED + 1)).toEqual({ ok: true });
    expect(checkMemberAction(cooling, 'admin', 'kick', 'member', ASKED + 10 * DAY_MS)).toEqual({ ok: false, error: 'dissolved' });
  });
});
