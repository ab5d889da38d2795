// Uploads (DESIGN 11): an image sent as multipart is checked for size and for its real type from its first bytes,
// kept in the database under a random id (never under dist/, never under the sender's name) and served with that
// type (server/http/uploads.ts), nosniff and a policy that runs nothing, so no upload can act as a page or a script.
import { randomBytes } from 'node:crypto';
import type { ErrorName } from '../../src/contract/errors.ts';
import { checkImageUpload, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_SNIFF_BYTES } from '../../src/domain/upload.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';

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

/** Stores an image read by readImage in a transaction of its own (an upload ahead of the form that names it). */
export function saveImage(db: Db, userId: number, image: { bytes: Uint8Array; type: string }, now: number): StoredImage {
  return transaction(db, () => storeImage(db, userId, image, now));
}
