// Throttles count failures per user (or phone) and client address (DESIGN 12): a stranger's wrong codes and forged
// token checks from another address never refuse the owner, a user opening many pages is never throttled for
// succeeding, and a throttled address waits with backoff, told how long.
import { describe, expect, it } from 'vitest';
import { LOGIN_ENDPOINTS } from '../../src/contract/account.ts';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { encryptLoginFields, signFields } from '../../src/contract/h5-crypto.ts';
import { demoPhone } from '../../server/demo/account.ts';
import { FAILURE_LIMITS } from '../../server/services/failure-throttle.ts';
import { postJson, testApp } from './helpers.ts';

const CHECK = '/api/h5login/checkToken';
const BIND = '/api/withdraw/bind';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.2';
const RINA = 52001;
const RINA_LOCAL = `0${demoPhone(RINA).slice(2)}`;

type App = ReturnType<typeof testApp>;
type Answer = { code: number; data: unknown };

/** A request from client address `from`, as @hono/node-server hands the socket to the app. */
async function from(t: App, address: string, path: string, init: RequestInit): Promise<{ answer: Answer; res: Response }> {
  const res = await t.app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
  return { answer: (await res.json()) as Answer, res };
}

/** A token check of `userId` with `token`, sealed with the keys the pages ship, from `address`. */
async function check(t: App, address: string, userId: string, token: string) {
  const params = await encryptLoginFields({ user_id: userId, token, package_type: '1', time: Math.floor(t.clock.now() / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  return from(t, address, CHECK, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ params }) });
}

/** A signed form call (no session unless `token`) from `address`. */
async function signed(t: App, address: string, path: string, fields: Record<string, string>, token = '') {
  const all = { ...fields, time: Math.floor(t.clock.now() / 1000) };
  const sign = await signFields(all, DEV_H5_SIGN_SECRET);
  const body = new URLSearchParams(Object.entries({ ...all, sign }).map(([k, v]) => [k, String(v)]));
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` };
  return (await from(t, address, path, { method: 'POST', headers, body })).answer;
}

/** The last code the SMS sender sent to `phone` (TEST_CLOCK only). */
async function smsCode(t: App, phone: string): Promise<string> {
  return ((await (await postJson(t.app, '/__test/sms', { phone })).json()) as { code: string }).code;
}

describe('login codes', () => {
  it('lets the owner sign in with her code after five wrong codes from another address', async () => {
    const t = testApp();
    expect((await signed(t, OWNER, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL })).code).toBe(0);
    const code = await smsCode(t, demoPhone(RINA));
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger: number[] = [];
    for (let i = 0; i < 6; i++) stranger.push((await signed(t, ATTACKER, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code: wrong, package_type: '1' })).code);
    expect(stranger.slice(0, 4)).toEqual(Array(4).fill(ERROR_CODES['login.codeInvalid']));
    expect(stranger.slice(4)).toEqual([ERROR_CODES['login.tooManyAttempts'], ERROR_CODES['login.tooManyAttempts']]);
    // The right code from the stranger's address is spent for that address; from the owner's, it signs her in.
    expect((await signed(t, ATTACKER, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code, package_type: '1' })).code).toBe(
      ERROR_CODES['login.tooManyAttempts'],
    );
    expect((await signed(t, OWNER, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code, package_type: '1' })).code).toBe(0);
  });

  it('lets the owner ask for a new code after a stranger used up the requests of his own address', async () => {
    const t = testApp();
    for (let i = 0; i < 6; i++) {
      await signed(t, ATTACKER, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL });
      t.clock.setTo(t.clock.now() + 61_000);
    }
    expect((await signed(t, ATTACKER, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL })).code).toBe(ERROR_CODES.rateLimited);
    expect((await signed(t, OWNER, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL })).code).toBe(0);
  });
});

describe('token checks', () => {
  it('lets the owner in after ten forged checks naming her id from another address, and lets her change her payout account', async () => {
    const t = testApp();
    for (let i = 0; i < 10; i++) expect([ERROR_CODES.tokenInvalid, ERROR_CODES.rateLimited]).toContain((await check(t, ATTACKER, '10001', `forged-${i}`)).answer.code);
    const entry = await check(t, OWNER, '10001', 'demo');
    expect(entry.answer.code).toBe(0);
    const token = (entry.answer.data as { authorization_token: string }).authorization_token;
    const proof = await encryptLoginFields({ user_id: '10001', token: 'demo', package_type: '1', time: Math.floor(t.clock.now() / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
    const bind = await signed(t, OWNER, BIND, { method: 'dana', account_number: '081399998888', holder_name: 'Sari Wulandari', reauth: proof, reauth_method: 'appToken' }, token);
    expect(bind.code).toBe(0);
  });

  it('never throttles a user who opens many pages within a minute', async () => {
    const t = testApp();
    const codes: number[] = [];
    for (let page = 0; page < 30; page++) codes.push((await check(t, OWNER, '10001', 'demo')).answer.code);
    expect(codes).toEqual(Array(30).fill(0));
  });

  it('locks the guessing address with doubling waits, says how long, and lets it try again after', async () => {
    const t = testApp();
    const free = FAILURE_LIMITS.tokenPerUserAddress.freeFailures;
    for (let i = 0; i < free; i++) expect((await check(t, ATTACKER, '10001', `guess-${i}`)).answer.code).toBe(ERROR_CODES.tokenInvalid);
    // The next failure locks this pair for the first wait...
    expect((await check(t, ATTACKER, '10001', 'guess-x')).answer.code).toBe(ERROR_CODES.tokenInvalid);
    const locked = await check(t, ATTACKER, '10001', 'demo');
    expect(locked.answer).toMatchObject({ code: ERROR_CODES.rateLimited, data: { retryAfterMs: FAILURE_LIMITS.tokenPerUserAddress.firstLockMs } });
    expect(locked.res.headers.get('Retry-After')).toBe(String(FAILURE_LIMITS.tokenPerUserAddress.firstLockMs / 1000));
    // ...while the same user from another address, and another user from this one, still get in.
    expect((await check(t, OWNER, '10001', 'demo')).answer.code).toBe(0);
    expect((await check(t, ATTACKER, '10004', 'demo')).answer.code).toBe(0);
    // After the wait one more wrong guess doubles it.
    t.clock.setTo(t.clock.now() + FAILURE_LIMITS.tokenPerUserAddress.firstLockMs);
    expect((await check(t, ATTACKER, '10001', 'guess-y')).answer.code).toBe(ERROR_CODES.tokenInvalid);
    expect((await check(t, ATTACKER, '10001', 'demo')).answer).toMatchObject({ data: { retryAfterMs: 2 * FAILURE_LIMITS.tokenPerUserAddress.firstLockMs } });
    t.clock.setTo(t.clock.now() + 2 * FAILURE_LIMITS.tokenPerUserAddress.firstLockMs);
    expect((await check(t, ATTACKER, '10001', 'demo')).answer.code).toBe(0);
  });

  it('locks an address guessing many users, without touching other addresses', async () => {
    const t = testApp();
    const users = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008'];
    for (let i = 0; i <= FAILURE_LIMITS.tokenPerAddress.freeFailures; i++) await check(t, ATTACKER, users[i % users.length]!, `guess-${i}`);
    expect((await check(t, ATTACKER, '10004', 'demo')).answer.code).toBe(ERROR_CODES.rateLimited);
    expect((await check(t, OWNER, '10004', 'demo')).answer.code).toBe(0);
  });
});
