// Loading a public endpoint in an island (an event's board, its battles, the schedule): once the session is known,
// signed in or not, so a public page opened in a plain browser shows the board too.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { SignedValue } from '../../contract/h5-crypto.ts';
import type { Endpoint, RequestOf, ResponseOf } from '../../contract/endpoints.ts';
import { callPublic } from '../../lib/api.ts';
import { useSession } from '../../ui/use-session.ts';

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
