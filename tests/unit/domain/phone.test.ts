import { describe, expect, it } from 'vitest';
import { phoneWithAreaCode } from '../../../src/domain/phone.ts';

describe('phoneWithAreaCode', () => {
  it('accepts an Indonesian mobile written with 62, with or without + and separators, as digits', () => {
    expect(phoneWithAreaCode('+62 812-3456-7890')).toBe('6281234567890');
    expect(phoneWithAreaCode('(62) 812.3456.789')).toBe('628123456789');
  });

  it('accepts 10 to 13 digits for Indonesia, not 9 or 14', () => {
    expect(phoneWithAreaCode('628123456')).toBeNull();
    expect(phoneWithAreaCode('6281234567')).toBe('6281234567');
    expect(phoneWithAreaCode('6281234567890')).toBe('6281234567890');
    expect(phoneWithAreaCode('62812345678901')).toBeNull();
  });

  it('accepts a Malaysian number: 60 and 9 or 10 digits', () => {
    expect(phoneWithAreaCode('6012345678')).toBeNull();
    expect(phoneWithAreaCode('60123456789')).toBe('60123456789');
    expect(phoneWithAreaCode('+60 12 3456 7890')).toBe('601234567890');
    expect(phoneWithAreaCode('6012345678901')).toBeNull();
  });

  it('refuses a local number without the area code, other countries and letters', () => {
    expect(phoneWithAreaCode('081234567890')).toBeNull();
    expect(phoneWithAreaCode('+1 415 555 0100')).toBeNull();
    expect(phoneWithAreaCode('62 21 555 0100')).toBeNull();
    expect(phoneWithAreaCode('62812abc4567')).toBeNull();
    expect(phoneWithAreaCode('')).toBeNull();
  });
});
