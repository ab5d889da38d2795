// Uploads (DESIGN 11): size and real type read from the bytes, stored under a random id outside the site, served with
// their true type, nosniff and a policy that runs nothing; only upload paths take large bodies.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { UPLOAD_IMAGE_MAX_BYTES } from '../../src/domain/upload.ts';
import { transaction } from '../../server/db/transaction.ts';
import { ownsUpload, readImage, storeImage } from '../../server/services/uploads.ts';
import { testApp } from './helpers.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('readImage', () => {
  it('takes png and jpeg by their bytes, whatever the name or declared type says', async () => {
    expect(await readImage(new File([PNG], 'avatar.txt', { type: 'text/plain' }))).toMatchObject({ ok: true, type: 'image/png' });
    expect(await readImage(new File([JPEG], 'a.png', { type: 'image/png' }))).toMatchObject({ ok: true, type: 'image/jpeg' });
  });

  it('refuses a missing, empty, oversized or disguised file', async () => {
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    expect(await readImage(null)).toEqual({ ok: false, error: 'upload.missing' });
    expect(await readImage(new File([], 'a.png', { type: 'image/png' }))).toEqual({ ok: false, error: 'upload.missing' });
    expect(await readImage(new File([html], 'a.png', { type: 'image/png' }))).toEqual({ ok: false, error: 'upload.badType' });
    const big = new Uint8Array(UPLOAD_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await readImage(new File([big], 'a.png', { type: 'image/png' }))).toEqual({ ok: false, error: 'upload.tooLarge' });
  });
});

describe('stored images', () => {
  it('are served with their checked type, nosniff and a policy that runs nothing; nothing else is', async () => {
    const t = testApp();
    const image = await readImage(new File([PNG], 'x.html', { type: 'text/html' }));
    if (!image.ok) throw new Error('not read');
    const stored = transaction(t.db, () => storeImage(t.db, 10002, image, t.clock.now()));
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
    expect(ownsUpload(t.db, 10002, stored.id)).toBe(true);
    expect(ownsUpload(t.db, 10004, stored.id)).toBe(false);
    const res = await t.app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    for (const path of ['/uploads/' + 'f'.repeat(32), '/uploads/../dev.sqlite', '/uploads/%2e%2e']) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('request bodies', () => {
  it('may be large on upload paths only', async () => {
    const t = testApp();
    const send = (path: string, bytes: number) =>
      t.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes) }, body: new Uint8Array(bytes) });
    const small = await send('/api/user/me', 100 * 1024);
    expect(small.status).toBe(413);
    expect(((await small.json()) as { code: number }).code).toBe(ERROR_CODES.invalidParams);
    expect((await send('/api/nothing/upload', 100 * 1024)).status).toBe(404);
    const huge = await send('/api/nothing/upload', UPLOAD_IMAGE_MAX_BYTES + 200 * 1024);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: number }).code).toBe(ERROR_CODES['upload.tooLarge']);
  });
});
