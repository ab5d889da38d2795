import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import type { BoundAccountView, WithdrawOverview, WithdrawalDetail, WithdrawalView } from '../../src/contract/withdraw.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { ACCOUNT_CHANGE_HOLD_HOURS, WITHDRAW_FEE_BEANS, WITHDRAW_RULES } from '../../src/domain/withdrawal.ts';
import { encryptLoginFields } from '../../src/contract/h5-crypto.ts';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { reconcile } from '../../server/services/ledger.ts';
import { businessFingerprint, caller, spendAllAfterInsert, testApp } from './helpers.ts';

const SUBMIT = '/api/withdraw/submit';
const BIND = '/api/withdraw/bind';

/** A proof that it is `userId` again, as the page makes it: the app token sealed as the token check's, at `now`. */
async function reauth(userId: string, now: number, token = 'demo') {
  const proof = await encryptLoginFields({ user_id: userId, token, package_type: '1', time: Math.floor(now / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  return { reauth: proof, reauth_method: 'appToken' };
}

/** 10001's DANA account changed to another number. */
const NEW_DANA = { method: 'dana', account_number: '081399998888', holder_name: 'Sari Wulandari' };
const key = (n: number) => `test-key-${String(n).padStart(8, '0')}`;

describe('POST /api/withdraw/overview', () => {
  it('shows 10001 her balance, her bound DANA account and the rules', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10001'))<WithdrawOverview>('/api/withdraw/overview');
    expect(data.availableBeans).toBe(2_500_000);
    expect(data.withdrewToday).toBe(false);
    expect(data.methods.map((m) => [m.method, m.bound?.accountMasked ?? null])).toEqual([
      ['bank', null],
      ['dana', '********7890'],
      ['ovo', null],
    ]);
    expect(data.rules).toEqual(WITHDRAW_RULES);
    // The day `withdrewToday` is about, so a page open past midnight knows it no longer holds.
    expect(data.today).toBe(businessDate(t.clock.now()));
    expect(data.accountChanges).toEqual([]);
  });

  it('shows 10006 nothing bound', async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10006'))<WithdrawOverview>('/api/withdraw/overview');
    expect(data.methods.every((m) => m.bound === null)).toBe(true);
    expect(data.availableBeans).toBe(300_000);
  });

  it('answers forbidden to viewers and dealers', async () => {
    const t = testApp();
    for (const id of ['10004', '10003']) expect((await (await caller(t, id))('/api/withdraw/overview')).code).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /api/withdraw/bind', () => {
  it('binds a bank card and answers it masked', async () => {
    const t = testApp();
    const call = await caller(t, '10006');
    const bound = await call<BoundAccountView>('/api/withdraw/bind', {
      method: 'bank',
      bank_code: 'BRI',
      account_number: '0123-4567-8901',
      holder_name: 'Agus Santoso',
      phone: '081298765432',
    });
    expect(bound).toMatchObject({ code: 0, data: { method: 'bank', bankCode: 'BRI', accountMasked: '********8901', holderName: 'Agus Santoso' } });
    const { data } = await call<WithdrawOverview>('/api/withdraw/overview');
    expect(data.methods.find((m) => m.method === 'bank')?.bound?.accountMasked).toBe('********8901');
  });

  it('gives each bad bind its own code and stores nothing', async () => {
    const t = testApp();
    const call = await caller(t, '10006');
    const bank = { method: 'bank', bank_code: 'BCA', account_number: '1234567890', holder_name: 'Agus', phone: '081298765432' };
    const cases: [Record<string, string>, keyof typeof ERROR_CODES][] = [
      [{ ...bank, method: '' }, 'withdraw.methodRequired'],
      [{ ...bank, phone: '' }, 'withdraw.incomplete'],
      [{ ...bank, bank_code: 'NOPE' }, 'withdraw.bankUnknown'],
      [{ ...bank, account_number: '12' }, 'withdraw.accountNumberInvalid'],
      [{ ...bank, account_number: '3901081234567890' }, 'withdraw.virtualAccount'],
      [{ ...bank, holder_name: '<b>Agus</b>' }, 'withdraw.holderNameInvalid'],
      [{ ...bank, phone: '12345' }, 'withdraw.phoneInvalid'],
      [{ method: 'ovo', account_number: "0812'; DROP TABLE withdrawals;--", holder_name: 'Agus' }, 'withdraw.accountNumberInvalid'],
    ];
    for (const [fields, name] of cases) expect((await call('/api/withdraw/bind', fields)).code, name).toBe(ERROR_CODES[name]);
    const { data } = await call<WithdrawOverview>('/api/withdraw/overview');
    expect(data.methods.every((m) => m.bound === null)).toBe(true);
  });
});

describe('changing where payouts go', () => {
  it('refuses to replace a linked account without the user proved again, and changes nothing', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const before = businessFingerprint(t.db);
    expect((await call(BIND, NEW_DANA)).code).toBe(ERROR_CODES['withdraw.reauthRequired']);
    // Another user's credentials, a stale proof and garbage are not this user proved again.
    expect((await call(BIND, { ...NEW_DANA, ...(await reauth('10006', t.clock.now())) })).code).toBe(ERROR_CODES['withdraw.reauthFailed']);
    expect((await call(BIND, { ...NEW_DANA, ...(await reauth('10001', t.clock.now() - 10 * 60_000)) })).code).toBe(ERROR_CODES['withdraw.reauthFailed']);
    expect((await call(BIND, { ...NEW_DANA, ...(await reauth('10001', t.clock.now(), 'not-the-token')) })).code).toBe(ERROR_CODES['withdraw.reauthFailed']);
    expect((await call(BIND, { ...NEW_DANA, reauth: 'garbage', reauth_method: 'appToken' })).code).toBe(ERROR_CODES['withdraw.reauthFailed']);
    expect((await call(BIND, { ...NEW_DANA, ...(await reauth('10001', t.clock.now())), reauth_method: 'smsCode' })).code).toBe(ERROR_CODES['withdraw.reauthFailed']);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('replaces it once proved, keeps the change in the account history and holds withdrawals to it for a day', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const changed = await call<{ action: string; heldUntil: number }>(BIND, { ...NEW_DANA, ...(await reauth('10001', t.clock.now())) });
    expect(changed).toMatchObject({ code: 0, data: { method: 'dana', accountMasked: '********8888', action: 'replaced' } });
    const holdMs = ACCOUNT_CHANGE_HOLD_HOURS * 3_600_000;
    expect(changed.data.heldUntil - t.clock.now()).toBeGreaterThan(holdMs - 60_000);
    const { data } = await call<WithdrawOverview>('/api/withdraw/overview');
    expect(data.accountChanges[0]).toMatchObject({ method: 'dana', action: 'replaced', accountMasked: '********8888', verifiedBy: 'appToken' });
    expect(data.methods.find((m) => m.method === 'dana')?.heldUntil).toBe(changed.data.heldUntil);
    expect(await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) })).toMatchObject({
      code: ERROR_CODES['withdraw.accountHeld'],
      data: { until: changed.data.heldUntil },
    });
    t.clock.setTo(changed.data.heldUntil + 60_000);
    const later = await caller(t, '10001');
    expect((await later(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(2) })).code).toBe(0);
  });

  it('asks the proof to add a second account too, holds nothing when the same account is saved again, and none for a first', async () => {
    const t = testApp();
    const sari = await caller(t, '10001');
    expect((await sari(BIND, { method: 'ovo', account_number: '081277776666', holder_name: 'Sari' })).code).toBe(ERROR_CODES['withdraw.reauthRequired']);
    const added = await sari<{ action: string; heldUntil: number | null }>(BIND, {
      method: 'ovo', account_number: '081277776666', holder_name: 'Sari', ...(await reauth('10001', t.clock.now())),
    });
    expect(added.data).toMatchObject({ action: 'added', heldUntil: expect.any(Number) });
    // The same DANA account with its holder's name written again: proved, recorded, not held.
    const same = await sari<{ heldUntil: number | null }>(BIND, { method: 'dana', account_number: '081234567890', holder_name: 'Sari W', ...(await reauth('10001', t.clock.now())) });
    expect(same.data.heldUntil).toBeNull();
    expect((await sari(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(3) })).code).toBe(0);
    // 10006 links his first account: nothing to redirect, so no proof and no hold.
    const agus = await caller(t, '10006');
    const first = await agus<{ action: string; heldUntil: number | null }>(BIND, { method: 'ovo', account_number: '081298765432', holder_name: 'Agus' });
    expect(first.data).toMatchObject({ action: 'added', heldUntil: null });
    const history = await agus<WithdrawOverview>('/api/withdraw/overview');
    expect(history.data.accountChanges).toEqual([{ method: 'ovo', action: 'added', accountMasked: '********5432', verifiedBy: null, heldUntil: null, at: expect.any(Number) }]);
  });

  it('never takes a Malaysian number for DANA or OVO', async () => {
    const t = testApp();
    const call = await caller(t, '10006');
    for (const method of ['dana', 'ovo']) {
      expect((await call(BIND, { method, account_number: '60123456789', holder_name: 'Agus' })).code, method).toBe(ERROR_CODES['withdraw.accountNumberInvalid']);
    }
  });
});

describe('POST /api/withdraw/submit', () => {
  it("refuses a withdrawal whose confirmed fee is not the server's, freezing nothing, and takes the one it charges", async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const before = businessFingerprint(t.db);
    expect(await call(SUBMIT, { method: 'dana', amount: '100000', fee: '2000' }, { 'Idempotency-Key': key(1) })).toMatchObject({
      code: ERROR_CODES['withdraw.feeChanged'],
      data: { fee: WITHDRAW_FEE_BEANS.dana },
    });
    expect(businessFingerprint(t.db)).toBe(before);
    const res = await call<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000', fee: String(WITHDRAW_RULES.feeBeans.dana) }, { 'Idempotency-Key': key(2) });
    expect(res.data.withdrawal.fee).toBe(WITHDRAW_FEE_BEANS.dana);
  });

  it('freezes the amount, records the withdrawal under review, and shows it in the records and detail', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const res = await call<{ withdrawal: WithdrawalView; availableBeans: number }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    expect(res.code).toBe(0);
    expect(res.data.withdrawal).toMatchObject({ amount: 100_000, fee: WITHDRAW_FEE_BEANS.dana, net: 100_000 - WITHDRAW_FEE_BEANS.dana, status: 2 });
    expect(res.data.availableBeans).toBe(2_400_000);
    const today = businessDate(t.clock.now());
    const records = await call<Page<WithdrawalView>>('/api/withdraw/records', { start: addDays(today, -30), end: today });
    expect(records.data.items[0]?.id).toBe(res.data.withdrawal.id);
    const detail = await call<WithdrawalDetail>('/api/withdraw/detail', { id: res.data.withdrawal.id });
    expect(detail.data.timeline).toEqual([{ status: 2, at: expect.any(Number) }]);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('answers every withdrawal rule with its own code, without moving money', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const cases: [Record<string, string>, keyof typeof ERROR_CODES][] = [
      [{ method: '', amount: '100000' }, 'withdraw.methodRequired'],
      [{ method: 'ovo', amount: '100000' }, 'withdraw.accountNotBound'],
      [{ method: 'dana', amount: '' }, 'withdraw.amountRequired'],
      [{ method: 'dana', amount: '-100000' }, 'withdraw.amountInvalid'],
      [{ method: 'dana', amount: '1e6' }, 'withdraw.amountInvalid'],
      [{ method: 'dana', amount: '99999999999999999999' }, 'withdraw.amountInvalid'],
      [{ method: 'dana', amount: '2510000' }, 'withdraw.exceedsAvailable'],
      [{ method: 'dana', amount: '105000' }, 'withdraw.notMultiple'],
      [{ method: 'dana', amount: '40000' }, 'withdraw.belowMinimum'],
    ];
    let n = 10;
    for (const [fields, name] of cases) expect((await call(SUBMIT, fields, { 'Idempotency-Key': key(n++) })).code, name).toBe(ERROR_CODES[name]);
    const { data } = await call<WithdrawOverview>('/api/withdraw/overview');
    expect(data.availableBeans).toBe(2_500_000);
    expect(data.withdrewToday).toBe(false);
  });

  it('refuses above the single maximum', async () => {
    const t = testApp();
    const call = await caller(t, '10002'); // the agency head has 55,000,000 beans
    expect((await call('/api/withdraw/bind', { method: 'ovo', account_number: '081211112222', holder_name: 'Budi' })).code).toBe(0);
    expect((await call(SUBMIT, { method: 'ovo', amount: '50010000' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES['withdraw.aboveMaximum']);
    expect((await call(SUBMIT, { method: 'ovo', amount: '50000000' }, { 'Idempotency-Key': key(2) })).code).toBe(0);
  });

  it('allows one withdrawal a day; a rejected one frees the day', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const first = await call<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    expect((await call(SUBMIT, { method: 'dana', amount: '50000' }, { 'Idempotency-Key': key(2) })).code).toBe(ERROR_CODES['withdraw.oncePerDay']);
    const operator = await caller(t, '10008');
    expect((await operator('/api/ops/withdrawals/review', { id: first.data.withdrawal.id, status: 0 })).code).toBe(0);
    const second = await call<{ availableBeans: number }>(SUBMIT, { method: 'dana', amount: '50000' }, { 'Idempotency-Key': key(3) });
    expect(second.code).toBe(0);
    expect(second.data.availableBeans).toBe(2_450_000);
  });

  it('answers oncePerDay and writes nothing when another writer takes the day between the check and the write', async () => {
    const t = testApp();
    // Another process files a withdrawal for the same day just before this one is written.
    t.db.exec(`CREATE TRIGGER another_writer BEFORE INSERT ON withdrawals WHEN NEW.amount = 100000 BEGIN
      INSERT INTO withdrawals (user_id, method, account_number, holder_name, amount, fee, net, status, business_date, created_at, updated_at)
      VALUES (NEW.user_id, NEW.method, NEW.account_number, NEW.holder_name, 200000, NEW.fee, 200000 - NEW.fee, 2, NEW.business_date, NEW.created_at, NEW.created_at);
    END`);
    const before = businessFingerprint(t.db);
    const call = await caller(t, '10001');
    const answer = await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    expect(answer.code).toBe(ERROR_CODES['withdraw.oncePerDay']);
    expect(businessFingerprint(t.db)).toBe(before);
    // The refusal is the answer kept under the key.
    expect((await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES['withdraw.oncePerDay']);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('answers exceedsAvailable and writes nothing when the balance is spent between the check and the freeze', async () => {
    const t = testApp();
    spendAllAfterInsert(t.db, 'withdrawals', 'bean');
    const before = businessFingerprint(t.db);
    const call = await caller(t, '10001');
    expect((await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES['withdraw.exceedsAvailable']);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('counts the day in Jakarta time: a new day starts at 00:00 UTC+7', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    t.clock.setTo(businessDayStartMs(addDays(today, 1)) - 60_000); // 23:59 UTC+7
    const call = await caller(t, '10001');
    expect((await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) })).code).toBe(0);
    t.clock.setTo(businessDayStartMs(addDays(today, 1)) + 60_000); // 00:01 the next day
    expect((await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(2) })).code).toBe(0);
  });

  it('answers a repeated key with the first answer and a reused key with a different body with a conflict', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const first = await call<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    const again = await call<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    expect(again).toEqual(first);
    expect((await call(SUBMIT, { method: 'dana', amount: '200000' }, { 'Idempotency-Key': key(1) })).code).toBe(ERROR_CODES.idempotencyConflict);
    expect((await call(SUBMIT, { method: 'dana', amount: '100000' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await call(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': 'short' })).code).toBe(ERROR_CODES.invalidParams);
    const { data } = await call<WithdrawOverview>('/api/withdraw/overview');
    expect(data.availableBeans).toBe(2_400_000);
  });
});

describe('the operator review', () => {
  it('pays out the net and the fee on completion, refunds on failure, and never moves a closed withdrawal', async () => {
    const t = testApp();
    const host = await caller(t, '10001');
    const operator = await caller(t, '10008');
    const { data } = await host<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    const id = data.withdrawal.id;
    expect((await operator('/api/ops/withdrawals/review', { id, status: 1 })).code).toBe(0);
    expect((await operator('/api/ops/withdrawals/review', { id, status: 5 })).code).toBe(0);
    expect((await operator('/api/ops/withdrawals/review', { id, status: 6 })).code).toBe(ERROR_CODES['withdraw.statusFinal']);
    const detail = await host<WithdrawalDetail>('/api/withdraw/detail', { id });
    expect(detail.data.timeline.map((step) => step.status)).toEqual([2, 1, 5]);
    const overview = await host<WithdrawOverview>('/api/withdraw/overview');
    expect(overview.data.availableBeans).toBe(2_400_000);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('is for operators only', async () => {
    const t = testApp();
    expect((await (await caller(t, '10001'))('/api/ops/withdrawals/review', { id: 1, status: 5 })).code).toBe(ERROR_CODES.forbidden);
  });

  it('refuses an unknown withdrawal, a move back to review, and a status that is not a code, without moving money', async () => {
    const t = testApp();
    const host = await caller(t, '10001');
    const operator = await caller(t, '10008');
    const { data } = await host<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    const id = data.withdrawal.id;
    const before = businessFingerprint(t.db);
    expect((await operator('/api/ops/withdrawals/review', { id: 999_999, status: 5 })).code).toBe(ERROR_CODES['withdraw.notFound']);
    expect((await operator('/api/ops/withdrawals/review', { id, status: 2 })).code).toBe(ERROR_CODES.invalidParams);
    expect((await operator('/api/ops/withdrawals/review', { id, status: 8 })).code).toBe(ERROR_CODES.invalidParams);
    // Only one digit 0-7 is a status: an empty field is not 0 (which would reject and refund the withdrawal).
    for (const status of ['', ' 0', '0 ', '00', '0.0', '0x0', '-0', '1e0', '٠']) {
      expect((await operator('/api/ops/withdrawals/review', { id, status })).code, `status "${status}"`).toBe(ERROR_CODES.invalidParams);
    }
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('frees the day when a withdrawal fails (status 6), and refunds it', async () => {
    const t = testApp();
    const host = await caller(t, '10001');
    const operator = await caller(t, '10008');
    const first = await host<{ withdrawal: WithdrawalView }>(SUBMIT, { method: 'dana', amount: '100000' }, { 'Idempotency-Key': key(1) });
    expect((await host(SUBMIT, { method: 'dana', amount: '50000' }, { 'Idempotency-Key': key(2) })).code).toBe(ERROR_CODES['withdraw.oncePerDay']);
    expect((await operator('/api/ops/withdrawals/review', { id: first.data.withdrawal.id, status: 1 })).code).toBe(0);
    expect((await operator('/api/ops/withdrawals/review', { id: first.data.withdrawal.id, status: 6 })).code).toBe(0);
    const second = await host<{ availableBeans: number }>(SUBMIT, { method: 'dana', amount: '50000' }, { 'Idempotency-Key': key(3) });
    expect(second.code).toBe(0);
    expect(second.data.availableBeans).toBe(2_450_000);
    expect(reconcile(t.db)).toEqual([]);
  });
});

describe('records and detail', () => {
  it('lists past withdrawals in several statuses within 31 days and refuses longer ranges', async () => {
    const t = testApp();
    const call = await caller(t, '10001');
    const today = businessDate(t.clock.now());
    const { data } = await call<Page<WithdrawalView>>('/api/withdraw/records', { start: addDays(today, -30), end: today });
    expect(new Set(data.items.map((item) => item.status)).size).toBeGreaterThanOrEqual(5);
    expect((await call('/api/withdraw/records', { start: addDays(today, -31), end: today })).code).toBe(ERROR_CODES['range.tooLong']);
  });

  it("never shows another user's withdrawal", async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    const { data } = await (await caller(t, '10001'))<Page<WithdrawalView>>('/api/withdraw/records', { start: addDays(today, -30), end: today });
    expect((await (await caller(t, '10002'))('/api/withdraw/detail', { id: data.items[0]!.id })).code).toBe(ERROR_CODES['withdraw.notFound']);
  });
});
