// Sign-in by phone (DESIGN 11, SPEC 5, SPEC 8): a 6-digit code sent by SMS (printed in the server log, read by tests
// through the test-clock endpoint), valid 5 minutes, 5 tries, a new one after 60 s; success is a session like the
// token check's.
import { describe, expect, it } from 'vitest';
import { LOGIN_ENDPOINTS, type LoginData, type SendCodeData } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { USER_ENDPOINTS } from '../../src/contract/endpoints.ts';
import { demoPhone } from '../../server/demo/account.ts';
import { envelope, postJson, postSigned, signIn, testApp } from './helpers.ts';

const RINA = 52001;
/** Rina's number as she types it: the national form. */
const RINA_LOCAL = `0${demoPhone(RINA).slice(2)}`;

/** Calls a sign-in endpoint as a page does: signed fields, no session. */
async function login<Data>(t: ReturnType<typeof testApp>, path: string, fields: Record<string, string>) {
  return envelope<Data>(await postSigned(t.app, path, '', fields, { now: t.clock.now() }));
}

/** The last code the SMS sender sent to `phone` (TEST_CLOCK only). */
async function smsCode(t: ReturnType<typeof testApp>, phone: string): Promise<string> {
  const res = await postJson(t.app, '/__test/sms', { phone });
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

describe('POST /api/login/send-code and /api/login/verify', () => {
  it('signs in with the code from the SMS, and the session works like the token check', async () => {
    const t = testApp();
    const sent = await login<SendCodeData>(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL });
    expect(sent).toMatchObject({ code: 0, data: { phoneMasked: '+62 810****2001', resendAfterMs: 60_000, validForMs: 300_000 } });
    const code = await smsCode(t, demoPhone(RINA));
    expect(code).toMatch(/^\d{6}$/);
    const answer = await login<LoginData>(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: `+62 ${RINA_LOCAL.slice(1)}`, code, package_type: '1' });
    expect(answer).toMatchObject({ code: 0, data: { user_id: String(RINA), restored: false } });
    expect(answer.data.authorization_token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data.expires_at).toBe(t.clock.now() + 24 * 3_600_000);
    const me = await envelope(await postSigned(t.app, USER_ENDPOINTS.me.path, answer.data.authorization_token, {}, { now: t.clock.now() }));
    expect(me).toMatchObject({ code: 0, data: { user_id: String(RINA), nickname: 'Rina' } });
    // A code is used once.
    expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code })).code).toBe(ERROR_CODES['login.codeInvalid']);
  });

  it('accepts a Malaysian number under +60 and refuses numbers wrong for their region', async () => {
    const t = testApp();
    expect((await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '60', phone: demoPhone(52006).slice(2) })).code).toBe(0);
    for (const [region, phone] of [['62', '0712345678'], ['62', '08123'], ['60', RINA_LOCAL], ['65', '81234567'], ['62', 'abc'], ['', '']]) {
      expect((await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: region!, phone: phone! })).code, `${region} ${phone}`).toBe(ERROR_CODES['login.phoneInvalid']);
    }
  });

  it('says a number has no account (SPEC 8 "user does not exist")', async () => {
    const t = testApp();
    expect((await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: '081299990000' })).code).toBe(ERROR_CODES.userNotFound);
  });

  it('refuses a new code within 60 seconds, saying how long to wait, and voids the earlier code once a new one is sent', async () => {
    const t = testApp();
    await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL });
    const first = await smsCode(t, demoPhone(RINA));
    t.clock.setTo(t.clock.now() + 45_000);
    const early = await login<{ retryAfterMs: number }>(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL });
    expect(early.code).toBe(ERROR_CODES['login.resendTooSoon']);
    expect(early.data.retryAfterMs).toBeGreaterThan(14_000);
    expect(early.data.retryAfterMs).toBeLessThanOrEqual(15_000);
    t.clock.setTo(t.clock.now() + 15_000);
    expect((await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL })).code).toBe(0);
    const second = await smsCode(t, demoPhone(RINA));
    if (first !== second) expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code: first })).code).toBe(ERROR_CODES['login.codeInvalid']);
    expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code: second })).code).toBe(0);
  });

  it('refuses a code after 5 minutes (SPEC 8: incorrect or expired)', async () => {
    const t = testApp();
    await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL });
    const code = await smsCode(t, demoPhone(RINA));
    t.clock.setTo(t.clock.now() + 5 * 60_000);
    expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code })).code).toBe(ERROR_CODES['login.codeInvalid']);
  });

  it('voids a code for an address at its fifth wrong try from there, even for the right code after it', async () => {
    const t = testApp();
    await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL });
    const code = await smsCode(t, demoPhone(RINA));
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code: wrong })).code);
    expect(codes).toEqual([...Array(4).fill(ERROR_CODES['login.codeInvalid']), ERROR_CODES['login.tooManyAttempts']]);
    expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code })).code).toBe(ERROR_CODES['login.tooManyAttempts']);
    expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: RINA_LOCAL, code: '12ab56' })).code).toBe(ERROR_CODES['login.codeInvalid']);
  });

  it('refuses an unsigned or stale request', async () => {
    const t = testApp();
    const bad = await postSigned(t.app, LOGIN_ENDPOINTS.sendCode.path, '', { region: '62', phone: RINA_LOCAL }, { now: t.clock.now(), sign: 'x'.repeat(64) });
    expect((await envelope(bad)).code).toBe(ERROR_CODES.badSign);
    const stale = await postSigned(t.app, LOGIN_ENDPOINTS.sendCode.path, '', { region: '62', phone: RINA_LOCAL }, { now: t.clock.now() - 600_000 });
    expect((await envelope(stale)).code).toBe(ERROR_CODES.staleTime);
  });

  it('throttles code requests per phone', async () => {
    const t = testApp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: RINA_LOCAL })).code);
      t.clock.setTo(t.clock.now() + 61_000);
    }
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(codes[5]).toBe(ERROR_CODES.rateLimited);
  });

  it('keeps a banned user out, and the token check too', async () => {
    const t = testApp();
    await login(t, LOGIN_ENDPOINTS.sendCode.path, { region: '62', phone: `0${demoPhone(52007).slice(2)}` });
    const code = await smsCode(t, demoPhone(52007));
    expect((await login(t, LOGIN_ENDPOINTS.verify.path, { region: '62', phone: `0${demoPhone(52007).slice(2)}`, code })).code).toBe(ERROR_CODES['account.banned']);
    await expect(signIn(t.app, t.clock.now(), '52007')).rejects.toThrow(/failed with 1004/);
  });

  it('has no test endpoint for codes without the test clock', async () => {
    const { createApp } = await import('../../server/app.ts');
    const t = testApp();
    const app = createApp({ db: t.db, clock: t.clock, config: t.config, distDir: '/nonexistent-dist' });
    expect((await postJson(app, '/__test/sms', { phone: demoPhone(RINA) })).status).toBe(404);
  });
});
