// Issue 26.9: the demo world users see is plausible: no test fixtures in it, real-looking names, varied numbers,
// history on every game, and families that keep earning prestige while the demo runs.
import { describe, expect, it } from 'vitest';
import { transaction } from '../../server/db/transaction.ts';
import { recordDemoActivity } from '../../server/demo/activity.ts';
import { eventBoard } from '../../server/events/boards.ts';
import { findEvent } from '../../server/events/folders.ts';
import { drawMarble } from '../../server/games/marble.ts';
import { bigWins, drawSpin } from '../../server/games/turntable.ts';
import { available } from '../../server/services/ledger.ts';
import { marblePayoutCoins } from '../../src/domain/marble.ts';
import { TURNTABLE_WHEEL_IDS, TURNTABLE_WHEELS, spinWheel, wheelGame, type WheelId } from '../../src/domain/turntable.ts';
import { familyJob } from '../../server/jobs/family.ts';
import { AGENCY_HEAD_ENDPOINTS, type JoinApplicantView } from '../../src/contract/agency.ts';
import type { Page } from '../../src/contract/paging.ts';
import { AGENCY_DEMO } from '../../server/demo/agency.ts';
import { agencyApp } from './agency-support.ts';
import { testApp } from './helpers.ts';

const DAY_MS = 24 * 3_600_000;

describe('the demo world', () => {
  it('has no test families in the family ranking', () => {
    const t = testApp();
    const names = (t.db.prepare('SELECT name FROM families').all() as { name: string }[]).map((row) => row.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => /^Uji\b/.test(name))).toEqual([]);
  });

  it('keeps its families earning prestige, so two Sundays later each family keeps its tier', () => {
    const t = testApp();
    const tiers = () => new Map((t.db.prepare('SELECT id, tier FROM families').all() as { id: number; tier: string }[]).map((row) => [row.id, row.tier]));
    const before = tiers();
    // The server's jobs as they run every hour for 15 days: the demo activity first, then the families' ratings.
    for (let at = t.clock.now() + 3_600_000; at <= t.clock.now() + 15 * DAY_MS; at += 3_600_000) {
      transaction(t.db, () => recordDemoActivity(t.db, at));
      transaction(t.db, () => familyJob.run(t.db, at));
    }
    expect(tiers()).toEqual(before);
    expect([...before.values()].filter((tier) => tier !== 'bronze').length).toBeGreaterThan(8);
  }, 60_000);
});

describe('the demo share guide', () => {
  it("ranks inviters with varied counts, a long tail rather than everyone on the same number", () => {
    const t = testApp();
    const event = findEvent('shareguide');
    if (!event) throw new Error('no shareguide event');
    // The last round is a whole month of sign-ups whatever day the test runs on.
    const last = eventBoard(t.db, event, t.clock.now()).last;
    const counts = last?.entries.map((entry) => entry.value) ?? [];
    expect(counts.length).toBeGreaterThan(5);
    expect(new Set(counts).size).toBeGreaterThan(2);
    expect(Math.max(...counts)).toBeGreaterThan(Math.min(...counts));
  });
});

describe('the demo turntables', () => {
  it('have big wins on every wheel, each a spin drawn from its revealed day seed as the server draws', () => {
    const t = testApp();
    for (const wheel of TURNTABLE_WHEEL_IDS) expect(bigWins(t.db, wheel).items.length, wheel).toBeGreaterThan(0);
    const spins = t.db
      .prepare(
        `SELECT s.id, s.wheel, s.period, s.prize_index, d.seed FROM turntable_spins s
         JOIN draw_seeds d ON d.game = 'turntable:' || s.wheel AND d.period = s.period`,
      )
      .all() as { id: number; wheel: WheelId; period: string; prize_index: number; seed: string }[];
    expect(spins.length).toBe((t.db.prepare('SELECT COUNT(*) AS n FROM turntable_spins').get() as { n: number }).n);
    for (const spin of spins) {
      const { random } = drawSpin(spin.seed, spin.wheel, spin.period, spin.id);
      expect(spinWheel(TURNTABLE_WHEELS[spin.wheel], random).index, `${wheelGame(spin.wheel)} spin ${spin.id}`).toBe(spin.prize_index);
    }
  });
});

describe("the demo viewer's marble history", () => {
  it('has settled bets of 10004, each drawn from its revealed seed and in the ledger, which adds up to DESIGN 5\'s 12,000 coins', () => {
    const t = testApp();
    const bets = t.db
      .prepare(
        `SELECT b.id, b.period, b.bet_coins, b.path, b.hole, b.payout_coins, d.seed FROM marble_bets b
         LEFT JOIN draw_seeds d ON d.game = 'marble' AND d.period = b.period WHERE b.user_id = 10004`,
      )
      .all() as { id: number; period: string; bet_coins: number; path: string; hole: number; payout_coins: number; seed: string | null }[];
    expect(bets.length).toBeGreaterThan(0);
    const ledger = t.db.prepare(
      `SELECT t.kind, e.amount FROM ledger_transactions t JOIN ledger_entries e ON e.tx_id = t.id JOIN accounts a ON a.id = e.account_id
       WHERE t.ref_type = 'marbleBet' AND t.ref_id = ? AND a.user_id = 10004 AND a.currency = 'coin' AND a.kind = 'available' ORDER BY t.id`,
    );
    for (const bet of bets) {
      expect(bet.seed, `bet ${bet.id}`).not.toBeNull();
      expect(bet.path).not.toBe('');
      expect(drawMarble(bet.seed ?? '', bet.period, bet.id).hole, `bet ${bet.id}`).toBe(bet.hole);
      expect(bet.payout_coins).toBe(marblePayoutCoins(bet.bet_coins, bet.hole));
      const moves = [{ kind: 'marbleBet', amount: -bet.bet_coins }, ...(bet.payout_coins > 0 ? [{ kind: 'marblePayout', amount: bet.payout_coins }] : [])];
      expect(ledger.all(bet.id), `bet ${bet.id}`).toEqual(moves);
    }
    const { total } = t.db
      .prepare(
        `SELECT SUM(e.amount) AS total FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
         WHERE a.user_id = 10004 AND a.currency = 'coin' AND a.kind = 'available'`,
      )
      .get() as { total: number };
    expect(available(t.db, 10004, 'coin')).toBe(12_000);
    expect(total).toBe(12_000);
  });
});

describe("the demo agency's applicants", () => {
  it('include one with a streaming record to judge, beside one who never streamed (issue 27.9)', async () => {
    const t = agencyApp();
    const page = await t.as(10002)<Page<JoinApplicantView>>(AGENCY_HEAD_ENDPOINTS.joinRequests.path, { tab: 'pending' });
    const of = (id: number) => page.data.items.find((item) => item.userId === String(id));
    const wulan = of(AGENCY_DEMO.secondPendingJoiner);
    expect(wulan?.beans30d).toBeGreaterThan(0);
    expect(wulan?.liveMinutes30d).toBeGreaterThan(60);
    expect(wulan?.charmLevel).toBeGreaterThan(1);
    expect(of(AGENCY_DEMO.pendingJoiner)).toMatchObject({ beans30d: 0, liveMinutes30d: 0 });
  });
});

describe('demo names', () => {
  it('are people\'s names, not a word and a number', () => {
    const t = testApp();
    const numbered = (sql: string) => (t.db.prepare(sql).all() as { name: string }[]).map((row) => row.name).filter((name) => /\d/.test(name));
    expect(numbered('SELECT nickname AS name FROM users')).toEqual([]);
    expect(numbered('SELECT name FROM agencies')).toEqual([]);
  });
});
