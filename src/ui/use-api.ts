// Loading one endpoint's data in an island: waits for the session, calls once per change of `body`, and can be
// reloaded. Every state is explicit so screens always show loading, data, a failure or the signed-out case.
// The answer is rendered in a transition (docs/performance.md): React then renders the screen in slices that give the
// main thread back every few milliseconds, instead of one task as long as the whole answer takes to render.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SignedValue } from '../contract/h5-crypto.ts';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoints.ts';
import { call } from '../lib/api.ts';
import { useSession } from './use-session.ts';

/** What a screen renders from. */
export type Loadable<Data> =
  | { state: 'loading' }
  | { state: 'ok'; data: Data }
  | { state: 'error'; error: unknown }
  /** A public page opened without a session. */
  | { state: 'signedOut' };

/** Calls `endpoint` with `body` once the session is in; `reload()` calls again. `body: null` waits. */
export function useApi<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  body: (RequestOf<E> & Record<string, SignedValue>) | null,
): [Loadable<ResponseOf<E>>, () => void] {
  const session = useSession();
  const [result, setResult] = useState<Loadable<ResponseOf<E>>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = body === null ? null : JSON.stringify(body);
  const latest = useRef(0);

  useEffect(() => {
    if (session.status === 'out') {
      setResult({ state: 'signedOut' });
      return;
    }
    if (session.status !== 'in') return;
    const id = ++latest.current;
    setResult({ state: 'loading' });
    if (key === null) return;
    const settle = (next: Loadable<ResponseOf<E>>) => {
      if (id === latest.current) startTransition(() => setResult(next));
    };
    call(endpoint, JSON.parse(key) as RequestOf<E> & Record<string, SignedValue>).then(
      (data) => settle({ state: 'ok', data }),
      (error: unknown) => settle({ state: 'error', error }),
    );
  }, [endpoint, key, session.status, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [result, reload];
}
