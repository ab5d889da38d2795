// 300 payment callbacks and coin transfers at once on the same accounts: replays, second transactions, declines racing
// payments, wrong amounts, forged signatures, and dealers spending what the top-ups bring. Afterwards every order is
// credited at most once (exactly when it is paid), the ledger reconciles, no balance is negative and every balance is
// exactly what the answers say happened. In this process, and across three server processes on one database file.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { TopUpOrderView } from '../../src/contract/topup.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { DEV_PAYMENT_SECRET } from '../../server/services/config.ts';
import { balanceOf, reconcile } from '../../server/services/ledger.ts';
import { PAYMENT_CALLBACK_PATH, paymentSignature } from '../../server/coin/payments.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { RACE_RATE_LIMIT_SCALE, acrossServers, envelope, postSigned, signIn, startServer, testApp, type Requester } from './helpers.ts';

const REQUESTS = 300;
/** The race is about the ledger, not throttling. */
/** Who buys which package: dealers buy big, the viewer small. */
const BUYERS = [['10003', 'p1m'], ['10007', 'p300k'], ['10004', 'p50k']] as const;
const ORDERS_PER_BUYER = 12;

type Answer = { code: number; data: unknown };

/** The race through `app` at server time `now`, checked afterwards against `db`. */
async function race(app: Requester, db: DatabaseSync, now: number): Promise<void> {
  const tokens = new Map<string, string>();
  for (const id of ['10003', '10007', '10004']) tokens.set(id, await signIn(app, now, id));
  const coin = (id: string) => balanceOf(db, { userId: Number(id), currency: 'coin', kind: 'available' });
  const watched = ['10003', '10007', '10004', '30001'];
  const before = new Map(watched.map((id) => [id, coin(id)]));

  // The orders, made before the race.
  const orders: { user: string; order: TopUpOrderView }[] = [];
  for (const [user, packageId] of BUYERS) {
    for (let i = 0; i < ORDERS_PER_BUYER; i++) {
      const res = await postSigned(app, '/api/topup/create', tokens.get(user)!, { package_id: packageId, channel: 'qris' }, { now, headers: { 'Idempotency-Key': `race-order-${user}-${i}` } });
      const answer = await envelope<{ order: TopUpOrderView }>(res);
      expect(answer.code).toBe(0);
      orders.push({ user, order: answer.data.order });
    }
  }

  const random = seededRandom(11);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  type Planned =
    | { kind: 'callback'; orderIndex: number; fields: Record<string, string> }
    | { kind: 'transfer'; user: string; fields: Record<string, string>; key: string; repeatOf?: number };
  const planned: Planned[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    if (random() < 0.55) {
      const orderIndex = Math.floor(random() * orders.length);
      const { order } = orders[orderIndex]!;
      const roll = random();
      const fields: Record<string, string> = {
        order_id: order.id,
        // Mostly the provider's one transaction (so replays), sometimes a second one, a decline or a wrong amount.
        provider_tx_id: roll < 0.6 ? `TX-${order.id}` : roll < 0.75 ? `ALT-${order.id}-${i}` : `DEC-${order.id}`,
        status: roll >= 0.75 && roll < 0.85 ? 'declined' : 'paid',
        amount: String(roll >= 0.85 && roll < 0.93 ? order.priceIdr + 1 : order.priceIdr),
      };
      fields['sign'] = roll >= 0.93 ? 'f'.repeat(64) : paymentSignature(fields, DEV_PAYMENT_SECRET);
      planned.push({ kind: 'callback', orderIndex, fields });
      continue;
    }
    const firsts = planned.flatMap((p, j) => (p.kind === 'transfer' && p.repeatOf === undefined ? [j] : []));
    if (firsts.length > 0 && random() < 0.3) {
      // A retry of an earlier transfer: same key, same body.
      const earlier = pick(firsts);
      planned.push({ ...(planned[earlier] as Extract<Planned, { kind: 'transfer' }>), repeatOf: earlier });
      continue;
    }
    const user = pick(['10003', '10007'] as const);
    const target = user === '10003' ? pick(['10004', '30001', '10007']) : pick(['10004', '30001']);
    planned.push({ kind: 'transfer', user, fields: { target_user_id: target, amount: String(10_000 + Math.floor(random() * 30) * 5_000) }, key: `race-transfer-${i}` });
  }

  const answers: Answer[] = await Promise.all(
    planned.map((p) =>
      p.kind === 'callback'
        ? Promise.resolve(
            app.request(PAYMENT_CALLBACK_PATH, {
              method: 'POST',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(p.fields),
            }),
          ).then((res) => envelope(res))
        : postSigned(app, '/api/resale/transfer', tokens.get(p.user)!, p.fields, { now, headers: { 'Idempotency-Key': p.key } }).then((res) => envelope(res)),
    ),
  );

  const allowed = new Set([0, ERROR_CODES['transfer.exceedsBalance'], ERROR_CODES['payment.orderClosed'], ERROR_CODES['payment.amountMismatch'], ERROR_CODES.badSign]);
  for (const answer of answers) expect(allowed.has(answer.code), JSON.stringify(answer)).toBe(true);
  planned.forEach((p, i) => {
    if (p.kind === 'transfer' && p.repeatOf !== undefined) expect(answers[i], `transfer ${i} repeats ${p.repeatOf}`).toEqual(answers[p.repeatOf]);
  });

  // Each order: paid exactly when one callback credited it, and then credited by exactly one ledger row.
  const credits = new Map<number, number>();
  planned.forEach((p, i) => {
    if (p.kind === 'callback' && (answers[i]?.data as { credited?: boolean } | null)?.credited === true) credits.set(p.orderIndex, (credits.get(p.orderIndex) ?? 0) + 1);
  });
  const expected = new Map(watched.map((id) => [id, before.get(id)!]));
  orders.forEach(({ user, order }, index) => {
    const row = db.prepare('SELECT status FROM topup_orders WHERE id = ?').get(Number(order.id)) as { status: string };
    const rows = (db.prepare(`SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'topUp' AND ref_type = 'topupOrder' AND ref_id = ?`).get(Number(order.id)) as { n: number }).n;
    expect(credits.get(index) ?? 0, `order ${order.id} credited`).toBe(row.status === 'paid' ? 1 : 0);
    expect(rows, `order ${order.id} ledger rows`).toBe(row.status === 'paid' ? 1 : 0);
    if (row.status === 'paid') expected.set(user, expected.get(user)! + order.coins + order.bonusCoins);
  });
  expect(credits.size).toBeGreaterThan(0);

  // Transfers moved coins exactly once each.
  planned.forEach((p, i) => {
    if (p.kind !== 'transfer' || p.repeatOf !== undefined || answers[i]?.code !== 0) return;
    const amount = Number(p.fields['amount']);
    expected.set(p.user, expected.get(p.user)! - amount);
    const to = p.fields['target_user_id']!;
    if (expected.has(to)) expected.set(to, expected.get(to)! + amount);
  });
  for (const id of watched) expect(coin(id), id).toBe(expected.get(id));
  expect(reconcile(db)).toEqual([]);
  expect((db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE user_id IS NOT NULL AND balance < 0').get() as { n: number }).n).toBe(0);
}


describe('payment callbacks and transfers under races', () => {
  it('credit each paid order once and reconcile exactly', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: String(RACE_RATE_LIMIT_SCALE) } });
    await race(t.app, t.db, t.clock.now());
  }, 60_000);

  describe('across three server processes on one database file', () => {
    const servers: ChildProcess[] = [];
    afterAll(() => {
      for (const server of servers) server.kill();
    });

    it('do so too: the database, not one process, holds every rule', async () => {
      const dbPath = join(mkdtempSync(join(tmpdir(), 'topup-race-')), 'race.sqlite');
      const bases = [await startServer(dbPath, servers)];
      bases.push(...(await Promise.all([startServer(dbPath, servers), startServer(dbPath, servers)])));
      const roundRobin = acrossServers(bases);
      const db = new DatabaseSync(dbPath);
      try {
        await race(roundRobin, db, TEST_NOW);
      } finally {
        db.close();
      }
    }, 120_000);
  });
});
