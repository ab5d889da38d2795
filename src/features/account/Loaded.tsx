// The states of an account screen before its data: loading, failed with Retry, and not signed in (a public page).
import type { ReactNode } from 'react';
import type { Lang } from '../../lib/language.ts';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import type { Loadable } from '../../ui/use-api.ts';

interface Props<Data> {
  lang: Lang;
  result: Loadable<Data>;
  onRetry: () => void;
  rows?: number;
  children: (data: Data) => ReactNode;
  /** Shown instead of the data when the API refused the role (an operator screen). */
  forbidden?: ReactNode;
  /** Shown on a public page opened without a session. */
  signedOut?: ReactNode;
  /**
   * Shown under the data once loaded: the page's static parts below the island, so they appear with the data instead
   * of being pushed down when it arrives (no layout shift, DESIGN 9).
   */
  after?: ReactNode;
}

/** Renders `children(data)` once loaded, else the matching state. */
export function Loaded<Data>({ lang, result, onRetry, rows = 3, children, forbidden, signedOut, after }: Props<Data>) {
  if (result.state === 'signedOut') return signedOut ?? <Loading lang={lang} rows={rows} />;
  if (result.state === 'loading') return <Loading lang={lang} rows={rows} />;
  if (result.state === 'error') {
    const refused = forbidden !== undefined && result.error instanceof Error && 'failure' in result.error && result.error.failure === 'forbidden';
    return refused ? forbidden : <LoadFailed lang={lang} error={result.error} onRetry={onRetry} />;
  }
  return (
    <>
      {children(result.data)}
      {after}
    </>
  );
}
