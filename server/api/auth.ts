// Signed form requests (DESIGN 4): form fields plus `time` (Unix seconds) and `sign`, and for authenticated ones
// `Authorization: Bearer <authorization_token>`. Handlers behind these middlewares read `c.var.fields` (and
// `c.var.user`).
import type { Context, MiddlewareHandler } from 'hono';
import { verifySign } from '../../src/contract/h5-crypto.ts';
import { sessionUser, type SessionUser } from '../account/sessions.ts';
import type { ApiDeps } from './deps.ts';
import { fail } from './respond.ts';
import { intField } from './fields.ts';

/** DESIGN 3 / issue: signed requests and the login check accept `time` within five minutes of the server clock. */
export const LOGIN_TIME_WINDOW_SECONDS = 5 * 60;

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

/**
 * The request's signed text fields, `time` and `sign` removed, or the answer refusing them: invalidParams (no form, a
 * field given twice, a file where none may be), badSign, or staleTime with the server's time. Files are skipped when
 * `files` is 'skip' (uploads carry them beside their signed fields).
 */
async function signedFields(c: Context, { config, clock }: ApiDeps, files: 'skip' | 'refuse'): Promise<Record<string, string> | Response> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return fail(c, 'invalidParams');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (Array.isArray(value) || files === 'refuse') return fail(c, 'invalidParams');
  }
  const time = intField(fields['time']);
  if (!fields['sign'] || time === null) return fail(c, 'invalidParams');
  if (!(await verifySign(fields, config.signSecret))) return fail(c, 'badSign');
  const now = clock.now();
  if (Math.abs(Math.floor(now / 1000) - time) > LOGIN_TIME_WINDOW_SECONDS) return fail(c, 'staleTime', { cur_time: now });
  const { time: _time, sign: _sign, ...rest } = fields;
  return rest;
}

/** Checks token, signature and time; answers tokenInvalid, badSign, staleTime or invalidParams otherwise. */
export function requireSession(deps: ApiDeps): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const user = token ? sessionUser(deps.db, token, deps.clock.now()) : null;
    if (!user) return fail(c, 'tokenInvalid');
    const fields = await signedFields(c, deps, 'skip');
    if (fields instanceof Response) return fields;
    c.set('user', user);
    c.set('fields', fields);
    await next();
  };
}

/** Hono environment of signed calls made without a session. */
export interface SignedEnv {
  Variables: { fields: Record<string, string> };
}

/** Checks the signature and time of a form request that needs no session; handlers read `c.var.fields`. */
export function requireSigned(deps: ApiDeps): MiddlewareHandler<SignedEnv> {
  return async (c, next) => {
    const fields = await signedFields(c, deps, 'refuse');
    if (fields instanceof Response) return fields;
    c.set('fields', fields);
    await next();
  };
}
