import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { SESSION_TTL_MS } from '../../server/account/sessions.ts';
import { postSigned, signIn, testApp } from './helpers.ts';

const ME = '/api/user/me';

/** The envelope of a response. */
async function envelope(res: Response) {
  return (await res.json()) as { code: number; data: unknown };
}

describe('POST /api/user/me (signed requests)', () => {
  it('answers the signed-in user', async () => {
    const { app, clock } = testApp();
    const token = await signIn(app, clock.now(), '10006');
    const body = await envelope(await postSigned(app, ME, token, {}, { now: clock.now() }));
    expect(body).toEqual({ code: 0, msg: 'ok', data: { user_id: '10006', nickname: 'Agus', gender: 'male', special_id: null } } as never);
  });

  it('refuses a missing, unknown or expired token with tokenInvalid', async () => {
    const { app, clock } = testApp();
    const token = await signIn(app, clock.now());
    expect((await envelope(await postSigned(app, ME, '', {}, { now: clock.now() }))).code).toBe(ERROR_CODES.tokenInvalid);
    expect((await envelope(await postSigned(app, ME, 'f'.repeat(64), {}, { now: clock.now() }))).code).toBe(ERROR_CODES.tokenInvalid);
    clock.advance(SESSION_TTL_MS + 1);
    expect((await envelope(await postSigned(app, ME, token, {}, { now: clock.now() }))).code).toBe(ERROR_CODES.tokenInvalid);
  });

  it('refuses a wrong signature, a stale time and a missing signature', async () => {
    const { app, clock } = testApp();
    const token = await signIn(app, clock.now());
    expect((await envelope(await postSigned(app, ME, token, {}, { now: clock.now(), sign: '0'.repeat(64) }))).code).toBe(ERROR_CODES.badSign);
    expect((await envelope(await postSigned(app, ME, token, {}, { now: clock.now() - 600_000 }))).code).toBe(ERROR_CODES.staleTime);
    const unsigned = await app.request(ME, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` },
      body: 'time=1',
    });
    expect((await envelope(unsigned)).code).toBe(ERROR_CODES.invalidParams);
  });

  it('refuses bodies over the size limit without reading them', async () => {
    const { app, clock } = testApp();
    const token = await signIn(app, clock.now());
    const res = await postSigned(app, ME, token, { note: 'x'.repeat(70 * 1024) }, { now: clock.now() });
    expect(res.status).toBe(413);
    expect((await envelope(res)).code).toBe(ERROR_CODES.invalidParams);
  });
});
