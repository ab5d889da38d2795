// 500 bets at once on one account, with repeated Idempotency-Keys among them: the account is never overdrawn, each
// submission is one bet at most, every coin reconciles through the ledger, and every bet recomputes by the recipe.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { MARBLE_ENDPOINTS, type MarbleBetResult } from '../../src/contract/marble.ts';
import { MARBLE_DAILY_LIMIT_DEFAULT_COINS } from '../../src/domain/marble.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { MARBLE_DEMO_PLAYER_COINS, TASK_DEMO_ACCOUNTS } from '../../server/demo/tasks.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { envelope, postSigned, signIn, testApp } from './helpers.ts';
import { recomputeDrop } from './marble-recipe.ts';

const REQUESTS = 500;
/** Throttling has its own tests: every request here must reach the money code. */
const RACE_RATE_LIMIT_SCALE = 100;

describe('marble bets under races', () => {
  it('never overdraw one account and reconcile exactly after 500 concurrent bets with repeated keys', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: String(RACE_RATE_LIMIT_SCALE) } });
    const user = TASK_DEMO_ACCOUNTS.marbleClock;
    const now = t.clock.now();
    const token = await signIn(t.app, now, String(user));
    const before = available(t.db, user, 'coin');
    expect(before).toBe(MARBLE_DEMO_PLAYER_COINS);

    const random = seededRandom(15);
    type Planned = { amount: string; key: string; repeatOf?: number };
    const planned: Planned[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const earlier = Math.floor(random() * planned.length);
      if (planned.length > 0 && random() < 0.2) {
        planned.push({ ...planned[earlier]!, repeatOf: earlier });
        continue;
      }
      // 1,000 to 20,000 coins and now and then the largest bet, against 50,000: the balance runs out again and again,
      // so the ledger has to refuse some.
      const amount = random() < 0.05 ? 100_000 : 1_000 * (1 + Math.floor(random() * 20));
      planned.push({ amount: String(amount), key: `marble-race-${i}-key` });
    }
    const answers = await Promise.all(
      planned.map((p) =>
        postSigned(t.app, MARBLE_ENDPOINTS.bet.path, token, { amount: p.amount }, { now, headers: { 'Idempotency-Key': p.key } }).then((res) =>
          envelope<MarbleBetResult>(res),
        ),
      ),
    );

    planned.forEach((p, i) => {
      if (p.repeatOf !== undefined) expect(answers[i], `request ${i} repeats ${p.repeatOf}`).toEqual(answers[p.repeatOf]);
    });
    // The balance runs out, and the day's bets may reach the daily limit: both are refusals the rules allow.
    const allowed = new Set([0, ERROR_CODES['marble.insufficientBalance'], ERROR_CODES['marble.dailyLimit']]);
    for (const answer of answers) expect(allowed.has(answer.code), JSON.stringify(answer).slice(0, 200)).toBe(true);

    const placed = planned.flatMap((p, i) => (p.repeatOf === undefined && answers[i]?.code === 0 ? [answers[i]!.data.bet] : []));
    expect(placed.length).toBeGreaterThan(10);
    expect(answers.some((answer) => answer.code === ERROR_CODES['marble.insufficientBalance'])).toBe(true);

    // One row per placed bet, nothing else; the balance is exactly the start less the bets plus the payouts.
    const rows = t.db.prepare('SELECT id, bet_coins, payout_coins FROM marble_bets WHERE user_id = ? ORDER BY id').all(user) as {
      id: number;
      bet_coins: number;
      payout_coins: number;
    }[];
    expect(rows.map((row) => String(row.id)).sort()).toEqual(placed.map((bet) => bet.id).sort());
    const net = rows.reduce((sum, row) => sum + row.payout_coins - row.bet_coins, 0);
    expect(available(t.db, user, 'coin')).toBe(before + net);
    expect(available(t.db, user, 'coin')).toBeGreaterThanOrEqual(0);
    expect(rows.reduce((sum, row) => sum + row.bet_coins, 0)).toBeLessThanOrEqual(MARBLE_DAILY_LIMIT_DEFAULT_COINS);
    // Each bet took its coins once and paid once at most.
    const moves = t.db
      .prepare(`SELECT kind, COUNT(*) AS n FROM ledger_transactions WHERE ref_type = 'marbleBet' AND ref_id IN (SELECT id FROM marble_bets WHERE user_id = ?) GROUP BY kind`)
      .all(user) as { kind: string; n: number }[];
    expect(moves.find((m) => m.kind === 'marbleBet')?.n).toBe(rows.length);
    expect(moves.find((m) => m.kind === 'marblePayout')?.n).toBe(rows.filter((row) => row.payout_coins > 0).length);
    expect(reconcile(t.db)).toEqual([]);

    // And every placed bet is the draw the recipe gives from its day's seed.
    const seed = (t.db.prepare("SELECT seed FROM draw_seeds WHERE game = 'marble' AND period = ?").get(placed[0]!.period) as { seed: string }).seed;
    for (const bet of placed) expect(recomputeDrop(seed, bet.drawMessage)).toEqual({ path: bet.path, hole: bet.hole });
  });
});
