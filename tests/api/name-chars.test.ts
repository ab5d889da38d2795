// The server refuses control, bidi and invisible characters in every name it stores (src/domain/name-text.ts), whatever
// the page let through: the agency application, the payout account's holder, the family, the ban form.
import { describe, expect, it } from 'vitest';
import { AGENCY_APPLY_ENDPOINTS } from '../../src/contract/agency.ts';
import { BAN_ENDPOINTS } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { DEMO_FAMILY_NEWCOMERS } from '../../server/demo/families.ts';
import { agencyApp, applicationForm, PNG } from './agency-support.ts';
import { businessFingerprint, caller } from './helpers.ts';

/** A right-to-left override, a zero-width space and a NUL: the characters of the issue. */
const HOSTILE = ['\u202e', '\u200b', '\u0000'];

describe('names with control, bidi or invisible characters', () => {
  it('are refused by every endpoint that stores a name, and nothing is written', async () => {
    const t = agencyApp();
    const avatar = await t.upload(53001, PNG);
    const ops = await caller(t, '10008');
    const host = await caller(t, '10001');
    const founder = await caller(t, String(DEMO_FAMILY_NEWCOMERS.atLevel));
    const before = businessFingerprint(t.db);
    for (const char of HOSTILE) {
      for (const field of ['agent_name', 'bank_name', 'account_holder_name', 'platform']) {
        const answer = await t.as(53001)(AGENCY_APPLY_ENDPOINTS.submit.path, applicationForm(avatar.data.id, { [field]: `Nama${char}Baik` }));
        expect(answer.code, `${field} ${escape(char)}`).toBe(ERROR_CODES['agency.textInvalid']);
      }
      const bind = await host('/api/withdraw/bind', { method: 'bank', bank_code: 'BCA', account_number: '1234567890', holder_name: `Sari${char}Wulandari`, phone: '081234567890' });
      expect(bind.code).toBe(ERROR_CODES['withdraw.holderNameInvalid']);
      expect((await founder('/api/family/create', { name: `Bin${char}tang`, notice: '' })).code).toBe(ERROR_CODES['family.nameInvalid']);
      const ban = await ops(BAN_ENDPOINTS.create.path, { user_id: '52003', operator_name: `Dewi${char}x`, reason: 'spam' });
      expect(ban.code).toBe(ERROR_CODES['ban.textInvalid']);
    }
    expect(businessFingerprint(t.db)).toBe(before);
  });
});
