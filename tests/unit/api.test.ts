// @vitest-environment happy-dom
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import type { Endpoint } from '../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/contract/envelope.ts';
import { verifySign } from '../../src/contract/h5-crypto.ts';
import { API_TIMEOUT_MS, ApiError, PENDING_MAX_AGE_MS, RepeatedTapError, call, createSubmission, errorText } from '../../src/lib/api.ts';
import { $clockOffset } from '../../src/lib/clock.ts';
import { $session, startSession } from '../../src/lib/session.ts';

const READ = { path: '/api/test/read', body: 'form', money: false } as Endpoint<{ page: number }, { items: number[] }>;
const PAY = { path: '/api/test/pay', body: 'form', money: true } as Endpoint<{ amount: number }, { paid: boolean }>;

/** Requests the fake API received, with their parsed form bodies. */
let received: { url: string; headers: Headers; fields: Record<string, string> }[];
/** What the fake API answers next (a function of the request count). */
let answer: (n: number) => Response | Promise<Response>;

/** The device's clock in these tests: a Wednesday noon in Jakarta. */
const DEVICE_NOW_MS = Date.UTC(2026, 10, 25, 5);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  received = [];
  sessionStorage.clear();
  answer = () => json({ code: 0, msg: 'ok', data: { items: [1, 2] } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push({ url: request.url, headers: request.headers, fields: Object.fromEntries(new URLSearchParams(await request.text())) });
    return answer(received.length);
  });
  (window as unknown as HappyWindow).happyDOM.setURL('https://h5.example.com/id/withdrawcash?lang=id');
  document.documentElement.lang = 'id';
  startSession({ userId: '10001', token: 'session-token', packageType: '1', appToken: 'demo', expiresAt: null });
  $clockOffset.set(0);
  // The device clock stands still: a test reads exactly the instant a request was signed at, however slow the machine.
  vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW_MS });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('posts signed form fields with the bearer token and resolves to data', async () => {
    await expect(call(READ, { page: 2 })).resolves.toEqual({ items: [1, 2] });
    const [request] = received;
    expect(request?.url).toMatch(/\/api\/test\/read$/);
    expect(request?.headers.get('authorization')).toBe('Bearer session-token');
    expect(request?.headers.get('idempotency-key')).toBeNull();
    expect(request?.fields['page']).toBe('2');
    expect(Number(request?.fields['time'])).toBe(Math.floor(DEVICE_NOW_MS / 1000));
    expect(await verifySign(request?.fields ?? {}, DEV_H5_SIGN_SECRET)).toBe(true);
  });

  it('signs with the server time when the clock is off', async () => {
    $clockOffset.set(3_600_000);
    await call(READ, { page: 1 });
    expect(Number(received[0]?.fields['time'])).toBe(Math.floor((DEVICE_NOW_MS + 3_600_000) / 1000));
  });

  it('turns a known error code into a typed error with its message in the page language', async () => {
    answer = () => json({ code: 1007, msg: 'forbidden', data: null });
    const error = await call(READ, { page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toBe('forbidden');
    expect(errorText(error, 'id')).toBe('Anda tidak memiliki izin untuk melakukan ini');
  });

  it('shows "request failed, please try again later" for unknown codes and when no answer comes', async () => {
    answer = () => json({ code: 777, msg: '?', data: null });
    const unknown = await call(READ, { page: 1 }).catch((e: unknown) => e);
    expect((unknown as ApiError).failure).toBe('unknown');
    expect(errorText(unknown, 'en')).toBe('Request failed, please try again later');
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const network = await call(READ, { page: 1 }).catch((e: unknown) => e);
    expect((network as ApiError).failure).toBe('network');
    expect(errorText(network, 'zh-cn')).toBe('请求失败，请稍后再试');
  });

  it('does not retry a failed POST', async () => {
    answer = () => json({ code: 1099, msg: 'internal', data: null }, 500);
    await expect(call(READ, { page: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(received).toHaveLength(1);
  });

  it('reads the envelope of an HTTP error answer, and treats an answer that is not ours as no answer', async () => {
    answer = () => json({ code: 1007, msg: 'forbidden', data: null }, 404);
    await expect(call(READ, { page: 1 })).rejects.toMatchObject({ failure: 'forbidden', code: 1007 });
    answer = () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    await expect(call(READ, { page: 1 })).rejects.toMatchObject({ failure: 'network' });
    answer = () => json({ message: 'not an envelope' });
    await expect(call(READ, { page: 1 })).rejects.toMatchObject({ failure: 'network' });
  });

  it('gives up after API_TIMEOUT_MS, and when the caller aborts', async () => {
    // A fetch that never answers until its signal aborts; `sent` resolves once the request is out (signing is async).
    let sent: () => void = () => undefined;
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      sent();
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let out = new Promise<void>((resolve) => (sent = resolve));
      let settled = false;
      const slow = call(READ, { page: 1 }).catch((e: unknown) => e).finally(() => (settled = true));
      await out;
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await slow).toMatchObject({ failure: 'network' });

      out = new Promise<void>((resolve) => (sent = resolve));
      const controller = new AbortController();
      const aborted = call(READ, { page: 1 }, { signal: controller.signal }).catch((e: unknown) => e);
      await out;
      controller.abort();
      expect(await aborted).toMatchObject({ failure: 'network' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session and goes to the 404 page of the language on tokenInvalid', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    answer = () => json({ code: 1004, msg: 'tokenInvalid', data: null });
    await expect(call(READ, { page: 1 })).rejects.toMatchObject({ failure: 'tokenInvalid' });
    expect($session.get()).toEqual({ status: 'out' });
    expect(replace).toHaveBeenCalledWith('/id/404?lang=id');
  });

  it('corrects the clock offset from a staleTime answer', async () => {
    answer = () => json({ code: 1003, msg: 'staleTime', data: { cur_time: DEVICE_NOW_MS + 120_000 } });
    await expect(call(READ, { page: 1 })).rejects.toMatchObject({ failure: 'staleTime' });
    expect($clockOffset.get()).toBe(120_000);
  });

  it('refuses to call without a session', async () => {
    $session.set({ status: 'out' });
    await expect(call(READ, { page: 1 })).rejects.toMatchObject({ failure: 'tokenInvalid' });
    expect(received).toHaveLength(0);
  });

  it('refuses a money call without an idempotency key', async () => {
    await expect(call(PAY, { amount: 10_000 })).rejects.toThrow(/idempotency key/);
  });
});

describe('createSubmission', () => {
  it('sends an Idempotency-Key and refuses a second tap while the first is pending', async () => {
    let release: (r: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const submission = createSubmission(PAY);
    const first = submission.submit({ amount: 10_000 });
    expect(submission.pending).toBe(true);
    await expect(submission.submit({ amount: 10_000 })).rejects.toBeInstanceOf(RepeatedTapError);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    release(json({ code: 0, msg: 'ok', data: { paid: true } }));
    await expect(first).resolves.toEqual({ paid: true });
    expect(submission.pending).toBe(false);
    expect(received[0]?.headers.get('idempotency-key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('makes keys the server accepts without crypto.randomUUID, which WebView 87 lacks', async () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const keys = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const submission = createSubmission(PAY);
      await submission.submit({ amount: 10_000 });
    }
    for (const request of received) keys.add(request.headers.get('idempotency-key') ?? '');
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('reuses the key when the same submission is retried after no answer came', async () => {
    const submission = createSubmission(PAY);
    answer = (n) => (n === 1 ? Promise.reject(new TypeError('offline')) : json({ code: 0, msg: 'ok', data: { paid: true } }));
    await expect(submission.submit({ amount: 10_000 })).rejects.toMatchObject({ failure: 'network' });
    await submission.submit({ amount: 10_000 });
    expect(received[1]?.headers.get('idempotency-key')).toBe(received[0]?.headers.get('idempotency-key'));
  });

  it('starts a new key for a changed body, after an answer, and after a business error', async () => {
    const submission = createSubmission(PAY);
    answer = (n) => (n === 1 ? Promise.reject(new TypeError('offline')) : n === 3 ? json({ code: 1001, msg: 'invalidParams', data: null }) : json({ code: 0, msg: 'ok', data: { paid: true } }));
    await submission.submit({ amount: 10_000 }).catch(() => undefined);
    await submission.submit({ amount: 20_000 });
    await submission.submit({ amount: 20_000 }).catch(() => undefined);
    await submission.submit({ amount: 20_000 });
    const keys = received.map((r) => r.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(4);
  });

  describe('after a reload', () => {
    afterEach(() => sessionStorage.clear());

    it('keeps a submission that got no answer, and resumes it with the same key', async () => {
      answer = (n) => (n === 1 ? Promise.reject(new TypeError('offline')) : json({ code: 0, msg: 'ok', data: { paid: true } }));
      await expect(createSubmission(PAY).submit({ amount: 10_000 })).rejects.toMatchObject({ failure: 'network' });
      // The page is reloaded: a new island, a new submission object, the same tab.
      const reloaded = createSubmission(PAY);
      expect(reloaded.earlier()).toEqual({ amount: 10_000 });
      await expect(reloaded.resume()).resolves.toEqual({ paid: true });
      expect(received[1]?.headers.get('idempotency-key')).toBe(received[0]?.headers.get('idempotency-key'));
      expect(received[1]?.fields['amount']).toBe('10000');
      expect(createSubmission(PAY).earlier()).toBeNull();
    });

    it('sends the same body again under the earlier key, never a second key for one submission', async () => {
      answer = (n) => (n === 1 ? Promise.reject(new TypeError('offline')) : json({ code: 0, msg: 'ok', data: { paid: true } }));
      await createSubmission(PAY).submit({ amount: 10_000 }).catch(() => undefined);
      await createSubmission(PAY).submit({ amount: 10_000 });
      expect(received[1]?.headers.get('idempotency-key')).toBe(received[0]?.headers.get('idempotency-key'));
    });

    it('forgets a submission once it has a final answer, a business refusal included', async () => {
      answer = () => json({ code: 1001, msg: 'invalidParams', data: null });
      await createSubmission(PAY).submit({ amount: 10_000 }).catch(() => undefined);
      expect(createSubmission(PAY).earlier()).toBeNull();
    });

    it('keeps a submission the server was too busy for', async () => {
      answer = () => json({ code: 1011, msg: 'busy', data: null }, 503);
      await createSubmission(PAY).submit({ amount: 10_000 }).catch(() => undefined);
      expect(createSubmission(PAY).earlier()).toEqual({ amount: 10_000 });
    });

    it("never resumes another user's submission, or one older than the server keeps keys", async () => {
      answer = () => Promise.reject(new TypeError('offline'));
      await createSubmission(PAY).submit({ amount: 10_000 }).catch(() => undefined);
      startSession({ userId: '10006', token: 'other-session', packageType: '1', appToken: 'demo', expiresAt: null });
      expect(createSubmission(PAY).earlier()).toBeNull();
      startSession({ userId: '10001', token: 'session-token', packageType: '1', appToken: 'demo', expiresAt: null });
      expect(createSubmission(PAY).earlier()).toEqual({ amount: 10_000 });
      $clockOffset.set(PENDING_MAX_AGE_MS + 1);
      expect(createSubmission(PAY).earlier()).toBeNull();
    });
  });
});
