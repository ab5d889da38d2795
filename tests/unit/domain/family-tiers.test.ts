import { describe, expect, it } from 'vitest';
import {
  FAMILY_KING_KEEP_PERCENT,
  FAMILY_TIER_LIMITS,
  FAMILY_TIER_MIN_WEEKLY_PRESTIGE,
  FAMILY_TIERS,
  familyTierProgress,
  familyTierWeek,
  rateFamilyTier,
  type FamilyTier,
} from '../../../src/domain/family-tiers.ts';
import { jkt } from '../../support/jakarta-time.ts';

describe('rateFamilyTier', () => {
  const thresholds: [FamilyTier, number][] = [
    ['silver', 200_000],
    ['gold', 1_000_000],
    ['platinum', 5_000_000],
    ['diamond', 12_000_000],
    ['grandmaster', 30_000_000],
  ];

  it('uses the spec thresholds 200k, 1m, 5m, 12m and 30m, with Bronze from 0', () => {
    expect(FAMILY_TIER_MIN_WEEKLY_PRESTIGE.bronze).toBe(0);
    for (const [tier, min] of thresholds) expect(FAMILY_TIER_MIN_WEEKLY_PRESTIGE[tier]).toBe(min);
  });

  it('reaches each tier exactly at its threshold, not one point before', () => {
    for (const tier of FAMILY_TIERS.slice(1)) {
      const min = FAMILY_TIER_MIN_WEEKLY_PRESTIGE[tier];
      const below = FAMILY_TIERS[FAMILY_TIERS.indexOf(tier) - 1];
      expect(rateFamilyTier(min - 1, 'bronze')).toBe(below);
      expect(rateFamilyTier(min, 'bronze')).toBe(tier);
      expect(rateFamilyTier(min + 1, 'bronze')).toBe(tier);
    }
    expect(rateFamilyTier(0, 'gold')).toBe('bronze');
  });

  it('keeps King with 10% of its minimum, and rates a fallen King like any other family', () => {
    expect(FAMILY_KING_KEEP_PERCENT).toBe(10);
    expect(rateFamilyTier(6_000_000, 'king')).toBe('king');
    expect(rateFamilyTier(6_000_001, 'king')).toBe('king');
    expect(rateFamilyTier(5_999_999, 'king')).toBe('platinum');
  });

  it('does not give King to a family that is not King with only 10%', () => {
    expect(rateFamilyTier(6_000_000, 'grandmaster')).toBe('platinum');
    expect(rateFamilyTier(59_999_999, 'grandmaster')).toBe('grandmaster');
    expect(rateFamilyTier(60_000_000, 'grandmaster')).toBe('king');
  });
});

describe('familyTierWeek', () => {
  it('rates on Sunday 24:00 in Jakarta from the week that just ended', () => {
    // Sunday 22 March 2026, last millisecond.
    expect(familyTierWeek(jkt(2026, 3, 22, 23, 59, 59, 999))).toEqual({
      currentWeekStart: '2026-03-16',
      ratedWeekStart: '2026-03-09',
      nextRatingAtMs: jkt(2026, 3, 23),
    });
    expect(familyTierWeek(jkt(2026, 3, 23))).toEqual({
      currentWeekStart: '2026-03-23',
      ratedWeekStart: '2026-03-16',
      nextRatingAtMs: jkt(2026, 3, 30),
    });
  });

  it('puts the rating at 17:00 UTC on Sunday', () => {
    expect(familyTierWeek(jkt(2026, 3, 18, 12)).nextRatingAtMs).toBe(Date.UTC(2026, 2, 22, 17));
  });
});

describe('FAMILY_TIER_LIMITS', () => {
  it('gives every tier at least what the tier below has', () => {
    for (let index = 1; index < FAMILY_TIERS.length; index += 1) {
      const lower = FAMILY_TIER_LIMITS[FAMILY_TIERS[index - 1] as FamilyTier];
      const higher = FAMILY_TIER_LIMITS[FAMILY_TIERS[index] as FamilyTier];
      expect(higher.members).toBeGreaterThan(lower.members);
      expect(higher.admins).toBeGreaterThanOrEqual(lower.admins);
      expect(higher.favoriteHosts).toBeGreaterThanOrEqual(lower.favoriteHosts);
      expect(Number(higher.nameplate)).toBeGreaterThanOrEqual(Number(lower.nameplate));
      expect(Number(higher.chatRoom)).toBeGreaterThanOrEqual(Number(lower.chatRoom));
    }
  });
});

describe('familyTierProgress', () => {
  it('names the tier this week reaches and what is missing for the next', () => {
    expect(familyTierProgress(0)).toEqual({ reached: 'bronze', next: 'silver', nextMinPrestige: 200_000, remaining: 200_000 });
    expect(familyTierProgress(250_000)).toEqual({ reached: 'silver', next: 'gold', nextMinPrestige: 1_000_000, remaining: 750_000 });
    expect(familyTierProgress(60_000_000)).toEqual({ reached: 'king', next: null, nextMinPrestige: 0, remaining: 0 });
  });
});
