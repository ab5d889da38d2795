import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorName } from '../../src/contract/errors.ts';
import { ApiError, errorText } from '../../src/lib/api.ts';
import { ERROR_MESSAGES, registerErrorMessages } from '../../src/lib/error-messages.ts';
import { registerCallErrors } from '../../src/features/family/call-errors.ts';
import { registerDissolveErrors } from '../../src/features/family/dissolve-errors.ts';
import { registerListErrors } from '../../src/features/family/errors.ts';
import { LANGS } from '../../src/lib/language.ts';
import { AGENCY_ERROR_GROUPS } from '../../src/features/agency/errors.ts';
import '../../src/features/account/errors-account.ts';
import '../../src/features/account/errors-decor.ts';
import '../../src/features/account/errors-follow.ts';
import '../../src/features/account/errors-login.ts';
import '../../src/features/account/errors-vip.ts';
import '../../src/features/earnings/errors.ts';
import '../../src/features/turntable/errors.ts';
import '../../src/features/coin/errors.ts';
import '../../src/features/coin/payment-errors.ts';
import '../../src/features/coin/price-list-errors.ts';
import '../../src/features/coin/topup-errors.ts';
import '../../src/features/marble/errors.ts';
import '../../src/features/tasks/errors.ts';
import '../../src/features/events/errors-events.ts';
import '../../src/features/withdraw/errors.ts';
import '../../src/ui/range-errors.ts';
import '../../src/features/withdraw/bind-errors.ts';
import '../../src/features/withdraw/record-errors.ts';
import '../../src/ui/upload-errors.ts';
import '../../src/ui/ops-errors.ts';

// The agency area registers its codes by group, each screen the groups it can meet.
for (const group of AGENCY_ERROR_GROUPS) registerErrorMessages(group);
// The family pages each register their own codes; all of them here.
registerListErrors();
registerCallErrors();
registerDissolveErrors();

describe('error messages', () => {
  it('has a message for every error code once every area is loaded, in every language', () => {
    for (const name of Object.keys(ERROR_CODES) as ErrorName[]) {
      expect(ERROR_MESSAGES.has(name), name).toBe(true);
      for (const lang of LANGS) expect(errorText(new ApiError(name, ERROR_CODES[name]), lang).trim(), `${name} ${lang}`).not.toBe('');
    }
  });

  it('names the values of the rules, formatted for the language', () => {
    expect(errorText(new ApiError('withdraw.notMultiple', 2006), 'id')).toBe('Jumlah harus kelipatan 10.000');
    expect(errorText(new ApiError('transfer.amountTooSmall', 3006), 'en')).toBe('The amount must be above 5,000');
    expect(errorText(new ApiError('payout.locked', 2103), 'zh-cn')).toContain('28');
  });

  it('falls back to "request failed, please try again later"', () => {
    expect(errorText(new ApiError('unknown', 777), 'en')).toBe('Request failed, please try again later');
    expect(errorText(new Error('boom'), 'id')).toBe('Permintaan gagal, silakan coba lagi nanti');
  });
});
