// 500 money requests at once on the demo accounts, with repeated idempotency keys among them: afterwards every
// currency reconciles against the ledger, no balance is negative and no one has two live withdrawals in a day.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { balanceOf, reconcile } from '../../server/ledger.ts';
import { envelope, postSigned, signIn, testApp } from './helpers.ts';

const REQUESTS = 500;

describe('money under races', () => {
  it('reconciles exactly after 500 concurrent transfers and withdrawals with repeated keys', async () => {
    const t = testApp();
    const now = t.clock.now();
    const tokens = new Map<string, string>();
    for (const id of ['10001', '10002', '10003', '10005', '10006', '10007']) tokens.set(id, await signIn(t.app, now, id));
    // Accounts to withdraw to for the hosts and the agency head who have none.
    for (const [id, account] of [['10006', '081298765432'], ['10002', '081211112222']] as const) {
      const res = await postSigned(t.app, '/api/withdraw/bind', tokens.get(id)!, { method: 'ovo', account_number: account, holder_name: 'Demo' }, { now });
      expect((await envelope(res)).code).toBe(0);
    }
    const coinsBefore = new Map(['10003', '10005', '10007', '10004', '30001', '30002'].map((id) => [id, balanceOf(t.db, { userId: Number(id), currency: 'coin', kind: 'available' })]));

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
        postSigned(t.app, p.path, tokens.get(p.user)!, p.fields, { now, headers: { 'Idempotency-Key': p.key } }).then((res) => envelope(res)),
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
    expect(reconcile(t.db)).toEqual([]);
    const negative = t.db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE user_id IS NOT NULL AND balance < 0').get() as { n: number };
    expect(negative.n).toBe(0);
    const doubled = t.db
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
      expect(balanceOf(t.db, { userId: Number(id), currency: 'coin', kind: 'available' }), id).toBe(before + (moved.get(id) ?? 0));
    }
    expect(firsts.filter(({ p }) => p.path === '/api/withdraw/submit').length).toBe(3);
  });
});
