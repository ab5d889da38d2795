// Names refuse control, bidi and invisible characters (issue 24; src/domain/name-text.ts), on every form that takes a
// name: the agency application, the payout account's holder, the family, the ban form.
import { describe, expect, it } from 'vitest';
import { checkBanForm } from '../../../src/domain/account.ts';
import { checkAgencyApplication } from '../../../src/domain/agency-application.ts';
import { checkFamilyInfo } from '../../../src/domain/family-info.ts';
import { hasForbiddenNameChars, hasForbiddenTextChars } from '../../../src/domain/name-text.ts';
import { checkBindAccount } from '../../../src/domain/withdrawal-account.ts';

/** One character of each forbidden range, at both ends of the range. */
const FORBIDDEN = [
  0x0000, 0x0009, 0x001f, 0x007f, 0x0085, 0x009f, 0x00ad, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202e, 0x2060, 0x2066,
  0x2069, 0xfeff,
].map((code) => String.fromCodePoint(code));

describe('hasForbiddenNameChars', () => {
  it('refuses each control, bidi and invisible character, anywhere in a name', () => {
    for (const char of FORBIDDEN) {
      for (const name of [`${char}Bintang`, `Bin${char}tang`, `Bintang${char}`]) expect(hasForbiddenNameChars(name), JSON.stringify(name)).toBe(true);
    }
  });

  it('takes the names people type: accents, scripts, emoji and their joined sequences', () => {
    for (const name of ['Bintang Agency', 'Siti Nurhaliza', 'José Müller', '星光公会', "D'Angelo", '🌟 Bintang', '👨‍👩‍👧 Keluarga', '👍🏽‍🔥', '❤️‍🔥']) {
      expect(hasForbiddenNameChars(name), name).toBe(false);
    }
    // A joiner that joins no emoji is an invisible character.
    expect(hasForbiddenNameChars('Bin\u200dtang')).toBe(true);
  });

  it('lets longer text break lines, and nothing else', () => {
    expect(hasForbiddenTextChars('Halo\nsemua\r\nya')).toBe(false);
    expect(hasForbiddenTextChars('Halo\u202esemua')).toBe(true);
  });
});

describe('every form that takes a name', () => {
  const form = {
    agentName: 'Cahaya',
    avatar: 'a'.repeat(32),
    phone: '+62 812-3456-7890',
    whatsapp: '6281234567891',
    bankName: 'BCA',
    bankCardNumber: '1234567890',
    accountHolderName: 'Sari',
    platform: '',
  };

  it('refuses them on the agency application, field by field', () => {
    for (const field of ['agentName', 'bankName', 'accountHolderName', 'platform'] as const) {
      for (const char of ['\u0000', '\u202e', '\u200b']) {
        expect(checkAgencyApplication({ ...form, [field]: `Nama${char}x` }), `${field} ${escape(char)}`).toEqual({ ok: false, errors: { [field]: 'charsInvalid' } });
      }
    }
    expect(checkAgencyApplication(form).ok).toBe(true);
  });

  it('refuses them in a payout account holder, a family name and the ban form', () => {
    for (const char of ['\u0000', '\u202e', '\u200b', '\u2066', '\ufeff']) {
      expect(checkBindAccount({ method: 'dana', accountNumber: '081399998888', holderName: `Sari${char}Wulandari` })).toEqual({ ok: false, error: 'holderNameInvalid' });
      expect(checkFamilyInfo({ name: `Bin${char}tang`, notice: '' })).toEqual({ ok: false, error: 'nameInvalid' });
      expect(checkBanForm({ userId: '10004', operatorName: `Op${char}x`, reason: 'spam' })).toEqual({ ok: false, error: 'textInvalid' });
      expect(checkBanForm({ userId: '10004', operatorName: 'Op', reason: `spam${char}x` })).toEqual({ ok: false, error: 'textInvalid' });
    }
  });
});
