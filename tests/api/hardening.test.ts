// What a stranger can no longer do: guess app tokens or hammer money calls without being throttled, reuse a
// session a newer entry replaced, read tokens out of the database, pass one request body for another, or break the
// token check with prototype keys and rounded ids.
import { describe, expect, it } from 'vitest';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { encryptLoginFields } from '../../src/contract/h5-crypto.ts';
import { bodyHash } from '../../server/services/idempotency.ts';
import { MAX_SESSIONS_PER_USER, SESSION_REPLACE_GRACE_MS } from '../../server/account/sessions.ts';
import { FAILURE_LIMITS } from '../../server/services/failure-throttle.ts';
import { RATE_LIMITS } from '../../server/services/rate-limit.ts';
import { businessFingerprint, envelope, postJson, postSigned, signIn, testApp } from './helpers.ts';

const CHECK = '/api/h5login/checkToken';
const ME = '/api/user/me';
const TRANSFER = '/api/resale/transfer';
const MINUTE_MS = 60_000;

/** A token check's answer code for `fields` (signed and sealed with the development keys at `now`). */
async function checkCode(app: ReturnType<typeof testApp>['app'], now: number, fields: Partial<{ user_id: string; token: string; package_type: string }>, from?: string) {
  const params = await encryptLoginFields({ user_id: '10001', token: 'demo', package_type: '1', time: Math.floor(now / 1000), ...fields }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ params }) };
  // A request from a client address, as @hono/node-server hands the socket to the app.
  const res = from ? await app.request(CHECK, init, { incoming: { socket: { remoteAddress: from } } }) : await postJson(app, CHECK, { params });
  return ((await res.json()) as { code: number }).code;
}

describe('throttling', () => {
  it('locks token checks naming one user from one address after its free failures, then lets them through after the wait', async () => {
    const t = testApp();
    const limit = FAILURE_LIMITS.tokenPerUserAddress;
    for (let i = 0; i <= limit.freeFailures; i++) expect(await checkCode(t.app, t.clock.now(), { token: 'guess' })).toBe(ERROR_CODES.tokenInvalid);
    // Locked even with the right token from this address: guessing is what is limited.
    expect(await checkCode(t.app, t.clock.now(), {})).toBe(ERROR_CODES.rateLimited);
    expect(await checkCode(t.app, t.clock.now(), { user_id: '10004' })).toBe(0);
    t.clock.advance(limit.firstLockMs);
    expect(await checkCode(t.app, t.clock.now(), {})).toBe(0);
  });

  it('locks token checks from one address guessing many users, whoever they name', async () => {
    const t = testApp();
    const limit = FAILURE_LIMITS.tokenPerAddress.freeFailures;
    const users = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008'];
    for (let i = 0; i <= limit; i++) await checkCode(t.app, t.clock.now(), { user_id: users[i % users.length]!, token: 'guess' }, '203.0.113.7');
    expect(await checkCode(t.app, t.clock.now(), { user_id: '10004' }, '203.0.113.7')).toBe(ERROR_CODES.rateLimited);
    expect(await checkCode(t.app, t.clock.now(), { user_id: '10004' }, '198.51.100.2')).toBe(0);
  });

  it('limits money calls per user with a coded answer that moves nothing, and again after a minute', async () => {
    const t = testApp();
    const token = await signIn(t.app, t.clock.now(), '10003');
    const send = (n: number) =>
      postSigned(t.app, TRANSFER, token, { target_user_id: '10004', amount: '10000' }, { now: t.clock.now(), headers: { 'Idempotency-Key': `throttle-${n}-key` } }).then(envelope);
    for (let n = 0; n < RATE_LIMITS.moneyPerUser.max; n++) expect((await send(n)).code).toBe(0);
    const before = businessFingerprint(t.db);
    const refused = await send(999);
    expect(refused.code).toBe(ERROR_CODES.rateLimited);
    expect(businessFingerprint(t.db)).toBe(before);
    t.clock.advance(MINUTE_MS);
    // The refused submission was not kept under its key: sent again, it goes through.
    expect((await send(999)).code).toBe(0);
  });

  it('caps live sessions per user', async () => {
    const t = testApp();
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++) tokens.push(await signIn(t.app, t.clock.now(), '10004'));
    const live = await Promise.all(tokens.map(async (token) => (await envelope(await postSigned(t.app, ME, token, {}, { now: t.clock.now() }))).code === 0));
    expect(live).toEqual([false, false, ...Array<boolean>(MAX_SESSIONS_PER_USER).fill(true)]);
  });
});

describe('sessions', () => {
  it('stores no session token, only its hash', async () => {
    const t = testApp();
    const token = await signIn(t.app, t.clock.now(), '10001');
    const stored = JSON.stringify(t.db.prepare('SELECT * FROM sessions').all());
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('"demo"');
  });

  it("ends the same app login's older sessions at a new token check, after the grace for pages opened together", async () => {
    const t = testApp();
    const first = await signIn(t.app, t.clock.now(), '10001');
    const me = async (token: string) => (await envelope(await postSigned(t.app, ME, token, {}, { now: t.clock.now() }))).code;
    // A page opened right after: both keep working.
    const second = await signIn(t.app, t.clock.now(), '10001');
    expect([await me(first), await me(second)]).toEqual([0, 0]);
    // The next entry, later on: the earlier sessions end.
    t.clock.advance(SESSION_REPLACE_GRACE_MS + 1);
    const third = await signIn(t.app, t.clock.now(), '10001');
    expect([await me(first), await me(second), await me(third)]).toEqual([ERROR_CODES.tokenInvalid, ERROR_CODES.tokenInvalid, 0]);
  });

  it('signs out one session, or all of them', async () => {
    const t = testApp();
    const [a, b, c] = [await signIn(t.app, t.clock.now(), '10002'), await signIn(t.app, t.clock.now(), '10002'), await signIn(t.app, t.clock.now(), '10002')];
    const me = async (token: string) => (await envelope(await postSigned(t.app, ME, token, {}, { now: t.clock.now() }))).code;
    expect(await envelope(await postSigned(t.app, '/api/h5login/signOut', a, {}, { now: t.clock.now() }))).toMatchObject({ code: 0, data: { ended: 1 } });
    expect([await me(a), await me(b), await me(c)]).toEqual([ERROR_CODES.tokenInvalid, 0, 0]);
    expect((await envelope(await postSigned(t.app, '/api/h5login/signOut', b, { scope: 'everything' }, { now: t.clock.now() }))).code).toBe(ERROR_CODES.invalidParams);
    expect(await envelope(await postSigned(t.app, '/api/h5login/signOut', b, { scope: 'all' }, { now: t.clock.now() }))).toMatchObject({ code: 0, data: { ended: 2 } });
    expect([await me(b), await me(c)]).toEqual([ERROR_CODES.tokenInvalid, ERROR_CODES.tokenInvalid]);
  });
});

describe('the token check refuses what would be misread', () => {
  it('takes package types of digits only: prototype keys are invalid, no brand lookup', async () => {
    const t = testApp();
    for (const packageType of ['__proto__', 'constructor', 'toString', '1 ', '1.0', '-1', '１']) {
      expect(await checkCode(t.app, t.clock.now(), { package_type: packageType, user_id: '10004' }), packageType).toBe(ERROR_CODES.invalidParams);
    }
    expect(await checkCode(t.app, t.clock.now(), { package_type: '', user_id: '10004' })).toBe(0);
    expect(await checkCode(t.app, t.clock.now(), { package_type: '5', user_id: '10004' })).toBe(0);
  });

  it('takes user ids of at most 15 canonical digits, which Number holds exactly', async () => {
    const t = testApp();
    // 16-18 digits would round: 9007199254740993 is read as 9007199254740992.
    // Leading zeros and spaces are no id either: one rule for every integer field (docs/api.md "Integer fields").
    for (const userId of ['9007199254740993', '1000100000000001', '100010000000000000', '0', '00', '000000000010001', ' 10001']) {
      expect(await checkCode(t.app, t.clock.now(), { user_id: userId }), userId).toBe(ERROR_CODES.invalidParams);
    }
    expect(await checkCode(t.app, t.clock.now(), { user_id: '10001' })).toBe(0);
  });
});

describe('idempotency keys', () => {
  it('tell apart bodies whose fields would join to the same text', async () => {
    expect(bodyHash({ amount: '10000&target_user_id=10004' })).not.toBe(bodyHash({ amount: '10000', target_user_id: '10004' }));
    const t = testApp();
    const token = await signIn(t.app, t.clock.now(), '10003');
    const send = (fields: Record<string, string>) =>
      postSigned(t.app, TRANSFER, token, fields, { now: t.clock.now(), headers: { 'Idempotency-Key': 'same-key-for-both' } }).then(envelope);
    expect((await send({ amount: '10000&target_user_id=10004' })).code).not.toBe(0);
    // The real transfer under the same key is another body: a conflict, never the first answer replayed.
    expect((await send({ amount: '10000', target_user_id: '10004' })).code).toBe(ERROR_CODES.idempotencyConflict);
  });
});

describe('API answers', () => {
  it('are never cached and never sniffed', async () => {
    const t = testApp();
    for (const path of ['/api/go/getSysTime', '/api/user/me', '/api/nope']) {
      const res = await t.app.request(path, { method: 'POST' });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
