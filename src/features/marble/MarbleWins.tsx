// /marble/winnerslist: the latest big wins (3x or more), newest first.
import { MARBLE_ENDPOINTS } from '../../contract/marble.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { Card } from '../../ui/Card.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { ForPlayers } from './ForPlayers.tsx';
import { formatCoins, formatOdds, holeNumber } from './odds.ts';
import './marble.css';

interface Props {
  lang: Lang;
}

/** The big wins card. */
export function MarbleWins({ lang }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [wins, reload] = useApi(MARBLE_ENDPOINTS.wins, {});
  const title = m['marble.winsTitle']({}, locale);
  if (wins.state === 'error' && isForbidden(wins.error)) return <ForPlayers lang={lang} />;
  return (
    <Card title={title}>
      {wins.state === 'ok' ? (
        wins.data.items.length === 0 ? (
          <p className="ui-list-state">{m['marble.winsEmpty']({}, locale)}</p>
        ) : (
          <ul className="mb-wins" aria-label={title}>
            {wins.data.items.map((win) => (
              <li key={win.id}>
                <span className="mb-wins__who">
                  <strong>{win.nickname}</strong>
                  <time className="ui-muted" dateTime={new Date(win.createdAt).toISOString()}>
                    {formatDateTime(win.createdAt, lang)}
                  </time>
                </span>
                <span>
                  {m['marble.winLine'](
                    { payout: formatCoins(win.payoutCoins, lang, brand), odds: formatOdds(win.oddsPercent, lang), hole: holeNumber(win.hole), bet: formatCoins(win.betCoins, lang, brand) },
                    locale,
                  )}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : wins.state === 'error' ? (
        <LoadFailed lang={lang} error={wins.error} onRetry={reload} />
      ) : (
        <Loading lang={lang} rows={4} />
      )}
    </Card>
  );
}
