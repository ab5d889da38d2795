import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import type { ResaleOverview, TransferPage, TransferTargetView, TransferView } from '../../src/contract/resale.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { reconcile } from '../../server/services/ledger.ts';
import { businessFingerprint, caller, spendAllAfterInsert, testApp } from './helpers.ts';

const TRANSFER = '/api/resale/transfer';
const key = (n: number) => `resale-key-${String(n).padStart(6, '0')}`;

describe('POST /api/resale/overview', () => {
  it('shows a reseller the balance and the sub-agents, and a sub-agent its parent', async () => {
    const t = testApp();
    expect((await (await caller(t, '10003'))<ResaleOverview>('/api/resale/overview')).data).toMatchObject({
      balance: 1_000_000,
      isSubAgent: false,
      parentUserId: null,
      parentNickname: null,
      subAgents: [{ userId: '10007', nickname: 'Putri' }],
    });
    expect((await (await caller(t, '10007'))<ResaleOverview>('/api/resale/overview')).data).toMatchObject({
      isSubAgent: true,
      parentUserId: '10003',
      parentNickname: 'Dewi Koin',
      subAgents: [],
    });
  });

  it('counts the coins sent to each sub-agent in the business month (UTC+7, from the 1st)', async () => {
    const t = testApp();
    const parent = await caller(t, '10003');
    const sent = async () => (await parent<ResaleOverview>('/api/resale/overview')).data.subAgents[0]?.sentThisMonth ?? -1;
    const before = await sent();
    expect((await parent(TRANSFER, { target_user_id: '10007', amount: '50000' }, { 'Idempotency-Key': key(1) })).code).toBe(0);
    expect((await parent(TRANSFER, { target_user_id: '10004', amount: '10000' }, { 'Idempotency-Key': key(2) })).code).toBe(0);
    expect(await sent()).toBe(before + 50_000);
    // The 1st of next month at 00:00 UTC+7: nothing sent yet in the new month.
    const today = businessDate(t.clock.now());
    const nextMonth = `${today.slice(0, 5)}${String(Number(today.slice(5, 7)) + 1).padStart(2, '0')}-01`.replace(/^(\d{4})-13-01$/, (_, y: string) => `${Number(y) + 1}-01-01`);
    t.clock.setTo(businessDayStartMs(nextMonth));
    const again = await caller(t, '10003');
    expect((await again<ResaleOverview>('/api/resale/overview')).data.subAgents[0]?.sentThisMonth).toBe(0);
  });

  it('answers forbidden to anyone who is not a coin dealer', async () => {
    const t = testApp();
    for (const id of ['10001', '10004', '10008']) expect((await (await caller(t, id))('/api/resale/overview')).code, id).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /api/resale/search', () => {
  it('finds users and tells dealers and own sub-agents apart', async () => {
    const t = testApp();
    const call = await caller(t, '10003');
    expect((await call<TransferTargetView>('/api/resale/search', { user_id: '10004' })).data).toEqual({
      userId: '10004',
      nickname: 'Andi',
      isDealer: false,
      isOwnSubAgent: false,
    });
    expect((await call<TransferTargetView>('/api/resale/search', { user_id: '10005' })).data).toMatchObject({ isDealer: true, isOwnSubAgent: false });
    expect((await call<TransferTargetView>('/api/resale/search', { user_id: '10007' })).data).toMatchObject({ isDealer: true, isOwnSubAgent: true });
  });

  it('answers userNotFound for unknown users and invalidParams for anything that is not an id', async () => {
    const t = testApp();
    const call = await caller(t, '10003');
    expect((await call('/api/resale/search', { user_id: '99999' })).code).toBe(ERROR_CODES.userNotFound);
    expect((await call('/api/resale/search', { user_id: "10004' OR '1'='1" })).code).toBe(ERROR_CODES.invalidParams);
  });
});

describe('POST /api/resale/transfer', () => {
  it('moves coins from the dealer to the user and records it', async () => {
    const t = testApp();
    const call = await caller(t, '10003');
    const res = await call<{ transfer: TransferView; balance: number }>(TRANSFER, { target_user_id: '10004', amount: '10000' }, { 'Idempotency-Key': key(1) });
    expect(res).toMatchObject({ code: 0, data: { balance: 990_000, transfer: { toUserId: '10004', toNickname: 'Andi', amount: 10_000 } } });
    const records = await call<Page<TransferView>>('/api/resale/records');
    expect(records.data.items[0]?.id).toBe(res.data.transfer.id);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('answers exceedsBalance and moves nothing when the coins are spent between the check and the move', async () => {
    const t = testApp();
    spendAllAfterInsert(t.db, 'transfers', 'coin');
    const before = businessFingerprint(t.db);
    const send = await caller(t, '10003');
    expect((await send(TRANSFER, { target_user_id: '10004', amount: '10000' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES['transfer.exceedsBalance']);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('gives each transfer rule its own code and moves nothing', async () => {
    const t = testApp();
    const call = await caller(t, '10003');
    const cases: [Record<string, string>, keyof typeof ERROR_CODES][] = [
      [{ target_user_id: '', amount: '10000' }, 'transfer.targetNotSearched'],
      [{ target_user_id: '99999', amount: '10000' }, 'userNotFound'],
      [{ target_user_id: '10003', amount: '10000' }, 'transfer.selfTransfer'],
      [{ target_user_id: '10005', amount: '10000' }, 'transfer.targetIsDealer'],
      [{ target_user_id: '10004', amount: '' }, 'transfer.amountRequired'],
      [{ target_user_id: '10004', amount: '-10000' }, 'transfer.amountInvalid'],
      [{ target_user_id: '10004', amount: '10000.5' }, 'transfer.amountInvalid'],
      [{ target_user_id: '10004', amount: '5000' }, 'transfer.amountTooSmall'],
      [{ target_user_id: '10004', amount: '12000' }, 'transfer.notMultiple'],
      [{ target_user_id: '10004', amount: '1005000' }, 'transfer.exceedsBalance'],
    ];
    let n = 10;
    for (const [fields, name] of cases) expect((await call(TRANSFER, fields, { 'Idempotency-Key': key(n++) })).code, name).toBe(ERROR_CODES[name]);
    expect((await call<ResaleOverview>('/api/resale/overview')).data.balance).toBe(1_000_000);
  });

  it('lets a reseller send to its own sub-agent, and shows the sub-agent’s transfers in the sub records', async () => {
    const t = testApp();
    const parent = await caller(t, '10003');
    expect((await parent(TRANSFER, { target_user_id: '10007', amount: '50000' }, { 'Idempotency-Key': key(1) })).code).toBe(0);
    const sub = await caller(t, '10007');
    expect((await sub(TRANSFER, { target_user_id: '10004', amount: '20000' }, { 'Idempotency-Key': key(2) })).code).toBe(0);
    expect((await sub(TRANSFER, { target_user_id: '10003', amount: '20000' }, { 'Idempotency-Key': key(3) })).code).toBe(ERROR_CODES['transfer.targetIsDealer']);
    const subRecords = await parent<Page<TransferView>>('/api/resale/sub-records');
    expect(subRecords.data.items[0]).toMatchObject({ fromUserId: '10007', toUserId: '10004', amount: 20_000 });
    expect(subRecords.data.items.every((item) => item.fromUserId === '10007')).toBe(true);
  });

  it('answers a repeated key with the first answer and moves the coins once', async () => {
    const t = testApp();
    const call = await caller(t, '10003');
    const first = await call(TRANSFER, { target_user_id: '10004', amount: '10000' }, { 'Idempotency-Key': key(1) });
    expect(await call(TRANSFER, { target_user_id: '10004', amount: '10000' }, { 'Idempotency-Key': key(1) })).toEqual(first);
    expect((await call(TRANSFER, { target_user_id: '10004', amount: '15000' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES.idempotencyConflict);
    expect((await call<ResaleOverview>('/api/resale/overview')).data.balance).toBe(990_000);
  });
});

describe('POST /api/resale/records and /api/resale/sub-records', () => {
  it('give every page the count and coins of the whole range, and refuse a range of more than 31 days', async () => {
    const t = testApp();
    const call = await caller(t, '10003');
    const today = businessDate(t.clock.now());
    const range = { start: today, end: today };
    expect((await call<TransferPage>('/api/resale/records', range)).data).toMatchObject({ items: [], totalCount: 0, totalCoins: 0 });
    for (let i = 0; i < 22; i++) {
      expect((await call(TRANSFER, { target_user_id: '10004', amount: String(10_000 + (i % 3) * 5_000) }, { 'Idempotency-Key': key(100 + i) })).code).toBe(0);
    }
    const coins = Array.from({ length: 22 }, (_, i) => 10_000 + (i % 3) * 5_000).reduce((a, b) => a + b, 0);
    const first = (await call<TransferPage>('/api/resale/records', range)).data;
    expect(first).toMatchObject({ totalCount: 22, totalCoins: coins });
    expect(first.items).toHaveLength(20);
    const second = (await call<TransferPage>('/api/resale/records', { ...range, cursor: first.next ?? '' })).data;
    expect(second).toMatchObject({ totalCount: 22, totalCoins: coins, next: null });
    // The two oldest: the first two sent (10,000 and 15,000), newest first.
    expect(second.items.map((item) => item.amount)).toEqual([15_000, 10_000]);
    expect((await call('/api/resale/records', { start: addDays(today, -31), end: today })).code).toBe(ERROR_CODES['range.tooLong']);
    expect((await call('/api/resale/records', { start: today, end: addDays(today, 1) })).code).toBe(ERROR_CODES['range.endAfterToday']);
  });

  it('show a reseller its sub-agents’ transfers, filtered by one sub-agent, and never another dealer’s', async () => {
    const t = testApp();
    const parent = await caller(t, '10003');
    const sub = await caller(t, '10007');
    const other = await caller(t, '10005');
    const today = businessDate(t.clock.now());
    const range = { start: today, end: today };
    expect((await sub(TRANSFER, { target_user_id: '10004', amount: '20000' }, { 'Idempotency-Key': key(1) })).code).toBe(0);
    expect((await other(TRANSFER, { target_user_id: '10004', amount: '30000' }, { 'Idempotency-Key': key(2) })).code).toBe(0);
    const all = (await parent<TransferPage>('/api/resale/sub-records', range)).data;
    expect(all).toMatchObject({ totalCount: 1, totalCoins: 20_000, items: [{ fromUserId: '10007', toUserId: '10004', amount: 20_000 }] });
    expect((await parent<TransferPage>('/api/resale/sub-records', { ...range, sub_agent_id: '10007' })).data.totalCount).toBe(1);
    // Another dealer's id as the filter finds nothing: the filter only narrows the caller's own sub-agents.
    expect((await parent<TransferPage>('/api/resale/sub-records', { ...range, sub_agent_id: '10005' })).data).toMatchObject({ items: [], totalCount: 0 });
    expect((await parent('/api/resale/sub-records', { ...range, sub_agent_id: 'x' })).code).toBe(ERROR_CODES.invalidParams);
    // A sub-agent has no sub-agents: its sub records are empty.
    expect((await sub<TransferPage>('/api/resale/sub-records', range)).data).toMatchObject({ items: [], totalCount: 0 });
  });
});
