// Loading a public endpoint in an island (an event's board, its battles, the schedule): once the session is known,
// signed in or not, so a public page opened in a plain browser shows the board too.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { SignedValue } from '../../contract/h5-crypto.ts';
import type { Endpoint, RequestOf, ResponseOf } from '../../contract/endpoints.ts';
import { ApiError, API_TIMEOUT_MS, answerData, signedFields } from '../../lib/api.ts';
import { API_BASE } from '../../lib/config.ts';
import { $session } from '../../lib/session.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { useSession } from '../../ui/use-session.ts';

/**
 * Calls a public endpoint (one the server answers without a session: boards, battles, the schedule): the fields are
 * signed as usual and the token goes along when there is one.
 */
async function callPublic<E extends Endpoint<unknown, unknown>>(endpoint: E, body: RequestOf<E> & Record<string, SignedValue>): Promise<ResponseOf<E>> {
  const session = $session.get();
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (session.status === 'in') headers['Authorization'] = `Bearer ${session.token}`;
  let answer: Envelope<unknown>;
  // AbortSignal.timeout is newer than the oldest WebView (DESIGN 1: Chrome 87).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const res = await fetch(`${API_BASE}${endpoint.path}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(await signedFields(body)),
      signal: controller.signal,
    });
    answer = (await res.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError('network', null);
  } finally {
    clearTimeout(timer);
  }
  if (typeof answer?.code !== 'number') throw new ApiError('network', null);
  return answerData<ResponseOf<E>>(answer);
}

/** What a public screen renders from. */
export type PublicLoadable<Data> = { state: 'loading' } | { state: 'ok'; data: Data } | { state: 'error'; error: unknown };

/** Calls the public `endpoint` with `body` once the session is decided; `reload()` calls again. */
export function usePublicApi<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  body: RequestOf<E> & Record<string, SignedValue>,
): [PublicLoadable<ResponseOf<E>>, () => void] {
  const session = useSession();
  const [result, setResult] = useState<PublicLoadable<ResponseOf<E>>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    if (session.status === 'checking') return;
    let current = true;
    callPublic(endpoint, JSON.parse(key) as RequestOf<E> & Record<string, SignedValue>).then(
      (data) => current && startTransition(() => setResult({ state: 'ok', data })),
      (error: unknown) => current && startTransition(() => setResult({ state: 'error', error })),
    );
    return () => {
      current = false;
    };
  }, [endpoint, key, session.status, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [result, reload];
}
