// The one API client (DESIGN 1, 4): one `post` for every business call, form-encoded signed bodies, bearer token,
// `{code, msg, data}` turned into data or a typed ApiError, a timeout and no automatic retry of POSTs. It is plain
// fetch rather than ofetch: ofetch and the URL helpers it pulls in were 4.1 KB gzip, over a quarter of the shared code
// every island page loads (DESIGN 9), for features these calls never use (see docs/performance.md).
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoints.ts';
import { IDEMPOTENCY_HEADER, type Envelope } from '../contract/envelope.ts';
import { errorName } from '../contract/errors.ts';
import type { ApiFailure } from './error-messages.ts';
import { signFields, type SignedValue } from '../contract/h5-crypto.ts';
import { showToast } from '../ui/toast.ts';
import { applyServerTime, serverNow } from './clock.ts';
import { API_BASE, H5_SIGN_SECRET } from './config.ts';
import type { Lang } from './language.ts';
import { ERROR_MESSAGES, genericError } from './error-messages.ts';
import { goToNotFound } from './not-found.ts';
import { $session, endSession } from './session.ts';

/** A business call gives up after 15 s (then: "request failed, please try again later"). */
export const API_TIMEOUT_MS = 15_000;

/**
 * POSTs `body` to the API and resolves to its envelope, whatever the HTTP status (the server answers 404, 413 and 500
 * with one too); rejects when no envelope comes back: no connection, the timeout, an abort, or an answer that is not
 * ours (a proxy's error page).
 */
async function post(path: string, body: URLSearchParams, headers: Record<string, string>, signal?: AbortSignal): Promise<Envelope<unknown>> {
  // AbortSignal.timeout/any are newer than WebView 87: one controller carries both the timeout and the caller's abort.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  if (signal?.aborted) controller.abort();
  try {
    const response = await fetch(API_BASE.replace(/\/+$/, '') + path, { method: 'POST', body, headers, signal: controller.signal });
    const answer = (await response.json()) as Partial<Envelope<unknown>> | null;
    if (!answer || typeof answer.code !== 'number') throw new Error(`no API answer from ${path} (HTTP ${response.status})`);
    return answer as Envelope<unknown>;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export type { ApiFailure } from './error-messages.ts';

/** A failed call. `failure` picks the message; `data` carries what the server sent with the error. */
export class ApiError extends Error {
  // Declared, not defined: the constructor sets them, and a field definition costs every island page a helper for
  // WebView 87 (oxc lowers class fields with Object.defineProperty).
  declare readonly failure: ApiFailure;
  declare readonly code: number | null;
  declare readonly data: unknown;

  constructor(failure: ApiFailure, code: number | null, data: unknown = null) {
    super(`API call failed: ${failure}${code === null ? '' : ` (${code})`}`);
    this.name = 'ApiError';
    this.failure = failure;
    this.code = code;
    this.data = data;
  }
}

/** True when the API refused the call because of the user's role (SPEC 6): screens show who they are for instead. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.failure === 'forbidden';
}

/** The text of a failure in `lang`: its registered message, else "request failed, please try again later". */
export function errorText(error: unknown, lang: Lang): string {
  const failure: ApiFailure = error instanceof ApiError ? error.failure : 'unknown';
  return (ERROR_MESSAGES.get(failure) ?? genericError)(lang, error instanceof ApiError ? error.data : null);
}

/** Shows a failure as a toast in `lang` (2000 ms). */
export function toastError(error: unknown, lang: Lang): void {
  showToast(errorText(error, lang));
}

/** Options of one call. */
export interface CallOptions {
  /** Required for money-moving endpoints (see createSubmission). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Calls `endpoint` as the signed-in user; resolves to its data or rejects with an ApiError. */
export async function call<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  body: RequestOf<E> & Record<string, SignedValue>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const session = $session.get();
  if (session.status !== 'in') throw new ApiError('tokenInvalid', null);
  if (endpoint.money && !options.idempotencyKey) throw new Error(`${endpoint.path} moves money: pass an idempotency key`);

  const form = new URLSearchParams(await signedFields(body));
  const headers: Record<string, string> = {
    Authorization: `Bearer ${session.token}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  let answer: Envelope<unknown>;
  try {
    answer = await post(endpoint.path, form, headers, options.signal);
  } catch {
    throw new ApiError('network', null);
  }
  return answerData<ResponseOf<E>>(answer);
}

/** The request's fields with the server time and their signature (DESIGN 4), as name-value pairs. */
export async function signedFields(body: Record<string, SignedValue>): Promise<[string, string][]> {
  const fields: Record<string, SignedValue> = { ...body, time: Math.floor(serverNow() / 1000) };
  const pairs = Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]);
  pairs.push(['sign', await signFields(fields, H5_SIGN_SECRET)]);
  return pairs;
}

/** The data of an answer, or the ApiError it means; a "token invalid" answer ends the session (DESIGN 3 step 7). */
export function answerData<Data>(answer: Envelope<unknown>): Data {
  if (answer.code === 0) return answer.data as Data;
  const name = errorName(answer.code);
  if (name === 'tokenInvalid') {
    // DESIGN 3 step 7: the session is over.
    endSession();
    goToNotFound();
  }
  if (name === 'staleTime') applyServerTime((answer.data as { cur_time?: unknown } | null)?.cur_time);
  throw new ApiError(name ?? 'unknown', answer.code, answer.data);
}

/** A tap while the same submission is still pending. */
export class RepeatedTapError extends Error {
  constructor() {
    super('submission already pending');
    this.name = 'RepeatedTapError';
  }
}

/**
 * A new Idempotency-Key: 128 random bits as 32 hex digits. crypto.getRandomValues rather than crypto.randomUUID, which
 * WebView 87 lacks (Chrome 92).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A money submission sent but not answered for good: kept in this tab until its final answer. */
interface PendingSubmission {
  key: string;
  body: Record<string, SignedValue>;
  userId: string;
  /** When it was first sent (server clock). */
  at: number;
}

/** Where a pending submission waits, per endpoint. */
const PENDING_PREFIX = 'pending:';
/**
 * A pending submission older than this is not resumed: the server keeps idempotency keys 24 hours, and after that the
 * same key could do the work a second time.
 */
export const PENDING_MAX_AGE_MS = 23 * 60 * 60 * 1000;

/** This tab's sessionStorage, or null where storage is off (a pending submission then lives in memory only). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** One money-moving form on a page (DESIGN 4). */
export interface Submission<E> {
  /** Sends `body` once; a repeat tap while pending rejects with RepeatedTapError. */
  submit(body: RequestOf<E> & Record<string, SignedValue>): Promise<ResponseOf<E>>;
  /**
   * The body of a submission this user sent from this tab that got no final answer (the page was reloaded or the
   * network cut after sending), or null. The page offers to resume it rather than send it anew.
   */
  earlier(): (RequestOf<E> & Record<string, SignedValue>) | null;
  /** Sends the earlier submission again with its own key: the server answers with the first outcome or does it now. */
  resume(): Promise<ResponseOf<E>>;
  /** True while a submit is in flight (the page disables its button). */
  readonly pending: boolean;
}

/**
 * DESIGN 4: a key is created once per confirmed submission and reused when that same submission is retried after
 * no answer came back (network failure, timeout), even after a reload: the key and body wait in sessionStorage until
 * a final answer. A changed body or a final answer starts a new key.
 */
export function createSubmission<E extends Endpoint<unknown, unknown>>(endpoint: E): Submission<E> {
  const storageKey = PENDING_PREFIX + endpoint.path;
  let inMemory: PendingSubmission | null = null;
  let pending = false;

  const read = (): PendingSubmission | null => {
    const raw = tabStorage()?.getItem(storageKey);
    if (!raw) return inMemory;
    try {
      const parsed = JSON.parse(raw) as Partial<PendingSubmission>;
      if (typeof parsed.key === 'string' && typeof parsed.userId === 'string' && typeof parsed.at === 'number' && parsed.body && typeof parsed.body === 'object') {
        return parsed as PendingSubmission;
      }
    } catch {
      // Not ours: forgotten below.
    }
    tabStorage()?.removeItem(storageKey);
    return null;
  };
  const write = (value: PendingSubmission | null) => {
    inMemory = value;
    try {
      if (value) tabStorage()?.setItem(storageKey, JSON.stringify(value));
      else tabStorage()?.removeItem(storageKey);
    } catch {
      // Storage full or off: the submission is still kept in memory for this page.
    }
  };
  const sameBody = (a: Record<string, SignedValue>, b: Record<string, SignedValue>) =>
    JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))) === JSON.stringify(Object.entries(b).sort(([x], [y]) => x.localeCompare(y)));
  /** The pending submission of the signed-in user that may still be resumed. */
  const ours = (): PendingSubmission | null => {
    const session = $session.get();
    const found = read();
    if (!found || session.status !== 'in' || found.userId !== session.userId || serverNow() - found.at > PENDING_MAX_AGE_MS) return null;
    return found;
  };
  const send = async (submission: PendingSubmission): Promise<ResponseOf<E>> => {
    if (pending) throw new RepeatedTapError();
    pending = true;
    try {
      const data = await call(endpoint, submission.body as RequestOf<E> & Record<string, SignedValue>, { idempotencyKey: submission.key });
      write(null);
      return data;
    } catch (error) {
      // Only a lost answer leaves the outcome unknown; any answer is final for this key.
      if (!(error instanceof ApiError && (error.failure === 'network' || error.failure === 'busy'))) write(null);
      throw error;
    } finally {
      pending = false;
    }
  };

  return {
    get pending() {
      return pending;
    },
    earlier() {
      return (ours()?.body as (RequestOf<E> & Record<string, SignedValue>) | undefined) ?? null;
    },
    resume() {
      const found = ours();
      if (!found) return Promise.reject(new Error(`no earlier submission of ${endpoint.path} to resume`));
      return send(found);
    },
    submit(body) {
      if (pending) return Promise.reject(new RepeatedTapError());
      const earlier = ours();
      const session = $session.get();
      const submission =
        earlier && sameBody(earlier.body, body)
          ? earlier
          : { key: newIdempotencyKey(), body: { ...body }, userId: session.status === 'in' ? session.userId : '', at: serverNow() };
      write(submission);
      return send(submission);
    },
  };
}
