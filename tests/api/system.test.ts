import { describe, expect, it } from 'vitest';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { bytesToBase64, encryptLoginFields, hexToBytes, randomIv } from '../../src/contract/h5-crypto.ts';
import { transaction } from '../../server/db/transaction.ts';
import { reconcile } from '../../server/services/ledger.ts';
import { recordTopUp } from '../../server/services/topups.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { h5Vectors } from '../support/vectors.ts';
import { postJson, testApp } from './helpers.ts';

const CHECK = '/api/h5login/checkToken';

/** Encrypted params for `userId` with the app token, signed at the clock's current time. */
async function paramsFor(clockNow: number, overrides: Partial<{ user_id: string; token: string; time: number; package_type: string }> = {}) {
  return encryptLoginFields(
    { user_id: '10001', token: 'demo', package_type: '1', time: Math.floor(clockNow / 1000), ...overrides },
    DEV_H5_AES_KEY_HEX,
    DEV_H5_SIGN_SECRET,
  );
}

/** Seals arbitrary bytes the way params are sealed. */
async function seal(plaintext: string, keyHex = DEV_H5_AES_KEY_HEX): Promise<string> {
  const iv = randomIv();
  const key = await crypto.subtle.importKey('raw', hexToBytes(keyHex), 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)));
  return bytesToBase64(new Uint8Array([...iv, ...sealed]));
}

describe('POST /api/go/getSysTime', () => {
  it('answers the server clock in milliseconds', async () => {
    const { app, clock } = testApp();
    clock.setTo(Date.UTC(2026, 10, 23, 3));
    const body = (await (await app.request('/api/go/getSysTime', { method: 'POST' })).json()) as { code: number; data: { cur_time: number } };
    expect(body.code).toBe(0);
    // The test app's clock stands where it was set, so the answer is that instant exactly, in milliseconds.
    expect(body.data.cur_time).toBe(Date.UTC(2026, 10, 23, 3));
  });
});

describe('POST /api/h5login/checkToken', () => {
  it('signs in each demo account with token demo', async () => {
    const { app, clock } = testApp();
    for (const id of ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008']) {
      const res = await postJson(app, CHECK, { params: await paramsFor(clock.now(), { user_id: id }) });
      const body = (await res.json()) as { code: number; data: { authorization_token: string; user_id: string } };
      expect(body.code).toBe(0);
      expect(body.data.user_id).toBe(id);
      expect(body.data.authorization_token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('decrypts the test vectors of docs/api.md (server side)', async () => {
    const { app, clock } = testApp();
    const vector = h5Vectors()[0]!;
    clock.setTo(vector.fields.time * 1000);
    const body = (await (await postJson(app, CHECK, { params: vector.params })).json()) as { code: number; data: { user_id: string } };
    expect(body).toMatchObject({ code: 0, data: { user_id: vector.fields.user_id } });
    // The third vector names a user that does not exist: it decrypts and verifies, then fails the token check.
    const unknown = h5Vectors()[2]!;
    clock.setTo(unknown.fields.time * 1000);
    expect(((await (await postJson(app, CHECK, { params: unknown.params })).json()) as { code: number }).code).toBe(
      ERROR_CODES.tokenInvalid,
    );
  });

  it('gives each bad input its own code, never a crash', async () => {
    const { app, clock } = testApp();
    const now = clock.now();
    const cases: [string, () => Response | Promise<Response>, number][] = [
      ['a body that is not JSON', () => app.request(CHECK, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' }), ERROR_CODES.invalidParams],
      ['no params', async () => postJson(app, CHECK, {}), ERROR_CODES.invalidParams],
      ['params not a string', async () => postJson(app, CHECK, { params: 42 }), ERROR_CODES.invalidParams],
      ['params far too long', async () => postJson(app, CHECK, { params: 'A'.repeat(5000) }), ERROR_CODES.invalidParams],
      ['params not base64', async () => postJson(app, CHECK, { params: '<script>alert(1)</script>' }), ERROR_CODES.badPayload],
      ['params too short', async () => postJson(app, CHECK, { params: 'AAAA' }), ERROR_CODES.badPayload],
      ['params tampered', async () => postJson(app, CHECK, { params: (await paramsFor(now)).replace(/^.{20}/, 'B'.repeat(20)) }), ERROR_CODES.badPayload],
      ['params under another key', async () => postJson(app, CHECK, { params: await seal('{}', 'ab'.repeat(32)) }), ERROR_CODES.badPayload],
      ['sealed text that is not JSON', async () => postJson(app, CHECK, { params: await seal('not json') }), ERROR_CODES.badPayload],
      ['fields missing', async () => postJson(app, CHECK, { params: await seal(JSON.stringify({ user_id: '10001' })) }), ERROR_CODES.invalidParams],
      ['user id with SQL in it', async () => postJson(app, CHECK, { params: await seal(JSON.stringify({ user_id: "1 OR 1=1", token: 'demo', package_type: '1', time: 1, sign: 'x' })) }), ERROR_CODES.invalidParams],
      ['time not a number', async () => postJson(app, CHECK, { params: await seal(JSON.stringify({ user_id: '10001', token: 'demo', package_type: '1', time: 'now', sign: 'x' })) }), ERROR_CODES.invalidParams],
      ['a wrong signature', async () => postJson(app, CHECK, { params: await seal(JSON.stringify({ user_id: '10001', token: 'demo', package_type: '1', time: Math.floor(now / 1000), sign: 'f'.repeat(64) })) }), ERROR_CODES.badSign],
      ['a wrong app token', async () => postJson(app, CHECK, { params: await paramsFor(now, { token: 'nope' }) }), ERROR_CODES.tokenInvalid],
      ['an unknown user', async () => postJson(app, CHECK, { params: await paramsFor(now, { user_id: '99999' }) }), ERROR_CODES.tokenInvalid],
    ];
    for (const [what, send, code] of cases) {
      const res = await send();
      expect(res.status, what).toBe(200);
      expect(((await res.json()) as { code: number }).code, what).toBe(code);
    }
  });

  it('refuses a time more than five minutes away and tells the server time', async () => {
    const { app, clock } = testApp();
    const now = clock.now();
    for (const skew of [-301_000, 301_000]) {
      const body = (await (await postJson(app, CHECK, { params: await paramsFor(now + skew) })).json()) as { code: number; data: { cur_time: number } };
      expect(body.code).toBe(ERROR_CODES.staleTime);
      expect(body.data.cur_time).toBe(now);
    }
    const inside = (await (await postJson(app, CHECK, { params: await paramsFor(now - 290_000) })).json()) as { code: number };
    expect(inside.code).toBe(0);
  });
});

describe('POST /__test/clock', () => {
  it('moves the clock that getSysTime reads', async () => {
    const { app } = testApp();
    await postJson(app, '/__test/clock', { at: Date.UTC(2027, 0, 4) });
    const body = (await (await app.request('/api/go/getSysTime', { method: 'POST' })).json()) as { data: { cur_time: number } };
    expect(body.data.cur_time).toBe(Date.UTC(2027, 0, 4));
    expect((await postJson(app, '/__test/clock', { nonsense: 1 })).status).toBe(400);
  });
});

describe('unknown API paths', () => {
  it('answer notFound with HTTP 404, not the site', async () => {
    const { app } = testApp();
    const res = await app.request('/api/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(ERROR_CODES.notFound);
  });
});

describe('the test clock', () => {
  it('does not exist unless TEST_CLOCK=1 mounted it', async () => {
    const { createApp } = await import('../../server/app.ts');
    const { db, clock, config } = testApp();
    const production = createApp({ db, clock, config, distDir: '/nonexistent-dist' });
    const res = await production.request('/__test/clock', { method: 'POST', body: JSON.stringify({ at: 0 }) });
    expect(res.status).toBe(404);
    expect((await production.request('/__test/reset', { method: 'POST', body: JSON.stringify({ at: 0 }) })).status).toBe(404);
  });

  it('resets a demo server to the database a fresh one seeds, with its clock, for the tests that move time', async () => {
    const t = testApp({ env: { DEMO_DATA: '1' } });
    const coins = () => (t.db.prepare("SELECT balance FROM accounts WHERE user_id = 10004 AND currency = 'coin' AND kind = 'available'").get() as { balance: number }).balance;
    const seeded = coins();
    await postJson(t.app, '/__test/clock', { at: TEST_NOW + 40 * 86_400_000 });
    transaction(t.db, () => recordTopUp(t.db, { userId: 10004, coins: 5_000, at: t.clock.now() }));
    expect(coins()).toBe(seeded + 5_000);
    expect((await postJson(t.app, '/__test/reset', { at: TEST_NOW })).status).toBe(200);
    expect(coins()).toBe(seeded);
    expect(t.clock.now()).toBe(TEST_NOW);
    expect(reconcile(t.db)).toEqual([]);
    expect((await postJson(t.app, '/__test/reset', {})).status).toBe(400);
  });
});

describe('CORS', () => {
  it('lets pages on an allowed origin call the API and no other origin', async () => {
    const { createApp } = await import('../../server/app.ts');
    const { db, clock, config } = testApp();
    const app = createApp({ db, clock, config: { ...config, allowedOrigins: ['https://h5.example.com'] }, distDir: '/nonexistent-dist' });
    const preflight = await app.request('/api/user/me', {
      method: 'OPTIONS',
      headers: { Origin: 'https://h5.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://h5.example.com');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const other = await app.request('/api/go/getSysTime', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a malformed ALLOWED_ORIGINS at start', async () => {
    const { configFromEnv } = await import('../../server/services/config.ts');
    expect(() => configFromEnv({ ALLOWED_ORIGINS: 'h5.example.com/path' })).toThrow(/not an origin/);
    expect(() => configFromEnv({ H5_AES_KEY: 'short' })).toThrow(/64 hex/);
  });
});
