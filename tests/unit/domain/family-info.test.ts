import { describe, expect, it } from 'vitest';
import {
  canCreateFamily,
  checkFamilyInfo,
  FAMILY_CREATE_MIN_WEALTH_LEVEL,
  FAMILY_NAME_MAX_CHARS,
  FAMILY_NOTICE_MAX_CHARS,
} from '../../../src/domain/family-info.ts';
import { levelForExp, wealthExp } from '../../../src/domain/levels.ts';

describe('canCreateFamily', () => {
  it('needs wealth level 30: 29 is refused, 30 and above allowed', () => {
    expect(FAMILY_CREATE_MIN_WEALTH_LEVEL).toBe(30);
    expect(canCreateFamily(29)).toBe(false);
    expect(canCreateFamily(30)).toBe(true);
    expect(canCreateFamily(31)).toBe(true);
  });

  it('is reached by 120 million coins spent', () => {
    expect(canCreateFamily(levelForExp('wealth', wealthExp(120_000_000)))).toBe(true);
    expect(canCreateFamily(levelForExp('wealth', wealthExp(119_999_999)))).toBe(false);
  });
});

describe('checkFamilyInfo', () => {
  it('trims and keeps a name of 1 to 20 characters, an emoji counting as one', () => {
    expect(checkFamilyInfo({ name: '  Bintang  ', notice: '' })).toEqual({ ok: true, name: 'Bintang', notice: '' });
    expect(checkFamilyInfo({ name: '🌟'.repeat(FAMILY_NAME_MAX_CHARS), notice: '' }).ok).toBe(true);
    expect(checkFamilyInfo({ name: 'a'.repeat(FAMILY_NAME_MAX_CHARS + 1), notice: '' })).toEqual({ ok: false, error: 'nameTooLong' });
    expect(checkFamilyInfo({ name: '   ', notice: '' })).toEqual({ ok: false, error: 'nameRequired' });
  });

  it('refuses control and invisible characters in a name but keeps emoji sequences', () => {
    for (const name of ['a\u0000b', 'a\u200bb', 'a\u2028b', 'tab\there', 'line\nbreak']) {
      expect(checkFamilyInfo({ name, notice: '' }), JSON.stringify(name)).toEqual({ ok: false, error: 'nameInvalid' });
    }
    expect(checkFamilyInfo({ name: '👨‍👩‍👧 Keluarga', notice: '' }).ok).toBe(true);
  });

  it('keeps line breaks in a notice of at most 200 characters and refuses other control characters', () => {
    expect(checkFamilyInfo({ name: 'A', notice: 'Halo\r\nsemua ' })).toEqual({ ok: true, name: 'A', notice: 'Halo\nsemua' });
    expect(checkFamilyInfo({ name: 'A', notice: 'x'.repeat(FAMILY_NOTICE_MAX_CHARS) }).ok).toBe(true);
    expect(checkFamilyInfo({ name: 'A', notice: 'x'.repeat(FAMILY_NOTICE_MAX_CHARS + 1) })).toEqual({ ok: false, error: 'noticeTooLong' });
    expect(checkFamilyInfo({ name: 'A', notice: 'a\u0007b' })).toEqual({ ok: false, error: 'noticeInvalid' });
  });
});
