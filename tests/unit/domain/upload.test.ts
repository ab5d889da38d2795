import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES, checkImageUpload, sniffImageType } from '../../../src/domain/upload.ts';

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0, 0]);
const GIF_HEAD = new TextEncoder().encode('GIF89a..');

describe('sniffImageType', () => {
  it('reads png and jpeg from their signatures and nothing else', () => {
    expect(sniffImageType(PNG_HEAD)).toBe('image/png');
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(GIF_HEAD)).toBeNull();
    expect(sniffImageType(PNG_HEAD.subarray(0, 4))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageUpload', () => {
  it('SPEC 5: at most 4M (4 x 1024 x 1024 bytes, DESIGN 10), png or jpg only', () => {
    expect(checkImageUpload(null)).toEqual({ ok: false, error: 'missing' });
    expect(checkImageUpload({ size: 0, head: PNG_HEAD })).toEqual({ ok: false, error: 'missing' });
    expect(checkImageUpload({ size: UPLOAD_IMAGE_MAX_BYTES, head: PNG_HEAD })).toEqual({ ok: true, type: 'image/png' });
    expect(checkImageUpload({ size: UPLOAD_IMAGE_MAX_BYTES + 1, head: PNG_HEAD })).toEqual({ ok: false, error: 'tooLarge' });
    expect(checkImageUpload({ size: 100, head: GIF_HEAD })).toEqual({ ok: false, error: 'badType' });
    expect(UPLOAD_IMAGE_MAX_BYTES).toBe(4_194_304);
  });
});
