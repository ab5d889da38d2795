// The console's price-list and agency-application queues (issue 28): lists oldest first with their filters, a row's
// detail with what a decision needs, decisions with a reason the user sees, one winner when two operators decide at
// once (the other answered `ops.alreadyDecided` with the row as it is), and no operator deciding their own row.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { OpsApplicationDetail, OpsApplicationItem, OpsPriceListDetail, OpsPriceListItem } from '../../src/contract/ops.ts';
import type { Page } from '../../src/contract/paging.ts';
import { businessFingerprint, caller, postSigned, signIn, testApp } from './helpers.ts';

type App = ReturnType<typeof testApp>;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `ops-review-${String(++keys).padStart(6, '0')}` });

function uploadOf(t: App, userId: number, id: string): string {
  t.db.prepare("INSERT INTO uploads (id, user_id, content_type, size, bytes, created_at) VALUES (?, ?, 'image/png', 1, x'00', ?)").run(id, userId, t.clock.now());
  return id;
}

/** A price list of dealer 10007 under review, submitted `ago` ms before now (a fixture row). */
function priceListOf10007(t: App, name: string, ago: number, status = 'auditing'): string {
  const upload = uploadOf(t, 10007, name);
  return String(
    t.db
      .prepare("INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, created_at) VALUES (10007, ?, '628123456789', ?, ?)")
      .run(upload, status, t.clock.now() - ago).lastInsertRowid,
  );
}

/** An application of `userId` (10004 unless told) under review (a fixture row). */
function applicationOf10004(t: App, userId = 10004): string {
  const upload = uploadOf(t, userId, `ops-review-avatar-${userId}`);
  return String(
    t.db
      .prepare(
        `INSERT INTO agency_applications (user_id, agent_name, avatar_upload_id, phone, whatsapp, bank_name, bank_card_number, account_holder_name, status, created_at)
         VALUES (?, 'Review Agency', ?, '81234567890', '81234567890', 'BCA', '1234567890', 'Review Holder', 'underReview', ?)`,
      )
      .run(userId, upload, t.clock.now() - 1000).lastInsertRowid,
  );
}

/** Two operators (10008 and 10001) send one decision at once; their answers. */
async function race<Data>(t: App, path: string, fields: Record<string, string>) {
  t.db.prepare('INSERT INTO operators (user_id) VALUES (10001)').run();
  return Promise.all(['10008', '10001'].map(async (operator) => {
    const token = await signIn(t.app, t.clock.now(), operator);
    const res = await postSigned(t.app, path, token, fields, { now: t.clock.now(), headers: key() });
    return (await res.json()) as { code: number; data: Data };
  }));
}

describe('the console’s price-list queue', () => {
  it('lists a dealer’s lists under review oldest first and shows one with the dealer’s earlier lists', async () => {
    const t = testApp();
    const earlier = priceListOf10007(t, 'ops-pl-0', 90_000, 'approved');
    const second = priceListOf10007(t, 'ops-pl-2', 60_000, 'replaced');
    const first = priceListOf10007(t, 'ops-pl-1', 30_000);
    const ops = await caller(t, '10008');
    const { data } = await ops<Page<OpsPriceListItem>>('/api/ops/pricelists/list', { user_id: '10007', filter: 'review' });
    expect(data.items.map((item) => item.id)).toEqual([first]);
    const all = await ops<Page<OpsPriceListItem>>('/api/ops/pricelists/list', { user_id: '10007', filter: 'all' });
    expect(all.data.items.map((item) => item.id).filter((id) => [earlier, second, first].includes(id))).toEqual([earlier, second, first]);
    const detail = await ops<OpsPriceListDetail>('/api/ops/pricelists/detail', { id: first });
    expect(detail.data).toMatchObject({ userId: '10007', state: 'auditing', whatsapp: '628123456789', allowed: ['approve', 'refuse'], ownRow: false });
    expect(detail.data.imageUrl).toContain('ops-pl-1');
    expect(detail.data.earlier.map((p) => p.id)).toEqual([second, earlier]);
    expect((await ops('/api/ops/pricelists/list', { filter: 'waiting' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await ops('/api/ops/pricelists/detail', { id: '999999' })).code).toBe(ERROR_CODES['priceList.notFound']);
    expect((await (await caller(t, '10001'))('/api/ops/pricelists/list')).code).toBe(ERROR_CODES.forbidden);
  });

  it('refuses with the reason the dealer sees, and asks for one', async () => {
    const t = testApp();
    const id = priceListOf10007(t, 'ops-pl-3', 1000);
    const ops = await caller(t, '10008');
    expect((await ops('/api/ops/pricelists/decide', { id, decision: 'refuse', reason: ' ' }, key())).code).toBe(ERROR_CODES['ops.reasonRequired']);
    const refused = await ops<OpsPriceListDetail>('/api/ops/pricelists/decide', { id, decision: 'refuse', reason: 'Prices unreadable' }, key());
    expect(refused.data).toMatchObject({ state: 'rejected', reason: 'Prices unreadable', allowed: [] });
    expect(refused.data.decisions).toEqual([expect.objectContaining({ operatorUserId: '10008', action: 'refuse', fromState: 'auditing', toState: 'rejected', reason: 'Prices unreadable' })]);
    const mine = await (await caller(t, '10007'))<{ latest: { state: string; reason: string } }>('/api/pricelist/mine');
    expect(mine.data.latest).toMatchObject({ state: 'rejected', reason: 'Prices unreadable' });
  });

  it('lets one of two operators deciding at once win; the other sees the row as it is', async () => {
    const t = testApp();
    const id = priceListOf10007(t, 'ops-pl-4', 1000);
    const answers = await race<OpsPriceListDetail>(t, '/api/ops/pricelists/decide', { id, decision: 'approve' });
    expect(answers.map((a) => a.code).sort()).toEqual([0, ERROR_CODES['ops.alreadyDecided']].sort());
    expect(answers.every((a) => a.data.state === 'approved' && a.data.decisions.length === 1)).toBe(true);
  });

  it('refuses a dealer who is an operator their own list', async () => {
    const t = testApp();
    const id = priceListOf10007(t, 'ops-pl-5', 1000);
    t.db.prepare('INSERT INTO operators (user_id) VALUES (10007)').run();
    const own = await caller(t, '10007');
    expect((await own<OpsPriceListDetail>('/api/ops/pricelists/detail', { id })).data).toMatchObject({ ownRow: true, allowed: [] });
    const before = businessFingerprint(t.db);
    expect((await own('/api/ops/pricelists/decide', { id, decision: 'approve' }, key())).code).toBe(ERROR_CODES['ops.ownRow']);
    expect(businessFingerprint(t.db)).toBe(before);
  });
});

describe('the console’s agency-application queue', () => {
  it('lists applications under review and shows one with the applicant’s levels', async () => {
    const t = testApp();
    const id = applicationOf10004(t);
    const ops = await caller(t, '10008');
    const { data } = await ops<Page<OpsApplicationItem>>('/api/ops/applications/list', { user_id: '10004', filter: 'review' });
    expect(data.items.map((item) => item.id)).toEqual([id]);
    const detail = await ops<OpsApplicationDetail>('/api/ops/applications/detail', { id });
    expect(detail.data).toMatchObject({ userId: '10004', agentName: 'Review Agency', status: 'underReview', allowed: ['pass', 'reject'], ownRow: false });
    expect(detail.data.levels).toEqual({ wealth: expect.any(Number), charm: expect.any(Number) });
    expect(detail.data.avatarUrl).toContain('ops-review-avatar');
    expect((await ops('/api/ops/applications/detail', { id: '999999' })).code).toBe(ERROR_CODES['agency.applicationNotFound']);
    expect((await (await caller(t, '10001'))('/api/ops/applications/list')).code).toBe(ERROR_CODES.forbidden);
  });

  it('rejects with the reason the applicant sees', async () => {
    const t = testApp();
    const id = applicationOf10004(t);
    const ops = await caller(t, '10008');
    const rejected = await ops<OpsApplicationDetail>('/api/ops/applications/decide', { id, decision: 'reject', reason: 'Bank name unclear' }, key());
    expect(rejected.data).toMatchObject({ status: 'notPassed', reason: 'Bank name unclear', allowed: [] });
    expect(rejected.data.decisions).toEqual([expect.objectContaining({ operatorUserId: '10008', action: 'reject', toState: 'notPassed' })]);
    const status = await (await caller(t, '10004'))<{ application: { status: string; reason: string } }>('/api/agency/application');
    expect(status.data.application).toMatchObject({ status: 'notPassed', reason: 'Bank name unclear' });
  });

  it('passes once when two operators decide at once, and refuses an operator their own', async () => {
    const t = testApp();
    const id = applicationOf10004(t);
    const answers = await race<OpsApplicationDetail>(t, '/api/ops/applications/decide', { id, decision: 'pass' });
    expect(answers.map((a) => a.code).sort()).toEqual([0, ERROR_CODES['ops.alreadyDecided']].sort());
    expect(answers.every((a) => a.data.status === 'passed')).toBe(true);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM agencies WHERE head_user_id = 10004').get()).toEqual({ n: 1 });
    // 10001 is an operator since the race.
    const own = applicationOf10004(t, 10001);
    expect((await (await caller(t, '10001'))('/api/ops/applications/decide', { id: own, decision: 'pass' }, key())).code).toBe(ERROR_CODES['ops.ownRow']);
  });
});
