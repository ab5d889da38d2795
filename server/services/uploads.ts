// Uploads (DESIGN 11): an image sent as multipart is checked for size and for its real type from its first bytes,
// kept in the database under a random id (never under dist/, never under the sender's name) and served with that
// type (server/http/uploads.ts), nosniff and a policy that runs nothing, so no upload can act as a page or a script.
import { randomBytes } from 'node:crypto';
import type { ErrorName } from '../../src/contract/errors.ts';
import {
  checkImageUpload,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_UNUSED_KEEP_HOURS,
  UPLOADS_PER_USER_PER_DAY,
  UPLOADS_TOTAL_MAX_BYTES,
  UPLOADS_UNUSED_PER_USER_MAX,
} from '../../src/domain/upload.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from './outcome.ts';

const HOUR_MS = 3_600_000;
/** How long an unused upload is kept. */
const UNUSED_KEEP_MS = UPLOAD_UNUSED_KEEP_HOURS * HOUR_MS;
/** The quota's day: the 24 hours before now. */
const QUOTA_DAY_MS = 24 * HOUR_MS;
/**
 * An upload `u` that no row uses: not an agency's avatar, not an application's, not a price list's image. A new table
 * that refers to uploads adds its column here, or the job deletes what it refers to.
 */
const UNUSED_SQL = `u.id NOT IN (SELECT avatar_upload_id FROM agencies WHERE avatar_upload_id IS NOT NULL)
  AND u.id NOT IN (SELECT avatar_upload_id FROM agency_applications)
  AND u.id NOT IN (SELECT upload_id FROM price_lists)`;

/** API paths ending in this take a multipart body up to UPLOAD_BODY_LIMIT_BYTES (app.ts); all others stay small. */
export const UPLOAD_PATH_SUFFIX = '/upload';
/** The largest image plus room for the form's other fields and the multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_IMAGE_MAX_BYTES + 64 * 1024;
/** Where stored images are served. */
export const UPLOADS_PREFIX = '/uploads/';
/** An upload's id: 32 hex digits from a cryptographic generator. */
const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** A stored image as the API hands it back. */
export interface StoredImage {
  id: string;
  /** Same-origin URL the image is served at. */
  url: string;
}

/** The URL an upload is served at. */
export function uploadUrl(id: string): string {
  return UPLOADS_PREFIX + id;
}

/** Reads `file` and checks it (size first, then the type its bytes show); its bytes and type, or the refusal. */
export async function readImage(file: File | null): Promise<{ ok: true; bytes: Uint8Array; type: string } | { ok: false; error: ErrorName }> {
  if (!file) return { ok: false, error: 'upload.missing' };
  // The size is checked before the bytes are read into memory.
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return { ok: false, error: 'upload.tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkImageUpload({ size: bytes.length, head: bytes.subarray(0, UPLOAD_SNIFF_BYTES) });
  if (!check.ok) return { ok: false, error: `upload.${check.error}` };
  return { ok: true, bytes, type: check.type };
}

/** Stores an image read by readImage under a fresh random id (inside the transaction of the row that refers to it). */
export function storeImage(db: Db, userId: number, image: { bytes: Uint8Array; type: string }, now: number): StoredImage {
  const id = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO uploads (id, user_id, content_type, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    userId,
    image.type,
    image.bytes.length,
    image.bytes,
    now,
  );
  return { id, url: uploadUrl(id) };
}

/** True when `id` names an image `userId` uploaded (a form may only refer to its sender's own uploads). */
export function ownsUpload(db: Db, userId: number, id: string): boolean {
  return UPLOAD_ID_PATTERN.test(id) && db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?').get(id, userId) !== undefined;
}

/** A stored upload's bytes and checked type, or undefined (no such id). */
export function uploadById(db: Db, id: string): { content_type: string; bytes: Uint8Array } | undefined {
  if (!UPLOAD_ID_PATTERN.test(id)) return undefined;
  return db.prepare('SELECT content_type, bytes FROM uploads WHERE id = ?').get(id) as { content_type: string; bytes: Uint8Array } | undefined;
}

/**
 * Stores an image read by readImage in a transaction of its own (an upload ahead of the form that names it), within
 * the quotas (docs/rules.md): the user's uploads of the last 24 hours, their uploads waiting unused, and all uploads'
 * bytes together. A refusal for the user's quota says when the oldest counted upload stops counting.
 */
export function saveImage(db: Db, userId: number, image: { bytes: Uint8Array; type: string }, now: number): Outcome<StoredImage> {
  return transaction(db, () => {
    const day = db
      .prepare('SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM uploads WHERE user_id = ? AND created_at > ?')
      .get(userId, now - QUOTA_DAY_MS) as { n: number; oldest: number | null };
    if (day.n >= UPLOADS_PER_USER_PER_DAY) return refused('upload.quotaExceeded', { retryAfterMs: (day.oldest ?? now) + QUOTA_DAY_MS - now });
    const unused = db
      .prepare(`SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM uploads u WHERE u.user_id = ? AND ${UNUSED_SQL}`)
      .get(userId) as { n: number; oldest: number | null };
    if (unused.n >= UPLOADS_UNUSED_PER_USER_MAX) {
      return refused('upload.quotaExceeded', { retryAfterMs: Math.max(0, (unused.oldest ?? now) + UNUSED_KEEP_MS - now) });
    }
    const total = (db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes FROM uploads').get() as { bytes: number }).bytes;
    if (total + image.bytes.length > UPLOADS_TOTAL_MAX_BYTES) return refused('upload.storageFull');
    return done(storeImage(db, userId, image, now));
  });
}

/** Deletes the uploads no row uses that were made UPLOAD_UNUSED_KEEP_HOURS or more before `now`; how many. Idempotent. */
export function deleteUnusedUploads(db: Db, now: number): number {
  return Number(db.prepare(`DELETE FROM uploads AS u WHERE u.created_at <= ? AND ${UNUSED_SQL}`).run(now - UNUSED_KEEP_MS).changes);
}

/** Whether any upload is due for deletion at `now` (reads only). */
export function unusedUploadsDue(db: Db, now: number): boolean {
  return db.prepare(`SELECT 1 FROM uploads u WHERE u.created_at <= ? AND ${UNUSED_SQL} LIMIT 1`).get(now - UNUSED_KEEP_MS) !== undefined;
}
