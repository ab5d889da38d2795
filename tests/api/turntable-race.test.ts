// 300 spins at once on one account, with repeated idempotency keys among them, on a no-limit wheel and on a wheel
// with a round limit: afterwards the spins used are exactly the spins earned (never more), each numbered once, every
// prize credited once, and the ledger reconciles. In this process, and across three server processes sharing one
// database file, where the database alone holds the rule.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { SpinResult } from '../../src/contract/turntable.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { TURNTABLE_WHEELS, spinsEarned } from '../../src/domain/turntable.ts';
import { DB_BUSY_TIMEOUT_MS } from '../../server/db/database.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { RACE_RATE_LIMIT_SCALE, acrossServers, envelope, postSigned, signIn, startServer, testApp, type Requester } from './helpers.ts';
import { addPlayer, at10, topUp } from './turntable-support.ts';

const REQUESTS = 300;
/** A Saturday: the weekend wheel (no limit) and the weekly wheel (20 a week) are both open. */
const SATURDAY = at10('2026-03-21');
/** 137 spins on the 100,000-step wheels; the weekly one stops at its limit of 20. */
const TOPPED_UP = 13_750_000;
/** The race is about spins, not throttling: limits are raised so every request reaches the spin. */
const PLAYER = 56950;
/** Three servers starting and 300 requests: seconds alone, longer on a machine busy with other tests. */
const RACE_TIMEOUT_MS = 60_000;

/** The race: 300 spins of one player at once through `app`, checked afterwards against `db`. */
async function race(app: Requester, db: DatabaseSync, now: number): Promise<void> {
  const token = await signIn(app, now, String(PLAYER));
  const before = available(db, PLAYER, 'coin');
  const random = seededRandom(16);
  type Planned = { wheel: 'tanpa' | 'luckyOne'; key: string; repeatOf?: number };
  const planned: Planned[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    if (planned.length > 0 && random() < 0.15) {
      const earlier = Math.floor(random() * planned.length);
      planned.push({ ...planned[earlier]!, repeatOf: earlier });
    } else {
      planned.push({ wheel: random() < 0.7 ? 'tanpa' : 'luckyOne', key: `race-spin-${i}-xxxx` });
    }
  }
  const answers = await Promise.all(
    planned.map((p) =>
      postSigned(app, '/api/turntable/spin', token, { wheel: p.wheel }, { now, headers: { 'Idempotency-Key': p.key } }).then((res) => envelope<SpinResult>(res)),
    ),
  );

  // A repeat answers exactly as its first copy; only the rules' own refusals appear.
  planned.forEach((p, i) => {
    if (p.repeatOf !== undefined) expect(answers[i], `request ${i} repeats ${p.repeatOf}`).toEqual(answers[p.repeatOf]);
  });
  for (const answer of answers) expect([0, ERROR_CODES['turntable.noSpinsLeft']], JSON.stringify(answer)).toContain(answer.code);

  const firsts = planned.map((p, i) => ({ p, a: answers[i]! })).filter(({ p }) => p.repeatOf === undefined);
  for (const wheel of ['tanpa', 'luckyOne'] as const) {
    const config = TURNTABLE_WHEELS[wheel];
    const earned = spinsEarned(TOPPED_UP, config.stepCoins, config.maxSpinsPerRound);
    const asked = firsts.filter(({ p }) => p.wheel === wheel).length;
    expect(asked, `${wheel}: the race asks for more spins than were earned`).toBeGreaterThan(earned);
    // Exactly the spins earned were used: every one of them, never more, each number of the round once.
    const seqs = db.prepare('SELECT seq FROM turntable_spins WHERE user_id = ? AND wheel = ? ORDER BY seq').all(PLAYER, wheel) as { seq: number }[];
    expect(seqs.map((row) => row.seq), wheel).toEqual(Array.from({ length: earned }, (_, i) => i + 1));
    expect(firsts.filter(({ p, a }) => p.wheel === wheel && a.code === 0)).toHaveLength(earned);
  }

  // Every prize credited once: the balance moved by exactly the prizes answered, one ledger credit per spin.
  const won = firsts.filter(({ a }) => a.code === 0).reduce((sum, { a }) => sum + (a.data.spin.prize.kind === 'coins' ? a.data.spin.prize.coins : 0), 0);
  expect(available(db, PLAYER, 'coin')).toBe(before + won);
  const credits = db
    .prepare(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT t.ref_id) AS spins FROM ledger_transactions t JOIN turntable_spins s ON s.id = t.ref_id
       WHERE t.kind = 'turntablePrize' AND t.ref_type = 'turntableSpin' AND s.user_id = ?`,
    )
    .get(PLAYER) as { n: number; spins: number };
  const spins = db.prepare('SELECT COUNT(*) AS n FROM turntable_spins WHERE user_id = ?').get(PLAYER) as { n: number };
  expect(credits).toEqual({ n: spins.n, spins: spins.n });
  expect(reconcile(db)).toEqual([]);
}


describe('spins under races', () => {
  it('never use more spins than the top-ups earned, and reconcile exactly, after 300 concurrent spins', async () => {
    const t = testApp({ now: SATURDAY, env: { RATE_LIMIT_SCALE: String(RACE_RATE_LIMIT_SCALE) } });
    addPlayer(t.db, PLAYER);
    topUp(t.db, String(PLAYER), TOPPED_UP, SATURDAY - 60_000);
    await race(t.app, t.db, t.clock.now());
  }, RACE_TIMEOUT_MS);

  describe('across three server processes on one database file', () => {
    const servers: ChildProcess[] = [];
    afterAll(() => {
      for (const server of servers) server.kill();
    });

    it('hold too: the database, not one process, keeps the spins within what was earned', async () => {
      const dbPath = join(mkdtempSync(join(tmpdir(), 'turntable-race-')), 'race.sqlite');
      const bases = [await startServer(dbPath, servers, { at: SATURDAY })];
      bases.push(...(await Promise.all([startServer(dbPath, servers, { at: SATURDAY }), startServer(dbPath, servers, { at: SATURDAY })])));
      const db = new DatabaseSync(dbPath);
      db.exec(`PRAGMA busy_timeout = ${DB_BUSY_TIMEOUT_MS}`);
      const roundRobin = acrossServers(bases);
      try {
        addPlayer(db, PLAYER);
        topUp(db, String(PLAYER), TOPPED_UP, SATURDAY - 60_000);
        await race(roundRobin, db, SATURDAY);
      } finally {
        db.close();
      }
    }, RACE_TIMEOUT_MS);
  });
});
