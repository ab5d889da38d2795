// Proving it is the user again before a change a stolen session could abuse (DESIGN 3: the session token alone must
// not redirect payouts). Today the proof is the app's own credentials once more, sealed and signed exactly as the
// token check's (`reauth` holds such a `params`, made now); `reauth_method` names the proof, so the SMS code of the
// login area can take its place ('smsCode') without changing the endpoints that ask for it.
import { decryptPayload, verifySign } from '../../src/contract/h5-crypto.ts';
import type { Context } from 'hono';
import { appTokenMatches } from '../account/sign-in.ts';
import { asLoginPayload } from './app-login.ts';
import { LOGIN_TIME_WINDOW_SECONDS, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';

/** The proofs the server accepts. */
export const REAUTH_METHODS = ['appToken'] as const;
/** A kind of proof. */
export type ReauthMethod = (typeof REAUTH_METHODS)[number];

/** The outcome of a re-verification. */
export type ReauthOutcome = { ok: true; method: ReauthMethod } | { ok: false; error: 'withdraw.reauthRequired' | 'withdraw.reauthFailed' | 'rateLimited' };

/** Checks the proof in the request's `reauth` (and `reauth_method`) for the signed-in user. */
export async function verifyReauth(deps: ApiDeps, c: Context<AuthedEnv>): Promise<ReauthOutcome> {
  const fields = c.var.fields;
  const userId = c.var.user.userId;
  const proof = fields['reauth'] ?? '';
  if (proof === '') return { ok: false, error: 'withdraw.reauthRequired' };
  const method = fields['reauth_method'] ?? 'appToken';
  if (method !== 'appToken' || proof.length > 4096) return { ok: false, error: 'withdraw.reauthFailed' };
  // The same budget as the token check: guessing an app token here is no cheaper than there.
  if (!deps.limiter.take('tokenCheckPerUser', String(userId))) return { ok: false, error: 'rateLimited' };
  let login;
  try {
    login = asLoginPayload(await decryptPayload(proof, deps.config.aesKeyHex));
  } catch {
    return { ok: false, error: 'withdraw.reauthFailed' };
  }
  if (!login || login.user_id !== String(userId) || !(await verifySign({ ...login }, deps.config.signSecret))) {
    return { ok: false, error: 'withdraw.reauthFailed' };
  }
  // A proof made now, not one kept from an earlier entry.
  if (Math.abs(Math.floor(deps.clock.now() / 1000) - login.time) > LOGIN_TIME_WINDOW_SECONDS) return { ok: false, error: 'withdraw.reauthFailed' };
  if (!appTokenMatches(deps.db, userId, login.token)) return { ok: false, error: 'withdraw.reauthFailed' };
  return { ok: true, method: 'appToken' };
}
