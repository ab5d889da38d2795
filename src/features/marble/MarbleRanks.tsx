// The daily and monthly ranks of net winnings (SPEC 3; UTC+7 periods), with the user's own standing.
import { useState } from 'react';
import { MARBLE_ENDPOINTS, type MarbleRankView } from '../../contract/marble.ts';
import { MARBLE_RANK_TOP } from '../../domain/marble.ts';
import { addDays, businessDate } from '../../domain/time.ts';
import { formatDay } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { Card } from '../../ui/Card.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { formatCoins } from './odds.ts';
import './marble.css';

interface Props {
  lang: Lang;
}

type Kind = MarbleRankView['kind'];

/** The ranks card with a tab per period. */
export function MarbleRanks({ lang }: Props) {
  const locale = { locale: lang };
  const [kind, setKind] = useState<Kind>('daily');
  const [rank, reload] = useApi(MARBLE_ENDPOINTS.ranks, { kind });
  const title = m['marble.ranksTitle']({}, locale);
  // Not for coin dealers and staff: the board or the big wins above already say who the game is for.
  if (rank.state === 'error' && isForbidden(rank.error)) return null;
  return (
    <Card title={title}>
      <Tabs
        label={title}
        tabs={[
          { value: 'daily', label: m['marble.rankDaily']({}, locale) },
          { value: 'monthly', label: m['marble.rankMonthly']({}, locale) },
        ]}
        value={kind}
        onChange={setKind}
      >
        {rank.state === 'ok' ? (
          <RankList lang={lang} rank={rank.data} />
        ) : rank.state === 'error' ? (
          <LoadFailed lang={lang} error={rank.error} onRetry={reload} />
        ) : (
          <Loading lang={lang} rows={3} />
        )}
      </Tabs>
    </Card>
  );
}

/** One period's rank. */
function RankList({ lang, rank }: { lang: Lang; rank: MarbleRankView }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const first = businessDate(rank.period.startMs);
  const last = addDays(businessDate(rank.period.endMs), -1);
  const period = first === last ? formatDay(first, lang) : `${formatDay(first, lang)} – ${formatDay(last, lang)}`;
  const net = (coins: number) => `${coins > 0 ? '+' : ''}${formatCoins(coins, lang, brand)}`;
  return (
    <div className="mb-rank">
      <p className="ui-muted">{m['marble.rankPeriod']({ period, top: MARBLE_RANK_TOP }, locale)}</p>
      {rank.top.length === 0 ? (
        <p className="ui-list-state">{m['marble.rankEmpty']({}, locale)}</p>
      ) : (
        <ol className="mb-rank__list">
          {rank.top.map((entry) => (
            <li key={entry.userId}>
              <span className="mb-rank__pos">{entry.rank}</span>
              <span className="mb-rank__name">{entry.nickname}</span>
              <strong>{net(entry.netCoins)}</strong>
            </li>
          ))}
        </ol>
      )}
      <p className="mb-rank__me">
        {rank.me.rank === null
          ? m['marble.rankMeOut']({ net: net(rank.me.netCoins) }, locale)
          : m['marble.rankMe']({ rank: rank.me.rank, net: net(rank.me.netCoins) }, locale)}
      </p>
    </div>
  );
}
