// Sign-in by phone (DESIGN 11, SPEC 5, SPEC 8): a 6-digit SMS code valid 5 minutes, 5 tries, a new code 60 s after the
// last. Success gives the same session as the token check. The fields are signed like every call (time, sign), but
// no session is needed.
import { createHmac, randomInt } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { LOGIN_ENDPOINTS, type LoginData, type SendCodeData } from '../../src/contract/account.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { verifySign } from '../../src/contract/h5-crypto.ts';
import { PACKAGE_TYPE_PATTERN } from '../../src/contract/ids.ts';
import {
  LOGIN_CODE_DIGITS,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_VALID_MINUTES,
  isLoginCode,
  loginPhone,
  maskPhone,
} from '../../src/domain/account.ts';
import { isBanned, pendingCancellation, withdrawCancellation } from '../account/standing.ts';
import { transaction } from '../db/transaction.ts';
import type { SmsSender } from '../services/sms.ts';
import type { ApiDeps } from './deps.ts';
import { clientAddress, overLimit } from './rate-limit.ts';
import { fail, ok } from './respond.ts';
import { createSession } from '../account/sessions.ts';
import { LOGIN_TIME_WINDOW_SECONDS } from './system.ts';

const CODE_VALID_MS = LOGIN_CODE_VALID_MINUTES * 60_000;
const RESEND_MS = LOGIN_CODE_RESEND_SECONDS * 1000;

/** Hono environment of signed calls made without a session. */
interface SignedEnv {
  Variables: { fields: Record<string, string> };
}

/** Checks the signature and time of a form request that needs no session; handlers read `c.var.fields`. */
function requireSigned({ config, clock }: ApiDeps): MiddlewareHandler<SignedEnv> {
  return async (c, next) => {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      return fail(c, 'invalidParams');
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') fields[key] = value;
      else return fail(c, 'invalidParams');
    }
    const time = Number(fields['time']);
    if (!fields['sign'] || !Number.isSafeInteger(time)) return fail(c, 'invalidParams');
    if (!(await verifySign(fields, config.signSecret))) return fail(c, 'badSign');
    const now = clock.now();
    if (Math.abs(Math.floor(now / 1000) - time) > LOGIN_TIME_WINDOW_SECONDS) return fail(c, 'staleTime', { cur_time: now });
    const { time: _time, sign: _sign, ...rest } = fields;
    c.set('fields', rest);
    await next();
  };
}

/** A row of login_codes. */
interface CodeRow {
  id: number;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/** The sign-in sub-app; `sms` delivers the codes (the reference server's sender prints them in its log). */
export function loginApi(deps: ApiDeps, sms: SmsSender) {
  const { db, clock, config, limiter } = deps;
  const signed = requireSigned(deps);
  // Only an HMAC of each code is stored, keyed by the server's secret: a copy of the database tells no code.
  const codeHash = (phone: string, code: string) => createHmac('sha256', config.signSecret).update(`login-code|${phone}|${code}`).digest('hex');
  const latestCode = (phone: string) => db.prepare('SELECT * FROM login_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as CodeRow | undefined;

  return new Hono<SignedEnv>()
    .post(LOGIN_ENDPOINTS.sendCode.path, signed, (c) => {
      const address = clientAddress(c, config.trustProxy);
      if (overLimit(limiter, [['loginCodePerAddress', `send:${address}`]])) return fail(c, 'rateLimited');
      const phone = loginPhone(c.var.fields['region'] ?? '', c.var.fields['phone'] ?? '');
      if (phone === null) return fail(c, 'login.phoneInvalid');
      if (overLimit(limiter, [['loginCodePerPhone', `send:${phone}`]])) return fail(c, 'rateLimited');
      const now = clock.now();
      const sent = transaction(db, (): { ok: false; error: ErrorName; retryAfterMs?: number } | { ok: true; code: string } => {
        const user = db.prepare('SELECT id FROM users WHERE phone = ? AND closed_at IS NULL').get(phone);
        // SPEC 8 "user does not exist": the login page signs in the app's existing users (they sign up in the app).
        if (user === undefined) return { ok: false, error: 'userNotFound' };
        const last = latestCode(phone);
        if (last && last.created_at + RESEND_MS > now) return { ok: false, error: 'login.resendTooSoon', retryAfterMs: last.created_at + RESEND_MS - now };
        const code = String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
        // Only the newest code of a phone counts: the earlier ones stop working.
        db.prepare('UPDATE login_codes SET used_at = ? WHERE phone = ? AND used_at IS NULL').run(now, phone);
        db.prepare('INSERT INTO login_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(phone, codeHash(phone, code), now, now + CODE_VALID_MS);
        return { ok: true, code };
      });
      if (!sent.ok) return fail(c, sent.error, sent.retryAfterMs === undefined ? null : { retryAfterMs: sent.retryAfterMs });
      sms.sendLoginCode(phone, sent.code, LOGIN_CODE_VALID_MINUTES, now);
      return ok<SendCodeData>(c, { phoneMasked: maskPhone(phone), resendAfterMs: RESEND_MS, validForMs: CODE_VALID_MS });
    })
    .post(LOGIN_ENDPOINTS.verify.path, signed, (c) => {
      const fields = c.var.fields;
      const address = clientAddress(c, config.trustProxy);
      if (overLimit(limiter, [['loginCodePerAddress', `check:${address}`]])) return fail(c, 'rateLimited');
      const phone = loginPhone(fields['region'] ?? '', fields['phone'] ?? '');
      if (phone === null) return fail(c, 'login.phoneInvalid');
      const packageType = fields['package_type'] ?? '';
      if (!PACKAGE_TYPE_PATTERN.test(packageType)) return fail(c, 'invalidParams');
      // Counted before the code is looked at: guessing a phone's code is what this limits.
      if (overLimit(limiter, [['loginCodePerPhone', `check:${phone}`]])) return fail(c, 'rateLimited');
      const code = fields['code'] ?? '';
      if (!isLoginCode(code)) return fail(c, 'login.codeInvalid');
      const now = clock.now();
      const outcome = transaction(db, (): { ok: false; error: ErrorName } | { ok: true; data: LoginData } => {
        const row = latestCode(phone);
        if (!row || row.used_at !== null || row.expires_at <= now) return { ok: false, error: 'login.codeInvalid' };
        if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { ok: false, error: 'login.tooManyAttempts' };
        if (row.code_hash !== codeHash(phone, code)) {
          db.prepare('UPDATE login_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
          return { ok: false, error: row.attempts + 1 >= LOGIN_CODE_MAX_ATTEMPTS ? 'login.tooManyAttempts' : 'login.codeInvalid' };
        }
        db.prepare('UPDATE login_codes SET used_at = ? WHERE id = ?').run(now, row.id);
        const user = db.prepare('SELECT id FROM users WHERE phone = ? AND closed_at IS NULL').get(phone) as { id: number } | undefined;
        if (!user) return { ok: false, error: 'userNotFound' };
        if (isBanned(db, user.id)) return { ok: false, error: 'account.banned' };
        // Signing in again during the cooling period keeps the account (docs/rules.md).
        const restored = pendingCancellation(db, user.id) !== null && withdrawCancellation(db, user.id, now);
        const session = createSession(db, user.id, packageType, `phone:${phone}`, now);
        return { ok: true, data: { authorization_token: session.token, user_id: String(user.id), expires_at: session.expiresAt, restored } };
      });
      return outcome.ok ? ok<LoginData>(c, outcome.data) : fail(c, outcome.error);
    });
}
