// /resellRecord and /subresellrecord: a dealer's transfers (or its sub-agents'), in a range of at most 31 days
// (SPEC 5 date rules), newest first, page after page, with the range's total; each row opens its receipt. The sub
// records filter by sub-agent too.
import { useId, useState } from 'react';
import { RESALE_ENDPOINTS, type ResaleOverview, type TransferPage, type TransferView } from '../../contract/resale.ts';
import { INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import type { BusinessDate } from '../../domain/time.ts';
import { call, isForbidden } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { List, type ListPage } from '../../ui/List.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { formatCoins } from './format-coins.ts';
import { ForDealers } from './ForDealers.tsx';
import { Receipt } from './Receipt.tsx';
import './coin.css';

interface Props {
  lang: Lang;
  /** The caller's own transfers, or its sub-agents'. */
  of: 'own' | 'subAgents';
}

/** The records island. */
export function TransferRecords({ lang, of }: Props) {
  // Today comes from the server clock, known once the entry has run (DESIGN 3, 7): never at build time.
  const today = useBusinessToday();
  const [chosen, setRange] = useState<DateRange | null>(null);
  const range = chosen ?? (today ? lastDays(today, INCOME_RANGE_MAX_DAYS) : null);

  // The overview tells dealers from others, and names the sub-agents to filter by.
  const [overview, reload] = useApi(RESALE_ENDPOINTS.overview, {});
  if (overview.state === 'error') {
    return isForbidden(overview.error) ? <ForDealers lang={lang} /> : <LoadFailed lang={lang} error={overview.error} onRetry={reload} />;
  }
  if (overview.state !== 'ok' || !today || !range) return <Loading lang={lang} />;
  return <Records lang={lang} of={of} today={today} range={range} onRange={setRange} overview={overview.data} />;
}

interface RecordsProps extends Props {
  today: BusinessDate;
  range: DateRange;
  onRange: (range: DateRange) => void;
  overview: ResaleOverview;
}

/** The filters, the range's total and the list. */
function Records({ lang, of, today, range, onRange, overview }: RecordsProps) {
  const brand = useBrand();
  const locale = { locale: lang };
  const filterId = useId();
  const [subAgent, setSubAgent] = useState('');
  const [totals, setTotals] = useState<{ count: number; coins: number } | null>(null);
  const [open, setOpen] = useState<TransferView | null>(null);
  const [stale, setStale] = useState(false);
  const endpoint = of === 'own' ? RESALE_ENDPOINTS.records : RESALE_ENDPOINTS.subRecords;

  const load = async (cursor: string | null): Promise<ListPage<TransferView, string>> => {
    const fields = { start: range.start, end: range.end, cursor: cursor ?? '', ...(of === 'subAgents' && subAgent ? { sub_agent_id: subAgent } : {}) };
    const page: TransferPage = await call(endpoint, fields);
    if (cursor === null) setTotals({ count: page.totalCount, coins: page.totalCoins });
    return page;
  };

  const title = of === 'own' ? m['route.resellRecord']({}, locale) : m['route.subresellrecord']({}, locale);
  if (of === 'subAgents' && overview.subAgents.length === 0) {
    return (
      <Card title={title}>
        <p className="ui-muted">{overview.isSubAgent ? m['coin.records.subAgentHasNone']({}, locale) : m['coin.subagent.none']({}, locale)}</p>
      </Card>
    );
  }

  return (
    <PullToRefresh lang={lang}>
      {(refreshes) => (
        <>
          <div className="ui-card coin-filters">
            {of === 'subAgents' && (
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={filterId}>
                  {m['coin.records.subAgent']({}, locale)}
                </label>
                <select id={filterId} className="ui-input" value={subAgent} onChange={(event) => setSubAgent(event.target.value)}>
                  <option value="">{m['coin.records.allSubAgents']({}, locale)}</option>
                  {overview.subAgents.map((agent) => (
                    <option key={agent.userId} value={agent.userId}>
                      {m['coin.person']({ nickname: agent.nickname, id: agent.userId }, locale)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <DateRangePicker lang={lang} today={today} maxDays={INCOME_RANGE_MAX_DAYS} value={range} onChange={onRange} onErrorShown={setStale} />
            <p className="coin-total" aria-live="polite">
              {totals
                ? m['coin.records.total']({ count: formatNumber(totals.count, lang), amount: formatCoins(totals.coins, lang, brand) }, locale)
                : '\u00a0'}
            </p>
          </div>
          {/* Under a range error the results are of the last good range: dimmed and hidden from assistive tech until fixed. */}
          <div className={stale ? 'coin-stale' : undefined} aria-hidden={stale || undefined}>
            <List
              lang={lang}
              load={load}
              reloadKey={`${range.start}/${range.end} ${subAgent} ${refreshes}`}
              itemKey={(item) => item.id}
              label={title}
              emptyText={m['coin.records.empty']({}, locale)}
              renderItem={(item) => (
                <button type="button" className="coin-record" onClick={() => setOpen(item)}>
                  <span className="coin-record__line">
                    <strong>
                      {of === 'own'
                        ? m['coin.records.to']({ nickname: item.toNickname, id: item.toUserId }, locale)
                        : m['coin.records.fromTo']({ from: item.fromNickname, nickname: item.toNickname, id: item.toUserId }, locale)}
                    </strong>
                    <span className="coin-record__amount">{formatCoins(item.amount, lang, brand)}</span>
                  </span>
                  <time className="ui-muted" dateTime={new Date(item.createdAt).toISOString()}>
                    {formatDateTime(item.createdAt, lang)}
                  </time>
                </button>
              )}
            />
          </div>
          <Dialog lang={lang} open={open !== null} title={m['coin.receipt.title']({}, locale)} onConfirm={() => setOpen(null)} onCancel={() => setOpen(null)}>
            {open && <Receipt lang={lang} transfer={open} />}
          </Dialog>
        </>
      )}
    </PullToRefresh>
  );
}
