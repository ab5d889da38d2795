import { describe, expect, it } from 'vitest';
import { PRICE_LIST_REASON_MAX_CHARS, checkPriceListSubmission, checkRefusalReason, whatsappLink } from '../../../src/domain/price-list.ts';

describe('checkPriceListSubmission', () => {
  it('needs an image, then a WhatsApp number with its country code, kept as digits', () => {
    expect(checkPriceListSubmission({ imageId: null, whatsapp: '6281234567890' })).toEqual({ ok: false, error: 'imageRequired' });
    expect(checkPriceListSubmission({ imageId: 'a', whatsapp: '  ' })).toEqual({ ok: false, error: 'whatsappRequired' });
    expect(checkPriceListSubmission({ imageId: 'a', whatsapp: '081234567890' })).toEqual({ ok: false, error: 'whatsappInvalid' });
    expect(checkPriceListSubmission({ imageId: 'a', whatsapp: '+62 812-3456-7890' })).toEqual({ ok: true, whatsapp: '6281234567890' });
    expect(checkPriceListSubmission({ imageId: 'a', whatsapp: '+60 12 345 6789' })).toEqual({ ok: true, whatsapp: '60123456789' });
  });
});

describe('checkRefusalReason', () => {
  it('needs 1 to 200 characters after trimming, counted in code points', () => {
    expect(checkRefusalReason(undefined)).toEqual({ ok: false, error: 'reasonRequired' });
    expect(checkRefusalReason('   ')).toEqual({ ok: false, error: 'reasonRequired' });
    expect(checkRefusalReason(' blurry ')).toEqual({ ok: true, reason: 'blurry' });
    expect(checkRefusalReason('😀'.repeat(PRICE_LIST_REASON_MAX_CHARS))).toMatchObject({ ok: true });
    expect(checkRefusalReason('x'.repeat(PRICE_LIST_REASON_MAX_CHARS + 1))).toEqual({ ok: false, error: 'reasonTooLong' });
  });
});

describe('whatsappLink', () => {
  it('links the digits only', () => {
    expect(whatsappLink('+62 811-1900-2026')).toBe('https://wa.me/6281119002026');
    expect(whatsappLink('6281119002026', 'My ID is 10004 & more')).toBe('https://wa.me/6281119002026?text=My%20ID%20is%2010004%20%26%20more');
  });
});
