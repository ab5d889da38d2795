// The family rules the club screens add on top of tiers, roles and summons: names and notices, member limits and
// expansions, role changes, mute and kick, contributions, family tasks, tier progress and the published summons split.
import { describe, expect, it } from 'vitest';
import {
  checkContribution,
  checkExpansion,
  checkFamilyInfo,
  checkMemberAction,
  checkRoleChange,
  FAMILY_CONTRIBUTION_MIN_COINS,
  FAMILY_EXPANSION_COST_COINS,
  FAMILY_EXPANSION_SLOTS,
  FAMILY_EXPANSIONS_MAX,
  FAMILY_NAME_MAX_CHARS,
  FAMILY_NOTICE_MAX_CHARS,
  FAMILY_TASKS,
  FAMILY_TIER_LIMITS,
  familyMemberLimit,
  familyPrestige,
  familyTask,
  familyTaskPeriod,
  familyTaskState,
  familyTierProgress,
  giftPrestige,
  joinFamily,
  nextSummonsThreshold,
  splitCoinsIntoPackets,
  SUMMONS_PACKETS_AND_COINS,
  SUMMONS_TIERS,
  summonsDrawMessage,
  summonsSplitRule,
  weekTotalsPrestige,
} from '../../../src/domain/family.ts';
import { DAY_MS } from '../../../src/domain/time.ts';

/** An instant given as Jakarta (UTC+7) wall time. */
const jkt = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h - 7, mi);
const ASKED = jkt(2026, 3, 4, 12);
const active = { dissolveRequestedAtMs: null };
const cooling = { dissolveRequestedAtMs: ASKED };
const NONE = { admins: 0, viceLeaders: 0 };

describe('weekTotalsPrestige', () => {
  it('gives what familyPrestige gives for the same week kept as running totals', () => {
    const gifts = [25_000, 9_999, 9_999, 10_000];
    expect(gifts.map(giftPrestige)).toEqual([2, 0, 0, 1]);
    const totals = { coins: 1_599, beans: 81, giftPoints: 3 };
    expect(weekTotalsPrestige(totals)).toBe(familyPrestige({ coins: 1_599, beans: 81, gifts }));
    expect(weekTotalsPrestige(totals)).toBe(1 + 2 + 3);
  });
});

describe('familyTierProgress', () => {
  it('names the tier this week reaches and what is missing for the next', () => {
    expect(familyTierProgress(0)).toEqual({ reached: 'bronze', next: 'silver', nextMinPrestige: 200_000, remaining: 200_000 });
    expect(familyTierProgress(250_000)).toEqual({ reached: 'silver', next: 'gold', nextMinPrestige: 1_000_000, remaining: 750_000 });
    expect(familyTierProgress(60_000_000)).toEqual({ reached: 'king', next: null, nextMinPrestige: 0, remaining: 0 });
  });
});

describe('checkFamilyInfo', () => {
  it('trims and keeps a name of 1 to 20 characters, an emoji counting as one', () => {
    expect(checkFamilyInfo({ name: '  Bintang  ', notice: '' })).toEqual({ ok: true, name: 'Bintang', notice: '' });
    expect(checkFamilyInfo({ name: '🌟'.repeat(FAMILY_NAME_MAX_CHARS), notice: '' }).ok).toBe(true);
    expect(checkFamilyInfo({ name: 'a'.repeat(FAMILY_NAME_MAX_CHARS + 1), notice: '' })).toEqual({ ok: false, error: 'nameTooLong' });
    expect(checkFamilyInfo({ name: '   ', notice: '' })).toEqual({ ok: false, error: 'nameRequired' });
  });

  it('refuses control and invisible characters in a name but keeps emoji sequences', () => {
    for (const name of ['a\u0000b', 'a\u200bb', 'a\u2028b', 'tab\there', 'line\nbreak']) {
      expect(checkFamilyInfo({ name, notice: '' }), JSON.stringify(name)).toEqual({ ok: false, error: 'nameInvalid' });
    }
    expect(checkFamilyInfo({ name: '👨‍👩‍👧 Keluarga', notice: '' }).ok).toBe(true);
  });

  it('keeps line breaks in a notice of at most 200 characters and refuses other control characters', () => {
    expect(checkFamilyInfo({ name: 'A', notice: 'Halo\r\nsemua ' })).toEqual({ ok: true, name: 'A', notice: 'Halo\nsemua' });
    expect(checkFamilyInfo({ name: 'A', notice: 'x'.repeat(FAMILY_NOTICE_MAX_CHARS) }).ok).toBe(true);
    expect(checkFamilyInfo({ name: 'A', notice: 'x'.repeat(FAMILY_NOTICE_MAX_CHARS + 1) })).toEqual({ ok: false, error: 'noticeTooLong' });
    expect(checkFamilyInfo({ name: 'A', notice: 'a\u0007b' })).toEqual({ ok: false, error: 'noticeInvalid' });
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

describe('the published summons split', () => {
  it('is derived from the same constants the server splits with', () => {
    for (const tier of SUMMONS_TIERS) {
      const rule = summonsSplitRule(tier);
      const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
      expect(rule).toMatchObject({ packets, coins, averageCoins: coins / packets, minCoins: 1 });
      // The largest first packet the split can give is the rule's maximum.
      expect(splitCoinsIntoPackets(coins, packets, () => 0.999_999_9)[0]).toBe(rule.firstMaxCoins);
      expect(splitCoinsIntoPackets(coins, packets, () => 0)[0]).toBe(rule.minCoins);
    }
  });

  it('draws from the message game|date|id', () => {
    expect(summonsDrawMessage('2026-03-04', 42)).toBe('summons|2026-03-04|42');
  });

  it('names the next effect threshold, none after 150 people', () => {
    expect(nextSummonsThreshold(0)).toBe(5);
    expect(nextSummonsThreshold(5)).toBe(15);
    expect(nextSummonsThreshold(149)).toBe(150);
    expect(nextSummonsThreshold(150)).toBeNull();
  });
});
