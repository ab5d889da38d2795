// Upload quotas (docs/rules.md): per user in 24 hours, per user waiting unused, all uploads together; and the job that
// deletes an upload no application or price list uses a day after it was made.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { UPLOAD_UNUSED_KEEP_HOURS, UPLOADS_PER_USER_PER_DAY, UPLOADS_TOTAL_MAX_BYTES, UPLOADS_UNUSED_PER_USER_MAX } from '../../src/domain/upload.ts';
import { agencyApp, PNG } from './agency-support.ts';

const HOUR_MS = 3_600_000;
const DEALER = 10003;

/** How many uploads `userId` has stored. */
function storedOf(t: ReturnType<typeof agencyApp>, userId: number): number {
  return (t.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ?').get(userId) as { n: number }).n;
}

describe('upload quotas', () => {
  it('stores at most the unused quota of a burst of 25 uploads, and says when to try again', async () => {
    const t = agencyApp();
    const before = storedOf(t, 53001);
    const codes: number[] = [];
    let refusal: unknown = null;
    for (let i = 0; i < 25; i++) {
      const answer = await t.upload(53001, PNG);
      codes.push(answer.code);
      if (answer.code !== 0) refusal = answer.data;
      t.clock.setTo(t.clock.now() + 1000);
    }
    expect(codes).toEqual([...Array(UPLOADS_UNUSED_PER_USER_MAX).fill(0), ...Array(25 - UPLOADS_UNUSED_PER_USER_MAX).fill(ERROR_CODES['upload.quotaExceeded'])]);
    expect(storedOf(t, 53001)).toBe(before + UPLOADS_UNUSED_PER_USER_MAX);
    // The first upload stops counting when it is deleted, a day after it was made.
    expect(refusal).toEqual({ retryAfterMs: UPLOAD_UNUSED_KEEP_HOURS * HOUR_MS - 24_000 });
    // Another user is not held by it.
    expect((await t.upload(53002, PNG)).code).toBe(0);
  });

  it('deletes an upload nothing uses a day after it was made, and keeps one an application or price list uses', async () => {
    const t = agencyApp();
    const demoImages = othersImages(t);
    const unused = await t.upload(DEALER, PNG);
    const used = await t.upload(DEALER, PNG);
    t.db
      .prepare("INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, created_at) VALUES (?, ?, '6281234567891', 'replaced', ?)")
      .run(DEALER, used.data.id, t.clock.now());
    t.clock.setTo(t.clock.now() + UPLOAD_UNUSED_KEEP_HOURS * HOUR_MS - 1000);
    expect((await t.app.request(unused.data.url)).status).toBe(200);
    t.clock.setTo(t.clock.now() + 2000);
    // Any request runs the jobs first.
    expect((await t.upload(DEALER, PNG)).code).toBe(0);
    expect((await t.app.request(unused.data.url)).status).toBe(404);
    expect((await t.app.request(used.data.url)).status).toBe(200);
    // The demo's images are all in use: none was deleted.
    expect(othersImages(t)).toBe(demoImages);
  });

  it(`refuses the ${UPLOADS_PER_USER_PER_DAY + 1}th upload of a day even when each was used, until a day has passed`, async () => {
    const t = agencyApp();
    const use = t.db.prepare("INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, created_at) VALUES (?, ?, '6281234567891', 'replaced', ?)");
    const start = t.clock.now();
    for (let i = 0; i < UPLOADS_PER_USER_PER_DAY; i++) {
      const answer = await t.upload(DEALER, PNG);
      expect(answer.code).toBe(0);
      use.run(DEALER, answer.data.id, t.clock.now());
      t.clock.setTo(t.clock.now() + 60_000);
    }
    const refused = await t.upload(DEALER, PNG);
    expect(refused).toMatchObject({ code: ERROR_CODES['upload.quotaExceeded'], data: { retryAfterMs: start + 24 * HOUR_MS - t.clock.now() } });
    t.clock.setTo(start + 24 * HOUR_MS + 1);
    expect((await t.upload(DEALER, PNG)).code).toBe(0);
  });

  it('refuses every upload while all uploads together are at their cap', async () => {
    const t = agencyApp();
    const used = (t.db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes FROM uploads').get() as { bytes: number }).bytes;
    // A stored image whose recorded size fills the cap (made now, so the job keeps it for a day).
    t.db
      .prepare("INSERT INTO uploads (id, user_id, content_type, size, bytes, created_at) VALUES (?, ?, 'image/png', ?, ?, ?)")
      .run('a'.repeat(32), DEALER, UPLOADS_TOTAL_MAX_BYTES - used - PNG.length + 1, PNG, t.clock.now());
    expect((await t.upload(53001, PNG)).code).toBe(ERROR_CODES['upload.storageFull']);
    t.db.prepare('UPDATE uploads SET size = size - 1 WHERE id = ?').run('a'.repeat(32));
    expect((await t.upload(53001, PNG)).code).toBe(0);
  });
});

/** How many uploads users other than the test's dealer have stored (the demo's). */
function othersImages(t: ReturnType<typeof agencyApp>): number {
  return (t.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE user_id <> ?').get(DEALER) as { n: number }).n;
}
