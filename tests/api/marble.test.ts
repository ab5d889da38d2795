// The marble game API (SPEC 9; DESIGN 11): the commitment before any bet, bets drawn on the server and settled through
// the ledger once, the refusals of every rule (limits, balance, 18+, the daily limit), records, ranks and big wins,
// and outcomes anyone can recompute from the revealed seed by the recipe of docs/api.md.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DrawSeedView } from '../../src/contract/draws.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import {
  MARBLE_ENDPOINTS,
  type MarbleBetDetail,
  type MarbleBetResult,
  type MarbleBetView,
  type MarbleLimitView,
  type MarbleOverview,
  type MarbleRankView,
  type MarbleWinView,
} from '../../src/contract/marble.ts';
import type { Page } from '../../src/contract/paging.ts';
import {
  MARBLE_BET_MAX_COINS,
  MARBLE_BET_MIN_COINS,
  MARBLE_BIG_WIN_MIN_ODDS_PERCENT,
  MARBLE_DAILY_LIMIT_DEFAULT_COINS,
  MARBLE_ODDS_PERCENT,
  MARBLE_ROWS,
} from '../../src/domain/marble.ts';
import { WEALTH_EXP_COINS_PER_POINT } from '../../src/domain/levels.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { MARBLE_DEMO_PLAYER_COINS, MARBLE_DEMO_SMALL_COINS, TASK_DEMO_ACCOUNTS } from '../../server/demo/tasks.ts';
import { transaction } from '../../server/db/transaction.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { recordTopUp } from '../../server/services/topups.ts';
import { businessFingerprint, caller, testApp } from './helpers.ts';
import { recomputeDrop } from './marble-recipe.ts';

const DAY_MS = 86_400_000;
/** Confirmed 18+, MARBLE_DEMO_PLAYER_COINS coins. */
const PLAYER = String(TASK_DEMO_ACCOUNTS.marbleClock);
/** Not confirmed 18+ yet. */
const NEWCOMER = String(TASK_DEMO_ACCOUNTS.marbleNew);
let keys = 0;
/** A fresh Idempotency-Key. */
const key = () => ({ 'Idempotency-Key': `marble-test-${++keys}-key` });

describe('the board before a bet', () => {
  it('publishes the commitment of today\'s seed and the player\'s limits', async () => {
    const t = testApp();
    const overview = await (await caller(t, NEWCOMER))<MarbleOverview>(MARBLE_ENDPOINTS.overview.path);
    expect(overview.code).toBe(0);
    const stored = t.db.prepare("SELECT seed, commitment FROM draw_seeds WHERE game = 'marble' AND period = ?").get(overview.data.period) as {
      seed: string;
      commitment: string;
    };
    expect(overview.data).toEqual({
      balance: MARBLE_DEMO_PLAYER_COINS,
      period: overview.data.period,
      commitment: createHash('sha256').update(Buffer.from(stored.seed, 'hex')).digest('hex'),
      adultConfirmed: false,
      betTodayCoins: 0,
      limit: { limitCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, defaultCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, next: null },
    });
    expect(overview.data.commitment).toBe(stored.commitment);
  });
});

describe('a bet', () => {
  it('is drawn from the committed seed, takes the bet and pays the hole\'s odds through the ledger, once per key', async () => {
    const t = testApp();
    const user = Number(PLAYER);
    const call = await caller(t, PLAYER);
    const overview = (await call<MarbleOverview>(MARBLE_ENDPOINTS.overview.path)).data;
    const wealthBefore = t.db.prepare('SELECT coins_spent FROM users WHERE id = ?').get(user) as { coins_spent: number };
    const first = key();
    const answer = await call<MarbleBetResult>(MARBLE_ENDPOINTS.bet.path, { amount: '1000' }, first);
    expect(answer.code).toBe(0);
    const { bet, balance, betTodayCoins } = answer.data;
    expect(bet.betCoins).toBe(1000);
    expect(bet.path).toHaveLength(MARBLE_ROWS);
    expect(bet.hole).toBe(bet.path.filter((step) => step === 'right').length);
    expect(bet.oddsPercent).toBe(MARBLE_ODDS_PERCENT[bet.hole]);
    expect(bet.payoutCoins).toBe(Math.floor((1000 * bet.oddsPercent) / 100));
    expect(bet.period).toBe(overview.period);
    expect(bet.commitment).toBe(overview.commitment);
    expect(bet.drawMessage).toBe(`marble|${overview.period}|${bet.id}`);
    expect(balance).toBe(MARBLE_DEMO_PLAYER_COINS - 1000 + bet.payoutCoins);
    expect(available(t.db, user, 'coin')).toBe(balance);
    expect(betTodayCoins).toBe(1000);
    // SPEC 9: coins bet count towards wealth exp like any coins spent.
    expect((t.db.prepare('SELECT coins_spent FROM users WHERE id = ?').get(user) as { coins_spent: number }).coins_spent).toBe(wealthBefore.coins_spent + 1000);
    expect(WEALTH_EXP_COINS_PER_POINT).toBe(10_000);

    // The same submission again: the first answer, nothing more taken; the same key with another body: refused.
    expect(await call(MARBLE_ENDPOINTS.bet.path, { amount: '1000' }, first)).toEqual(answer);
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '2000' }, first)).code).toBe(ERROR_CODES.idempotencyConflict);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM marble_bets WHERE user_id = ?').get(user)).toEqual({ n: 1 });
    expect(available(t.db, user, 'coin')).toBe(balance);

    // Recorded and detailed.
    const records = await call<Page<MarbleBetView>>(MARBLE_ENDPOINTS.records.path);
    const { drawMessage: _message, commitment: _commitment, ...view } = bet;
    expect(records.data).toEqual({ items: [view], next: null });
    expect((await call<MarbleBetDetail>(MARBLE_ENDPOINTS.record.path, { id: bet.id })).data).toEqual(bet);
    expect(reconcile(t.db)).toEqual([]);

    // Verified: the seed is revealed once the day is over, and the recipe gives the same drop.
    expect((await call<DrawSeedView>('/api/draws/seed', { game: 'marble', period: bet.period })).data.seed).toBeNull();
    t.clock.advance(DAY_MS);
    const revealed = (await (await caller(t, PLAYER))<DrawSeedView>('/api/draws/seed', { game: 'marble', period: bet.period })).data;
    expect(revealed.commitment).toBe(bet.commitment);
    expect(createHash('sha256').update(Buffer.from(revealed.seed ?? '', 'hex')).digest('hex')).toBe(bet.commitment);
    expect(recomputeDrop(revealed.seed ?? '', bet.drawMessage)).toEqual({ path: bet.path, hole: bet.hole });
  });

  it('is refused with the rule it breaks, and nothing is written', async () => {
    const t = testApp();
    const small = String(TASK_DEMO_ACCOUNTS.smallBalance);
    const call = await caller(t, small);
    const before = businessFingerprint(t.db);
    const cases: [string, keyof typeof ERROR_CODES][] = [
      ['', 'marble.notWholeCoins'],
      ['12.5', 'marble.notWholeCoins'],
      ['-100', 'marble.notWholeCoins'],
      ['1e3', 'marble.notWholeCoins'],
      ['1,000', 'marble.notWholeCoins'],
      [String(MARBLE_BET_MIN_COINS - 1), 'marble.belowMinimum'],
      [String(MARBLE_BET_MAX_COINS + 1), 'marble.aboveMaximum'],
      [String(MARBLE_DEMO_SMALL_COINS + 1), 'marble.insufficientBalance'],
      // Within every limit, but the account has not confirmed 18+ yet.
      [String(MARBLE_BET_MIN_COINS), 'marble.adultRequired'],
    ];
    for (const [amount, error] of cases) {
      expect((await call(MARBLE_ENDPOINTS.bet.path, { amount }, key())).code, amount).toBe(ERROR_CODES[error]);
    }
    expect(businessFingerprint(t.db)).toBe(before);
    expect(available(t.db, Number(small), 'coin')).toBe(MARBLE_DEMO_SMALL_COINS);
  });

  it('is refused when the database finds the balance gone (another writer between the check and the bet)', async () => {
    const t = testApp();
    const user = Number(PLAYER);
    const call = await caller(t, PLAYER);
    t.db.exec(`CREATE TRIGGER another_writer AFTER INSERT ON marble_bets BEGIN
      UPDATE accounts SET balance = 0 WHERE user_id = NEW.user_id AND currency = 'coin' AND kind = 'available';
    END`);
    const before = businessFingerprint(t.db);
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '5000' }, key())).code).toBe(ERROR_CODES['marble.insufficientBalance']);
    expect(businessFingerprint(t.db)).toBe(before);
    expect(available(t.db, user, 'coin')).toBe(MARBLE_DEMO_PLAYER_COINS);
  });
});

describe('who plays', () => {
  it('is players only, as on the turntables: coin dealers and operators are refused every marble call and bet nothing', async () => {
    const t = testApp();
    for (const id of ['10003', '10007', '10008']) {
      const call = await caller(t, id);
      const before = businessFingerprint(t.db);
      expect((await call(MARBLE_ENDPOINTS.overview.path)).code, id).toBe(ERROR_CODES.forbidden);
      expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '1000' }, key())).code, id).toBe(ERROR_CODES.forbidden);
      expect(businessFingerprint(t.db)).toBe(before);
    }
    expect((await (await caller(t, PLAYER))(MARBLE_ENDPOINTS.overview.path)).code).toBe(0);
  });
});

describe('responsible play', () => {
  it('asks for the 18+ confirmation once per account', async () => {
    const t = testApp();
    const call = await caller(t, NEWCOMER);
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '100' }, key())).code).toBe(ERROR_CODES['marble.adultRequired']);
    expect(await call(MARBLE_ENDPOINTS.confirmAdult.path)).toMatchObject({ code: 0, data: { adultConfirmed: true } });
    expect((await call<MarbleOverview>(MARBLE_ENDPOINTS.overview.path)).data.adultConfirmed).toBe(true);
    const firstAt = t.db.prepare('SELECT adult_confirmed_at FROM marble_players WHERE user_id = ?').get(Number(NEWCOMER));
    t.clock.advance(60_000);
    expect((await call(MARBLE_ENDPOINTS.confirmAdult.path)).code).toBe(0);
    expect(t.db.prepare('SELECT adult_confirmed_at FROM marble_players WHERE user_id = ?').get(Number(NEWCOMER))).toEqual(firstAt);
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '100' }, key())).code).toBe(0);
  });

  it('holds a lowered daily limit at once and a raised one from the next business day', async () => {
    const t = testApp({ now: Date.UTC(2026, 2, 18, 22 - 7) });
    const call = await caller(t, PLAYER);
    for (const bad of ['', '0', '99', String(MARBLE_DAILY_LIMIT_DEFAULT_COINS + 1), '5.5', 'abc']) {
      expect((await call(MARBLE_ENDPOINTS.setLimit.path, { limit: bad })).code, bad).toBe(ERROR_CODES['marble.limitInvalid']);
    }
    const lowered = await call<MarbleLimitView>(MARBLE_ENDPOINTS.setLimit.path, { limit: '1500' });
    expect(lowered.data).toEqual({ limitCoins: 1500, defaultCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, next: null });
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '1000' }, key())).code).toBe(0);
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '600' }, key())).code).toBe(ERROR_CODES['marble.dailyLimit']);
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '500' }, key())).code).toBe(0);

    const raised = await call<MarbleLimitView>(MARBLE_ENDPOINTS.setLimit.path, { limit: '20000' });
    expect(raised.data).toEqual({ limitCoins: 1500, defaultCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, next: { limitCoins: 20_000, from: '2026-03-19' } });
    expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '100' }, key())).code).toBe(ERROR_CODES['marble.dailyLimit']);

    // 00:00 UTC+7: a new day's bets, under the raised limit.
    t.clock.setTo(Date.UTC(2026, 2, 19, 0 - 7, 0, 1));
    const tomorrow = await caller(t, PLAYER);
    const overview = (await tomorrow<MarbleOverview>(MARBLE_ENDPOINTS.overview.path)).data;
    expect(overview.betTodayCoins).toBe(0);
    expect(overview.limit).toEqual({ limitCoins: 20_000, defaultCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, next: null });
    expect((await tomorrow(MARBLE_ENDPOINTS.bet.path, { amount: '10000' }, key())).code).toBe(0);
  });
});

describe('records', () => {
  it('page by 20, newest first, and show only the caller\'s own bets', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const call = await caller(t, PLAYER);
    for (let i = 0; i < 25; i++) expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: '100' }, key())).code).toBe(0);
    const first = await call<Page<MarbleBetView>>(MARBLE_ENDPOINTS.records.path);
    expect(first.data.items).toHaveLength(20);
    expect(first.data.next).not.toBeNull();
    const second = await call<Page<MarbleBetView>>(MARBLE_ENDPOINTS.records.path, { cursor: first.data.next ?? '' });
    expect(second.data.items).toHaveLength(5);
    expect(second.data.next).toBeNull();
    const ids = [...first.data.items, ...second.data.items].map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call(MARBLE_ENDPOINTS.records.path, { cursor: 'x' })).code).toBe(ERROR_CODES.invalidParams);

    // Another player's bet is no one else's to read.
    const other = (await (await caller(t, '55001'))<Page<MarbleBetView>>(MARBLE_ENDPOINTS.records.path)).data.items[0];
    expect(other).toBeDefined();
    expect((await call(MARBLE_ENDPOINTS.record.path, { id: other?.id ?? '' })).code).toBe(ERROR_CODES['marble.notFound']);
    expect((await call(MARBLE_ENDPOINTS.record.path, { id: '0' })).code).toBe(ERROR_CODES.invalidParams);
  });
});

describe('ranks and big wins', () => {
  it('rank net winnings of the day and the month (UTC+7) and give the caller\'s own standing', async () => {
    const t = testApp();
    const call = await caller(t, PLAYER);
    for (const kind of ['daily', 'monthly'] as const) {
      const rank = (await call<MarbleRankView>(MARBLE_ENDPOINTS.ranks.path, { kind })).data;
      expect(rank.kind).toBe(kind);
      // The same figures straight from the bets of the period.
      const expected = t.db
        .prepare(
          `SELECT b.user_id, u.nickname, SUM(b.payout_coins - b.bet_coins) AS net FROM marble_bets b JOIN users u ON u.id = b.user_id
           WHERE b.created_at >= ? AND b.created_at < ? GROUP BY b.user_id HAVING net > 0 ORDER BY net DESC, b.user_id LIMIT 20`,
        )
        .all(rank.period.startMs, rank.period.endMs) as { user_id: number; nickname: string; net: number }[];
      expect(rank.top).toEqual(expected.map((row, index) => ({ rank: index + 1, userId: String(row.user_id), nickname: row.nickname, netCoins: row.net })));
      expect(rank.me).toEqual({ rank: null, netCoins: 0 });
    }
    expect((await call(MARBLE_ENDPOINTS.ranks.path, { kind: 'weekly' })).code).toBe(ERROR_CODES.invalidParams);
    // The demo players played this month: the monthly rank is never empty.
    expect((await call<MarbleRankView>(MARBLE_ENDPOINTS.ranks.path, { kind: 'monthly' })).data.period.endMs).toBeGreaterThan(t.clock.now());
  });

  it('list the latest bets paid at 3x or more, newest first', async () => {
    const t = testApp();
    const wins = (await (await caller(t, PLAYER))<{ items: MarbleWinView[] }>(MARBLE_ENDPOINTS.wins.path)).data.items;
    expect(wins.length).toBeGreaterThan(0);
    for (const win of wins) {
      expect(win.oddsPercent).toBeGreaterThanOrEqual(MARBLE_BIG_WIN_MIN_ODDS_PERCENT);
      expect(win.payoutCoins).toBe(Math.floor((win.betCoins * win.oddsPercent) / 100));
    }
    const ids = wins.map((win) => Number(win.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('every recorded outcome', () => {
  it('recomputes from its seed and draw message by the recipe of docs/api.md', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const user = Number(PLAYER);
    transaction(t.db, () => recordTopUp(t.db, { userId: user, coins: 1_000_000, at: t.clock.now() }));
    const call = await caller(t, PLAYER);
    for (let i = 0; i < 40; i++) expect((await call(MARBLE_ENDPOINTS.bet.path, { amount: String(100 * (i + 1)) }, key())).code).toBe(0);
    const rows = t.db
      .prepare(`SELECT b.*, s.seed, s.commitment FROM marble_bets b JOIN draw_seeds s ON s.game = 'marble' AND s.period = b.period`)
      .all() as { id: number; period: string; path: string; hole: number; odds_percent: number; bet_coins: number; payout_coins: number; seed: string; commitment: string }[];
    // The demo history's bets and the forty above.
    expect(rows.length).toBeGreaterThan(40);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM marble_bets').get()).toEqual({ n: rows.length });
    for (const row of rows) {
      expect(createHash('sha256').update(Buffer.from(row.seed, 'hex')).digest('hex')).toBe(row.commitment);
      const drop = recomputeDrop(row.seed, `marble|${row.period}|${row.id}`);
      expect(drop.path.map((step) => (step === 'left' ? 'L' : 'R')).join(''), `bet ${row.id}`).toBe(row.path);
      expect(drop.hole).toBe(row.hole);
      expect(row.odds_percent).toBe(MARBLE_ODDS_PERCENT[row.hole]);
      expect(row.payout_coins).toBe(Math.floor((row.bet_coins * row.odds_percent) / 100));
    }
    expect(reconcile(t.db)).toEqual([]);
  });
});

describe('the calls without fields, and the daily limit, against the bad-value corpus', () => {
  it('answer a known code below HTTP 500, and the limit changes only to a value its rule accepts', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const values = JSON.parse(readFileSync(new URL('./fixtures/bad-values.json', import.meta.url), 'utf8')) as string[];
    const call = await caller(t, NEWCOMER);
    // No `__proto__` field here: the server drops it from the body, so its signature would never match and the
    // handlers would never see the values.
    const fields = (value: string) => Object.fromEntries(['limit', 'amount', 'id', 'kind', 'cursor', 'constructor'].map((name) => [name, value]));
    for (const value of values) {
      for (const path of [MARBLE_ENDPOINTS.overview.path, MARBLE_ENDPOINTS.confirmAdult.path]) {
        // Values too long for a request body (64 KB) are refused before the handler.
        expect([0, ERROR_CODES.invalidParams], `${path} ${JSON.stringify(value).slice(0, 40)}`).toContain((await call(path, fields(value), key())).code);
      }
      const answer = await call<MarbleLimitView>(MARBLE_ENDPOINTS.setLimit.path, fields(value));
      const parsed = parseWholeAmount(value);
      const acceptable = parsed !== null && parsed >= MARBLE_BET_MIN_COINS && parsed <= MARBLE_DAILY_LIMIT_DEFAULT_COINS;
      if (acceptable) expect(answer.code, JSON.stringify(value)).toBe(0);
      else expect([ERROR_CODES['marble.limitInvalid'], ERROR_CODES.invalidParams], JSON.stringify(value).slice(0, 40)).toContain(answer.code);
      if (acceptable) expect([answer.data.limitCoins, answer.data.next?.limitCoins]).toContain(parsed);
    }
    expect(reconcile(t.db)).toEqual([]);
  });
});
