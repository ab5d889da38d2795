// Signing in (DESIGN 3, 11, SPEC 5, 8): the app's token check, and the phone's SMS code (6 digits, valid 5 minutes, 5
// tries, a new code 60 s after the last); both give the same session, and both ask the policy whether the account may
// sign in that way.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginData } from '../../src/contract/account.ts';
import type { CheckTokenData } from '../../src/contract/endpoints.ts';
import {
  LOGIN_CODE_DIGITS,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_VALID_MINUTES,
} from '../../src/domain/account.ts';
import { decide } from '../../src/domain/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { accountFacts } from './policy.ts';
import { createSession } from './sessions.ts';
import { pendingCancellation, withdrawCancellation } from './standing.ts';

/** How long a login code is valid. */
export const LOGIN_CODE_VALID_MS = LOGIN_CODE_VALID_MINUTES * 60_000;
/** How long after a code the next one may be sent. */
export const LOGIN_CODE_RESEND_MS = LOGIN_CODE_RESEND_SECONDS * 1000;

/** Constant-time string equality. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when `token` is the app token of `userId` (compared in constant time). */
export function appTokenMatches(db: Db, userId: number, token: string): boolean {
  const user = db.prepare('SELECT app_token FROM users WHERE id = ?').get(userId) as { app_token: string } | undefined;
  return user !== undefined && sameText(user.app_token, token);
}

/**
 * The token check (DESIGN 3): a session for the user whose app token this is, when the policy lets them sign in with
 * it. An unknown user, a wrong token and an account that may not sign in answer alike (`tokenInvalid`), so the check
 * tells nobody which ids exist or how they stand (docs/api.md). The one exception is told only to the holder of the
 * right token: their account is being cancelled (`account.cancelPending` with `endsAt`), so the page can say when it
 * closes and how to keep it instead of "link out of date".
 */
export function signInWithAppToken(db: Db, login: { userId: number; token: string; packageType: string }, now: number): Outcome<CheckTokenData> {
  if (!appTokenMatches(db, login.userId, login.token)) return refused('tokenInvalid');
  const facts = accountFacts(db, login.userId, now);
  if (facts?.standing === 'cancelling') {
    const pending = pendingCancellation(db, login.userId);
    if (pending) return refused('account.cancelPending', { endsAt: pending.endsAt });
  }
  if (!facts || !decide('signInWithAppToken', facts).ok) return refused('tokenInvalid');
  const session = createSession(db, login.userId, login.packageType, login.token, now);
  return done({ authorization_token: session.token, user_id: String(login.userId), expires_at: session.expiresAt });
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

/** Only an HMAC of each code is stored, keyed by the server's secret: a copy of the database tells no code. */
function codeHash(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`login-code|${phone}|${code}`).digest('hex');
}

/** The newest code sent to `phone`. */
function latestCode(db: Db, phone: string): CodeRow | undefined {
  return db.prepare('SELECT * FROM login_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as CodeRow | undefined;
}

/** The open account of a phone number, or undefined. */
function userByPhone(db: Db, phone: string): { id: number } | undefined {
  return db.prepare('SELECT id FROM users WHERE phone = ? AND closed_at IS NULL').get(phone) as { id: number } | undefined;
}

/**
 * Makes a new login code for `phone` (the newest is the only one that counts); the caller sends it. Refused for a
 * number with no account (SPEC 8 "user does not exist": the login page signs in the app's existing users) and within
 * 60 s of the last code (with `retryAfterMs`).
 */
export function newLoginCode(db: Db, phone: string, now: number, secret: string): Outcome<{ code: string }> {
  return transaction(db, () => {
    if (userByPhone(db, phone) === undefined) return refused('userNotFound');
    const last = latestCode(db, phone);
    if (last && last.created_at + LOGIN_CODE_RESEND_MS > now) return refused('login.resendTooSoon', { retryAfterMs: last.created_at + LOGIN_CODE_RESEND_MS - now });
    const code = String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
    db.prepare('UPDATE login_codes SET used_at = ? WHERE phone = ? AND used_at IS NULL').run(now, phone);
    db.prepare('INSERT INTO login_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(phone, codeHash(secret, phone, code), now, now + LOGIN_CODE_VALID_MS);
    return done({ code });
  });
}

/**
 * Signs in with the newest code of `phone`: a wrong code counts a try of the address it came from (its fifth voids the
 * code for that address only, DESIGN 12: a stranger's wrong codes never void the owner's), a right one is used once.
 * The policy decides who may sign in by phone; signing in again during the cooling period keeps the account
 * (docs/rules.md).
 */
export function signInWithPhone(
  db: Db,
  attempt: { phone: string; code: string; packageType: string; address: string },
  now: number,
  secret: string,
): Outcome<LoginData> {
  const { phone, code } = attempt;
  return transaction(db, () => {
    const row = latestCode(db, phone);
    if (!row || row.used_at !== null || row.expires_at <= now) return refused('login.codeInvalid');
    const tries = db.prepare('SELECT failures FROM login_code_failures WHERE code_id = ? AND address = ?').get(row.id, attempt.address) as
      | { failures: number }
      | undefined;
    const failures = tries?.failures ?? 0;
    if (failures >= LOGIN_CODE_MAX_ATTEMPTS) return refused('login.tooManyAttempts');
    if (row.code_hash !== codeHash(secret, phone, code)) {
      db.prepare(
        'INSERT INTO login_code_failures (code_id, address, failures) VALUES (?, ?, 1) ON CONFLICT (code_id, address) DO UPDATE SET failures = failures + 1',
      ).run(row.id, attempt.address);
      return refused(failures + 1 >= LOGIN_CODE_MAX_ATTEMPTS ? 'login.tooManyAttempts' : 'login.codeInvalid');
    }
    db.prepare('UPDATE login_codes SET used_at = ? WHERE id = ?').run(now, row.id);
    const user = userByPhone(db, phone);
    const facts = user && accountFacts(db, user.id, now);
    if (!user || !facts) return refused('userNotFound');
    if (!decide('signInWithPhone', facts).ok) return refused('account.banned');
    const restored = facts.standing === 'cancelling' && withdrawCancellation(db, user.id, now);
    const session = createSession(db, user.id, attempt.packageType, `phone:${phone}`, now);
    return done({ authorization_token: session.token, user_id: String(user.id), expires_at: session.expiresAt, restored });
  });
}
