import { describe, expect, it } from 'vitest';
import {
  AGENCY_BANK_CARD_DIGITS_MAX,
  AGENCY_BANK_CARD_DIGITS_MIN,
  AGENCY_BANK_TEXT_MAX_CHARS,
  AGENCY_NAME_MAX_CHARS,
  AGENCY_PLATFORM_MAX_CHARS,
  AGENCY_REJECT_REASON_MAX_CHARS,
  checkAgencyApplication,
  checkRejectReason,
  reviewAgencyApplication,
  submitAgencyApplication,
  textLength,
  type AgencyApplicationDraft,
  type AgencyApplicationStatus,
} from '../../../src/domain/agency-application.ts';

/** The id of an uploaded avatar, as the upload answered it. */
const AVATAR = '0123456789abcdef0123456789abcdef';

const VALID: AgencyApplicationDraft = {
  agentName: '  Bintang Agency ',
  avatar: AVATAR,
  phone: '+62 812-3456-7890',
  whatsapp: '6281234567891',
  bankName: ' BCA ',
  bankCardNumber: '1234 5678 90',
  accountHolderName: ' Siti Rahma ',
  platform: '',
};

describe('textLength', () => {
  it('counts an emoji or an accented letter as one character', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('Café')).toBe(4);
  });
});

describe('checkAgencyApplication', () => {
  it('accepts a complete form, trimming texts, keeping phone digits and turning an empty platform into null', () => {
    expect(checkAgencyApplication(VALID)).toEqual({
      ok: true,
      application: {
        agentName: 'Bintang Agency',
        avatar: AVATAR,
        phone: '6281234567890',
        whatsapp: '6281234567891',
        bankName: 'BCA',
        bankCardNumber: '1234567890',
        accountHolderName: 'Siti Rahma',
        platform: null,
      },
    });
  });

  it('requires every field but the platform, treating blanks as empty', () => {
    const empty: AgencyApplicationDraft = {
      agentName: '   ',
      avatar: null,
      phone: '',
      whatsapp: null,
      bankName: '',
      bankCardNumber: ' ',
      accountHolderName: null,
    };
    expect(checkAgencyApplication(empty)).toEqual({
      ok: false,
      errors: {
        agentName: 'required',
        avatar: 'required',
        phone: 'required',
        whatsapp: 'required',
        bankName: 'required',
        bankCardNumber: 'required',
        accountHolderName: 'required',
      },
    });
  });

  it('allows an agent name of 20 characters and refuses 21', () => {
    expect(AGENCY_NAME_MAX_CHARS).toBe(20);
    expect(checkAgencyApplication({ ...VALID, agentName: 'a'.repeat(19) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, agentName: 'a'.repeat(20) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, agentName: 'a'.repeat(21) })).toEqual({ ok: false, errors: { agentName: 'tooLong' } });
    expect(checkAgencyApplication({ ...VALID, agentName: '🌙'.repeat(20) }).ok).toBe(true);
  });

  it('allows a platform of 30 characters and refuses 31, counted after trimming', () => {
    expect(AGENCY_PLATFORM_MAX_CHARS).toBe(30);
    const at = checkAgencyApplication({ ...VALID, platform: ` ${'p'.repeat(30)} ` });
    expect(at.ok && at.application.platform).toBe('p'.repeat(30));
    expect(checkAgencyApplication({ ...VALID, platform: 'p'.repeat(29) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, platform: 'p'.repeat(31) })).toEqual({ ok: false, errors: { platform: 'tooLong' } });
  });

  it('refuses phone and whatsapp numbers without an area code', () => {
    expect(checkAgencyApplication({ ...VALID, phone: '081234567890', whatsapp: '0812 3456 7891' })).toEqual({
      ok: false,
      errors: { phone: 'phoneNeedsAreaCode', whatsapp: 'phoneNeedsAreaCode' },
    });
  });

  it('reports a missing avatar beside the other fields (its size and type are the upload\'s rule)', () => {
    expect(checkAgencyApplication({ ...VALID, avatar: ' ', bankName: '' })).toEqual({
      ok: false,
      errors: { avatar: 'required', bankName: 'required' },
    });
  });

  it('limits the bank name and holder name to 50 characters', () => {
    expect(AGENCY_BANK_TEXT_MAX_CHARS).toBe(50);
    expect(checkAgencyApplication({ ...VALID, bankName: 'b'.repeat(50), accountHolderName: 'h'.repeat(50) }).ok).toBe(true);
    expect(checkAgencyApplication({ ...VALID, bankName: 'b'.repeat(51), accountHolderName: 'h'.repeat(51) })).toEqual({
      ok: false,
      errors: { bankName: 'tooLong', accountHolderName: 'tooLong' },
    });
  });

  it('takes a bank card number of 8 to 30 digits, spaces and dashes dropped', () => {
    expect([AGENCY_BANK_CARD_DIGITS_MIN, AGENCY_BANK_CARD_DIGITS_MAX]).toEqual([8, 30]);
    const at = checkAgencyApplication({ ...VALID, bankCardNumber: '1234-5678 9012' });
    expect(at.ok && at.application.bankCardNumber).toBe('123456789012');
    expect(checkAgencyApplication({ ...VALID, bankCardNumber: '1'.repeat(30) }).ok).toBe(true);
    for (const bad of ['1234567', '1'.repeat(31), '1234abcd5678', '１２３４５６７８']) {
      expect(checkAgencyApplication({ ...VALID, bankCardNumber: bad }), bad).toEqual({ ok: false, errors: { bankCardNumber: 'cardNumberInvalid' } });
    }
  });
});

describe('submitAgencyApplication', () => {
  it('puts a first application and a reapplication after "not passed" under review', () => {
    expect(submitAgencyApplication('none')).toEqual({ ok: true, status: 'underReview' });
    expect(submitAgencyApplication('notPassed')).toEqual({ ok: true, status: 'underReview' });
  });

  it('refuses while under review and once passed', () => {
    expect(submitAgencyApplication('underReview')).toEqual({ ok: false, error: 'alreadyUnderReview' });
    expect(submitAgencyApplication('passed')).toEqual({ ok: false, error: 'alreadyAgency' });
  });

  it('refuses a host of an agency and someone whose join request waits for a head', () => {
    expect(submitAgencyApplication('none', { memberHost: true, joinPending: false })).toEqual({ ok: false, error: 'memberHost' });
    expect(submitAgencyApplication('notPassed', { memberHost: false, joinPending: true })).toEqual({ ok: false, error: 'joinPending' });
  });
});

describe('checkRejectReason', () => {
  it('takes a trimmed reason of 1 to 200 characters', () => {
    expect(AGENCY_REJECT_REASON_MAX_CHARS).toBe(200);
    expect(checkRejectReason('  Blurry avatar ')).toEqual({ ok: true, reason: 'Blurry avatar' });
    expect(checkRejectReason('r'.repeat(200)).ok).toBe(true);
    expect(checkRejectReason('r'.repeat(201))).toEqual({ ok: false, error: 'tooLong' });
    expect(checkRejectReason('   ')).toEqual({ ok: false, error: 'required' });
    expect(checkRejectReason(null)).toEqual({ ok: false, error: 'required' });
  });
});

describe('reviewAgencyApplication', () => {
  it('passes or does not pass an application under review', () => {
    expect(reviewAgencyApplication('underReview', 'pass')).toEqual({ ok: true, status: 'passed' });
    expect(reviewAgencyApplication('underReview', 'reject')).toEqual({ ok: true, status: 'notPassed' });
  });

  it('refuses to decide anything not under review', () => {
    for (const status of ['none', 'passed', 'notPassed'] satisfies AgencyApplicationStatus[]) {
      expect(reviewAgencyApplication(status, 'pass')).toEqual({ ok: false, error: 'notUnderReview' });
    }
  });
});
