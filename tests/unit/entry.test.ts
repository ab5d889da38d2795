// @vitest-environment happy-dom
// The entry's network steps (DESIGN 3) against a stubbed API: the 1.5 s time call, the token check and its one retry,
// logins=true, and where failures go.
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ENDPOINTS } from '../../src/contract/endpoints.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { handOver, splitCredentials } from '../../src/lib/credential-handoff.ts';

const SYS_TIME = SYSTEM_ENDPOINTS.getSysTime.path;
const CHECK_TOKEN = SYSTEM_ENDPOINTS.checkToken.path;
const SIGNED_IN = { code: 0, msg: 'ok', data: { user_id: '10001', authorization_token: 'session-token', expires_at: null } };

/** The paths the entry has called, in order. */
let calls: string[] = [];
/** How the stubbed API answers a call; `signal` aborts a call that never answers. */
let answer: (path: string, signal: AbortSignal | undefined) => Promise<unknown>;

const json = (body: unknown) => Promise.resolve(body);
const never = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** Loads a fresh entry module (it runs once per page) on a page opened at `href`, its credentials handed over as the boot script does. */
async function openPage(href: string, auth = true) {
  const { credentials, cleaned } = splitCredentials(href);
  (window as unknown as HappyWindow).happyDOM.setURL(cleaned);
  if (credentials) handOver(credentials, Date.now());
  document.documentElement.lang = 'en';
  document.documentElement.dataset['auth'] = String(auth);
  vi.resetModules();
  const entry = await import('../../src/lib/entry.ts');
  const session = await import('../../src/lib/session.ts');
  const clock = await import('../../src/lib/clock.ts');
  return { entry, session, clock };
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const path = new URL(url, location.href).pathname;
    calls.push(path);
    return answer(path, init.signal ?? undefined).then((body) => new Response(JSON.stringify(body)));
  });
  // happy-dom has no isSecureContext; the pages here are https.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('entry', () => {
  it('gives up on the time call after 1.5 s and checks the token with the device clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer = (path, signal) => (path === SYS_TIME ? never(signal) : json(SIGNED_IN));
    const { entry, session, clock } = await openPage('https://h5.example.com/earnings?user_id=10001&token=demo');
    const done = entry.startEntry();
    await vi.advanceTimersByTimeAsync(entry.SYS_TIME_TIMEOUT_MS - 1);
    expect(calls).toEqual([SYS_TIME]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toEqual([SYS_TIME, CHECK_TOKEN]);
    expect(session.$session.get()).toMatchObject({ status: 'in', userId: '10001', token: 'session-token' });
    expect(clock.$clockOffset.get()).toBe(0);
    expect(location.search).toBe('');
  });

  it('takes the server time, and retries the check once after a stale-time answer', async () => {
    const serverTime = Date.now() + 10 * 60_000;
    let checks = 0;
    answer = (path) => {
      if (path === SYS_TIME) return json({ code: 0, msg: 'ok', data: { cur_time: Math.floor(Date.now() / 1000) } });
      checks++;
      return json(checks === 1 ? { code: ERROR_CODES.staleTime, msg: 'staleTime', data: { cur_time: serverTime } } : SIGNED_IN);
    };
    const { entry, session, clock } = await openPage('https://h5.example.com/earnings?user_id=10001&token=demo&lang=en');
    await entry.startEntry();
    expect(calls).toEqual([SYS_TIME, CHECK_TOKEN, CHECK_TOKEN]);
    expect(clock.$clockOffset.get()).toBeGreaterThan(9 * 60_000);
    expect(session.$session.get()).toMatchObject({ status: 'in' });
    expect(location.search).toBe('?lang=en');
  });

  it('goes to the 404 page after a second stale-time answer or any other refusal', async () => {
    for (const refusal of [{ code: ERROR_CODES.staleTime, msg: 'staleTime', data: { cur_time: Date.now() } }, { code: ERROR_CODES.tokenInvalid, msg: 'tokenInvalid', data: null }]) {
      answer = (path) => (path === SYS_TIME ? json({ code: 0, msg: 'ok', data: { cur_time: Date.now() } }) : json(refusal));
      // Another user's session is stored: the link's user must be checked, and the failure ends the old session too.
      sessionStorage.setItem('session', JSON.stringify({ userId: '10006', token: 't', packageType: '1', appToken: 'demo', expiresAt: null }));
      const { entry, session } = await openPage('https://h5.example.com/id/earnings?user_id=10001&token=wrong');
      document.documentElement.lang = 'id';
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      await entry.startEntry();
      expect(replace).toHaveBeenCalledWith('/id/404?lang=id');
      expect(session.$session.get()).toEqual({ status: 'out' });
      expect(sessionStorage.getItem('session')).toBeNull();
    }
  });

  it('tells a throttled user to wait and checks again after the wait the server names, never the 404 page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let checks = 0;
    answer = (path) => {
      if (path === SYS_TIME) return json({ code: 0, msg: 'ok', data: { cur_time: Date.now() } });
      checks++;
      return json(checks === 1 ? { code: ERROR_CODES.rateLimited, msg: 'rateLimited', data: { retryAfterMs: 30_000 } } : SIGNED_IN);
    };
    const { entry, session } = await openPage('https://h5.example.com/earnings?user_id=10001&token=demo');
    document.body.innerHTML = '<p id="throttle-notice" hidden></p>';
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const done = entry.startEntry();
    // The notice shows once the throttled answer is in; the next check waits the 30 s it names.
    await vi.waitUntil(() => !document.getElementById('throttle-notice')!.hidden);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toEqual([SYS_TIME, CHECK_TOKEN]);
    expect(session.$session.get()).toEqual({ status: 'checking' });
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toEqual([SYS_TIME, CHECK_TOKEN, CHECK_TOKEN]);
    expect(document.getElementById('throttle-notice')!.hidden).toBe(true);
    expect(session.$session.get()).toMatchObject({ status: 'in', userId: '10001' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends an account being cancelled to the login page with when it closes, not to 404, remembering the page', async () => {
    const endsAt = Date.now() + 6 * 86_400_000;
    answer = (path) =>
      path === SYS_TIME ? json({ code: 0, msg: 'ok', data: { cur_time: Date.now() } }) : json({ code: ERROR_CODES['account.cancelPending'], msg: 'cancelPending', data: { endsAt } });
    sessionStorage.setItem('session', JSON.stringify({ userId: '10001', token: 't', packageType: '1', appToken: 'old', expiresAt: null }));
    const { entry, session } = await openPage('https://h5.example.com/id/earnings?user_id=10001&token=demo');
    document.documentElement.lang = 'id';
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    await entry.startEntry();
    expect(replace).toHaveBeenCalledWith(`/id/login?lang=id&cancelling=${endsAt}`);
    expect(sessionStorage.getItem('login:next')).toBe('/id/earnings');
    expect(session.$session.get()).toEqual({ status: 'out' });
  });

  it('reads the cancellation code from the same number as the table of codes', async () => {
    const { CANCEL_PENDING_CODE } = await import('../../src/contract/cancel-pending.ts');
    expect(CANCEL_PENDING_CODE).toBe(ERROR_CODES['account.cancelPending']);
  });

  it('with logins=true skips the check but still takes the server time', async () => {
    answer = () => json({ code: 0, msg: 'ok', data: { cur_time: Date.now() + 60_000 } });
    const { entry, session, clock } = await openPage('https://h5.example.com/earnings?user_id=10001&token=app-token&logins=true');
    await entry.startEntry();
    expect(calls).toEqual([SYS_TIME]);
    expect(clock.$clockOffset.get()).toBeGreaterThan(55_000);
    expect(session.$session.get()).toMatchObject({ status: 'in', userId: '10001', token: 'app-token' });
  });

  it('keeps a public page opened with credentials checking, not signed out, until the check answers', async () => {
    answer = (path) => (path === SYS_TIME ? json({ code: 0, msg: 'ok', data: { cur_time: Date.now() } }) : json(SIGNED_IN));
    const { entry, session } = await openPage('https://h5.example.com/incomedetail?user_id=10001&token=demo', false);
    const seen = [session.$session.get().status];
    const stop = session.$session.listen((state) => seen.push(state.status));
    await entry.startEntry();
    stop();
    expect(seen).toEqual(['checking', 'in']);
  });

  it('leaves a public page opened without credentials signed out, with no call', async () => {
    const { session } = await openPage('https://h5.example.com/incomedetail?id=5', false);
    expect(session.$session.get()).toEqual({ status: 'out' });
    expect(calls).toEqual([]);
  });
});
