// The two calls of SPEC 7: server time and the token check.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ID_PATTERN, PACKAGE_TYPE_PATTERN } from '../../src/contract/ids.ts';
import { SYSTEM_ENDPOINTS, type CheckTokenData, type SignOutData, type SysTimeData } from '../../src/contract/endpoints.ts';
import { decryptPayload, verifySign } from '../../src/contract/h5-crypto.ts';
import type { ApiDeps } from './deps.ts';
import { fail, ok } from './respond.ts';
import { bearerToken, requireSession } from './auth.ts';
import { clientAddress } from './rate-limit.ts';
import { createSession, endSession, endSessionsOf } from '../account/sessions.ts';
import { signInRefusal } from '../account/standing.ts';

/** DESIGN 3 / issue: the login check accepts `time` within five minutes of the server clock. */
export const LOGIN_TIME_WINDOW_SECONDS = 5 * 60;
/** Longest encrypted `params` accepted (a real one is about 250 characters). */
const MAX_PARAMS_LENGTH = 4096;

/** The decrypted login fields, checked for shape. */
export interface LoginPayload {
  user_id: string;
  token: string;
  package_type: string;
  time: number;
  sign: string;
}

/** The payload if it has the fields of DESIGN 3 with usable types, else null. */
export function asLoginPayload(value: unknown): LoginPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const userId = typeof v['user_id'] === 'number' ? String(v['user_id']) : v['user_id'];
  const packageType = typeof v['package_type'] === 'number' ? String(v['package_type']) : (v['package_type'] ?? '');
  if (typeof userId !== 'string' || !ID_PATTERN.test(userId) || Number(userId) === 0) return null;
  if (typeof v['token'] !== 'string' || v['token'].length === 0 || v['token'].length > 512) return null;
  if (typeof packageType !== 'string' || !PACKAGE_TYPE_PATTERN.test(packageType)) return null;
  if (typeof v['time'] !== 'number' || !Number.isSafeInteger(v['time'])) return null;
  if (typeof v['sign'] !== 'string') return null;
  return { user_id: userId, token: v['token'], package_type: packageType, time: v['time'], sign: v['sign'] };
}

/** Constant-time string equality. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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

      const user = db.prepare('SELECT id, app_token FROM users WHERE id = ?').get(Number(login.user_id)) as
        | { id: number; app_token: string }
        | undefined;
      // An unknown user and a wrong token answer alike, so the check does not tell which ids exist.
      if (!user || !sameText(user.app_token, login.token)) return fail(c, 'tokenInvalid');
      // A banned or closed account, or one whose cancellation is pending, answers alike too (docs/api.md).
      if (signInRefusal(db, user.id, 'app') !== null) return fail(c, 'tokenInvalid');

      const session = createSession(db, user.id, login.package_type, login.token, now);
      return ok<CheckTokenData>(c, { authorization_token: session.token, user_id: String(user.id), expires_at: session.expiresAt });
    })
    .post(SYSTEM_ENDPOINTS.signOut.path, requireSession(deps), (c) => {
      // scope=all ends every session of the user (signed in elsewhere, a lost phone); otherwise this one.
      const scope = c.var.fields['scope'] ?? '';
      if (scope !== '' && scope !== 'all') return fail(c, 'invalidParams');
      const ended = scope === 'all' ? endSessionsOf(db, c.var.user.userId) : Number(endSession(db, bearerToken(c)));
      return ok<SignOutData>(c, { ended });
    });
}
