// Uploaded images (DESIGN 11: agency avatars, price-list images): the size and the real type, read from the file's
// first bytes rather than its name. Shared by the pages (checked before sending) and the server (checked again).
// Erasable TypeScript.

/** SPEC 5 "at most 4M", DESIGN 10: 4 x 1024 x 1024 bytes. */
export const UPLOAD_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** SPEC 5: png or jpg only. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** A type an uploaded image may have. */
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
/** Assumed (docs/rules.md): how many images one user may upload in any 24 hours. */
export const UPLOADS_PER_USER_PER_DAY = 20;
/** Assumed (docs/rules.md): how many of one user's uploads may wait unused (by no application or price list) at once. */
export const UPLOADS_UNUSED_PER_USER_MAX = 5;
/** Assumed (docs/rules.md): all stored uploads together, in bytes (1 GiB): beyond it every upload waits. */
export const UPLOADS_TOTAL_MAX_BYTES = 1024 * 1024 * 1024;
/** Assumed (docs/rules.md): an upload no application or price list uses is deleted this long after it was made. */
export const UPLOAD_UNUSED_KEEP_HOURS = 24;

/** How many of a file's first bytes tell its type. */
export const UPLOAD_SNIFF_BYTES = 8;

/** Why an image is refused. */
export type UploadImageError = 'missing' | 'tooLarge' | 'badType';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** The image type the first bytes of a file show, or null for anything else (whatever its name says). */
export function sniffImageType(head: Uint8Array): UploadImageType | null {
  const starts = (signature: readonly number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(PNG_SIGNATURE)) return 'image/png';
  if (starts(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** SPEC 5: an image of at most 4M whose bytes are png or jpeg; its type, or why it is refused. */
export function checkImageUpload(file: { size: number; head: Uint8Array } | null): { ok: true; type: UploadImageType } | { ok: false; error: UploadImageError } {
  if (!file || file.size === 0) return { ok: false, error: 'missing' };
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return { ok: false, error: 'tooLarge' };
  const type = sniffImageType(file.head);
  return type ? { ok: true, type } : { ok: false, error: 'badType' };
}
