// The console's withdrawal queue (issue 28): operators only; the list oldest first, filtered and paged by keyset; a
// detail with what a decision needs; decisions with reasons and payout references, one winner when two operators
// decide at once, each in the audit trail; the bank's CSV of approved withdrawals.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { OpsOverview, OpsWithdrawalDetail, OpsWithdrawalItem } from '../../src/contract/ops.ts';
import type { Page } from '../../src/contract/paging.ts';
import type { WithdrawalDetail, WithdrawalView } from '../../src/contract/withdraw.ts';
import { SETTLEMENT_STATUS } from '../../src/domain/settlement.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { balanceOf, reconcile } from '../../server/services/ledger.ts';
import { caller, postSigned, signIn, testApp } from './helpers.ts';

const LIST = '/api/ops/withdrawals/list';
const DETAIL = '/api/ops/withdrawals/detail';
const DECIDE = '/api/ops/withdrawals/decide';
const EXPORT = '/api/ops/withdrawals/export';
const OVERVIEW = '/api/ops/overview';
const HOUR_MS = 60 * 60 * 1000;

type App = ReturnType<typeof testApp>;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `ops-decide-${String(++keys).padStart(6, '0')}` });

/** 10001 withdraws 100,000 beans to her DANA account (frozen until decided); answers the withdrawal's id. */
async function withdrawalOf10001(t: App): Promise<string> {
  const host = await caller(t, '10001');
  const { data } = await host<{ withdrawal: WithdrawalView }>('/api/withdraw/submit', { method: 'dana', amount: '100000' }, key());
  return data.withdrawal.id;
}

/** `count` withdrawals of viewer 10004 under review, one an hour from `from` (rows only: the list reads them). */
function rowsOf10004(t: App, count: number, from: number, status: number = SETTLEMENT_STATUS.TO_BE_REVIEWED): void {
  const insert = t.db.prepare(
    `INSERT INTO withdrawals (user_id, method, account_number, holder_name, amount, fee, net, status, business_date, created_at, updated_at)
     VALUES (10004, 'dana', '081200000000', 'Budi', 50000, 0, 50000, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < count; i++) insert.run(status, `fixture-${status}-${i}`, from + i * HOUR_MS, from + i * HOUR_MS);
}

const available = (t: App, userId: number) => balanceOf(t.db, { userId, currency: 'bean', kind: 'available' });

describe('POST /api/ops/withdrawals/list', () => {
  it('pages a user’s withdrawals under review oldest first, each row once, and filters by state and date range', async () => {
    const t = testApp();
    const start = businessDayStartMs(addDays(businessDate(t.clock.now()), -10));
    rowsOf10004(t, 45, start);
    rowsOf10004(t, 2, start, SETTLEMENT_STATUS.COMPLETED);
    const ops = await caller(t, '10008');
    const seen: OpsWithdrawalItem[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { data: Page<OpsWithdrawalItem> } = await ops<Page<OpsWithdrawalItem>>(LIST, { user_id: '10004', cursor });
      seen.push(...page.data.items);
      cursor = page.data.next;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((row) => row.id)).size).toBe(45);
    expect(seen.map((row) => row.createdAt)).toEqual([...seen.map((row) => row.createdAt)].sort((a, b) => a - b));
    expect(seen[0]).toMatchObject({ userId: '10004', nickname: expect.any(String), accountMasked: '********0000', status: 2 });

    const paid = await ops<Page<OpsWithdrawalItem>>(LIST, { user_id: '10004', filter: 'paid' });
    expect(paid.data.items.map((row) => row.status)).toEqual([5, 5]);
    const day = businessDate(start);
    const oneDay = await ops<Page<OpsWithdrawalItem>>(LIST, { user_id: '10004', start: day, end: day });
    const rest = await ops<Page<OpsWithdrawalItem>>(LIST, { user_id: '10004', start: day, end: day, cursor: oneDay.data.next ?? '' });
    expect(oneDay.data.items.length + rest.data.items.length).toBe(24);
    expect(rest.data.next).toBeNull();
  });

  it('refuses a malformed filter, cursor, user id or range, and everyone but operators', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    expect((await ops(LIST, { filter: 'everything' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await ops(LIST, { cursor: '12' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await ops(LIST, { user_id: '010004' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await ops(LIST, { start: '2026-01-01', end: '2026-03-10' })).code).toBe(ERROR_CODES['range.tooLong']);
    for (const id of ['10001', '10004', '10003']) expect((await (await caller(t, id))(LIST)).code).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /api/ops/withdrawals/detail', () => {
  it('shows the account in full, the user’s balances and the decisions an operator may take', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    const { data } = await (await caller(t, '10008'))<OpsWithdrawalDetail>(DETAIL, { id });
    expect(data).toMatchObject({ id, userId: '10001', amount: 100_000, status: 2, ownRow: false, decisions: [] });
    expect(data.accountNumber).toMatch(/7890$/);
    expect(data.frozenBeans).toBeGreaterThanOrEqual(100_000);
    expect(data.allowed).toEqual(['approve', 'reject']);
    expect((await (await caller(t, '10008'))(DETAIL, { id: '999999' })).code).toBe(ERROR_CODES['withdraw.notFound']);
  });
});

describe('POST /api/ops/withdrawals/decide', () => {
  it('approves, then marks paid with the bank’s reference, each in the trail with the operator and the payout', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    const ops = await caller(t, '10008');
    expect((await ops(DECIDE, { id, decision: 'paid', reference: 'BCA-1' }, key())).code).toBe(ERROR_CODES['ops.alreadyDecided']);
    expect((await ops<OpsWithdrawalDetail>(DECIDE, { id, decision: 'approve' }, key())).data).toMatchObject({ status: 1, allowed: ['paid', 'failed'] });
    expect((await ops(DECIDE, { id, decision: 'paid', reference: 'bad ref!' }, key())).code).toBe(ERROR_CODES['ops.referenceInvalid']);
    const paid = await ops<OpsWithdrawalDetail>(DECIDE, { id, decision: 'paid', reference: ' BCA/2026-03-18.001 ' }, key());
    expect(paid.data).toMatchObject({ status: 5, payoutReference: 'BCA/2026-03-18.001', allowed: [] });
    expect(paid.data.decisions.map((d) => [d.operatorUserId, d.action, d.fromState, d.toState, d.reference])).toEqual([
      ['10008', 'approve', '2', '1', null],
      ['10008', 'paid', '1', '5', 'BCA/2026-03-18.001'],
    ]);
    expect(paid.data.decisions[1]?.ledgerTxId).toMatch(/^\d+$/);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('rejects with the reason the user sees and gives the beans back', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    const before = available(t, 10001);
    const ops = await caller(t, '10008');
    expect((await ops(DECIDE, { id, decision: 'reject', reason: '  ' }, key())).code).toBe(ERROR_CODES['ops.reasonRequired']);
    expect((await ops(DECIDE, { id, decision: 'reject', reason: 'x'.repeat(201) }, key())).code).toBe(ERROR_CODES['ops.reasonTooLong']);
    expect((await ops(DECIDE, { id, decision: 'reject', reason: 'Name \u202Edoes not match' }, key())).code).toBe(ERROR_CODES['ops.reasonInvalid']);
    const rejected = await ops<OpsWithdrawalDetail>(DECIDE, { id, decision: 'reject', reason: 'The holder name does not match the account' }, key());
    expect(rejected.data).toMatchObject({ status: 0, reason: 'The holder name does not match the account' });
    expect(available(t, 10001)).toBe(before + 100_000);
    // The user reads the reason on the withdrawal's detail (/withdrawaldetail).
    const mine = await (await caller(t, '10001'))<WithdrawalDetail>('/api/withdraw/detail', { id });
    expect(mine.data).toMatchObject({ status: 0, reason: 'The holder name does not match the account' });
    expect(reconcile(t.db)).toEqual([]);
  });

  it('lets one of two operators deciding at once win: the beans move once, the other sees the row as it is', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    t.db.prepare('INSERT INTO operators (user_id) VALUES (10004)').run();
    const before = available(t, 10001);
    const [first, second] = await Promise.all(['10008', '10004'].map(async (operator) => {
      const token = await signIn(t.app, t.clock.now(), operator);
      const res = await postSigned(t.app, DECIDE, token, { id, decision: 'reject', reason: 'Duplicate request' }, { now: t.clock.now(), headers: key() });
      return (await res.json()) as { code: number; data: OpsWithdrawalDetail };
    }));
    expect([first?.code, second?.code].sort()).toEqual([0, ERROR_CODES['ops.alreadyDecided']].sort());
    const loser = first?.code === 0 ? second : first;
    expect(loser?.data).toMatchObject({ status: 0, allowed: [] });
    expect(available(t, 10001)).toBe(before + 100_000);
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'withdrawalRefund' AND ref_id = ?").get(Number(id))).toEqual({ n: 1 });
    expect(reconcile(t.db)).toEqual([]);
  });

  it('answers a repeated request with its first answer and moves nothing again', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    const ops = await caller(t, '10008');
    const headers = key();
    const once = await ops(DECIDE, { id, decision: 'reject', reason: 'Wrong account' }, headers);
    const before = available(t, 10001);
    expect(await ops(DECIDE, { id, decision: 'reject', reason: 'Wrong account' }, headers)).toEqual(once);
    expect(available(t, 10001)).toBe(before);
  });

  it('refuses a reference already on another paid withdrawal', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    const ops = await caller(t, '10008');
    await ops(DECIDE, { id, decision: 'approve' }, key());
    rowsOf10004(t, 1, t.clock.now() - HOUR_MS, SETTLEMENT_STATUS.COMPLETED);
    t.db.prepare("UPDATE withdrawals SET payout_reference = 'BCA-7' WHERE user_id = 10004 AND business_date LIKE 'fixture-%'").run();
    expect((await ops(DECIDE, { id, decision: 'paid', reference: 'BCA-7' }, key())).code).toBe(ERROR_CODES['ops.referenceUsed']);
  });
});

describe('POST /api/ops/withdrawals/export', () => {
  it('gives the approved withdrawals as CSV for the bank, quoting and neutralising what a spreadsheet would run', async () => {
    const t = testApp();
    const id = await withdrawalOf10001(t);
    const ops = await caller(t, '10008');
    await ops(DECIDE, { id, decision: 'approve' }, key());
    t.db.prepare("UPDATE withdrawals SET holder_name = '=HYPERLINK(\"x\"), Sari' WHERE id = ?").run(Number(id));
    const day = businessDate(t.clock.now());
    const token = await signIn(t.app, t.clock.now(), '10008');
    const res = await postSigned(t.app, EXPORT, token, { start: day, end: day }, { now: t.clock.now() });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="payouts-${day}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('withdrawal_id,user_id,method,bank_code,account_number,holder_name,phone,net_idr,created_at_utc');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${id},10001,dana,,\\d+,"'=HYPERLINK\\(""x""\\), Sari",`));
    const viewer = await signIn(t.app, t.clock.now(), '10004');
    const refused = await postSigned(t.app, EXPORT, viewer, {}, { now: t.clock.now() });
    expect(((await refused.json()) as { code: number }).code).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /api/ops/overview', () => {
  it('counts what waits in each queue and today’s payouts, for operators only', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    const before = (await ops<OpsOverview>(OVERVIEW)).data;
    expect(before.queues.map((q) => q.queue)).toEqual(['withdrawals', 'settlements', 'priceLists', 'applications']);
    const id = await withdrawalOf10001(t);
    const waiting = (await ops<OpsOverview>(OVERVIEW)).data;
    expect(waiting.queues[0]?.waiting).toBe((before.queues[0]?.waiting ?? 0) + 1);
    await ops(DECIDE, { id, decision: 'approve' }, key());
    const approved = (await ops<OpsOverview>(OVERVIEW)).data;
    expect(approved.today.pendingPayouts).toBe(before.today.pendingPayouts + 1);
    await ops(DECIDE, { id, decision: 'paid', reference: 'BCA-OV-1' }, key());
    const paid = (await ops<OpsOverview>(OVERVIEW)).data;
    expect(paid.today).toMatchObject({ date: businessDate(t.clock.now()), pendingPayouts: before.today.pendingPayouts, beansWithdrawn: before.today.beansWithdrawn + 100_000 });
    expect((await (await caller(t, '10004'))(OVERVIEW)).code).toBe(ERROR_CODES.forbidden);
  });
});
