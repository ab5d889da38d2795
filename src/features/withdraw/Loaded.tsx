// The states every withdraw screen goes through before its data: loading, failed (with Retry), and "for hosts"
// for users whose role the API answers `forbidden` (SPEC 6: earnings and withdrawal are for hosts).
import type { ReactNode } from 'react';
import type { Lang } from '../../lib/language.ts';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import type { Loadable } from '../../ui/use-api.ts';
import { ForHosts, isForbidden } from '../../ui/ForHosts.tsx';

interface Props<Data> {
  lang: Lang;
  result: Loadable<Data>;
  onRetry: () => void;
  /** Skeleton rows while loading. */
  rows?: number;
  children: (data: Data) => ReactNode;
  /** Shown under the data once loaded (the page's static links), never to users the screen is not for. */
  after?: ReactNode;
}

/** Renders `children(data)` once loaded, and the loading, failed or "for hosts" state until then. */
export function Loaded<Data>({ lang, result, onRetry, rows = 3, children, after }: Props<Data>) {
  if (result.state === 'loading' || result.state === 'signedOut') return <Loading lang={lang} rows={rows} />;
  if (result.state === 'error') {
    return isForbidden(result.error) ? <ForHosts lang={lang} /> : <LoadFailed lang={lang} error={result.error} onRetry={onRetry} />;
  }
  return (
    <>
      {children(result.data)}
      {after}
    </>
  );
}
