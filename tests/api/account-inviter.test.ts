// The invite link (issue 27.3): /download?inviter=ID asks who invited through a public lookup that answers the
// nickname and id of an active account and nothing more, and refuses malformed ids.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../src/contract/account.ts';
import { INVITE_ENDPOINTS, type InviterView } from '../../src/contract/invite.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { banAccount } from '../../server/account/bans.ts';
import { closeAccount } from '../../server/account/standing.ts';
import { transaction } from '../../server/db/transaction.ts';
import { invitedDownloads, inviterParam } from '../../src/features/account/invite-links.ts';
import { caller, envelope, postSigned, testApp } from './helpers.ts';

const PATH = INVITE_ENDPOINTS.inviter.path;

/** The lookup as the download page makes it: signed, no session. */
async function lookup(t: ReturnType<typeof testApp>, fields: Record<string, string>) {
  return envelope<InviterView>(await postSigned(t.app, PATH, '', fields, { now: t.clock.now() }));
}

describe('POST /api/account/inviter', () => {
  it('names an active account by nickname and id only, without a session', async () => {
    const t = testApp();
    const answer = await lookup(t, { user_id: '10001' });
    expect(answer.code).toBe(0);
    const nickname = (t.db.prepare('SELECT nickname FROM users WHERE id = 10001').get() as { nickname: string }).nickname;
    expect(answer.data).toEqual({ userId: '10001', nickname });
  });

  it('refuses malformed ids, and answers unknown for missing, banned, cancelling and closed accounts', async () => {
    const t = testApp();
    const now = t.clock.now();
    for (const bad of ['', 'abc', '010001', ' 10001', '10001 ', '+10001', '1e4', '0', '<script>', '9'.repeat(16)]) {
      expect((await lookup(t, { user_id: bad })).code, JSON.stringify(bad)).toBe(ERROR_CODES['account.inviterInvalid']);
    }
    expect((await lookup(t, {})).code).toBe(ERROR_CODES['account.inviterInvalid']);
    expect(banAccount(t.db, 10008, { userId: 10004, operatorName: 'Ops', reason: 'fraud', days: null }, now).ok).toBe(true);
    const cancelling = await caller(t, '52002');
    expect((await cancelling(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: '52002' })).code).toBe(0);
    expect(transaction(t.db, () => closeAccount(t.db, 10006, now))).toBe(true);
    for (const id of ['999999999', '10004', '52002', '10006']) {
      const answer = await lookup(t, { user_id: id });
      expect(answer.code, id).toBe(ERROR_CODES['account.inviterUnknown']);
      expect(answer.data, id).toBeNull();
    }
  });

  it('is signed like every call', async () => {
    const t = testApp();
    const res = await t.app.request(PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'user_id=10001' });
    expect((await envelope(res)).code).toBe(ERROR_CODES['invalidParams']);
  });
});

describe('invite links', () => {
  it('reads a well-formed inviter from the query only', () => {
    expect(inviterParam('?inviter=10001')).toBe('10001');
    for (const search of ['', '?inviter=', '?inviter=abc', '?inviter=010001', '?inviter=%2010001', '?other=10001']) expect(inviterParam(search), search).toBeNull();
  });

  it('carries the inviter in the Google Play referrer, the APK query and the App Store campaign token', () => {
    const links = invitedDownloads(
      { googlePlay: 'https://play.google.com/store/apps/details?id=id.app', appStore: 'https://apps.apple.com/id/app/x/id1', apk: 'https://dl.example/app.apk' },
      '10001',
    );
    expect(links.googlePlay).toBe('https://play.google.com/store/apps/details?id=id.app&referrer=inviter%3D10001');
    expect(new URL(links.googlePlay).searchParams.get('referrer')).toBe('inviter=10001');
    expect(links.apk).toBe('https://dl.example/app.apk?inviter=10001');
    expect(links.appStore).toBe('https://apps.apple.com/id/app/x/id1?ct=inviter-10001');
  });
});
