import { describe, expect, it } from 'vitest';
import { isIndonesianPhone, isMalaysianPhone, isWithdrawalPhone, normalizePhone } from '../../../src/domain/phone.ts';
import { VIRTUAL_ACCOUNT_PREFIXES, isVirtualAccount } from '../../../src/domain/virtual-accounts.ts';
import {
  ACCOUNT_CHANGE_HOLD_HOURS,
  WITHDRAW_FEE_BEANS,
  WITHDRAW_RULES,
  WITHDRAW_MAX_BEANS,
  WITHDRAW_MIN_BEANS,
  WITHDRAW_MULTIPLE_BEANS,
  checkWithdrawal,
  maskAccountNumber,
  withdrawAllAmount,
  type BoundAccount,
  type WithdrawInput,
} from '../../../src/domain/withdrawal.ts';
import { checkBindAccount, heldUntil, payoutChange } from '../../../src/domain/withdrawal-account.ts';

describe('phone rules', () => {
  it('accepts Indonesian numbers starting 628 or 08 with 10 to 13 digits', () => {
    for (const ok of ['0812345678', '0812345678901', '6281234567', '6281234567890']) expect(isIndonesianPhone(ok), ok).toBe(true);
    for (const bad of ['081234567', '08123456789012', '628123456', '62812345678901', '0712345678', '6271234567']) {
      expect(isIndonesianPhone(bad), bad).toBe(false);
    }
  });

  it('accepts Malaysian numbers: 60 followed by 9 or 10 digits', () => {
    expect(isMalaysianPhone('60123456789')).toBe(true);
    expect(isMalaysianPhone('601234567890')).toBe(true);
    expect(isMalaysianPhone('6012345678')).toBe(false);
    expect(isMalaysianPhone('6012345678901')).toBe(false);
  });

  it('reads numbers written with +, spaces and dashes', () => {
    expect(normalizePhone(' +62 812-3456-7890 ')).toBe('6281234567890');
    expect(isWithdrawalPhone('+62 812-3456-7890')).toBe(true);
    expect(isWithdrawalPhone('0812 3456 78')).toBe(true);
    expect(isWithdrawalPhone('08123abc78')).toBe(false);
    expect(isWithdrawalPhone('')).toBe(false);
  });
});

describe('isVirtualAccount', () => {
  it('refuses top-up prefixes followed by a phone number', () => {
    expect(isVirtualAccount('39358081234567890')).toBe(true);
    expect(isVirtualAccount('3901081234567890')).toBe(true);
    expect(isVirtualAccount('700016281234567890')).toBe(true);
    expect(isVirtualAccount('88810812345678901')).toBe(true);
  });

  it('refuses the sourced prefixes of DANA (CIMB Niaga, Permata and others, Panin, BTPN) and OVO via BNI (zero-padded)', () => {
    expect(isVirtualAccount('8059081234567890')).toBe(true);
    expect(isVirtualAccount('852808123456789')).toBe(true);
    expect(isVirtualAccount('8100081234567890')).toBe(true);
    expect(isVirtualAccount('800000908123456789')).toBe(true);
    // 874, zeros, then the phone: 16 digits in all whatever the phone's length.
    expect(isVirtualAccount('8740000812345678')).toBe(true);
    expect(isVirtualAccount('8740081234567890')).toBe(true);
    expect(isVirtualAccount('874081234567890')).toBe(false);
    expect(isVirtualAccount('8741234567890123')).toBe(false);
    expect(VIRTUAL_ACCOUNT_PREFIXES.every((entry) => entry.source.length > 20)).toBe(true);
  });

  it('leaves ordinary account numbers alone, even ones starting like a prefix', () => {
    expect(isVirtualAccount('1234567890')).toBe(false);
    expect(isVirtualAccount('3901234567')).toBe(false);
    expect(isVirtualAccount('0123456789012')).toBe(false);
  });
});

describe('checkBindAccount', () => {
  const bank = { method: 'bank', bankCode: 'BCA', accountNumber: '1234 5678 90', holderName: '  Sari  Dewi ', phone: '+62 812-3456-7890' };

  it('binds a bank card with a tidied number, name and phone', () => {
    expect(checkBindAccount(bank)).toEqual({
      ok: true,
      account: { method: 'bank', bankCode: 'BCA', accountNumber: '1234567890', holderName: 'Sari Dewi', phone: '6281234567890' },
    });
  });

  it('binds DANA and OVO to the phone number they are registered with', () => {
    expect(checkBindAccount({ method: 'dana', accountNumber: '0812-3456-789', holderName: 'Sari' })).toEqual({
      ok: true,
      account: { method: 'dana', bankCode: null, accountNumber: '08123456789', holderName: 'Sari', phone: '08123456789' },
    });
    expect(checkBindAccount({ method: 'ovo', accountNumber: '12345', holderName: 'Sari' })).toEqual({ ok: false, error: 'accountNumberInvalid' });
  });

  it('never takes a Malaysian number for DANA or OVO, which are Indonesian wallets', () => {
    for (const method of ['dana', 'ovo']) {
      expect(checkBindAccount({ method, accountNumber: '+60 12-345 6789', holderName: 'Sari' }), method).toEqual({ ok: false, error: 'accountNumberInvalid' });
    }
    // A bank card's contact phone may still be Malaysian (SPEC 5).
    expect(checkBindAccount({ ...bank, phone: '60123456789' }).ok).toBe(true);
  });

  it('asks to choose a method first', () => {
    expect(checkBindAccount({ ...bank, method: null })).toEqual({ ok: false, error: 'methodRequired' });
    expect(checkBindAccount({ ...bank, method: 'gopay' })).toEqual({ ok: false, error: 'methodRequired' });
  });

  it('asks to complete the information when any field is missing, including the phone of a bank card', () => {
    for (const field of ['bankCode', 'accountNumber', 'holderName', 'phone'] as const) {
      expect(checkBindAccount({ ...bank, [field]: '' }), field).toEqual({ ok: false, error: 'incomplete' });
    }
    expect(checkBindAccount({ method: 'dana', accountNumber: '08123456789', holderName: ' ' })).toEqual({ ok: false, error: 'incomplete' });
  });

  it('refuses unknown banks, malformed numbers, virtual accounts and bad phones', () => {
    expect(checkBindAccount({ ...bank, bankCode: 'XYZ' })).toEqual({ ok: false, error: 'bankUnknown' });
    expect(checkBindAccount({ ...bank, accountNumber: '1234567' })).toEqual({ ok: false, error: 'accountNumberInvalid' });
    expect(checkBindAccount({ ...bank, accountNumber: '123456789012345678901' })).toEqual({ ok: false, error: 'accountNumberInvalid' });
    expect(checkBindAccount({ ...bank, accountNumber: "1234'; DROP TABLE users;--" })).toEqual({ ok: false, error: 'accountNumberInvalid' });
    expect(checkBindAccount({ ...bank, accountNumber: '39358081234567890' })).toEqual({ ok: false, error: 'virtualAccount' });
    expect(checkBindAccount({ ...bank, phone: '0712345678' })).toEqual({ ok: false, error: 'phoneInvalid' });
  });

  it('takes names of 2-60 letters in any script, and never markup', () => {
    expect(checkBindAccount({ ...bank, holderName: '王小明' }).ok).toBe(true);
    expect(checkBindAccount({ ...bank, holderName: "Nur'aini O. Putri-Sari" }).ok).toBe(true);
    expect(checkBindAccount({ ...bank, holderName: 'A' })).toEqual({ ok: false, error: 'holderNameInvalid' });
    expect(checkBindAccount({ ...bank, holderName: 'A'.repeat(61) })).toEqual({ ok: false, error: 'holderNameInvalid' });
    expect(checkBindAccount({ ...bank, holderName: '<script>x</script>' })).toEqual({ ok: false, error: 'holderNameInvalid' });
  });
});

describe('checkWithdrawal', () => {
  const dana: BoundAccount = { method: 'dana', bankCode: null, accountNumber: '08123456789', holderName: 'Sari', phone: '08123456789' };
  const valid: WithdrawInput = { method: 'dana', account: dana, amount: 100_000, availableBeans: 2_500_000, withdrewToday: false };

  it('quotes the fee and what arrives (1 bean = 1 IDR)', () => {
    expect(checkWithdrawal(valid)).toEqual({
      ok: true,
      quote: { method: 'dana', amount: 100_000, fee: WITHDRAW_FEE_BEANS.dana, net: 100_000 - WITHDRAW_FEE_BEANS.dana },
    });
  });

  it('checks in the order of SPEC 5: method, bound account, amount, available, multiple, minimum, maximum, once a day', () => {
    expect(checkWithdrawal({ ...valid, method: null })).toEqual({ ok: false, error: 'methodRequired' });
    expect(checkWithdrawal({ ...valid, account: null })).toEqual({ ok: false, error: 'accountNotBound' });
    expect(checkWithdrawal({ ...valid, method: 'bank' })).toEqual({ ok: false, error: 'accountNotBound' });
    expect(checkWithdrawal({ ...valid, amount: null })).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkWithdrawal({ ...valid, amount: 0 })).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkWithdrawal({ ...valid, amount: -10_000 })).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkWithdrawal({ ...valid, amount: 10_000.5 })).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkWithdrawal({ ...valid, amount: 2_510_000 })).toEqual({ ok: false, error: 'exceedsAvailable' });
    expect(checkWithdrawal({ ...valid, amount: 105_000 })).toEqual({ ok: false, error: 'notMultiple' });
    expect(checkWithdrawal({ ...valid, amount: 100_000, withdrewToday: true })).toEqual({ ok: false, error: 'oncePerDay' });
  });

  it('holds the minimum and the single maximum at their boundaries', () => {
    expect(checkWithdrawal({ ...valid, amount: WITHDRAW_MIN_BEANS - WITHDRAW_MULTIPLE_BEANS })).toEqual({ ok: false, error: 'belowMinimum' });
    expect(checkWithdrawal({ ...valid, amount: WITHDRAW_MIN_BEANS }).ok).toBe(true);
    const rich = { ...valid, availableBeans: 100_000_000 };
    expect(checkWithdrawal({ ...rich, amount: WITHDRAW_MAX_BEANS }).ok).toBe(true);
    expect(checkWithdrawal({ ...rich, amount: WITHDRAW_MAX_BEANS + WITHDRAW_MULTIPLE_BEANS })).toEqual({ ok: false, error: 'aboveMaximum' });
  });

  it('allows withdrawing exactly everything available', () => {
    expect(checkWithdrawal({ ...valid, amount: 2_500_000 }).ok).toBe(true);
  });

  it("checks and prices by the server's rules when the page has them", () => {
    const rules = { minBeans: 20_000, maxBeans: 90_000, multipleBeans: 5_000, feeBeans: { bank: 7_000, dana: 3_000, ovo: 3_000 } };
    expect(checkWithdrawal({ ...valid, amount: 25_000 }, rules)).toEqual({ ok: true, quote: { method: 'dana', amount: 25_000, fee: 3_000, net: 22_000 } });
    expect(checkWithdrawal({ ...valid, amount: 95_000 }, rules)).toEqual({ ok: false, error: 'aboveMaximum' });
    expect(withdrawAllAmount(2_500_000, rules)).toBe(90_000);
    expect(WITHDRAW_RULES.feeBeans).toBe(WITHDRAW_FEE_BEANS);
  });

  it('holds an account payouts were just redirected to, right after asking for one', () => {
    const now = 1_000_000;
    expect(checkWithdrawal({ ...valid, amount: null, heldUntil: now + 1, now })).toEqual({ ok: false, error: 'accountHeld' });
    expect(checkWithdrawal({ ...valid, heldUntil: now, now }).ok).toBe(true);
  });
});

describe('payoutChange', () => {
  const dana: BoundAccount = { method: 'dana', bankCode: null, accountNumber: '08123456789', holderName: 'Sari', phone: '08123456789' };
  const hold = ACCOUNT_CHANGE_HOLD_HOURS * 3_600_000;

  it('needs nothing for the first account a user links', () => {
    expect(payoutChange([], dana, 0)).toEqual({ action: 'added', reverify: false, heldUntil: null });
  });

  it('needs the user re-verified and holds withdrawals when an account is replaced or one is added beside it', () => {
    expect(payoutChange([dana], { ...dana, accountNumber: '08129999999' }, 5)).toEqual({ action: 'replaced', reverify: true, heldUntil: 5 + hold });
    expect(payoutChange([dana], { ...dana, method: 'ovo' }, 5)).toEqual({ action: 'added', reverify: true, heldUntil: 5 + hold });
  });

  it('holds nothing when the same account is saved again (a corrected name), but still asks who it is', () => {
    expect(payoutChange([dana], { ...dana, holderName: 'Sari W' }, 5)).toEqual({ action: 'replaced', reverify: true, heldUntil: null });
  });

  it("reads a method's hold from its latest change", () => {
    const changes = [{ method: 'dana' as const, heldUntil: 100 }, { method: 'ovo' as const, heldUntil: 300 }, { method: 'dana' as const, heldUntil: null }];
    expect(heldUntil(changes, 'dana', 50)).toBeNull();
    expect(heldUntil(changes, 'ovo', 50)).toBe(300);
    expect(heldUntil(changes, 'ovo', 300)).toBeNull();
  });
});

describe('withdrawAllAmount', () => {
  it('takes the largest multiple of the set value within the available beans', () => {
    expect(withdrawAllAmount(2_500_000)).toBe(2_500_000);
    expect(withdrawAllAmount(305_999)).toBe(300_000);
    const ovo: BoundAccount = { method: 'ovo', bankCode: null, accountNumber: '08123456789', holderName: 'Budi', phone: '08123456789' };
    const all = { method: 'ovo', account: ovo, amount: withdrawAllAmount(305_999), availableBeans: 305_999, withdrewToday: false };
    expect(checkWithdrawal(all).ok).toBe(true);
  });

  it('stops at the single maximum', () => {
    expect(withdrawAllAmount(WITHDRAW_MAX_BEANS * 3 + 1)).toBe(WITHDRAW_MAX_BEANS);
  });

  it('gives 0 when not even one multiple is available', () => {
    expect(withdrawAllAmount(WITHDRAW_MULTIPLE_BEANS - 1)).toBe(0);
    expect(withdrawAllAmount(-5)).toBe(0);
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('******7890');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
