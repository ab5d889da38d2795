// "For coin dealers": what the dealer screens show users whose role the API answers `forbidden` (SPEC 6: resale and
// price lists are for dealers).
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';

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
