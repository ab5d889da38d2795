import { describe, expect, it } from 'vitest';
import {
  can,
  canActOn,
  canAppointAdmin,
  cancelDissolve,
  canCreateFamily,
  claimSummonsPacket,
  createSummons,
  dissolveDeleteAtMs,
  FAMILY_ACTIONS,
  FAMILY_CREATE_MIN_WEALTH_LEVEL,
  FAMILY_DISSOLVE_COOLING_DAYS,
  FAMILY_KING_KEEP_PERCENT,
  FAMILY_ROLES,
  FAMILY_TIER_LIMITS,
  FAMILY_TIER_MIN_WEEKLY_PRESTIGE,
  FAMILY_TIERS,
  familyAllows,
  familyDissolveStatus,
  familyPrestige,
  familyTierWeek,
  joinFamily,
  leaveFamily,
  rateFamilyTier,
  requestDissolve,
  splitCoinsIntoPackets,
  SUMMONS_EFFECT_THRESHOLDS_PEOPLE,
  SUMMONS_PACKETS_AND_COINS,
  SUMMONS_TIERS,
  SUMMONS_VALID_MINUTES,
  summonsEffectLevel,
  summonsExpiresAtMs,
  summonsRefundCoins,
  type FamilyAction,
  type FamilyRole,
  type FamilyTier,
  type Summons,
} from '../../../src/domain/family.ts';
import { levelForExp, wealthExp } from '../../../src/domain/levels.ts';
import { seededRandom } from '../../../src/domain/random.ts';
import { DAY_MS } from '../../../src/domain/time.ts';

/** An instant given as Jakarta (UTC+7) wall time. */
const jkt = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, mo - 1, d, h - 7, mi, s, ms);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('familyPrestige', () => {
  it('gives 1 point per 800 coins, floored', () => {
    expect(familyPrestige({ coins: 799, beans: 0, gifts: [] })).toBe(0);
    expect(familyPrestige({ coins: 800, beans: 0, gifts: [] })).toBe(1);
    expect(familyPrestige({ coins: 801, beans: 0, gifts: [] })).toBe(1);
    expect(familyPrestige({ coins: 1_600, beans: 0, gifts: [] })).toBe(2);
  });

  it('gives 1 point per 40 beans, floored', () => {
    expect(familyPrestige({ coins: 0, beans: 39, gifts: [] })).toBe(0);
    expect(familyPrestige({ coins: 0, beans: 40, gifts: [] })).toBe(1);
    expect(familyPrestige({ coins: 0, beans: 41, gifts: [] })).toBe(1);
  });

  it('gives each gift 1 point per full 10,000 coins of its value', () => {
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [9_999] })).toBe(0);
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [10_000] })).toBe(1);
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [10_001] })).toBe(1);
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [25_000] })).toBe(2);
    // Gifts are floored one by one: two gifts of 9,999 give nothing.
    expect(familyPrestige({ coins: 0, beans: 0, gifts: [9_999, 9_999] })).toBe(0);
  });

  it('floors each source on its own and adds them up', () => {
    expect(familyPrestige({ coins: 799, beans: 39, gifts: [9_999] })).toBe(0);
    expect(familyPrestige({ coins: 8_000, beans: 4_000, gifts: [10_000, 30_000] })).toBe(10 + 100 + 4);
  });

  it('ignores negative or broken amounts', () => {
    expect(familyPrestige({ coins: -800, beans: Number.NaN, gifts: [-10_000] })).toBe(0);
  });
});

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

describe('canCreateFamily', () => {
  it('needs wealth level 30: 29 is refused, 30 and above allowed', () => {
    expect(FAMILY_CREATE_MIN_WEALTH_LEVEL).toBe(30);
    expect(canCreateFamily(29)).toBe(false);
    expect(canCreateFamily(30)).toBe(true);
    expect(canCreateFamily(31)).toBe(true);
  });

  it('is reached by 120 million coins spent', () => {
    expect(canCreateFamily(levelForExp('wealth', wealthExp(120_000_000)))).toBe(true);
    expect(canCreateFamily(levelForExp('wealth', wealthExp(119_999_999)))).toBe(false);
  });
});

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

const ASKED = jkt(2026, 3, 1, 20);
const DELETE_AT = ASKED + 10 * DAY_MS;
const active = { dissolveRequestedAtMs: null };
const cooling = { dissolveRequestedAtMs: ASKED };

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

describe('summonsEffectLevel', () => {
  it('climbs one level at each of 5, 15, 30, 100 and 150 people', () => {
    expect(SUMMONS_EFFECT_THRESHOLDS_PEOPLE).toEqual([5, 15, 30, 100, 150]);
    expect(summonsEffectLevel(0)).toBe(0);
    SUMMONS_EFFECT_THRESHOLDS_PEOPLE.forEach((threshold, index) => {
      expect(summonsEffectLevel(threshold - 1)).toBe(index);
      expect(summonsEffectLevel(threshold)).toBe(index + 1);
      expect(summonsEffectLevel(threshold + 1)).toBe(index + 1);
    });
    expect(summonsEffectLevel(10_000)).toBe(5);
  });
});

describe('splitCoinsIntoPackets', () => {
  it('always gives whole packets of at least 1 coin adding up to exactly the coins', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = seededRandom(seed);
      const packets = 1 + Math.floor(random() * 120);
      const coins = packets + Math.floor(random() * 300_000);
      const amounts = splitCoinsIntoPackets(coins, packets, random);
      expect(amounts).toHaveLength(packets);
      expect(sum(amounts)).toBe(coins);
      for (const amount of amounts) {
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives 1 coin each when there are exactly as many coins as packets', () => {
    expect(splitCoinsIntoPackets(5, 5, () => 0.99)).toEqual([1, 1, 1, 1, 1]);
  });

  it('keeps a single packet whole', () => {
    expect(splitCoinsIntoPackets(10_000, 1, () => 0.5)).toEqual([10_000]);
  });

  it('draws each packet from 1 up to twice the mean of what is left', () => {
    expect(splitCoinsIntoPackets(100, 4, () => 0)).toEqual([1, 1, 1, 97]);
    // Caps: 2 x 100 / 4 = 50, then 2 x 50 / 3 = 33, then 17 - 1 = 16 (one coin kept for the last packet).
    expect(splitCoinsIntoPackets(100, 4, () => 0.999_999)).toEqual([50, 33, 16, 1]);
  });

  it('stays valid when the random source misbehaves', () => {
    for (const bad of [() => 1, () => -0.5, () => Number.NaN, () => 7]) {
      const amounts = splitCoinsIntoPackets(1_000, 10, bad);
      expect(sum(amounts)).toBe(1_000);
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses fewer coins than packets, no packets, or fractions', () => {
    expect(() => splitCoinsIntoPackets(4, 5, Math.random)).toThrow(RangeError);
    expect(() => splitCoinsIntoPackets(10, 0, Math.random)).toThrow(RangeError);
    expect(() => splitCoinsIntoPackets(10.5, 2, Math.random)).toThrow(RangeError);
  });
});

describe('createSummons', () => {
  it('splits each tier into its packets and coins', () => {
    for (const tier of SUMMONS_TIERS) {
      const summons = createSummons(tier, ASKED, seededRandom(42));
      const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
      expect(summons.tier).toBe(tier);
      expect(summons.sentAtMs).toBe(ASKED);
      expect(summons.packets).toHaveLength(packets);
      expect(sum(summons.packets)).toBe(coins);
      expect(summons.claimedBy).toEqual([]);
    }
  });
});

const summons: Summons = { tier: 'basic', sentAtMs: ASKED, packets: [4_000, 3_000, 2_000, 1_000], claimedBy: [] };
const EXPIRES = ASKED + 30 * 60 * 1000;

describe('summonsExpiresAtMs', () => {
  it('is 30 minutes after sending', () => {
    expect(SUMMONS_VALID_MINUTES).toBe(30);
    expect(summonsExpiresAtMs(summons)).toBe(EXPIRES);
  });
});

describe('claimSummonsPacket', () => {
  it('hands out the packets in order, one per user', () => {
    const first = claimSummonsPacket(summons, 10004, ASKED + 1);
    expect(first).toEqual({ ok: true, coins: 4_000, summons: { ...summons, claimedBy: [10004] } });
    if (!first.ok) return;
    expect(claimSummonsPacket(first.summons, 10004, ASKED + 2)).toEqual({ ok: false, error: 'alreadyClaimed' });
    const second = claimSummonsPacket(first.summons, 10001, ASKED + 2);
    expect(second.ok && second.coins).toBe(3_000);
  });

  it('allows claims up to the last millisecond of the 30 minutes', () => {
    expect(claimSummonsPacket(summons, 1, EXPIRES - 1).ok).toBe(true);
    expect(claimSummonsPacket(summons, 1, EXPIRES)).toEqual({ ok: false, error: 'expired' });
  });

  it('says empty once every packet is claimed', () => {
    expect(claimSummonsPacket({ ...summons, claimedBy: [1, 2, 3, 4] }, 5, ASKED)).toEqual({ ok: false, error: 'empty' });
  });
});

describe('summonsRefundCoins', () => {
  it('refuses while the summons is still valid', () => {
    expect(summonsRefundCoins(summons, EXPIRES - 1)).toEqual({ ok: false, error: 'stillOpen' });
  });

  it('returns the unclaimed packets at expiry', () => {
    expect(summonsRefundCoins(summons, EXPIRES)).toEqual({ ok: true, coins: 10_000 });
    expect(summonsRefundCoins({ ...summons, claimedBy: [1] }, EXPIRES)).toEqual({ ok: true, coins: 6_000 });
    expect(summonsRefundCoins({ ...summons, claimedBy: [1, 2, 3, 4] }, EXPIRES + 1)).toEqual({ ok: true, coins: 0 });
  });

  it('adds up with the claimed coins to exactly what was sent', () => {
    const sent = createSummons('premium', ASKED, seededRandom(7));
    let state = sent;
    let claimed = 0;
    for (let user = 1; user <= 37; user += 1) {
      const result = claimSummonsPacket(state, user, ASKED + user);
      if (result.ok) {
        claimed += result.coins;
        state = result.summons;
      }
    }
    const refund = summonsRefundCoins(state, summonsExpiresAtMs(state));
    expect(refund.ok && refund.coins + claimed).toBe(SUMMONS_PACKETS_AND_COINS.premium.coins);
  });
});
