// The states every coin dealer screen goes through before its data: loading, failed (with Retry), and "for coin
// dealers" for users whose role the API answers `forbidden` (SPEC 6: resale and price lists are for dealers).
import type { ReactNode } from 'react';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { isForbidden } from '../../ui/ForHosts.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import type { Loadable } from '../../ui/use-api.ts';

interface Props<Data> {
  lang: Lang;
  result: Loadable<Data>;
  onRetry: () => void;
  /** Skeleton rows while loading. */
  rows?: number;
  children: (data: Data) => ReactNode;
  /** Shown under the data once loaded (the page's static parts), never to users the screen is not for. */
  after?: ReactNode;
}

/** "For coin dealers": what these screens are, and how to become a dealer. */
export function ForDealers({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  return (
    <Card title={m['coin.forDealers.title']({}, locale)}>
      <p className="ui-muted">{m['coin.forDealers.body']({}, locale)}</p>
      <p className="coin-more">
        <a href={pageHref('/joinTips', lang)}>{m['coin.forDealers.howTo']({}, locale)}</a>
      </p>
    </Card>
  );
}

/** Renders `children(data)` once loaded, and the loading, failed or "for coin dealers" state until then. */
export function Loaded<Data>({ lang, result, onRetry, rows = 3, children, after }: Props<Data>) {
  if (result.state === 'loading' || result.state === 'signedOut') return <Loading lang={lang} rows={rows} />;
  if (result.state === 'error') {
    return isForbidden(result.error) ? <ForDealers lang={lang} /> : <LoadFailed lang={lang} error={result.error} onRetry={onRetry} />;
  }
  return (
    <>
      {children(result.data)}
      {after}
    </>
  );
}
