// The Decor Shop's catalogue (issue 27 item 1): the shop shows the operator's table decor_catalogue (at least six items
// in each category in the demo), sells only what is on sale, and refuses a buyer who does not meet an item's wealth
// level or VIP requirement, on the server.
import { describe, expect, it } from 'vitest';
import { DECOR_ENDPOINTS, type OwnedDecor } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { DECOR_CATEGORIES, type CatalogueItem, type DecorBuyer } from '../../src/domain/decor.ts';
import { decorBuyer, putCatalogueItem, type CatalogueEntry } from '../../server/account/decor-catalogue.ts';
import { available } from '../../server/services/ledger.ts';
import { caller, testApp } from './helpers.ts';

type Shop = { balance: number; owned: OwnedDecor[]; items: CatalogueItem[]; buyer: DecorBuyer };
const key = (n: number) => `decor-catalogue-key-${n}`;
const WULAN = 52004;

/** An item an operator adds in a test. */
function entry(id: string, over: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    id, category: 'avatarFrame', names: { en: 'Test Frame', id: 'Bingkai Uji', 'zh-cn': '测试框', 'zh-tw': '測試框' },
    priceCoins: { 7: 1_000, 30: 3_000 }, previewUrl: '/decor/frame-rose.svg', minWealthLevel: 0, minVipLevel: 0, position: 0, ...over,
  };
}

describe('the decor catalogue', () => {
  it('is the table: at least six items in every category, and an item the operator adds is shown and sold', async () => {
    const t = testApp();
    const wulan = await caller(t, String(WULAN));
    const shop = (await wulan<Shop>(DECOR_ENDPOINTS.shop.path)).data;
    for (const category of DECOR_CATEGORIES) expect(shop.items.filter((item) => item.category === category).length, category).toBeGreaterThanOrEqual(6);
    expect(shop.items.every((item) => item.previewUrl.startsWith('/decor/') && item.names['zh-tw'] !== '')).toBe(true);

    putCatalogueItem(t.db, entry('frame-test'));
    const after = (await wulan<Shop>(DECOR_ENDPOINTS.shop.path)).data;
    expect(after.items.find((item) => item.id === 'frame-test')).toMatchObject({ names: { id: 'Bingkai Uji' }, priceCoins: { 7: 1_000, 30: 3_000 }, onSale: true });
    const bought = await wulan<{ owned: OwnedDecor; balance: number }>(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-test', days: '7' }, { 'Idempotency-Key': key(1) });
    expect(bought).toMatchObject({ code: 0, data: { owned: { itemId: 'frame-test' }, balance: shop.balance - 1_000 } });

    // Taken off sale: no longer sold, still shown to its owner (shop and My Decors) so they see what they have.
    putCatalogueItem(t.db, entry('frame-test', { onSale: false }));
    expect((await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-test', days: '7' }, { 'Idempotency-Key': key(2) })).code).toBe(ERROR_CODES['decor.itemUnknown']);
    expect((await wulan<Shop>(DECOR_ENDPOINTS.shop.path)).data.items.find((item) => item.id === 'frame-test')).toMatchObject({ onSale: false });
    const mine = (await wulan<{ owned: OwnedDecor[]; items: CatalogueItem[] }>(DECOR_ENDPOINTS.mine.path)).data;
    expect(mine.items.map((item) => item.id)).toContain('frame-test');
    const andi = await caller(t, '10004');
    expect((await andi<Shop>(DECOR_ENDPOINTS.shop.path)).data.items.some((item) => item.id === 'frame-test')).toBe(false);
  });

  it('refuses a buyer below the wealth level or VIP level an item needs, and takes no coins', async () => {
    const t = testApp();
    const wulan = await caller(t, String(WULAN));
    const buyer = decorBuyer(t.db, WULAN, t.clock.now());
    expect((await wulan<Shop>(DECOR_ENDPOINTS.shop.path)).data.buyer).toEqual(buyer);
    putCatalogueItem(t.db, entry('frame-rich', { minWealthLevel: buyer.wealthLevel + 1 }));
    putCatalogueItem(t.db, entry('frame-vip', { minVipLevel: buyer.vipLevel + 1 }));
    putCatalogueItem(t.db, entry('frame-reached', { minWealthLevel: buyer.wealthLevel, minVipLevel: buyer.vipLevel }));
    const before = available(t.db, WULAN, 'coin');
    expect((await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-rich', days: '7' }, { 'Idempotency-Key': key(3) })).code).toBe(ERROR_CODES['decor.levelTooLow']);
    expect((await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-vip', days: '30' }, { 'Idempotency-Key': key(4) })).code).toBe(ERROR_CODES['decor.vipTooLow']);
    expect(available(t.db, WULAN, 'coin')).toBe(before);
    expect((await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'frame-reached', days: '7' }, { 'Idempotency-Key': key(5) })).code).toBe(0);
  });
});
