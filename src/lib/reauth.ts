// Proving again that the signed-in user is who they say, before a change a stolen session could abuse (where payouts
// go). The proof is the app's own credentials of this session, sealed and signed exactly as the entry's token check
// does, made now: the server checks it like a token check for the same user (server/api/reauth.ts). The SMS code of
// the login page can take its place later: the request then names `reauth_method` 'smsCode'.
import { encryptLoginFields } from '../contract/h5-crypto.ts';
import { serverNow } from './clock.ts';
import { H5_AES_KEY_HEX, H5_SIGN_SECRET } from './config.ts';
import { $storedSession } from './session.ts';

/** The fields a request carries to prove the user again. */
export interface ReauthFields {
  reauth: string;
  reauth_method: 'appToken';
}

/** A fresh proof from this session's app credentials; null without a session (the page then has nothing to prove). */
export async function reauthFields(): Promise<ReauthFields | null> {
  const stored = $storedSession.get();
  if (!stored || !stored.appToken) return null;
  const reauth = await encryptLoginFields(
    { user_id: stored.userId, token: stored.appToken, package_type: stored.packageType, time: Math.floor(serverNow() / 1000) },
    H5_AES_KEY_HEX,
    H5_SIGN_SECRET,
  );
  return { reauth, reauth_method: 'appToken' };
}
