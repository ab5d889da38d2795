// Issue 24 item 6: nobody reviews their own row. An account that is an operator and also the owner of a withdrawal,
// settlement, price list, agency application or ban is refused its own row (`ops.ownRow`, nothing changes); another
// operator (10008) decides the same row.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { WithdrawalView } from '../../src/contract/withdraw.ts';
import { liftBan } from '../../server/account/bans.ts';
import { businessFingerprint, caller, testApp } from './helpers.ts';

type App = ReturnType<typeof testApp>;

/** Makes `userId` an operator too (production does it with one row, docs/deploy.md). */
function makeOperator(t: App, userId: number): void {
  t.db.prepare('INSERT INTO operators (user_id) VALUES (?)').run(userId);
}

/** An image of `userId`'s, as an upload row (its bytes do not matter to a review). */
function uploadOf(t: App, userId: number, id: string): string {
  t.db.prepare("INSERT INTO uploads (id, user_id, content_type, size, bytes, created_at) VALUES (?, ?, 'image/png', 1, x'00', ?)").run(id, userId, t.clock.now());
  return id;
}

describe('a review of an operator’s own row', () => {
  it('refuses an operator their own withdrawal and lets another operator decide it', async () => {
    const t = testApp();
    const host = await caller(t, '10001');
    const { data } = await host<{ withdrawal: WithdrawalView }>('/api/withdraw/submit', { method: 'dana', amount: '100000' }, { 'Idempotency-Key': 'own-row-0001' });
    makeOperator(t, 10001);
    const before = businessFingerprint(t.db);
    expect((await host('/api/ops/withdrawals/review', { id: data.withdrawal.id, status: 0 })).code).toBe(ERROR_CODES['ops.ownRow']);
    expect(businessFingerprint(t.db)).toBe(before);
    expect((await (await caller(t, '10008'))('/api/ops/withdrawals/review', { id: data.withdrawal.id, status: 1 })).code).toBe(0);
  });

  it('refuses an operator their own settlement', async () => {
    const t = testApp();
    const id = Number(
      t.db
        .prepare("INSERT INTO settlements (user_id, period, period_start, period_end, amount, status, created_at) VALUES (10001, 'weekly', '2020-01-06', '2020-01-12', 1000, 2, ?)")
        .run(t.clock.now()).lastInsertRowid,
    );
    makeOperator(t, 10001);
    const before = businessFingerprint(t.db);
    expect((await (await caller(t, '10001'))('/api/ops/settlements/review', { id, status: 5 })).code).toBe(ERROR_CODES['ops.ownRow']);
    expect(businessFingerprint(t.db)).toBe(before);
    expect((await (await caller(t, '10008'))('/api/ops/settlements/review', { id, status: 1 })).code).toBe(0);
  });

  it('refuses a dealer who is an operator their own price list', async () => {
    const t = testApp();
    const upload = uploadOf(t, 10007, 'own-row-price-list');
    const id = Number(
      t.db
        .prepare("INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, created_at) VALUES (10007, ?, '628123456789', 'auditing', ?)")
        .run(upload, t.clock.now()).lastInsertRowid,
    );
    makeOperator(t, 10007);
    const before = businessFingerprint(t.db);
    expect((await (await caller(t, '10007'))('/api/ops/price-lists/review', { id: String(id), decision: 'approve' })).code).toBe(ERROR_CODES['ops.ownRow']);
    expect(businessFingerprint(t.db)).toBe(before);
    expect((await (await caller(t, '10008'))('/api/ops/price-lists/review', { id: String(id), decision: 'approve' })).code).toBe(0);
  });

  it('refuses an operator their own agency application', async () => {
    const t = testApp();
    const upload = uploadOf(t, 10004, 'own-row-application');
    const id = Number(
      t.db
        .prepare(
          `INSERT INTO agency_applications (user_id, agent_name, avatar_upload_id, phone, whatsapp, bank_name, bank_card_number, account_holder_name, status, created_at)
           VALUES (10004, 'Own Row Agency', ?, '81234567890', '81234567890', 'BCA', '1234567890', 'Own Row', 'underReview', ?)`,
        )
        .run(upload, t.clock.now()).lastInsertRowid,
    );
    makeOperator(t, 10004);
    const before = businessFingerprint(t.db);
    expect((await (await caller(t, '10004'))('/api/ops/agency-applications/review', { id, decision: 'pass' })).code).toBe(ERROR_CODES['ops.ownRow']);
    expect(businessFingerprint(t.db)).toBe(before);
    expect((await (await caller(t, '10008'))('/api/ops/agency-applications/review', { id, decision: 'reject', reason: 'Not this time' })).code).toBe(0);
  });

  it('refuses an operator the lifting of a ban on their own account', () => {
    const t = testApp();
    const id = Number(
      t.db
        .prepare("INSERT INTO bans (user_id, operator_user_id, operator_name, reason, created_at) VALUES (10004, 10008, 'Operator', 'Spam', ?)")
        .run(t.clock.now()).lastInsertRowid,
    );
    makeOperator(t, 10004);
    expect(liftBan(t.db, 10004, id, t.clock.now())).toMatchObject({ ok: false, error: 'ops.ownRow' });
    expect(liftBan(t.db, 10008, id, t.clock.now())).toMatchObject({ ok: true, data: { liftedAt: t.clock.now() } });
  });
});
