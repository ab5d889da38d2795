// Dress-ups (SPEC 1, 3): buying days of an item with coins (idempotent, wealth exp), renewal from the current end,
// one item worn per category, expiry with the clock, and grantDecor for prizes.
import { describe, expect, it } from 'vitest';
import { DECOR_ENDPOINTS, LEVEL_ENDPOINTS, type LevelsData, type OwnedDecor } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { decorItem } from '../../src/domain/decor.ts';
import { DAY_MS } from '../../src/domain/time.ts';
import { transaction } from '../../server/db/transaction.ts';
import { grantDecor } from '../../server/account/decor.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { caller, testApp } from './helpers.ts';

const key = (n: number) => `decor-test-key-${n}`;
type Bought = { owned: OwnedDecor; balance: number };

describe('POST /api/decor/buy', () => {
  it('buys an item for 7 days, extends it from its end when bought again, and answers a repeat with the first answer', async () => {
    const t = testApp();
    const wulan = await caller(t, '52004');
    const before = (await wulan<LevelsData>(LEVEL_ENDPOINTS.mine.path)).data.wealth;
    const first = await wulan<Bought>(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-rose', days: '7' }, { 'Idempotency-Key': key(1) });
    expect(first).toMatchObject({ code: 0, data: { owned: { itemId: 'frame-rose', category: 'avatarFrame', worn: false }, balance: 197_000 } });
    expect(first.data.owned.expiresAt).toBe(t.clock.now() + 7 * DAY_MS);
    expect(await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-rose', days: '7' }, { 'Idempotency-Key': key(1) })).toEqual(first);
    const again = await wulan<Bought>(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-rose', days: '30' }, { 'Idempotency-Key': key(2) });
    expect(again.data.owned.expiresAt).toBe(first.data.owned.expiresAt + 30 * DAY_MS);
    expect(again.data.balance).toBe(187_000);
    // 13,000 coins spent: one wealth exp point (SPEC 9), and the next level is counted from the new total.
    const after = (await wulan<LevelsData>(LEVEL_ENDPOINTS.mine.path)).data.wealth;
    expect(after.amount - before.amount).toBe(13_000);
    expect(after.exp - before.exp).toBe(1);
    expect(after.amountToNext).toBe((after.nextLevelMinExp ?? 0) * 10_000 - after.amount);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('refuses unknown items, durations not sold and a balance too small', async () => {
    const t = testApp();
    const andi = await caller(t, '10004');
    expect((await andi(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-nope', days: '7' }, { 'Idempotency-Key': key(3) })).code).toBe(ERROR_CODES['decor.itemUnknown']);
    expect((await andi(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-rose', days: '14' }, { 'Idempotency-Key': key(4) })).code).toBe(ERROR_CODES['decor.invalidDuration']);
    expect((await andi(DECOR_ENDPOINTS.buy.path, { item_id: 'mount-phoenix', days: '7' }, { 'Idempotency-Key': key(5) })).code).toBe(ERROR_CODES['decor.insufficientCoins']);
    expect(available(t.db, 10004, 'coin')).toBe(12_000);
  });
});

describe('POST /api/decor/wear', () => {
  it('wears one item per category: wearing another takes the first off; taking off leaves none', async () => {
    const t = testApp();
    const wulan = await caller(t, '52004');
    await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-rose', days: '7' }, { 'Idempotency-Key': key(6) });
    await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-gold', days: '7' }, { 'Idempotency-Key': key(7) });
    await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'bubble-mint', days: '7' }, { 'Idempotency-Key': key(8) });
    const worn = async () => (await wulan<{ owned: OwnedDecor[] }>(DECOR_ENDPOINTS.mine.path)).data.owned.filter((o) => o.worn).map((o) => o.itemId).sort();
    await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'frame-rose', wear: '1' });
    await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'bubble-mint', wear: '1' });
    expect(await worn()).toEqual(['bubble-mint', 'frame-rose']);
    await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'frame-gold', wear: '1' });
    expect(await worn()).toEqual(['bubble-mint', 'frame-gold']);
    await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'frame-gold', wear: '0' });
    expect(await worn()).toEqual(['bubble-mint']);
    expect((await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'mic-neon', wear: '1' })).code).toBe(ERROR_CODES['decor.notOwned']);
    expect((await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'mic-nope', wear: '1' })).code).toBe(ERROR_CODES['decor.itemUnknown']);
    expect((await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'frame-gold', wear: 'yes' })).code).toBe(ERROR_CODES.invalidParams);
  });

  it('shows an item as expired once its days are over: taken off, and it cannot be worn again until renewed', async () => {
    const t = testApp();
    const wulan = await caller(t, '52004');
    const bought = await wulan<Bought>(DECOR_ENDPOINTS.buy.path, { item_id: 'mic-neon', days: '7' }, { 'Idempotency-Key': key(9) });
    await wulan(DECOR_ENDPOINTS.wear.path, { item_id: 'mic-neon', wear: '1' });
    t.clock.setTo(bought.data.owned.expiresAt);
    const later = await caller(t, '52004');
    const { data } = await later<{ owned: OwnedDecor[] }>(DECOR_ENDPOINTS.mine.path);
    expect(data.owned).toEqual([{ itemId: 'mic-neon', category: 'micFrame', expiresAt: bought.data.owned.expiresAt, worn: false }]);
    expect(t.db.prepare("SELECT worn FROM decor_owned WHERE user_id = 52004 AND item_id = 'mic-neon'").get()).toEqual({ worn: 0 });
    expect((await later(DECOR_ENDPOINTS.wear.path, { item_id: 'mic-neon', wear: '1' })).code).toBe(ERROR_CODES['decor.expired']);
    const renewed = await later<Bought>(DECOR_ENDPOINTS.buy.path, { item_id: 'mic-neon', days: '7' }, { 'Idempotency-Key': key(10) });
    expect(renewed.data.owned.expiresAt).toBeGreaterThan(t.clock.now() + 7 * DAY_MS - 2_000);
  });
});

describe('grantDecor', () => {
  it('gives days of an item for nothing (a prize), extending what is owned', () => {
    const t = testApp();
    const item = decorItem('runway-comet');
    if (!item) throw new Error('no item');
    const now = t.clock.now();
    const first = transaction(t.db, () => grantDecor(t.db, { userId: 10004, item, days: 7, at: now, source: 'turntable' }));
    const second = transaction(t.db, () => grantDecor(t.db, { userId: 10004, item, days: 7, at: now + 1_000, source: 'turntable' }));
    expect(second.owned.expiresAt).toBe(first.owned.expiresAt + 7 * DAY_MS);
    expect(available(t.db, 10004, 'coin')).toBe(12_000);
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM decor_purchases WHERE user_id = 10004 AND source = 'turntable' AND price = 0").get()).toEqual({ n: 2 });
  });
});
