// Standing respected (DESIGN 12, issue 24.7): coins reach active accounts only, and an account whose closing would
// orphan resale stock, a family or an agency is refused cancellation, each blocker named with its way out.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, type AccountStatus } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { ResaleOverview } from '../../src/contract/resale.ts';
import { banAccount } from '../../server/account/bans.ts';
import { closeAccount } from '../../server/account/standing.ts';
import { transaction } from '../../server/db/transaction.ts';
import { caller, testApp } from './helpers.ts';

const TRANSFER = '/api/resale/transfer';
const SEARCH = '/api/resale/search';
const key = (n: number) => `standing-key-${String(n).padStart(6, '0')}`;

describe('coins reach active accounts only', () => {
  it('refuses a banned, a cancelling and a closed target on search and on transfer, and moves nothing', async () => {
    const t = testApp();
    const now = t.clock.now();
    expect(banAccount(t.db, 10008, { userId: 10004, operatorName: 'Ops', reason: 'fraud', days: null }, now).ok).toBe(true);
    const cancelling = await caller(t, '52002');
    expect((await cancelling(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '52002' })).code).toBe(0);
    expect(transaction(t.db, () => closeAccount(t.db, 10006, now))).toBe(true);
    const dealer = await caller(t, '10003');
    let n = 0;
    for (const target of ['10004', '52002', '10006']) {
      expect((await dealer(SEARCH, { user_id: target })).code, target).toBe(ERROR_CODES['transfer.receiverNotActive']);
      expect((await dealer(TRANSFER, { target_user_id: target, amount: '10000' }, { 'Idempotency-Key': key(n++) })).code, target).toBe(
        ERROR_CODES['transfer.receiverNotActive'],
      );
    }
    expect((await dealer<ResaleOverview>('/api/resale/overview')).data.balance).toBe(1_000_000);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM transfers WHERE created_at >= ?').get(now)).toEqual({ n: 0 });
  });
});

describe('cancellation that would orphan stock, a family or an agency', () => {
  it('names every blocker, and refuses the request with the first', async () => {
    const t = testApp();
    const head = await caller(t, '10002');
    // 10002 heads agency 20001 and created a family: both hand-overs stand in the way.
    expect((await head<AccountStatus>(ACCOUNT_ENDPOINTS.status.path)).data.blockers).toEqual(['agencyHead', 'familyCreator']);
    expect((await head(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '10002' })).code).toBe(ERROR_CODES['account.cancelAgencyHead']);
    // A reseller with 1,000,000 coins of stock.
    const dealer = await caller(t, '10003');
    expect((await dealer<AccountStatus>(ACCOUNT_ENDPOINTS.status.path)).data.blockers).toEqual(['dealerStock']);
    expect((await dealer(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '10003' })).code).toBe(ERROR_CODES['account.cancelDealerStock']);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM account_cancellations').get()).toEqual({ n: 0 });
  });

  it('refuses a family creator who heads no agency', async () => {
    const t = testApp();
    const creator = t.db.prepare("SELECT m.user_id FROM family_members m WHERE m.role = 'creator' AND m.user_id NOT IN (SELECT head_user_id FROM agencies) AND m.user_id NOT IN (SELECT user_id FROM dealers) LIMIT 1").get() as { user_id: number };
    const call = await caller(t, String(creator.user_id));
    expect((await call<AccountStatus>(ACCOUNT_ENDPOINTS.status.path)).data.blockers).toContain('familyCreator');
    expect((await call(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: String(creator.user_id) })).code).toBe(ERROR_CODES['account.cancelFamilyCreator']);
  });
});
