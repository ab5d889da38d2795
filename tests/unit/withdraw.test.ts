import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api.ts';
import { accountLine, bindLinkText, noAccountText } from '../../src/features/withdraw/labels.ts';
import { withdrawToText } from '../../src/features/withdraw/withdraw-to.ts';
import '../../src/features/withdraw/errors.ts';
import { problemOf, refusal } from '../../src/features/withdraw/problems.ts';
import { bindFromValue, bindReturnPath, methodFromQuery, withdrawalIdFromQuery } from '../../src/features/withdraw/query.ts';

describe('methodFromQuery', () => {
  it('takes the three methods and nothing else', () => {
    expect(methodFromQuery('bank')).toBe('bank');
    expect(methodFromQuery('dana')).toBe('dana');
    expect(methodFromQuery('ovo')).toBe('ovo');
    for (const other of ['gopay', 'BANK', '', null, undefined]) expect(methodFromQuery(other)).toBeNull();
  });
});

describe('bindReturnPath', () => {
  it('goes back to the screen that sent the user, and to the method list otherwise', () => {
    expect(bindReturnPath(bindFromValue('/withdrawcash'))).toBe('/withdrawcash');
    expect(bindReturnPath(bindFromValue('/selwithdrawalMethod'))).toBe('/selwithdrawalMethod');
    for (const other of [null, undefined, '', 'earnings', '//evil.example', 'https://evil.example']) {
      expect(bindReturnPath(other)).toBe('/selwithdrawalMethod');
    }
  });
});

describe('withdrawalIdFromQuery', () => {
  it('takes positive whole numbers of up to 15 digits, as the API does', () => {
    expect(withdrawalIdFromQuery('1')).toBe('1');
    expect(withdrawalIdFromQuery('123456789012345')).toBe('123456789012345');
    for (const bad of ['0', '007', '-1', '1.5', '1e3', 'abc', '1234567890123456', '', null, undefined]) {
      expect(withdrawalIdFromQuery(bad), String(bad)).toBeNull();
    }
  });
});

describe('method texts', () => {
  it('say bank card or the e-wallet by name', () => {
    expect(bindLinkText('bank', false, 'en')).toBe('Link your bank card');
    expect(bindLinkText('ovo', false, 'id')).toBe('Tautkan akun OVO Anda');
    expect(bindLinkText('dana', true, 'zh-cn')).toBe('更换DANA账户');
    expect(withdrawToText('bank', 'id')).toBe('Tarik ke kartu bank');
    expect(withdrawToText('dana', 'en')).toBe('Withdraw to DANA');
    expect(noAccountText('ovo', 'en')).toBe('No OVO account is linked yet.');
  });

  it('write an account in one line: the bank code or the e-wallet, then the masked number', () => {
    expect(accountLine({ method: 'bank', bankCode: 'BCA', accountMasked: '******7890' }, 'en')).toBe('BCA ******7890');
    expect(accountLine({ method: 'dana', bankCode: null, accountMasked: '********7890' }, 'id')).toBe('DANA ********7890');
  });
});

describe('problemOf', () => {
  const places = { amountRequired: 'amount', oncePerDay: 'form' } as const;

  it('puts a rule the page or the server refused beside its field, in the page language', () => {
    expect(problemOf(refusal('amountRequired'), 'id', places, 'form')).toEqual({
      place: 'amount',
      text: 'Silakan isi jumlah penarikan',
      rule: 'amountRequired',
    });
    expect(problemOf(new ApiError('withdraw.oncePerDay', 2009), 'en', places, 'amount').place).toBe('form');
  });

  it('puts any other failure at the fallback with its own message', () => {
    expect(problemOf(new ApiError('forbidden', 1007), 'en', places, 'form')).toEqual({
      place: 'form',
      text: 'You do not have permission to do this',
      rule: null,
    });
    expect(problemOf(new ApiError('withdraw.constructor' as never, null), 'en', places, 'form').rule).toBeNull();
    expect(problemOf(new Error('boom'), 'en', places, 'form').text).toBe('Request failed, please try again later');
  });
});
