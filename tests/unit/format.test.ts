import { describe, expect, it } from 'vitest';
import { formatIdr, formatNumber, formatShort, SHORT_K_THRESHOLD, SHORT_M_THRESHOLD } from '../../src/lib/format.ts';

describe('formatNumber', () => {
  it('groups thousands with a comma in English and Chinese', () => {
    expect(formatNumber(1_500_000, 'en')).toBe('1,500,000');
    expect(formatNumber(1_500_000, 'zh-cn')).toBe('1,500,000');
    expect(formatNumber(1_500_000, 'zh-tw')).toBe('1,500,000');
  });

  it('groups thousands with a dot in Indonesian', () => {
    expect(formatNumber(1_500_000, 'id')).toBe('1.500.000');
    expect(formatNumber(Number.MAX_SAFE_INTEGER, 'id')).toBe('9.007.199.254.740.991');
  });

  it('leaves numbers below a thousand, zero and negatives readable', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(999, 'id')).toBe('999');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(-1234567, 'id')).toBe('-1.234.567');
  });
});

describe('formatShort', () => {
  it('keeps numbers below 1,000 as they are', () => {
    expect(SHORT_K_THRESHOLD).toBe(1000);
    expect(formatShort(0, 'en')).toBe('0');
    expect(formatShort(999, 'en')).toBe('999');
  });

  it('shortens thousands with K and one decimal at most, dropping .0', () => {
    expect(formatShort(1000, 'en')).toBe('1K');
    expect(formatShort(1500, 'en')).toBe('1.5K');
    expect(formatShort(1550, 'en')).toBe('1.5K');
    expect(formatShort(12_345, 'en')).toBe('12.3K');
    expect(formatShort(500_000, 'en')).toBe('500K');
  });

  it('truncates instead of rounding up into the next unit', () => {
    expect(formatShort(1999, 'en')).toBe('1.9K');
    expect(formatShort(999_999, 'en')).toBe('999.9K');
    expect(formatShort(1_999_999, 'en')).toBe('1.9M');
  });

  it('shortens millions with M', () => {
    expect(SHORT_M_THRESHOLD).toBe(1_000_000);
    expect(formatShort(1_000_000, 'en')).toBe('1M');
    expect(formatShort(18_000_000, 'en')).toBe('18M');
    expect(formatShort(200_000_000, 'zh-cn')).toBe('200M');
    expect(formatShort(1_234_000_000, 'en')).toBe('1,234M');
  });

  it('uses the Indonesian decimal mark and separator', () => {
    expect(formatShort(1500, 'id')).toBe('1,5K');
    expect(formatShort(2_500_000, 'id')).toBe('2,5M');
    expect(formatShort(1_234_500_000, 'id')).toBe('1.234,5M');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatShort(-1500, 'en')).toBe('-1.5K');
  });

  it('is exact up to the largest safe integer', () => {
    expect(formatShort(Number.MAX_SAFE_INTEGER, 'en')).toBe('9,007,199,254.7M');
  });
});

describe('formatIdr', () => {
  it('groups rupiah as the page groups every other number, so beans and rupiah on one card read alike', () => {
    expect(formatIdr(1_500_000, 'id')).toBe('Rp\u00a01.500.000');
    for (const lang of ['en', 'zh-cn', 'zh-tw'] as const) expect(formatIdr(1_500_000, lang)).toBe('Rp\u00a01,500,000');
    expect(formatIdr(1_500_000, 'en').replace('Rp\u00a0', '')).toBe(formatNumber(1_500_000, 'en'));
  });

  it('handles zero and negative amounts', () => {
    expect(formatIdr(0, 'en')).toBe('Rp\u00a00');
    expect(formatIdr(-5000, 'id')).toBe('-Rp\u00a05.000');
  });
});
