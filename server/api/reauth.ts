// Proving it is the user again before a change a stolen session could abuse (DESIGN 3: the session token alone must
// not redirect payouts). Today the proof is the app's own credentials once more, sealed and signed exactly as the
// token check's (`reauth` holds such a `params`, made now); `reauth_method` names the proof, so the SMS code of the
// login area can take its place ('smsCode') without changing the endpoints that ask for it.
import { decryptPayload, verifySign } from '../../src/contract/h5-crypto.ts';
import type { Context } from 'hono';
import { appTokenMatches } from '../account/sign-in.ts';
import { asLoginPayload } from './app-login.ts';
import { LOGIN_TIME_WINDOW_SECONDS, type AuthedEnv } from './auth.ts';
import { pairKey, type FailureKey } from '../services/failure-throttle.ts';
import { clientAddress } from './client-address.ts';
import type { ApiDeps } from './deps.ts';

/** The proofs the server accepts. */
export const REAUTH_METHODS = ['appToken'] as const;
/** A kind of proof. */
export type ReauthMethod = (typeof REAUTH_METHODS)[number];

/** The outcome of a re-verification. */
export type ReauthOutcome =
  | { ok: true; method: ReauthMethod }
  | { ok: false; error: 'withdraw.reauthRequired' | 'withdraw.reauthFailed' }
  | { ok: false; error: 'rateLimited'; retryAfterMs: number };

/**
 * Checks the proof in the request's `reauth` (and `reauth_method`) for the signed-in user. A wrong proof counts as a
 * failed token check of this user from this address (the same throttle, DESIGN 12), so a stranger's forged checks
 * from elsewhere never block the owner's payout-account change.
 */
export async function verifyReauth(deps: ApiDeps, c: Context<AuthedEnv>): Promise<ReauthOutcome> {
  const fields = c.var.fields;
  const userId = c.var.user.userId;
  const proof = fields['reauth'] ?? '';
  if (proof === '') return { ok: false, error: 'withdraw.reauthRequired' };
  const method = fields['reauth_method'] ?? 'appToken';
  if (method !== 'appToken' || proof.length > 4096) return { ok: false, error: 'withdraw.reauthFailed' };
  // The same failure throttle as the token check: guessing an app token here is no cheaper than there.
  const address = clientAddress(c, deps.config.trustProxy);
  const keys: FailureKey[] = [['tokenPerUserAddress', pairKey(String(userId), address)], ['tokenPerAddress', address]];
  const wait = deps.failures.waitMs(keys);
  if (wait > 0) return { ok: false, error: 'rateLimited', retryAfterMs: wait };
  const failed = (): ReauthOutcome => {
    deps.failures.fail(keys);
    return { ok: false, error: 'withdraw.reauthFailed' };
  };
  let login;
  try {
    login = asLoginPayload(await decryptPayload(proof, deps.config.aesKeyHex));
  } catch {
    return failed();
  }
  if (!login || login.user_id !== String(userId) || !(await verifySign({ ...login }, deps.config.signSecret))) return failed();
  // A proof made now, not one kept from an earlier entry.
  if (Math.abs(Math.floor(deps.clock.now() / 1000) - login.time) > LOGIN_TIME_WINDOW_SECONDS) return { ok: false, error: 'withdraw.reauthFailed' };
  if (!appTokenMatches(deps.db, userId, login.token)) return failed();
  return { ok: true, method: 'appToken' };
}
