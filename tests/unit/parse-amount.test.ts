import { describe, expect, it } from 'vitest';
import { isGroupedDigits, readAmount, readTypedAmount } from '../../src/lib/parse-amount.ts';

describe('readAmount', () => {
  it('reads grouped and decimal amounts by the page language', () => {
    expect(readAmount('Rp 1.500.000,00', 'id')).toEqual({ ok: true, value: 1_500_000 });
    expect(readAmount('1,500,000.00', 'en')).toEqual({ ok: true, value: 1_500_000 });
    expect(readAmount('1.500', 'id')).toEqual({ ok: true, value: 1_500 });
    expect(readAmount('1,500', 'zh-cn')).toEqual({ ok: true, value: 1_500 });
    expect(readAmount('IDR 250000', 'en')).toEqual({ ok: true, value: 250_000 });
    expect(readAmount(' 2 500 000 ', 'en')).toEqual({ ok: true, value: 2_500_000 });
    expect(readAmount('12,00', 'id')).toEqual({ ok: true, value: 12 });
  });

  it('reads separators used twice, or both kinds together, the same in any language', () => {
    for (const lang of ['en', 'id'] as const) {
      expect(readAmount('Rp 1.500.000', lang)).toEqual({ ok: true, value: 1_500_000 });
      expect(readAmount('1,500,000', lang)).toEqual({ ok: true, value: 1_500_000 });
      expect(readAmount('1.500.000,00', lang)).toEqual({ ok: true, value: 1_500_000 });
    }
  });

  it('refuses what could be read two ways instead of guessing', () => {
    expect(readAmount('1.000', 'en')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(readAmount('1,000', 'id')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(readAmount('1,50,000', 'en')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(readAmount('1.5', 'id')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(readAmount('1.000.000.00', 'en')).toEqual({ ok: false, problem: 'ambiguous' });
  });

  it('refuses decimals that are not zero, and anything that is not an amount', () => {
    expect(readAmount('12.50', 'en')).toEqual({ ok: false, problem: 'notWhole' });
    expect(readAmount('1,5', 'id')).toEqual({ ok: false, problem: 'notWhole' });
    for (const bad of ['-100', '1e6', 'abc', '12x', ',', '1234567890123456']) expect(readAmount(bad, 'en').ok, bad).toBe(false);
    expect(readAmount('', 'en')).toEqual({ ok: true, value: null });
  });
});

describe('readTypedAmount', () => {
  it("ignores the page's own separators while an amount is being typed in the grouped field", () => {
    expect(isGroupedDigits('1.50.000', 'id')).toBe(true);
    expect(readTypedAmount('1.50.000', 'id')).toEqual({ ok: true, value: 150_000 });
    expect(readTypedAmount('2,50', 'en')).toEqual({ ok: true, value: 250 });
    // Anything else is read strictly.
    expect(readTypedAmount('2,5', 'id')).toEqual({ ok: false, problem: 'notWhole' });
  });
});
