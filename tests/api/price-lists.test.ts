// Price lists and the coin dealer list (SPEC 3, DESIGN 11): a dealer uploads an image (checked by its bytes) and submits
// it with a WhatsApp number; an operator refuses it with a reason or approves it; the dealer list shows the approved
// ones in a stable order. 10007 (sub-agent of 10003) has no price list in the demo, on purpose: these tests build its.
import { describe, expect, it } from 'vitest';
import { DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { signFields } from '../../src/contract/h5-crypto.ts';
import type { Page } from '../../src/contract/paging.ts';
import type { DealerListing, PendingPriceList, PriceListSubmissionView, PriceListView } from '../../src/contract/price-list.ts';
import { PRICE_LIST_REASON_MAX_CHARS } from '../../src/domain/price-list.ts';
import { UPLOAD_IMAGE_MAX_BYTES } from '../../src/domain/upload.ts';
import { businessFingerprint, caller, envelope, signIn, testApp } from './helpers.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

/** Uploads `bytes` as `name` the way the page does: signed text fields and the file, multipart. */
async function upload(t: ReturnType<typeof testApp>, user: string, bytes: Uint8Array<ArrayBuffer>, name = 'list.png') {
  const token = await signIn(t.app, t.clock.now(), user);
  const fields = { time: Math.floor(t.clock.now() / 1000) };
  const form = new FormData();
  form.append('time', String(fields.time));
  form.append('sign', await signFields(fields, DEV_H5_SIGN_SECRET));
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  const res = await t.app.request('/api/pricelist/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return envelope<{ id: string; url: string }>(res);
}

/** 10007 uploads an image and submits it with a WhatsApp number. */
async function submitAs(t: ReturnType<typeof testApp>, whatsapp = '+62 812-3456-7007') {
  const stored = await upload(t, '10007', PNG);
  expect(stored.code).toBe(0);
  const dealer = await caller(t, '10007');
  const answer = await dealer<PriceListView>('/api/pricelist/submit', { upload_id: stored.data.id, whatsapp });
  expect(answer.code).toBe(0);
  return { dealer, view: answer.data, upload: stored.data };
}

describe('POST /api/pricelist/upload', () => {
  it('stores a png or jpeg by its bytes and serves it; refuses a GIF named .png, a file over 4 MB and no file', async () => {
    const t = testApp();
    const stored = await upload(t, '10007', PNG, 'list.txt');
    expect(stored).toMatchObject({ code: 0, data: { url: `/uploads/${stored.data.id}` } });
    expect((await t.app.request(stored.data.url)).headers.get('content-type')).toBe('image/png');
    expect((await upload(t, '10007', GIF, 'list.png')).code).toBe(ERROR_CODES['upload.badType']);
    const big = new Uint8Array(UPLOAD_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect((await upload(t, '10007', big)).code).toBe(ERROR_CODES['upload.tooLarge']);
    expect((await (await caller(t, '10007'))('/api/pricelist/upload')).code).toBe(ERROR_CODES['upload.missing']);
  });

  it('is for coin dealers only', async () => {
    const t = testApp();
    const before = businessFingerprint(t.db);
    expect((await upload(t, '10004', PNG)).code).toBe(ERROR_CODES.forbidden);
    expect(businessFingerprint(t.db)).toBe(before);
  });
});

describe('POST /api/pricelist/submit and /api/pricelist/mine', () => {
  it('submits an image with a WhatsApp number (stored as digits) for review; a second submission replaces it', async () => {
    const t = testApp();
    const dealer = await caller(t, '10007');
    expect((await dealer<PriceListView>('/api/pricelist/mine')).data).toEqual({ live: null, latest: null, whatsapp: null });
    const { view, upload: first } = await submitAs(t);
    expect(view).toMatchObject({ live: null, whatsapp: '6281234567007', latest: { state: 'auditing', imageUrl: first.url, whatsapp: '6281234567007', reason: null } });
    const second = await submitAs(t, '6281234560000');
    expect(second.view.latest).toMatchObject({ state: 'auditing', imageUrl: second.upload.url, whatsapp: '6281234560000' });
    expect((t.db.prepare(`SELECT COUNT(*) AS n FROM price_lists WHERE dealer_user_id = 10007 AND status = 'auditing'`).get() as { n: number }).n).toBe(1);
  });

  it('refuses a missing or foreign image and a missing or local WhatsApp number, storing nothing', async () => {
    const t = testApp();
    const own = await upload(t, '10007', PNG);
    const foreign = await upload(t, '10003', PNG);
    const dealer = await caller(t, '10007');
    const before = businessFingerprint(t.db);
    const cases: [Record<string, string>, keyof typeof ERROR_CODES][] = [
      [{ upload_id: '', whatsapp: '6281234567007' }, 'priceList.imageRequired'],
      [{ upload_id: foreign.data.id, whatsapp: '6281234567007' }, 'priceList.imageRequired'],
      [{ upload_id: 'not-an-upload', whatsapp: '6281234567007' }, 'priceList.imageRequired'],
      [{ upload_id: own.data.id, whatsapp: '' }, 'priceList.whatsappRequired'],
      [{ upload_id: own.data.id, whatsapp: '081234567007' }, 'priceList.whatsappInvalid'],
      [{ upload_id: own.data.id, whatsapp: '<script>' }, 'priceList.whatsappInvalid'],
    ];
    for (const [fields, name] of cases) expect((await dealer('/api/pricelist/submit', fields)).code, name).toBe(ERROR_CODES[name]);
    expect(businessFingerprint(t.db)).toBe(before);
  });
});

describe('the operators’ review and the dealer list', () => {
  it('refuses with a reason the dealer sees, then approves a new one, which the dealer list shows', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    const viewer = await caller(t, '10004');
    const { dealer, view } = await submitAs(t);
    const id = view.latest?.id ?? '';
    const pending = (await ops<Page<PendingPriceList>>('/api/ops/price-lists/pending')).data.items;
    expect(pending.find((item) => item.id === id)).toMatchObject({ dealerId: '10007', dealerNickname: 'Putri', state: 'auditing' });

    expect((await ops('/api/ops/price-lists/review', { id, decision: 'refuse' })).code).toBe(ERROR_CODES['priceList.reasonRequired']);
    expect((await ops('/api/ops/price-lists/review', { id, decision: 'refuse', reason: '   ' })).code).toBe(ERROR_CODES['priceList.reasonRequired']);
    expect((await ops('/api/ops/price-lists/review', { id, decision: 'refuse', reason: 'x'.repeat(PRICE_LIST_REASON_MAX_CHARS + 1) })).code).toBe(
      ERROR_CODES['priceList.reasonTooLong'],
    );
    expect((await ops('/api/ops/price-lists/review', { id, decision: 'maybe' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await ops('/api/ops/price-lists/review', { id: '999999', decision: 'approve' })).code).toBe(ERROR_CODES['priceList.notFound']);
    const refused = await ops<PriceListSubmissionView>('/api/ops/price-lists/review', { id, decision: 'refuse', reason: ' Prices are not readable ' });
    expect(refused.data).toMatchObject({ state: 'rejected', reason: 'Prices are not readable' });
    expect((await ops('/api/ops/price-lists/review', { id, decision: 'approve' })).code).toBe(ERROR_CODES['priceList.notAuditing']);
    expect((await dealer<PriceListView>('/api/pricelist/mine')).data).toMatchObject({ live: null, latest: { id, state: 'rejected', reason: 'Prices are not readable' } });
    expect((await viewer<Page<DealerListing>>('/api/dealers/list', { user_id: '10007' })).data.items).toEqual([]);

    const again = await submitAs(t, '+60 12-345 6789');
    const approved = await ops<PriceListSubmissionView>('/api/ops/price-lists/review', { id: again.view.latest?.id ?? '', decision: 'approve' });
    expect(approved.data).toMatchObject({ state: 'approved', reason: null });
    expect((await dealer<PriceListView>('/api/pricelist/mine')).data).toMatchObject({ latest: null, live: { state: 'approved', imageUrl: again.upload.url } });
    const listed = (await viewer<Page<DealerListing>>('/api/dealers/list', { user_id: '10007' })).data.items;
    expect(listed).toEqual([{ userId: '10007', nickname: 'Putri', imageUrl: again.upload.url, whatsapp: '60123456789', approvedAt: approved.data.reviewedAt }]);
  });

  it('keeps the live price list while a newer one is under review', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    const first = await submitAs(t);
    await ops('/api/ops/price-lists/review', { id: first.view.latest?.id ?? '', decision: 'approve' });
    const second = await submitAs(t);
    expect(second.view).toMatchObject({ live: { imageUrl: first.upload.url }, latest: { state: 'auditing', imageUrl: second.upload.url } });
    const listed = (await (await caller(t, '10004'))<Page<DealerListing>>('/api/dealers/list', { user_id: '10007' })).data.items;
    expect(listed[0]?.imageUrl).toBe(first.upload.url);
  });

  it('lists dealers by id, page after page, to every signed-in user; searches by id; refuses a malformed id', async () => {
    const t = testApp();
    const viewer = await caller(t, '10004');
    const ids = (await viewer<Page<DealerListing>>('/api/dealers/list')).data.items.map((item) => Number(item.userId));
    expect(ids.length).toBeGreaterThan(1);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // Every listed dealer has an approved price list; a dealer without one (10007 in the demo) is not listed.
    expect(ids).not.toContain(10007);
    const from = (await viewer<Page<DealerListing>>('/api/dealers/list', { cursor: String(ids[0]) })).data.items.map((item) => Number(item.userId));
    expect(from).toEqual(ids.slice(1));
    expect((await viewer<Page<DealerListing>>('/api/dealers/list', { user_id: '10004' })).data.items).toEqual([]);
    expect((await viewer('/api/dealers/list', { user_id: '10003 OR 1=1' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await viewer('/api/dealers/list', { cursor: 'abc' })).code).toBe(ERROR_CODES.invalidParams);
  });
});
