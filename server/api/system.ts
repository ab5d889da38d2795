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
import { pairKey, type FailureKey } from '../services/failure-throttle.ts';
import { answer, fail, failThrottled, ok } from './respond.ts';

/** Longest encrypted `params` accepted (a real one is about 250 characters). */
const MAX_PARAMS_LENGTH = 4096;

/** Sub-app with POST /api/go/getSysTime, POST /api/h5login/checkToken and the sign-out. */
export function systemApi(deps: ApiDeps) {
  const { db, clock, config, failures } = deps;
  return new Hono()
    .post(SYSTEM_ENDPOINTS.getSysTime.path, (c) => ok<SysTimeData>(c, { cur_time: clock.now() }))
    .post(SYSTEM_ENDPOINTS.checkToken.path, async (c) => {
      // DESIGN 12: only failures count, per (user, address) and per address; a success counts nothing.
      const address = clientAddress(c, config.trustProxy);
      const addressKey: FailureKey = ['tokenPerAddress', address];
      const addressWait = failures.waitMs([addressKey]);
      if (addressWait > 0) return failThrottled(c, addressWait);
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
        failures.fail([addressKey]);
        return fail(c, 'badPayload');
      }
      const login = asLoginPayload(decrypted);
      if (!login) return fail(c, 'invalidParams');
      // Only this address's failures for this user lock it: a stranger's guesses elsewhere never refuse the owner.
      const keys: FailureKey[] = [['tokenPerUserAddress', pairKey(login.user_id, address)], addressKey];
      const wait = failures.waitMs(keys);
      if (wait > 0) return failThrottled(c, wait);
      if (!(await verifySign({ ...login }, config.signSecret))) {
        failures.fail(keys);
        return fail(c, 'badSign');
      }

      const now = clock.now();
      if (Math.abs(Math.floor(now / 1000) - login.time) > LOGIN_TIME_WINDOW_SECONDS) return fail(c, 'staleTime', { cur_time: now });
      const outcome = signInWithAppToken(db, { userId: Number(login.user_id), token: login.token, packageType: login.package_type }, now);
      if (outcome.ok) failures.succeed('tokenPerUserAddress', pairKey(login.user_id, address));
      else failures.fail(keys);
      return answer(c, outcome);
    })
    .post(SYSTEM_ENDPOINTS.signOut.path, requireSession(deps), (c) => {
      // scope=all ends every session of the user (signed in elsewhere, a lost phone); otherwise this one.
      const scope = c.var.fields['scope'] ?? '';
      if (scope !== '' && scope !== 'all') return fail(c, 'invalidParams');
      const ended = scope === 'all' ? endSessionsOf(db, c.var.user.userId) : Number(endSession(db, bearerToken(c)));
      return ok<SignOutData>(c, { ended });
    });
}
