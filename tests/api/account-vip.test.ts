// VIP (SPEC 4, 6, 8, 9): the mall's overview from the top-ups of the last 30 days, buying and renewing with coins
// (wealth exp, idempotent), the daily coins once a business day and never for a reseller, and the daily re-rating.
import { describe, expect, it } from 'vitest';
import { VIP_ENDPOINTS, type VipOverview, type VipResult } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { DAY_MS, businessDate, businessDayStartMs, addDays } from '../../src/domain/time.ts';
import { VIP_DAILY_COINS_BY_LEVEL, VIP_PRICE_COINS_BY_DURATION_DAYS } from '../../src/domain/vip.ts';
import { transaction } from '../../server/db/transaction.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { recordTopUp, toppedUpCoins } from '../../server/services/topups.ts';
import { caller, testApp } from './helpers.ts';

const key = (n: number) => `vip-test-key-${n}`;

/** The user's wealth exp and coins spent. */
const wealthOf = (t: ReturnType<typeof testApp>, id: number) =>
  t.db.prepare('SELECT wealth_exp, coins_spent FROM users WHERE id = ?').get(id) as { wealth_exp: number; coins_spent: number };

describe('POST /api/vip/overview', () => {
  it('shows 10004 not activated, with her small top-ups of the window and level 2 at 500,000 coins', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10004'))<VipOverview>(VIP_ENDPOINTS.overview.path);
    const today = businessDate(t.clock.now());
    const recharged = toppedUpCoins(t.db, 10004, businessDayStartMs(addDays(today, -29)), t.clock.now());
    expect(recharged).toBeLessThan(500_000);
    expect(data).toMatchObject({
      status: 'none',
      membership: null,
      rechargedCoins: recharged,
      earnedLevel: 1,
      next: { level: 2, minRechargeCoins: 500_000, remainingCoins: 500_000 - recharged },
      claim: { coins: 0, refusal: 'notVip' },
      balance: 12_000,
      isReseller: false,
    });
    expect(data.window).toEqual({ start: addDays(today, -29), end: today });
  });

  it('shows the reseller 10003 active at level 2 and why the daily coins are not theirs (SPEC 6)', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10003'))<VipOverview>(VIP_ENDPOINTS.overview.path);
    expect(data).toMatchObject({ status: 'active', membership: { level: 2 }, rechargedCoins: 600_000, claim: { coins: 600, refusal: 'resellerCannotClaim' }, isReseller: true });
  });

  it('shows an expired membership', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '52005'))<VipOverview>(VIP_ENDPOINTS.overview.path);
    expect(data).toMatchObject({ status: 'expired', membership: { level: 1 }, claim: { coins: 0, refusal: 'expired' } });
  });
});

describe('POST /api/vip/buy', () => {
  it('activates at the level of the recharge, takes the coins with wealth exp, and answers a repeat with the first answer', async () => {
    const t = testApp();
    const budi = await caller(t, '10002');
    const coins = available(t.db, 10002, 'coin');
    const wealth = wealthOf(t, 10002);
    const bought = await budi<VipResult>(VIP_ENDPOINTS.buy.path, { days: '30' }, { 'Idempotency-Key': key(1) });
    // 10002 recharged 2,500,000 coins in the window: VIP level 3.
    expect(bought).toMatchObject({ code: 0, data: { membership: { level: 3 }, balance: coins - 30_000 } });
    expect(bought.data.membership.expiresAt - t.clock.now()).toBeGreaterThan(30 * DAY_MS - 1_000);
    expect(wealthOf(t, 10002)).toEqual({ wealth_exp: wealth.wealth_exp + 3, coins_spent: wealth.coins_spent + 30_000 });
    expect(await budi(VIP_ENDPOINTS.buy.path, { days: '30' }, { 'Idempotency-Key': key(1) })).toEqual(bought);
    expect(available(t.db, 10002, 'coin')).toBe(coins - 30_000);

    // A renewal adds its days to the current end.
    const renewed = await budi<VipResult>(VIP_ENDPOINTS.buy.path, { days: '90' }, { 'Idempotency-Key': key(2) });
    expect(renewed.data.membership.expiresAt).toBe(bought.data.membership.expiresAt + 90 * DAY_MS);
    expect(renewed.data.balance).toBe(coins - 30_000 - VIP_PRICE_COINS_BY_DURATION_DAYS[90]);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('refuses a duration that is not sold and a balance too small, taking nothing', async () => {
    const t = testApp();
    const andi = await caller(t, '10004');
    for (const days of ['', '31', '0', '-30', '30.0', 'abc']) {
      expect((await andi(VIP_ENDPOINTS.buy.path, { days }, { 'Idempotency-Key': key(10 + days.length) + days.replace(/\W/g, 'x') })).code, days).toBe(ERROR_CODES['vip.invalidDuration']);
    }
    expect((await andi(VIP_ENDPOINTS.buy.path, { days: '30' }, { 'Idempotency-Key': key(20) })).code).toBe(ERROR_CODES['vip.insufficientCoins']);
    expect(available(t.db, 10004, 'coin')).toBe(12_000);
    expect((await andi(VIP_ENDPOINTS.buy.path, { days: '30' })).code).toBe(ERROR_CODES.invalidParams);
  });

  it('re-rates an expired VIP on re-activation', async () => {
    const t = testApp();
    transaction(t.db, () => recordTopUp(t.db, { userId: 52005, coins: 2_000_000, at: t.clock.now() - 1_000 }));
    const dimas = await caller(t, '52005');
    expect((await dimas<VipResult>(VIP_ENDPOINTS.buy.path, { days: '30' }, { 'Idempotency-Key': key(30) })).data.membership.level).toBe(3);
  });
});

describe('POST /api/vip/claim', () => {
  it('gives the daily coins of the level once per business day, again the next day', async () => {
    const t = testApp();
    const budi = await caller(t, '10002');
    await budi(VIP_ENDPOINTS.buy.path, { days: '30' }, { 'Idempotency-Key': key(40) });
    const before = available(t.db, 10002, 'coin');
    const claimed = await budi<VipResult>(VIP_ENDPOINTS.claim.path, {}, { 'Idempotency-Key': key(41) });
    expect(claimed).toMatchObject({ code: 0, data: { coins: VIP_DAILY_COINS_BY_LEVEL[3], balance: before + VIP_DAILY_COINS_BY_LEVEL[3] } });
    // The same tap again answers the same; a new claim the same day is refused.
    expect(await budi(VIP_ENDPOINTS.claim.path, {}, { 'Idempotency-Key': key(41) })).toEqual(claimed);
    expect((await budi(VIP_ENDPOINTS.claim.path, {}, { 'Idempotency-Key': key(42) })).code).toBe(ERROR_CODES['vip.alreadyClaimedToday']);
    expect((await budi<VipOverview>(VIP_ENDPOINTS.overview.path)).data.claim.refusal).toBe('alreadyClaimedToday');
    t.clock.setTo(businessDayStartMs(addDays(businessDate(t.clock.now()), 1)) + 60_000);
    const next = await (await caller(t, '10002'))<VipResult>(VIP_ENDPOINTS.claim.path, {}, { 'Idempotency-Key': key(43) });
    expect(next.code).toBe(0);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('refuses a reseller, a user who is not VIP and an expired VIP', async () => {
    const t = testApp();
    for (const [user, name] of [['10003', 'vip.resellerCannotClaim'], ['10004', 'vip.notVip'], ['52005', 'vip.expired']] as const) {
      expect((await (await caller(t, user))(VIP_ENDPOINTS.claim.path, {}, { 'Idempotency-Key': key(50) })).code, user).toBe(ERROR_CODES[name]);
    }
    expect(available(t.db, 10003, 'coin')).toBe(1_000_000);
  });
});

describe('the daily VIP re-rating', () => {
  it('upgrades at the next business day after a top-up reaches a higher level, and restarts the hold', async () => {
    const t = testApp();
    const reseller = await caller(t, '10003');
    transaction(t.db, () => recordTopUp(t.db, { userId: 10003, coins: 5_000_000, at: t.clock.now() }));
    expect((await reseller<VipOverview>(VIP_ENDPOINTS.overview.path)).data).toMatchObject({ membership: { level: 2 }, earnedLevel: 4 });
    t.clock.setTo(businessDayStartMs(addDays(businessDate(t.clock.now()), 1)) + 60_000);
    const { data } = await (await caller(t, '10003'))<VipOverview>(VIP_ENDPOINTS.overview.path);
    expect(data.membership?.level).toBe(4);
    expect(data.membership?.levelHeldUntil).toBeGreaterThan(t.clock.now() + 30 * DAY_MS - 2_000);
  });
});
