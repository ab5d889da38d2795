// The turntable API as a player meets it: spins earned by the top-ups of a wheel's round, used once each, drawn from the
// day's committed seed, credited through the ledger, recorded and recomputable by anyone once the day is over; wheels
// outside their window refuse; dealers and operators are refused.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { BigWinView, SpinResult, SpinView, WheelSummary, WheelView } from '../../src/contract/turntable.ts';
import type { Page } from '../../src/contract/paging.ts';
import { TURNTABLE_BIG_WINS_SHOWN, TURNTABLE_WHEEL_IDS, TURNTABLE_WHEELS, type WheelId } from '../../src/domain/turntable.ts';
import { prizeWorthCoins } from '../../src/domain/turntable-worth.ts';
import { maskNickname } from '../../server/games/turntable.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { businessFingerprint, caller, testApp } from './helpers.ts';
import { addPlayer, at10, commitmentOf, recipeNumber, recipeSlot, topUp } from './turntable-support.ts';

const DAY_MS = 86_400_000;
/** A Wednesday: the monthly and weekly wheels are open, the weekend one is not. */
const WEDNESDAY = at10('2026-03-18');
const SATURDAY = at10('2026-03-21');

/** A player of the test's own with `coins` topped up a minute before the app's current instant. */
async function playerWith(t: ReturnType<typeof testApp>, id: number, coins: number) {
  const user = addPlayer(t.db, id);
  const toppedUpAt = t.clock.now() - 60_000;
  if (coins > 0) topUp(t.db, user, coins, toppedUpAt);
  return { user, toppedUpAt, call: await caller(t, user) };
}

/** Spins `wheel` under a fresh key. */
let keys = 0;
const spin = (call: Awaited<ReturnType<typeof caller>>, wheel: WheelId, key = `spin-key-${++keys}`) =>
  call<SpinResult>('/api/turntable/spin', { wheel }, { 'Idempotency-Key': key });

describe('POST /api/turntable/wheel', () => {
  it('shows the round, the top-ups that earned spins, the spins left and the commitment of today before any spin', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { user, toppedUpAt, call } = await playerWith(t, 56901, 1_200_000);
    const view = await call<WheelView>('/api/turntable/wheel', { wheel: 'lucky' });
    expect(view.code).toBe(0);
    expect(view.data.state).toEqual({
      open: true,
      round: expect.objectContaining({ key: '2026-03-01', first: '2026-03-01', last: '2026-03-31' }),
    });
    expect(view.data.spins).toEqual({ toppedUpCoins: 1_200_000, earned: 2, used: 0, available: 2, coinsToNextSpin: 300_000 });
    expect(view.data.topUps).toEqual([{ at: toppedUpAt, coins: 1_200_000 }]);
    expect(view.data.draw).toEqual({ game: 'turntable:lucky', period: '2026-03-18', commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(view.data.balanceCoins).toBe(available(t.db, Number(user), 'coin'));
    // The 100,000-step wheel counts the same top-ups in its own step.
    const weekly = await call<WheelView>('/api/turntable/wheel', { wheel: 'luckyOne' });
    expect(weekly.data.spins).toMatchObject({ earned: 12, available: 12, coinsToNextSpin: 100_000 });
  });

  it('counts only the top-ups of the open round, and only the caller own', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { call } = await playerWith(t, 56902, 0);
    addPlayer(t.db, 56903);
    topUp(t.db, '56902', 900_000, at10('2026-02-27')); // last month's round
    topUp(t.db, '56903', 5_000_000, WEDNESDAY); // someone else's
    topUp(t.db, '56902', 400_000, at10('2026-03-02'));
    const view = await call<WheelView>('/api/turntable/wheel', { wheel: 'lucky' });
    expect(view.data.spins).toEqual({ toppedUpCoins: 400_000, earned: 0, used: 0, available: 0, coinsToNextSpin: 100_000 });
    // The weekly wheel's round started on Monday 16 March: the top-up of 2 March is not in it.
    expect((await call<WheelView>('/api/turntable/wheel', { wheel: 'luckyOne' })).data.spins.toppedUpCoins).toBe(0);
  });

  it('says when a closed wheel opens next and which round closed, with no spins and no draw', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { call } = await playerWith(t, 56904, 3_000_000);
    const harta = await call<WheelView>('/api/turntable/wheel', { wheel: 'harta' });
    expect(harta.data.state).toMatchObject({ open: false, previous: { first: '2026-03-01', last: '2026-03-10' }, next: { first: '2026-04-01' } });
    expect(harta.data.spins).toMatchObject({ toppedUpCoins: 0, available: 0 });
    expect(harta.data.draw).toBeNull();
    const tanpa = await call<WheelView>('/api/turntable/wheel', { wheel: 'tanpa' });
    expect(tanpa.data.state).toMatchObject({ open: false, next: { first: '2026-03-20', last: '2026-03-22' } });
  });

  it('answers turntable.unknownWheel for anything but a wheel id', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { call } = await playerWith(t, 56905, 0);
    for (const wheel of ['', 'Lucky', 'constructor', 'lucky ', 'turntable:lucky']) {
      expect((await call('/api/turntable/wheel', { wheel })).code, wheel).toBe(ERROR_CODES['turntable.unknownWheel']);
    }
  });
});

describe('POST /api/turntable/wheels', () => {
  it('lists every wheel with its state and the spins the caller has left', async () => {
    const t = testApp({ now: SATURDAY });
    const { call } = await playerWith(t, 56906, 700_000);
    const answer = await call<{ wheels: WheelSummary[] }>('/api/turntable/wheels');
    expect(answer.data.wheels.map((w) => w.wheel)).toEqual([...TURNTABLE_WHEEL_IDS]);
    const left = Object.fromEntries(answer.data.wheels.map((w) => [w.wheel, w.state.open ? w.spinsAvailable : 'closed']));
    expect(left).toEqual({ lucky: 1, luckyOne: 7, luckyTwo: 1, tanpa: 7, harta: 'closed', shining3: 'closed', shining6: 1 });
  });
});

describe('POST /api/turntable/spin', () => {
  it('uses one earned spin, credits the prize once through the ledger and records the draw', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { user, call } = await playerWith(t, 56907, 1_000_000);
    const before = available(t.db, Number(user), 'coin');
    const first = await spin(call, 'lucky', 'same-key-1');
    expect(first.code).toBe(0);
    const { spin: made } = first.data;
    const prize = TURNTABLE_WHEELS.lucky.prizes.items[made.prizeIndex];
    if (prize?.kind !== 'coins') throw new Error('the Lucky Wheel gives coins only');
    expect(made).toMatchObject({ wheel: 'lucky', round: '2026-03-01', period: '2026-03-18', prize: { kind: 'coins', coins: prize.coins }, seed: null });
    expect(made.message).toBe(`turntable:lucky|2026-03-18|${made.id}`);
    expect(first.data).toMatchObject({ spinsAvailable: 1, balanceCoins: before + prize.coins, decorUntil: null });

    // The same submission again: the first answer, nothing more.
    expect(await spin(call, 'lucky', 'same-key-1')).toEqual(first);
    expect(available(t.db, Number(user), 'coin')).toBe(before + prize.coins);
    const credits = t.db
      .prepare("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'turntablePrize' AND ref_type = 'turntableSpin' AND ref_id = ?")
      .get(Number(made.id)) as { n: number };
    expect(credits.n).toBe(1);

    const second = await spin(call, 'lucky');
    expect(second.data.spinsAvailable).toBe(0);
    expect((await spin(call, 'lucky')).code).toBe(ERROR_CODES['turntable.noSpinsLeft']);
    const records = await call<Page<SpinView>>('/api/turntable/records', { wheel: 'lucky' });
    expect(records.data.items.map((r) => r.id)).toEqual([second.data.spin.id, made.id]);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('draws from the commitment shown before spinning, and anyone can recompute the prize once the day is over', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { call } = await playerWith(t, 56908, 2_000_000);
    const shown = (await call<WheelView>('/api/turntable/wheel', { wheel: 'luckyOne' })).data.draw;
    const spins: SpinView[] = [];
    for (let i = 0; i < 12; i++) spins.push((await spin(call, 'luckyOne')).data.spin);
    expect(new Set(spins.map((s) => s.commitment))).toEqual(new Set([shown?.commitment]));

    t.clock.advance(DAY_MS);
    const nextDay = await caller(t, '56908');
    const records = (await nextDay<Page<SpinView>>('/api/turntable/records', { wheel: 'luckyOne' })).data.items;
    const weights = TURNTABLE_WHEELS.luckyOne.prizes.items.map((prize) => prize.weight);
    for (const record of records) {
      expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(commitmentOf(record.seed ?? '')).toBe(shown?.commitment);
      expect(recipeSlot(weights, recipeNumber(record.seed ?? '', record.message)), record.message).toBe(record.prizeIndex);
    }
    // The same seed through the shared endpoint.
    const seed = await nextDay<{ seed: string }>('/api/draws/seed', { game: 'turntable:luckyOne', period: '2026-03-18' });
    expect(seed.data.seed).toBe(records[0]?.seed);
  });

  it('gives a dress-up prize through the decor grant, once, to My Decors, and moves no coins', async () => {
    const day = '2026-03-05'; // Treasure Hunt is open on days 1-10
    const t = testApp({ now: at10(day) });
    const { user, call } = await playerWith(t, 56916, 500_000);
    // A seed for the day whose draw for the next spin lands on the Treasure Hunt's dress-up slot.
    const slot = TURNTABLE_WHEELS.harta.prizes.items.findIndex((prize) => prize.kind === 'decor');
    const weights = TURNTABLE_WHEELS.harta.prizes.items.map((prize) => prize.weight);
    const nextId = (t.db.prepare('SELECT IFNULL(MAX(id), 0) + 1 AS id FROM turntable_spins').get() as { id: number }).id;
    let seed = '';
    for (let i = 0; seed === '' || recipeSlot(weights, recipeNumber(seed, `turntable:harta|${day}|${nextId}`)) !== slot; i++) seed = commitmentOf(i.toString(16).padStart(64, '0'));
    t.db.prepare('INSERT INTO draw_seeds (game, period, seed, commitment, created_at) VALUES (?, ?, ?, ?, ?)').run('turntable:harta', day, seed, commitmentOf(seed), at10(day));
    const before = available(t.db, Number(user), 'coin');

    const won = await spin(call, 'harta', 'decor-key');
    expect(won.code).toBe(0);
    const until = won.data.spin.at + 30 * DAY_MS;
    expect(won.data).toMatchObject({ spin: { id: String(nextId), prizeIndex: slot, prize: { kind: 'decor', itemId: 'frame-gold', days: 30 } }, decorUntil: until, balanceCoins: before, spinsAvailable: 0 });
    // The same submission again answers the same and grants nothing more.
    expect(await spin(call, 'harta', 'decor-key')).toEqual(won);
    const grants = t.db.prepare("SELECT id, item_id, days, price, source FROM decor_purchases WHERE user_id = ?").all(Number(user));
    expect(grants).toEqual([{ id: expect.any(Number), item_id: 'frame-gold', days: 30, price: 0, source: 'turntable' }]);
    const stored = t.db.prepare('SELECT decor_grant_id, tx_id FROM turntable_spins WHERE id = ?').get(nextId) as { decor_grant_id: number; tx_id: number | null };
    expect(stored).toEqual({ decor_grant_id: (grants[0] as { id: number }).id, tx_id: null });
    expect(available(t.db, Number(user), 'coin')).toBe(before);
    const mine = await call<{ owned: { itemId: string; expiresAt: number }[] }>('/api/decor/mine', {});
    expect(mine.data.owned).toEqual([expect.objectContaining({ itemId: 'frame-gold', expiresAt: until })]);
    const records = await call<Page<SpinView>>('/api/turntable/records', { wheel: 'harta' });
    expect(records.data.items.map((r) => r.prize)).toEqual([{ kind: 'decor', itemId: 'frame-gold', days: 30 }]);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('refuses a wheel outside its window, a round whose limit is reached, and spins without top-ups', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { call } = await playerWith(t, 56909, 15_000_000);
    expect((await spin(call, 'tanpa')).code).toBe(ERROR_CODES['turntable.closed']);
    expect((await spin(call, 'harta')).code).toBe(ERROR_CODES['turntable.closed']);
    // luckyTwo gives at most 10 spins a week, whatever the top-ups.
    for (let i = 0; i < 10; i++) expect((await spin(call, 'luckyTwo')).code).toBe(0);
    expect((await spin(call, 'luckyTwo')).code).toBe(ERROR_CODES['turntable.noSpinsLeft']);
    const view = await call<WheelView>('/api/turntable/wheel', { wheel: 'luckyTwo' });
    expect(view.data.spins).toEqual({ toppedUpCoins: 15_000_000, earned: 10, used: 10, available: 0, coinsToNextSpin: null });
    const { call: empty } = await playerWith(t, 56910, 0);
    expect((await spin(empty, 'lucky')).code).toBe(ERROR_CODES['turntable.noSpinsLeft']);
  });

  it('starts a new round with the new top-ups, leaving unused spins behind', async () => {
    const t = testApp({ now: at10('2026-03-22') }); // a Sunday
    const { call } = await playerWith(t, 56911, 300_000);
    expect((await spin(call, 'tanpa')).code).toBe(0);
    t.clock.setTo(at10('2026-03-27')); // the next Friday
    const next = await caller(t, '56911');
    expect((await next<WheelView>('/api/turntable/wheel', { wheel: 'tanpa' })).data.spins).toMatchObject({ toppedUpCoins: 0, available: 0 });
    topUp(t.db, '56911', 100_000, t.clock.now());
    expect((await spin(next, 'tanpa')).data.spin.round).toBe('2026-03-27');
  });

  it('refuses a missing key, a reused key with another wheel, and an unknown wheel, with nothing written', async () => {
    const t = testApp({ now: WEDNESDAY });
    const { call } = await playerWith(t, 56912, 1_000_000);
    const before = businessFingerprint(t.db);
    expect((await call('/api/turntable/spin', { wheel: 'lucky' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await spin(call, 'nope' as WheelId, 'bad-wheel-1')).code).toBe(ERROR_CODES['turntable.unknownWheel']);
    expect(businessFingerprint(t.db)).toBe(before);
    expect((await spin(call, 'lucky', 'reused-key-1')).code).toBe(0);
    expect((await spin(call, 'luckyOne', 'reused-key-1')).code).toBe(ERROR_CODES.idempotencyConflict);
  });
});

describe('POST /api/turntable/records', () => {
  it('pages the caller own spins of one wheel, newest first', async () => {
    const t = testApp({ now: SATURDAY });
    const { call } = await playerWith(t, 56913, 2_500_000);
    for (let i = 0; i < 23; i++) expect((await spin(call, 'tanpa')).code).toBe(0);
    expect((await spin(call, 'luckyOne')).code).toBe(0);
    const first = await call<Page<SpinView>>('/api/turntable/records', { wheel: 'tanpa' });
    expect(first.data.items).toHaveLength(20);
    const rest = await call<Page<SpinView>>('/api/turntable/records', { wheel: 'tanpa', cursor: first.data.next ?? '' });
    expect(rest.data).toMatchObject({ next: null });
    const ids = [...first.data.items, ...rest.data.items].map((s) => Number(s.id));
    expect(ids).toHaveLength(23);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const { call: other } = await playerWith(t, 56914, 0);
    expect((await other<Page<SpinView>>('/api/turntable/records', { wheel: 'tanpa' })).data.items).toEqual([]);
    expect((await call('/api/turntable/records', { wheel: 'tanpa', cursor: 'x' })).code).toBe(ERROR_CODES.invalidParams);
  });
});

describe('POST /api/turntable/big-wins', () => {
  it('lists the latest prizes at or above the wheel big-win line, nicknames partly hidden', async () => {
    // Throttling raised: this is about which prizes are listed, not how fast 300 spins may come.
    const t = testApp({ now: SATURDAY, env: { RATE_LIMIT_SCALE: '100' } });
    // A known seed for the day, so the test knows there are big wins among its spins.
    t.db.prepare('INSERT INTO draw_seeds (game, period, seed, commitment, created_at) VALUES (?, ?, ?, ?, ?)').run(
      'turntable:tanpa', '2026-03-21', 'ab'.repeat(32), commitmentOf('ab'.repeat(32)), SATURDAY,
    );
    addPlayer(t.db, 56915, 'Sari Dewi');
    topUp(t.db, '56915', 30_000_000, SATURDAY);
    const call = await caller(t, '56915');
    const prizes: SpinView[] = [];
    for (let i = 0; i < 300; i++) prizes.push((await spin(call, 'tanpa')).data.spin);
    const big = prizes.filter((s) => prizeWorthCoins(s.prize) >= TURNTABLE_WHEELS.tanpa.bigWinCoins).reverse();
    expect(big.length).toBeGreaterThan(0);
    const answer = await call<{ items: BigWinView[] }>('/api/turntable/big-wins', { wheel: 'tanpa' });
    // Newest first: this test's big wins, then (when it won fewer than the list shows) the demo history's earlier ones.
    const shown = big.slice(0, TURNTABLE_BIG_WINS_SHOWN);
    expect(answer.data.items.length).toBeLessThanOrEqual(TURNTABLE_BIG_WINS_SHOWN);
    expect(answer.data.items.slice(0, shown.length)).toEqual(shown.map((s) => ({ id: s.id, nickname: 'S***i', prize: s.prize, at: s.at })));
    for (const item of answer.data.items) expect(prizeWorthCoins(item.prize)).toBeGreaterThanOrEqual(TURNTABLE_WHEELS.tanpa.bigWinCoins);
  });

  it('hides all but the first and last character of a nickname', () => {
    expect(maskNickname('Sari Dewi')).toBe('S***i');
    expect(maskNickname('小明')).toBe('小***');
    expect(maskNickname('👑King👑')).toBe('👑***👑');
    expect(maskNickname('  ')).toBe('***');
  });
});

describe('roles', () => {
  it('refuses coin dealers and operators on every turntable endpoint, and writes nothing', async () => {
    const t = testApp({ now: WEDNESDAY });
    const before = businessFingerprint(t.db);
    for (const user of ['10003', '10005', '10007', '10008']) {
      const call = await caller(t, user);
      for (const path of ['/api/turntable/wheels', '/api/turntable/wheel', '/api/turntable/spin', '/api/turntable/records', '/api/turntable/big-wins']) {
        expect((await call(path, { wheel: 'lucky' }, { 'Idempotency-Key': `roles-${user}-${path.length}` })).code, `${user} ${path}`).toBe(ERROR_CODES.forbidden);
      }
    }
    expect(businessFingerprint(t.db)).toBe(before);
  });
});
