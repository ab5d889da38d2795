// What the agency browser tests share: signed API calls as the operator (who reviews applications through /api/ops/*,
// with no screen of their own here), and the images the avatar field is given.
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { encryptLoginFields, signFields } from '../../src/contract/h5-crypto.ts';

/** A 16 x 16 png. */
export const PNG_AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAPUlEQVR42mPItl9AEmIYIA1ft2sBEbEaIKpx6WHAoxqrHgb8qjH1MBBUjaaHAg0kO4kcT5MTrORE3EAnPgC5FWrgZMBLvgAAAABJRU5ErkJggg==',
  'base64',
);
/** A file of 5 MB that starts like a png: only its size is wrong. */
export const BIG_PNG = Buffer.concat([PNG_AVATAR, Buffer.alloc(5 * 1024 * 1024)]);
/** A gif, whatever name it is given. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The server's clock (getSysTime). */
async function serverTime(base: string): Promise<number> {
  const answer = (await (await fetch(`${base}/api/go/getSysTime`, { method: 'POST' })).json()) as { data: { cur_time: number } };
  return answer.data.cur_time;
}

/** Signs `userId` in on the server at `base`; returns a caller of signed form requests answering the envelope. */
export async function apiAs(base: string, userId: string) {
  const now = await serverTime(base);
  const params = await encryptLoginFields({ user_id: userId, token: 'demo', package_type: '1', time: Math.floor(now / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const signedIn = (await (
    await fetch(`${base}/api/h5login/checkToken`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ params }) })
  ).json()) as { code: number; data: { authorization_token: string } };
  if (signedIn.code !== 0) throw new Error(`sign-in of ${userId} answered ${signedIn.code}`);
  const token = signedIn.data.authorization_token;
  return async <Data>(path: string, fields: Record<string, string> = {}): Promise<{ code: number; data: Data }> => {
    const all = { ...fields, time: Math.floor((await serverTime(base)) / 1000) };
    const body = new URLSearchParams(Object.entries({ ...all, sign: await signFields(all, DEV_H5_SIGN_SECRET) }).map(([k, v]) => [k, String(v)]));
    const res = await fetch(base + path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    return (await res.json()) as { code: number; data: Data };
  };
}
