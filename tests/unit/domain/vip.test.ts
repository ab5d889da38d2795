import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/domain/time.ts';
import {
  activateVip,
  claimVipDailyCoins,
  isVipDuration,
  rerateVip,
  VIP_DAILY_COINS_BY_LEVEL,
  VIP_DURATIONS_DAYS,
  VIP_LEVEL_HOLD_DAYS,
  VIP_LEVEL_MIN_RECHARGE_COINS,
  VIP_LEVELS,
  VIP_PRICE_COINS_BY_DURATION_DAYS,
  VIP_RECHARGE_WINDOW_DAYS,
  vipClaimEligibility,
  vipLevelForRecharge,
  vipPriceCoins,
  vipRechargeWindow,
  vipStatus,
  type VipMembership,
} from '../../../src/domain/vip.ts';
import { jkt } from '../../support/jakarta-time.ts';

const NOW = jkt(2026, 3, 10, 10);
const HOLD_MS = VIP_LEVEL_HOLD_DAYS * DAY_MS;

/** An active membership started at NOW. */
const member = (patch: Partial<VipMembership> = {}): VipMembership => ({
  level: 2,
  expiresAtMs: NOW + 30 * DAY_MS,
  levelHeldUntilMs: NOW + HOLD_MS,
  lastClaimDate: null,
  ...patch,
});

describe('isVipDuration', () => {
  it('accepts 30, 90 and 180 days only', () => {
    expect(VIP_DURATIONS_DAYS).toEqual([30, 90, 180]);
    for (const days of VIP_DURATIONS_DAYS) expect(isVipDuration(days)).toBe(true);
    for (const other of [0, 29, 31, 60, 89, 91, 179, 181, 365, 30.5, '30', null]) expect(isVipDuration(other)).toBe(false);
  });
});

describe('vipPriceCoins', () => {
  it('prices each duration from the table, longer durations cheaper per day', () => {
    expect(vipPriceCoins(30)).toBe(VIP_PRICE_COINS_BY_DURATION_DAYS[30]);
    expect(vipPriceCoins(90)).toBe(81_000);
    expect(vipPriceCoins(180)).toBe(144_000);
    expect(vipPriceCoins(90) / 90).toBeLessThan(vipPriceCoins(30) / 30);
    expect(vipPriceCoins(180) / 180).toBeLessThan(vipPriceCoins(90) / 90);
  });
});

describe('vipLevelForRecharge', () => {
  it('gives level 1 without any recharge', () => {
    expect(vipLevelForRecharge(0)).toBe(1);
  });

  it('reaches each level exactly at its minimum recharge, not one coin before', () => {
    for (const level of VIP_LEVELS.slice(1)) {
      const min = VIP_LEVEL_MIN_RECHARGE_COINS[level];
      expect(vipLevelForRecharge(min - 1)).toBe(level - 1);
      expect(vipLevelForRecharge(min)).toBe(level);
      expect(vipLevelForRecharge(min + 1)).toBe(level);
    }
  });

  it('stops at the highest level', () => {
    expect(vipLevelForRecharge(10_000_000_000)).toBe(6);
  });
});

describe('vipRechargeWindow', () => {
  it('covers the 30 business days ending today, today included', () => {
    expect(VIP_RECHARGE_WINDOW_DAYS).toBe(30);
    expect(vipRechargeWindow(NOW)).toEqual({ start: '2026-02-09', end: '2026-03-10', startMs: jkt(2026, 2, 9) });
  });

  it('moves on at 00:00 in Jakarta', () => {
    expect(vipRechargeWindow(jkt(2026, 3, 10, 23, 59, 59, 999)).start).toBe('2026-02-09');
    expect(vipRechargeWindow(jkt(2026, 3, 11)).start).toBe('2026-02-10');
  });
});

describe('vipStatus', () => {
  it('is none for a user who never activated', () => {
    expect(vipStatus(null, NOW)).toBe('none');
  });

  it('is active until the end instant and expired from it', () => {
    const state = member();
    expect(vipStatus(state, state.expiresAtMs - 1)).toBe('active');
    expect(vipStatus(state, state.expiresAtMs)).toBe('expired');
    expect(vipStatus(state, state.expiresAtMs + 1)).toBe('expired');
  });
});

describe('activateVip', () => {
  it('refuses a duration other than 30, 90 or 180 days', () => {
    expect(activateVip(null, 60, NOW, 0)).toEqual({ ok: false, error: 'invalidDuration' });
    expect(activateVip(member(), 31, NOW, 0)).toEqual({ ok: false, error: 'invalidDuration' });
  });

  it('activates for exactly the chosen days at the level of the recent recharges, with a fresh hold', () => {
    for (const days of VIP_DURATIONS_DAYS) {
      expect(activateVip(null, days, NOW, 2_000_000)).toEqual({
        ok: true,
        state: { level: 3, expiresAtMs: NOW + days * DAY_MS, levelHeldUntilMs: NOW + HOLD_MS, lastClaimDate: null },
      });
    }
  });

  it('renews an active VIP from its current end, not from now', () => {
    const state = member({ expiresAtMs: NOW + 5 * DAY_MS });
    const result = activateVip(state, 90, NOW, 500_000);
    expect(result).toEqual({ ok: true, state: { ...state, expiresAtMs: NOW + 95 * DAY_MS } });
  });

  it('upgrades on renewal when the recharges earn more, restarting the hold', () => {
    const state = member({ levelHeldUntilMs: NOW + DAY_MS });
    const later = NOW + 3 * DAY_MS;
    const result = activateVip(state, 30, later, 5_000_000);
    expect(result).toEqual({
      ok: true,
      state: { ...state, level: 4, expiresAtMs: state.expiresAtMs + 30 * DAY_MS, levelHeldUntilMs: later + HOLD_MS },
    });
  });

  it('does not downgrade on renewal during the hold', () => {
    const state = member({ level: 5 });
    const result = activateVip(state, 30, NOW + DAY_MS, 0);
    expect(result.ok && result.state.level).toBe(5);
  });

  it('re-rates an expired VIP from scratch on re-activation, down as well as up, keeping the claim day', () => {
    const expired = member({ level: 5, expiresAtMs: NOW, levelHeldUntilMs: NOW + DAY_MS, lastClaimDate: '2026-03-09' });
    expect(activateVip(expired, 30, NOW, 600_000)).toEqual({
      ok: true,
      state: { level: 2, expiresAtMs: NOW + 30 * DAY_MS, levelHeldUntilMs: NOW + HOLD_MS, lastClaimDate: '2026-03-09' },
    });
  });

  it('treats the end instant itself as expired (starts from now), and one millisecond before as a renewal', () => {
    const state = member();
    const atEnd = activateVip(state, 30, state.expiresAtMs, 0);
    expect(atEnd.ok && atEnd.state.expiresAtMs).toBe(state.expiresAtMs + 30 * DAY_MS);
    expect(atEnd.ok && atEnd.state.level).toBe(1);
    const justBefore = activateVip(state, 30, state.expiresAtMs - 1, 0);
    expect(justBefore.ok && justBefore.state.expiresAtMs).toBe(state.expiresAtMs + 30 * DAY_MS);
    expect(justBefore.ok && justBefore.state.level).toBe(2);
  });
});

describe('rerateVip', () => {
  it('upgrades at once when a higher level is reached, restarting the 30-day hold', () => {
    const later = NOW + 10 * DAY_MS;
    expect(rerateVip(member(), later, 2_000_000)).toEqual(member({ level: 3, levelHeldUntilMs: later + HOLD_MS }));
  });

  it('keeps the level when the recharges fall during the hold, up to its last millisecond', () => {
    const state = member({ level: 4 });
    expect(rerateVip(state, state.levelHeldUntilMs - 1, 0)).toBe(state);
  });

  it('lowers the level when the hold is over, starting a new hold', () => {
    const state = member({ level: 4, expiresAtMs: NOW + 90 * DAY_MS });
    const at = state.levelHeldUntilMs;
    expect(rerateVip(state, at, 500_000)).toEqual({ ...state, level: 2, levelHeldUntilMs: at + HOLD_MS });
  });

  it('keeps the same level with a new hold when the hold ends and the recharges still earn it', () => {
    const state = member({ level: 2, expiresAtMs: NOW + 90 * DAY_MS });
    const at = state.levelHeldUntilMs + DAY_MS;
    expect(rerateVip(state, at, 500_000)).toEqual({ ...state, levelHeldUntilMs: at + HOLD_MS });
  });

  it('leaves an expired VIP alone (it is re-rated on re-activation)', () => {
    const state = member({ expiresAtMs: NOW });
    expect(rerateVip(state, NOW, 50_000_000)).toBe(state);
  });
});

describe('vipClaimEligibility', () => {
  it('refuses users who are not VIP or whose VIP expired', () => {
    expect(vipClaimEligibility(null, NOW, false)).toEqual({ ok: false, error: 'notVip' });
    expect(vipClaimEligibility(member({ expiresAtMs: NOW }), NOW, false)).toEqual({ ok: false, error: 'expired' });
  });

  it('refuses a coin reseller who opened VIP', () => {
    expect(vipClaimEligibility(member(), NOW, true)).toEqual({ ok: false, error: 'resellerCannotClaim' });
  });

  it('pays the coins of the level', () => {
    for (const level of VIP_LEVELS) {
      expect(vipClaimEligibility(member({ level }), NOW, false)).toEqual({ ok: true, coins: VIP_DAILY_COINS_BY_LEVEL[level] });
    }
  });

  it('allows one claim per business day, turning over at 00:00 in Jakarta', () => {
    const claimed = member({ lastClaimDate: '2026-03-10' });
    expect(vipClaimEligibility(claimed, jkt(2026, 3, 10, 0), false)).toEqual({ ok: false, error: 'alreadyClaimedToday' });
    expect(vipClaimEligibility(claimed, jkt(2026, 3, 10, 23, 59, 59, 999), false)).toEqual({ ok: false, error: 'alreadyClaimedToday' });
    expect(vipClaimEligibility(claimed, jkt(2026, 3, 11), false)).toEqual({ ok: true, coins: 600 });
  });
});

describe('claimVipDailyCoins', () => {
  it('pays the coins and marks today as claimed, so a second claim the same day is refused', () => {
    const first = claimVipDailyCoins(member(), NOW, false);
    expect(first).toEqual({ ok: true, coins: 600, state: member({ lastClaimDate: '2026-03-10' }) });
    if (!first.ok) return;
    expect(claimVipDailyCoins(first.state, NOW + 60_000, false)).toEqual({ ok: false, error: 'alreadyClaimedToday' });
  });

  it('refuses the same cases as the eligibility check', () => {
    expect(claimVipDailyCoins(null, NOW, false)).toEqual({ ok: false, error: 'notVip' });
    expect(claimVipDailyCoins(member(), NOW, true)).toEqual({ ok: false, error: 'resellerCannotClaim' });
    expect(claimVipDailyCoins(member({ expiresAtMs: NOW - 1 }), NOW, false)).toEqual({ ok: false, error: 'expired' });
  });
});
