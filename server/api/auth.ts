// Authenticated, signed form requests (DESIGN 4): `Authorization: Bearer <authorization_token>`, form fields plus
// `time` (Unix seconds) and `sign`. Handlers behind this middleware read `c.var.user` and `c.var.fields`.
import type { Context, MiddlewareHandler } from 'hono';
import { verifySign } from '../../src/contract/h5-crypto.ts';
import type { ApiDeps } from './deps.ts';
import { fail } from './respond.ts';
import { sessionUser, type SessionUser } from '../account/sessions.ts';
import { LOGIN_TIME_WINDOW_SECONDS } from './system.ts';

/** Hono environment of authenticated handlers. */
export interface AuthedEnv {
  Variables: {
    user: SessionUser;
    /** The signed text fields of the request, `time` and `sign` removed. */
    fields: Record<string, string>;
  };
}

/** The bearer token of a request, or '' without one. */
export function bearerToken(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** Checks token, signature and time; answers tokenInvalid, badSign, staleTime or invalidParams otherwise. */
export function requireSession({ db, clock, config }: ApiDeps): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const now = clock.now();
    const token = bearerToken(c);
    const user = token ? sessionUser(db, token, now) : null;
    if (!user) return fail(c, 'tokenInvalid');

    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      return fail(c, 'invalidParams');
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') fields[key] = value;
      else if (Array.isArray(value)) return fail(c, 'invalidParams');
    }
    const time = Number(fields['time']);
    if (!fields['sign'] || !Number.isSafeInteger(time)) return fail(c, 'invalidParams');
    if (!(await verifySign(fields, config.signSecret))) return fail(c, 'badSign');
    if (Math.abs(Math.floor(now / 1000) - time) > LOGIN_TIME_WINDOW_SECONDS) return fail(c, 'staleTime', { cur_time: now });

    const { time: _time, sign: _sign, ...rest } = fields;
    c.set('user', user);
    c.set('fields', rest);
    await next();
  };
}
