// What a screen shows while its data loads or when loading failed (DESIGN 8 list states, for whole screens), and the
// switch between those states and the data: a state of its own for a user whose role the API refused (SPEC 6: "for
// hosts", "for coin dealers"…), and not signed in on a public page.
import type { ReactNode } from 'react';
import type { Lang } from '../lib/language.ts';
import { errorText, isForbidden } from '../lib/api.ts';
import { m } from '../lib/messages.ts';
import type { Loadable } from './use-api.ts';

interface LoadingProps {
  lang: Lang;
  /** Placeholder blocks to show. */
  rows?: number;
}

/** Skeleton blocks with an accessible "loading" label. */
export function Loading({ lang, rows = 3 }: LoadingProps) {
  return (
    <div role="status" aria-label={m['ui.loading']({}, { locale: lang })}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ui-skeleton" />
      ))}
    </div>
  );
}

interface FailedProps {
  lang: Lang;
  error: unknown;
  onRetry: () => void;
}

/** The failure's message in the page language and a Retry button. */
export function LoadFailed({ lang, error, onRetry }: FailedProps) {
  return (
    <div className="ui-list-state" role="alert">
      <p>{errorText(error, lang)}</p>
      <button type="button" className="ui-btn" onClick={onRetry}>
        {m['ui.retry']({}, { locale: lang })}
      </button>
    </div>
  );
}

interface LoadedProps<Data> {
  lang: Lang;
  result: Loadable<Data>;
  onRetry: () => void;
  /** Skeleton rows while loading. */
  rows?: number;
  children: (data: Data) => ReactNode;
  /** Shown instead of the failure when the API refused the user's role (who the screen is for). */
  forbidden?: ReactNode;
  /** Shown on a public page opened without a session; the skeleton otherwise. */
  signedOut?: ReactNode;
  /**
   * Shown under the data once loaded: the page's static parts below the island, so they appear with the data instead
   * of being pushed down when it arrives (no layout shift, DESIGN 9); never to users the screen is not for.
   */
  after?: ReactNode;
}

/** Renders `children(data)` once loaded, else the matching state. */
export function Loaded<Data>({ lang, result, onRetry, rows = 3, children, forbidden, signedOut, after }: LoadedProps<Data>) {
  if (result.state === 'signedOut') return signedOut ?? <Loading lang={lang} rows={rows} />;
  if (result.state === 'loading') return <Loading lang={lang} rows={rows} />;
  if (result.state === 'error') {
    return forbidden !== undefined && isForbidden(result.error) ? forbidden : <LoadFailed lang={lang} error={result.error} onRetry={onRetry} />;
  }
  return (
    <>
      {children(result.data)}
      {after}
    </>
  );
}
