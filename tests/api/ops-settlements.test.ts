// The console's settlement queue (issue 28): open settlements oldest first by keyset, a settlement's lines with its
// host, completion crediting its beans once when two operators decide at once, rejection crediting nothing, and no
// operator deciding their own.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { OpsSettlementDetail, OpsSettlementItem } from '../../src/contract/ops.ts';
import type { Page } from '../../src/contract/paging.ts';
import { balanceOf, reconcile } from '../../server/services/ledger.ts';
import { caller, postSigned, signIn, testApp } from './helpers.ts';

type App = ReturnType<typeof testApp>;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `ops-settle-${String(++keys).padStart(6, '0')}` });

/** A weekly settlement of 10001 under review, of `amount` beans, for a week long past (a fixture row). */
function settlementOf10001(t: App, weekStart: string, amount = 40_000): string {
  const id = t.db
    .prepare("INSERT INTO settlements (user_id, period, period_start, period_end, amount, status, created_at) VALUES (10001, 'weekly', ?, ?, ?, 2, ?)")
    .run(weekStart, weekStart, amount, t.clock.now() - 1000).lastInsertRowid;
  t.db.prepare("INSERT INTO settlement_lines (settlement_id, kind, amount) VALUES (?, 'giftIncome', ?)").run(id, amount);
  return String(id);
}

const available = (t: App) => balanceOf(t.db, { userId: 10001, currency: 'bean', kind: 'available' });

describe('the console’s settlement queue', () => {
  it('lists a host’s open settlements oldest first and shows one with its lines and the decisions allowed', async () => {
    const t = testApp();
    const first = settlementOf10001(t, '2020-01-06');
    const second = settlementOf10001(t, '2020-01-13');
    const ops = await caller(t, '10008');
    const { data } = await ops<Page<OpsSettlementItem>>('/api/ops/settlements/list', { user_id: '10001', filter: 'open' });
    const ids = data.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const detail = await ops<OpsSettlementDetail>('/api/ops/settlements/detail', { id: first });
    expect(detail.data).toMatchObject({ userId: '10001', nickname: 'Sari', amount: 40_000, status: 2, allowed: ['complete', 'reject'], ownRow: false });
    expect(detail.data.lines).toEqual([{ kind: 'giftIncome', amount: 40_000 }]);
    expect((await ops('/api/ops/settlements/list', { filter: 'waiting' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await (await caller(t, '10001'))('/api/ops/settlements/list')).code).toBe(ERROR_CODES.forbidden);
  });

  it('credits a completed settlement once when two operators complete it at once; the other sees it done', async () => {
    const t = testApp();
    const id = settlementOf10001(t, '2020-01-06');
    t.db.prepare('INSERT INTO operators (user_id) VALUES (10004)').run();
    const before = available(t);
    const answers = await Promise.all(['10008', '10004'].map(async (operator) => {
      const token = await signIn(t.app, t.clock.now(), operator);
      const res = await postSigned(t.app, '/api/ops/settlements/decide', token, { id, decision: 'complete' }, { now: t.clock.now(), headers: key() });
      return (await res.json()) as { code: number; data: OpsSettlementDetail };
    }));
    expect(answers.map((a) => a.code).sort()).toEqual([0, ERROR_CODES['ops.alreadyDecided']].sort());
    expect(answers.every((a) => a.data.status === 5)).toBe(true);
    expect(available(t)).toBe(before + 40_000);
    const winner = answers.find((a) => a.code === 0);
    expect(winner?.data.decisions).toEqual([expect.objectContaining({ action: 'complete', fromState: '2', toState: '5', ledgerTxId: expect.stringMatching(/^\d+$/) })]);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('rejects without crediting, and refuses an operator their own settlement', async () => {
    const t = testApp();
    const id = settlementOf10001(t, '2020-01-06');
    const before = available(t);
    const ops = await caller(t, '10008');
    expect((await ops<OpsSettlementDetail>('/api/ops/settlements/decide', { id, decision: 'reject' }, key())).data).toMatchObject({ status: 0, allowed: [] });
    expect(available(t)).toBe(before);
    const own = settlementOf10001(t, '2020-01-13');
    t.db.prepare('INSERT INTO operators (user_id) VALUES (10001)').run();
    expect((await (await caller(t, '10001'))('/api/ops/settlements/decide', { id: own, decision: 'complete' }, key())).code).toBe(ERROR_CODES['ops.ownRow']);
    expect(available(t)).toBe(before);
  });
});
