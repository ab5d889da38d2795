// Special IDs (issue 27 item 1): a special-ID item offers the numbers of its pattern that nobody holds; the buyer picks
// one, the purchase holds it until the item expires (sold once, even to two buyers racing), and the profile shows it.
import { describe, expect, it } from 'vitest';
import { DECOR_ENDPOINTS, type OwnedDecor, type SpecialIdHeld } from '../../src/contract/account.ts';
import { USER_ENDPOINTS, type MeData } from '../../src/contract/endpoints.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { SPECIAL_ID_LIST_MAX } from '../../src/domain/special-id.ts';
import { DAY_MS } from '../../src/domain/time.ts';
import { transaction } from '../../server/db/transaction.ts';
import { grantCoins } from '../../server/services/coins.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { caller, testApp } from './helpers.ts';

type Bought = { owned: OwnedDecor; balance: number; specialId: SpecialIdHeld | null };
type Numbers = { numbers: string[] };
const key = (n: number) => `special-id-key-${n}`;
const WULAN = 52004;
const ANDI = 10004;

/** A test app where both buyers have coins enough. */
async function twoBuyers() {
  const t = testApp({ now: Date.UTC(2026, 10, 2, 5) });
  transaction(t.db, () => grantCoins(t.db, { userId: ANDI, amount: 50_000, kind: 'turntablePrize', at: t.clock.now() }));
  return { t, wulan: await caller(t, String(WULAN)), andi: await caller(t, String(ANDI)) };
}

describe('POST /api/decor/numbers', () => {
  it("lists the item's free numbers of its pattern, narrowed by a digit search, and leaves out held numbers", async () => {
    const { wulan, andi } = await twoBuyers();
    const list = (await wulan<Numbers>(DECOR_ENDPOINTS.numbers.path, { item_id: 'id-diamond', q: '' })).data.numbers;
    // The diamond ID's pattern: five equal digits.
    expect(list).toEqual(['11111', '22222', '33333', '44444', '55555', '66666', '77777', '88888', '99999']);
    const mirror = (await wulan<Numbers>(DECOR_ENDPOINTS.numbers.path, { item_id: 'id-bronze', q: '' })).data.numbers;
    expect(mirror).toHaveLength(SPECIAL_ID_LIST_MAX);
    expect(mirror.every((n) => n.length === 5 && n === [...n].reverse().join(''))).toBe(true);
    expect((await wulan<Numbers>(DECOR_ENDPOINTS.numbers.path, { item_id: 'id-bronze', q: '777' })).data.numbers).toEqual(['17771', '27772', '37773', '47774', '57775', '67776', '77777', '87778', '97779']);

    await andi<Bought>(DECOR_ENDPOINTS.buy.path, { item_id: 'id-bronze', days: '7', number: '27772' }, { 'Idempotency-Key': key(1) });
    expect((await wulan<Numbers>(DECOR_ENDPOINTS.numbers.path, { item_id: 'id-bronze', q: '777' })).data.numbers).not.toContain('27772');
  });

  it('refuses a search that is not digits, and an item that is not a special ID', async () => {
    const { wulan } = await twoBuyers();
    expect((await wulan(DECOR_ENDPOINTS.numbers.path, { item_id: 'id-bronze', q: '12a' })).code).toBe(ERROR_CODES['decor.numberInvalid']);
    expect((await wulan(DECOR_ENDPOINTS.numbers.path, { item_id: 'frame-rose', q: '' })).code).toBe(ERROR_CODES['decor.itemUnknown']);
  });
});

describe('POST /api/decor/buy of a special ID', () => {
  it('holds the picked number until the item expires, shows it on the profile, and answers a repeat with the same receipt', async () => {
    const { t, wulan } = await twoBuyers();
    const before = available(t.db, WULAN, 'coin');
    const body = { item_id: 'id-gold', days: '7', number: '888168' };
    const bought = await wulan<Bought>(DECOR_ENDPOINTS.buy.path, body, { 'Idempotency-Key': key(2) });
    expect(bought).toMatchObject({ code: 0, data: { specialId: { number: '888168', itemId: 'id-gold' }, balance: before - 12_000 } });
    expect(bought.data.specialId?.expiresAt).toBe(t.clock.now() + 7 * DAY_MS);
    expect(await wulan<Bought>(DECOR_ENDPOINTS.buy.path, body, { 'Idempotency-Key': key(2) })).toEqual(bought);
    expect(available(t.db, WULAN, 'coin')).toBe(before - 12_000);
    expect((await wulan<MeData>(USER_ENDPOINTS.me.path)).data.special_id).toBe('888168');

    // A renewal keeps the number and its end follows the item's.
    const renewed = await wulan<Bought>(DECOR_ENDPOINTS.buy.path, { ...body, days: '30' }, { 'Idempotency-Key': key(3) });
    expect(renewed.data.specialId).toEqual({ number: '888168', itemId: 'id-gold', expiresAt: renewed.data.owned.expiresAt });
    expect(reconcile(t.db)).toEqual([]);

    // Once the item expires the number is no longer shown, and it is free for others again.
    t.clock.setTo(renewed.data.owned.expiresAt);
    const later = await caller(t, String(WULAN));
    expect((await later<MeData>(USER_ENDPOINTS.me.path)).data.special_id).toBeNull();
    expect((await later<Numbers>(DECOR_ENDPOINTS.numbers.path, { item_id: 'id-gold', q: '888168' })).data.numbers).toEqual(['888168']);
  });

  it('refuses a malformed number, one of another pattern and a held one, with the coins untouched', async () => {
    const { t, wulan, andi } = await twoBuyers();
    const coins = available(t.db, ANDI, 'coin');
    for (const [n, number] of [[4, '8x8x8'], [5, '01110'], [6, '12345'], [7, '']] as const) {
      expect((await andi(DECOR_ENDPOINTS.buy.path, { item_id: 'id-bronze', days: '7', number }, { 'Idempotency-Key': key(n) })).code, number).toBe(ERROR_CODES['decor.numberInvalid']);
    }
    expect((await andi(DECOR_ENDPOINTS.buy.path, { item_id: 'id-bronze', days: '7' }, { 'Idempotency-Key': key(8) })).code).toBe(ERROR_CODES['decor.numberInvalid']);
    await wulan(DECOR_ENDPOINTS.buy.path, { item_id: 'id-bronze', days: '7', number: '12321' }, { 'Idempotency-Key': key(9) });
    expect((await andi(DECOR_ENDPOINTS.buy.path, { item_id: 'id-bronze', days: '7', number: '12321' }, { 'Idempotency-Key': key(10) })).code).toBe(ERROR_CODES['decor.numberTaken']);
    expect(available(t.db, ANDI, 'coin')).toBe(coins);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM decor_owned WHERE user_id = ? AND item_id = ?').get(ANDI, 'id-bronze')).toEqual({ n: 0 });
  });

  it('sells a number once to two buyers racing for it: the other is told it was just taken and keeps their coins', async () => {
    const { t, wulan, andi } = await twoBuyers();
    const coins = { wulan: available(t.db, WULAN, 'coin'), andi: available(t.db, ANDI, 'coin') };
    const race = { item_id: 'id-bronze', days: '7', number: '88888' };
    const [a, b] = await Promise.all([
      wulan<Bought>(DECOR_ENDPOINTS.buy.path, race, { 'Idempotency-Key': key(11) }),
      andi<Bought>(DECOR_ENDPOINTS.buy.path, race, { 'Idempotency-Key': key(12) }),
    ]);
    const codes = [a.code, b.code].sort();
    expect(codes).toEqual([0, ERROR_CODES['decor.numberTaken']].sort());
    const winner = a.code === 0 ? 'wulan' : 'andi';
    const loser = winner === 'wulan' ? 'andi' : 'wulan';
    const ids = { wulan: WULAN, andi: ANDI };
    expect(available(t.db, ids[winner], 'coin')).toBe(coins[winner] - 3_000);
    expect(available(t.db, ids[loser], 'coin')).toBe(coins[loser]);
    expect(t.db.prepare('SELECT user_id FROM special_ids WHERE number = ?').all('88888')).toEqual([{ user_id: ids[winner] }]);
    expect(reconcile(t.db)).toEqual([]);
  });
});
