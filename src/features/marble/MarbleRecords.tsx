// /marble/lotteryRecord (kept alive, DESIGN 7): the user's bets, newest first, page after page, each linked to its
// detail and verification. Coming back from a detail restores the list as it was loaded and the scroll position.
import { useEffect, useRef, useState } from 'react';
import { MARBLE_ENDPOINTS, type MarbleBetView } from '../../contract/marble.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { keepPart, restoreScroll } from '../../lib/keep-alive.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { List, type ListPage } from '../../ui/List.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { useSession } from '../../ui/use-session.ts';
import { ForPlayers } from './ForPlayers.tsx';
import { formatCoins, formatOdds, holeNumber } from './odds.ts';
import './marble.css';

interface Props {
  lang: Lang;
}

type Loaded = ListPage<MarbleBetView, string>;

/** The part of the page keep-alive saves. */
const KEPT_PART = 'records';

/** A kept list as it was saved, or undefined for anything else (an older format, edited storage). */
function keptList(value: unknown): Loaded | undefined {
  const list = value as Partial<Loaded> | null | undefined;
  return list && Array.isArray(list.items) && (typeof list.next === 'string' || list.next === null) ? (list as Loaded) : undefined;
}

/** The records island. */
export function MarbleRecords({ lang }: Props) {
  const session = useSession();
  const brand = useBrand();
  const locale = { locale: lang };
  // null until mounted with a session: what keep-alive kept is read then, never at build time (DESIGN 7).
  const [start, setStart] = useState<{ initial: Loaded | undefined } | null>(null);
  const loaded = useRef<Loaded | null>(null);
  const records = usePagedCall(MARBLE_ENDPOINTS.records, {});
  // The scroll position goes back once the list is on the page, kept or freshly loaded (a page left before its list
  // loaded has nothing kept, but its scroll position still counts).
  const scrolled = useRef(false);
  const scrollBack = () => {
    if (scrolled.current) return;
    scrolled.current = true;
    restoreScroll();
  };

  useEffect(() => {
    if (session.status !== 'in') return;
    setStart({ initial: keptList(keepPart<Loaded | null>(KEPT_PART, () => loaded.current)) });
  }, [session.status]);
  useEffect(() => {
    if (start?.initial) scrollBack();
  }, [start]);

  // The list's room is held from the first paint (three rows, as the list's own loading state), so neither its loading
  // state nor an empty list shrinks the page: a position scrolled to meanwhile stays put, and is kept as it was.
  if (!start) {
    return (
      <div className="mb-records">
        <Loading lang={lang} rows={3} />
      </div>
    );
  }
  // Coin dealers and staff: the game is for players (policy playMarble).
  if (records.forbidden) return <ForPlayers lang={lang} />;
  const coins = (amount: number) => formatCoins(amount, lang, brand);
  return (
    <div className="mb-records">
      <PullToRefresh lang={lang}>
        {(refreshes) => (
          <List
            lang={lang}
            load={records.load}
            initial={start.initial}
            onChange={(state) => {
              loaded.current = state;
              scrollBack();
            }}
            // A pull starts again from the newest bet; the first render keeps what was restored.
            reloadKey={refreshes === 0 ? undefined : refreshes}
            itemKey={(item) => item.id}
            label={m['route.lotteryRecord']({}, locale)}
            emptyText={m['marble.recordsEmpty']({}, locale)}
            renderItem={(item) => {
              const net = item.payoutCoins - item.betCoins;
              return (
                <a className="mb-record" href={pageHref('/marble/recordDetail', lang, { id: item.id })}>
                  <span className="mb-record__line">
                    <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(item.createdAt, lang)}</time>
                    <strong className={net >= 0 ? 'mb-up' : 'mb-down'}>{`${net >= 0 ? '+' : ''}${coins(net)}`}</strong>
                  </span>
                  <span className="ui-muted">
                    {m['marble.recordLine']({ bet: coins(item.betCoins), hole: holeNumber(item.hole), odds: formatOdds(item.oddsPercent, lang), payout: coins(item.payoutCoins) }, locale)}
                  </span>
                </a>
              );
            }}
          />
        )}
      </PullToRefresh>
    </div>
  );
}
