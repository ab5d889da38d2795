// What the agency API tests share: an app with one signed-in caller per user, images to upload, and the multipart
// upload as the pages send it (signed text fields, the image in `file`).
import { AGENCY_APPLY_ENDPOINTS, type ApplicationRequest } from '../../src/contract/agency.ts';
import { DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { signFields } from '../../src/contract/h5-crypto.ts';
import { businessFingerprint, envelope, postSigned, signIn, testApp } from './helpers.ts';

/** The first bytes of a png, a jpeg and a gif: the server tells them apart by these alone. */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
export const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

/** Well inside a session's 24 hours. */
const SIGN_IN_AGAIN_AFTER_MS = 3_600_000;

/** A test app and a caller per user id, signed in once each (token checks are throttled). */
export function agencyApp(options: { now?: number } = {}) {
  const t = testApp({ ...options, env: { RATE_LIMIT_SCALE: '50' } });
  // Sessions last 24 hours: a test that moves the clock further signs in again. Calls racing for the same user's first
  // sign-in share it (a user keeps at most 5 sessions).
  const tokens = new Map<string, { token: Promise<string>; at: number }>();
  const tokenOf = (user: string | number): Promise<string> => {
    const id = String(user);
    const now = t.clock.now();
    const held = tokens.get(id);
    if (held && now >= held.at && now - held.at < SIGN_IN_AGAIN_AFTER_MS) return held.token;
    const token = signIn(t.app, now, id);
    tokens.set(id, { token, at: now });
    return token;
  };
  /** `as(user)(path, fields)`: the envelope of a signed request. */
  const as =
    (user: string | number) =>
    async <Data = unknown>(path: string, fields: Record<string, string | number> = {}) =>
      envelope<Data>(await postSigned(t.app, path, await tokenOf(user), fields, { now: t.clock.now() }));
  /** Uploads `bytes` as `user`'s agency avatar. */
  const upload = async (user: string | number, bytes: Uint8Array<ArrayBuffer>, name = 'avatar.png', type = 'image/png') => {
    const all = { time: Math.floor(t.clock.now() / 1000) };
    const form = new FormData();
    form.append('time', String(all.time));
    form.append('sign', await signFields(all, DEV_H5_SIGN_SECRET));
    form.append('file', new File([bytes], name, { type }));
    const res = await t.app.request(AGENCY_APPLY_ENDPOINTS.avatarUpload.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf(user)}` },
      body: form,
    });
    return envelope<{ id: string; url: string }>(res);
  };
  return { ...t, as, upload, fingerprint: () => businessFingerprint(t.db) };
}

/** A complete application form for `avatar`. */
export function applicationForm(avatar: string, overrides: Partial<ApplicationRequest> = {}): Record<string, string> {
  return {
    agent_name: 'Cahaya Agency',
    avatar,
    phone: '+62 812-3456-7890',
    whatsapp: '6281234567891',
    bank_name: 'BCA',
    bank_card_number: '1234 5678 9012',
    account_holder_name: 'Rina Lestari',
    platform: '',
    ...overrides,
  };
}
