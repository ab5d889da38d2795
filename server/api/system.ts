// The two calls of SPEC 7: server time and the token check; and signing out.
import { Hono } from 'hono';
import { SYSTEM_ENDPOINTS, type SignOutData, type SysTimeData } from '../../src/contract/endpoints.ts';
import { decryptPayload, verifySign } from '../../src/contract/h5-crypto.ts';
import { endSession, endSessionsOf } from '../account/sessions.ts';
import { signInWithAppToken } from '../account/sign-in.ts';
import { asLoginPayload } from './app-login.ts';
import { LOGIN_TIME_WINDOW_SECONDS, bearerToken, requireSession } from './auth.ts';
import { clientAddress } from './client-address.ts';
import type { ApiDeps } from './deps.ts';
import { answer, fail, ok } from './respond.ts';

/** Longest encrypted `params` accepted (a real one is about 250 characters). */
const MAX_PARAMS_LENGTH = 4096;

/** Sub-app with POST /api/go/getSysTime, POST /api/h5login/checkToken and the sign-out. */
export function systemApi(deps: ApiDeps) {
  const { db, clock, config, limiter } = deps;
  return new Hono()
    .post(SYSTEM_ENDPOINTS.getSysTime.path, (c) => ok<SysTimeData>(c, { cur_time: clock.now() }))
    .post(SYSTEM_ENDPOINTS.checkToken.path, async (c) => {
      if (!limiter.take('tokenCheckPerAddress', clientAddress(c, config.trustProxy))) return fail(c, 'rateLimited');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 'invalidParams');
      }
      const params = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['params'] : undefined;
      if (typeof params !== 'string' || params.length === 0 || params.length > MAX_PARAMS_LENGTH) return fail(c, 'invalidParams');

      let decrypted: unknown;
      try {
        decrypted = await decryptPayload(params, config.aesKeyHex);
      } catch {
        return fail(c, 'badPayload');
      }
      const login = asLoginPayload(decrypted);
      if (!login) return fail(c, 'invalidParams');
      // Counted before the signature and token are checked: guessing a user's app token is what this limits.
      if (!limiter.take('tokenCheckPerUser', login.user_id)) return fail(c, 'rateLimited');
      if (!(await verifySign({ ...login }, config.signSecret))) return fail(c, 'badSign');

      const now = clock.now();
      if (Math.abs(Math.floor(now / 1000) - login.time) > LOGIN_TIME_WINDOW_SECONDS) return fail(c, 'staleTime', { cur_time: now });
      return answer(c, signInWithAppToken(db, { userId: Number(login.user_id), token: login.token, packageType: login.package_type }, now));
    })
    .post(SYSTEM_ENDPOINTS.signOut.path, requireSession(deps), (c) => {
      // scope=all ends every session of the user (signed in elsewhere, a lost phone); otherwise this one.
      const scope = c.var.fields['scope'] ?? '';
      if (scope !== '' && scope !== 'all') return fail(c, 'invalidParams');
      const ended = scope === 'all' ? endSessionsOf(db, c.var.user.userId) : Number(endSession(db, bearerToken(c)));
      return ok<SignOutData>(c, { ended });
    });
}
