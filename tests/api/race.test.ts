// 500 money requests at once on the demo accounts, with repeated idempotency keys among them: afterwards every
// currency reconciles against the ledger, no balance is negative and no one has two live withdrawals in a day. Run
// in this process, and across three server processes sharing one database file, where the transactions, the
// one-a-day index and the idempotency keys are truly contended.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { balanceOf, reconcile } from '../../server/services/ledger.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { RACE_RATE_LIMIT_SCALE, acrossServers, envelope, postSigned, signIn, startServer, testApp, type Requester } from './helpers.ts';

const REQUESTS = 500;
/** The race is about the ledger, not throttling: limits are raised so every request reaches the money code. */

/** The race: 500 money requests at once through `app` at the server time `now`, checked afterwards against `db`. */
async function race(app: Requester, db: DatabaseSync, now: number): Promise<void> {
  const tokens = new Map<string, string>();
  for (const id of ['10001', '10002', '10003', '10005', '10006', '10007']) tokens.set(id, await signIn(app, now, id));
  // Accounts to withdraw to for the hosts and the agency head who have none.
  for (const [id, account] of [['10006', '081298765432'], ['10002', '081211112222']] as const) {
    const res = await postSigned(app, '/api/withdraw/bind', tokens.get(id)!, { method: 'ovo', account_number: account, holder_name: 'Demo' }, { now });
    expect((await envelope(res)).code).toBe(0);
  }
  const coinsBefore = new Map(['10003', '10005', '10007', '10004', '30001', '30002'].map((id) => [id, balanceOf(db, { userId: Number(id), currency: 'coin', kind: 'available' })]));

  const random = seededRandom(7);
  type Planned = { user: string; path: string; fields: Record<string, string>; key: string; repeatOf?: number };
  const planned: Planned[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const earlier = planned.length > 0 ? Math.floor(random() * planned.length) : -1;
    if (earlier >= 0 && random() < 0.2) {
      // A retry of an earlier submission: same key, same body.
      planned.push({ ...planned[earlier]!, repeatOf: earlier });
      continue;
    }
    if (random() < 0.3) {
      const user = ['10001', '10002', '10006'][Math.floor(random() * 3)]!;
      const method = user === '10001' ? 'dana' : 'ovo';
      planned.push({ user, path: '/api/withdraw/submit', fields: { method, amount: String(50_000 + Math.floor(random() * 10) * 10_000) }, key: `race-w-${i}-xxxx` });
    } else {
      const user = ['10003', '10005', '10007'][Math.floor(random() * 3)]!;
      const target = ['10004', '30001', '30002'][Math.floor(random() * 3)]!;
      planned.push({ user, path: '/api/resale/transfer', fields: { target_user_id: target, amount: String(10_000 + Math.floor(random() * 6) * 5_000) }, key: `race-t-${i}-xxxx` });
    }
  }

  const answers = await Promise.all(
    planned.map((p) =>
      postSigned(app, p.path, tokens.get(p.user)!, p.fields, { now, headers: { 'Idempotency-Key': p.key } }).then((res) => envelope(res)),
    ),
  );

  // A repeat answers exactly as its first copy.
  planned.forEach((p, i) => {
    if (p.repeatOf !== undefined) expect(answers[i], `request ${i} repeats ${p.repeatOf}`).toEqual(answers[p.repeatOf]);
  });
  // Only the codes the rules allow.
  const allowed = new Set([0, ERROR_CODES['withdraw.oncePerDay'], ERROR_CODES['transfer.exceedsBalance'], ERROR_CODES['withdraw.exceedsAvailable']]);
  for (const answer of answers) expect(allowed.has(answer.code), JSON.stringify(answer)).toBe(true);

  // The ledger reconciles, no balance is negative, one live withdrawal a day at most.
  expect(reconcile(db)).toEqual([]);
  const negative = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE user_id IS NOT NULL AND balance < 0').get() as { n: number };
  expect(negative.n).toBe(0);
  const doubled = db
    .prepare('SELECT user_id, business_date, COUNT(*) AS n FROM withdrawals WHERE status NOT IN (0, 6) GROUP BY user_id, business_date HAVING n > 1')
    .all();
  expect(doubled).toEqual([]);

  // Coins moved exactly by the transfers that succeeded, each once.
  const firsts = planned.map((p, i) => ({ p, a: answers[i]! })).filter(({ p, a }) => p.repeatOf === undefined && a.code === 0);
  const moved = new Map<string, number>();
  for (const { p } of firsts.filter(({ p }) => p.path === '/api/resale/transfer')) {
    const amount = Number(p.fields['amount']);
    moved.set(p.user, (moved.get(p.user) ?? 0) - amount);
    moved.set(p.fields['target_user_id']!, (moved.get(p.fields['target_user_id']!) ?? 0) + amount);
  }
  for (const [id, before] of coinsBefore) {
    expect(balanceOf(db, { userId: Number(id), currency: 'coin', kind: 'available' }), id).toBe(before + (moved.get(id) ?? 0));
  }
  expect(firsts.filter(({ p }) => p.path === '/api/withdraw/submit').length).toBe(3);
}


/** Sends each request to one of `bases` in turn, again after a `busy` answer. */
function roundRobin(bases: string[]): Requester {
  return acrossServers(bases);
}

describe('money under races', () => {
  it('reconciles exactly after 500 concurrent transfers and withdrawals with repeated keys', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: String(RACE_RATE_LIMIT_SCALE) } });
    await race(t.app, t.db, t.clock.now());
  });

  describe('across three server processes on one database file', () => {
    const servers: ChildProcess[] = [];
    afterAll(() => {
      for (const server of servers) server.kill();
    });

    it('reconciles exactly too: the database, not one process, holds every rule', async () => {
      const dbPath = join(mkdtempSync(join(tmpdir(), 'race-')), 'race.sqlite');
      // The first creates and seeds the database; the others open it as it is.
      const bases = [await startServer(dbPath, servers)];
      bases.push(...(await Promise.all([startServer(dbPath, servers), startServer(dbPath, servers)])));
      const db = new DatabaseSync(dbPath);
      // How long each server's event loop is held up meanwhile (node:sqlite waits for the database synchronously):
      // the slowest answer to a time call sent every 20 ms, reported for the record.
      let probing = true;
      const slowest = bases.map(() => 0);
      const probes = bases.map(async (base, i) => {
        while (probing) {
          const started = performance.now();
          await fetch(`${base}/api/go/getSysTime`, { method: 'POST' });
          slowest[i] = Math.max(slowest[i]!, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      try {
        await race(roundRobin(bases), db, TEST_NOW);
      } finally {
        probing = false;
        await Promise.all(probes);
        db.close();
      }
      console.log(`slowest time call per server during the race: ${slowest.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
      // Three servers start and seed before the race: seconds on a busy machine, more than the default five.
    }, 30_000);
  });
});
