// Account cancellation (/logout): what it costs, the typed confirmation, the cooling period during which the app's
// token check stops and signing in with the phone (or the cancel button) keeps the account, and the account job that
// closes it afterwards through the ledger.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, LOGIN_ENDPOINTS, type AccountStatus, type LoginData } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { SYSTEM_ENDPOINTS, USER_ENDPOINTS } from '../../src/contract/endpoints.ts';
import { encryptLoginFields } from '../../src/contract/h5-crypto.ts';
import { ACCOUNT_CANCEL_COOLING_DAYS } from '../../src/domain/account.ts';
import { DAY_MS } from '../../src/domain/time.ts';
import { demoPhone } from '../../server/demo/account.ts';
import { available, balanceOf, reconcile } from '../../server/services/ledger.ts';
import { caller, envelope, postJson, postSigned, signIn, testApp } from './helpers.ts';

const TONO = '52002';

/** The app's token check for `userId` with `token`, as the entry sends it: its code and data. */
async function checkToken(t: ReturnType<typeof testApp>, userId: string, token: string): Promise<{ code: number; data: unknown }> {
  const params = await encryptLoginFields({ user_id: userId, token, package_type: '1', time: Math.floor(t.clock.now() / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const { code, data } = await envelope(await postJson(t.app, SYSTEM_ENDPOINTS.checkToken.path, { params }));
  return { code, data };
}

describe('POST /api/account/status', () => {
  it("lists what the account would lose, with the user's own figures", async () => {
    const t = testApp();
    const { data } = await (await caller(t, '10001'))<AccountStatus>(ACCOUNT_ENDPOINTS.status.path);
    expect(data).toMatchObject({
      userId: '10001',
      nickname: 'Sari',
      phoneMasked: '+62 810****0001',
      cancellation: { state: 'none' },
      losses: { beans: 2_500_000, agency: { id: '20001', name: 'Bintang Agency' }, isDealer: false, vip: null },
    });
    // 10001 has withdrawals under review: their beans are frozen.
    expect(data.blockers).toEqual(['withdrawalPending']);
    const reseller = await (await caller(t, '10003'))<AccountStatus>(ACCOUNT_ENDPOINTS.status.path);
    expect(reseller.data.losses).toMatchObject({ coins: 1_000_000, isDealer: true, vip: { level: 2 } });
    const head = await (await caller(t, '10002'))<AccountStatus>(ACCOUNT_ENDPOINTS.status.path);
    expect(head.data.blockers).toEqual(['agencyHead', 'familyCreator']);
    expect(head.data.losses.decorItems).toBe(2);
  });
});

describe('POST /api/account/cancel', () => {
  it('needs the user to type their own ID, and refuses agency heads and frozen beans', async () => {
    const t = testApp();
    const tono = await caller(t, TONO);
    expect((await tono(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '' })).code).toBe(ERROR_CODES['account.cancelNotConfirmed']);
    expect((await tono(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '52001' })).code).toBe(ERROR_CODES['account.cancelNotConfirmed']);
    expect((await (await caller(t, '10002'))(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '10002' })).code).toBe(ERROR_CODES['account.cancelAgencyHead']);
    expect((await (await caller(t, '10001'))(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '10001' })).code).toBe(ERROR_CODES['account.cancelWithdrawalPending']);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM account_cancellations').get()).toEqual({ n: 0 });
  });

  it('starts the cooling period, signs out every other session and stops the token check, keeping this page signed in', async () => {
    const t = testApp();
    const elsewhere = await signIn(t.app, t.clock.now(), TONO);
    const tono = await caller(t, TONO);
    const requested = await tono<AccountStatus>(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: TONO });
    expect(requested.code).toBe(0);
    const now = t.clock.now();
    expect(requested.data.cancellation).toMatchObject({ state: 'pending' });
    if (requested.data.cancellation.state !== 'pending') throw new Error('not pending');
    expect(requested.data.cancellation.endsAt - requested.data.cancellation.requestedAt).toBe(ACCOUNT_CANCEL_COOLING_DAYS * DAY_MS);
    expect((await envelope(await postSigned(t.app, USER_ENDPOINTS.me.path, elsewhere, {}, { now }))).code).toBe(ERROR_CODES.tokenInvalid);
    expect((await tono(USER_ENDPOINTS.me.path)).code).toBe(0);
    // The app's token check tells its holder that the account is being cancelled, and when it closes.
    await expect(signIn(t.app, now, TONO)).rejects.toThrow(new RegExp(`failed with ${ERROR_CODES['account.cancelPending']}`));
    const right = await checkToken(t, TONO, 'demo');
    expect(right).toEqual({ code: ERROR_CODES['account.cancelPending'], data: { endsAt: now + ACCOUNT_CANCEL_COOLING_DAYS * DAY_MS } });
    // A wrong token learns nothing of how the account stands.
    expect((await checkToken(t, TONO, 'not-the-token')).code).toBe(ERROR_CODES.tokenInvalid);
    expect((await tono(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: TONO })).code).toBe(ERROR_CODES['account.cancelPending']);

    // The cancel button keeps the account, and the app signs in again.
    const kept = await tono<AccountStatus>(ACCOUNT_ENDPOINTS.withdrawCancel.path);
    expect(kept).toMatchObject({ code: 0, data: { cancellation: { state: 'none' } } });
    expect((await tono(ACCOUNT_ENDPOINTS.withdrawCancel.path)).code).toBe(ERROR_CODES['account.cancelNotPending']);
    expect(await signIn(t.app, t.clock.now(), TONO)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is withdrawn by signing in again with the phone during the cooling period', async () => {
    const t = testApp();
    await (await caller(t, TONO))(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: TONO });
    t.clock.setTo(t.clock.now() + 3 * DAY_MS);
    const phone = `0${demoPhone(52002).slice(2)}`;
    const sign = (path: string, fields: Record<string, string>) => postSigned(t.app, path, '', fields, { now: t.clock.now() }).then((res) => envelope<LoginData>(res));
    expect((await sign(LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone })).code).toBe(0);
    const code = ((await (await postJson(t.app, '/__test/sms', { phone: demoPhone(52002) })).json()) as { code: string }).code;
    const answer = await sign(LOGIN_ENDPOINTS.verify.path, { region: '62', phone, code });
    expect(answer).toMatchObject({ code: 0, data: { user_id: TONO, restored: true } });
    expect(t.db.prepare("SELECT state FROM account_cancellations WHERE user_id = 52002").get()).toEqual({ state: 'withdrawn' });
  });

  it('closes the account when the cooling period ends: coins back to the platform, items and follows gone, no sign-in', async () => {
    const t = testApp();
    const tono = await caller(t, TONO);
    const coins = available(t.db, 52002, 'coin');
    expect(coins).toBeGreaterThan(0);
    await tono(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: TONO });
    const issuedBefore = balanceOf(t.db, { userId: null, currency: 'coin', kind: 'issued' });
    const state = () => (t.db.prepare('SELECT state FROM account_cancellations WHERE user_id = 52002').get() as { state: string }).state;
    // Any request runs the jobs first; the time call needs no session.
    const anyRequest = () => t.app.request('/api/go/getSysTime', { method: 'POST' });
    t.clock.setTo(t.clock.now() + ACCOUNT_CANCEL_COOLING_DAYS * DAY_MS - 60_000);
    await anyRequest();
    expect(state()).toBe('pending');
    expect(available(t.db, 52002, 'coin')).toBe(coins);
    t.clock.setTo(t.clock.now() + 61_000);
    await anyRequest();
    expect(state()).toBe('closed');
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = 52002').get()).toEqual({ n: 0 });
    expect(available(t.db, 52002, 'coin')).toBe(0);
    expect(balanceOf(t.db, { userId: null, currency: 'coin', kind: 'issued' })).toBe(issuedBefore + coins);
    expect(reconcile(t.db)).toEqual([]);
    expect(t.db.prepare('SELECT phone, closed_at IS NOT NULL AS closed FROM users WHERE id = 52002').get()).toEqual({ phone: null, closed: 1 });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM decor_owned WHERE user_id = 52002 AND (worn = 1 OR expires_at > ?)').get(t.clock.now())).toEqual({ n: 0 });
    await expect(signIn(t.app, t.clock.now(), TONO)).rejects.toThrow(/failed with 1004/);
    const send = await postSigned(t.app, LOGIN_ENDPOINTS.sendCode.path, '', { region: '62', phone: `0${demoPhone(52002).slice(2)}` }, { now: t.clock.now() });
    expect((await envelope(send)).code).toBe(ERROR_CODES.userNotFound);
  });
});
