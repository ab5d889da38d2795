// /incomelog: the settlement records, newest first, each with its period, amount and status (SPEC 3), optionally
// only the periods ending in a range of up to 31 days (SPEC 5). A public route: without a session it says how to
// open it from the app.
import { useState } from 'react';
import { EARNINGS_ENDPOINTS } from '../../contract/earnings.ts';
import { INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { formatDay } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { List } from '../../ui/List.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { useSession } from '../../ui/use-session.ts';
import { EarningsRow } from './EarningsRow.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { OpenFromApp } from './OpenFromApp.tsx';
import { RangeCard } from './RangeCard.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import './errors.ts';
import { formatBeans } from '../../lib/format.ts';
import { periodDates, periodName } from './settlement-text.ts';
import './earnings.css';

interface Props {
  lang: Lang;
}

/** The settlement records island. */
export function IncomeLog({ lang }: Props) {
  const session = useSession();
  const brand = useBrand();
  const today = useBusinessToday();
  // null: every record; a range: only the periods ending in it.
  const [filter, setFilter] = useState<DateRange | null>(null);
  const { load, forbidden } = usePagedCall(EARNINGS_ENDPOINTS.settlements, filter ? { start: filter.start, end: filter.end } : {});
  const locale = { locale: lang };

  if (session.status === 'out') return <OpenFromApp lang={lang} shows="records" />;
  if (forbidden) return <ForHosts lang={lang} />;
  if (!today) return <Loading lang={lang} rows={4} />;

  return (
    <PullToRefresh lang={lang}>
      {(refreshes) => (
        <>
          <RangeCard
            lang={lang}
            title={m['settlements.filterTitle']({}, locale)}
            today={today}
            maxDays={INCOME_RANGE_MAX_DAYS}
            value={filter ?? lastDays(today, INCOME_RANGE_MAX_DAYS)}
            onChange={setFilter}
          >
            <p className="earnings-filter" role="status">
              {filter
                ? m['settlements.showingRange']({ start: formatDay(filter.start, lang), end: formatDay(filter.end, lang) }, locale)
                : m['settlements.showingAll']({ days: String(INCOME_RANGE_MAX_DAYS) }, locale)}
            </p>
            {filter && (
              <button type="button" className="ui-btn earnings-action" onClick={() => setFilter(null)}>
                {m['settlements.showAll']({}, locale)}
              </button>
            )}
          </RangeCard>
          <List
            lang={lang}
            load={load}
            reloadKey={`${filter ? `${filter.start} ${filter.end}` : 'all'} ${refreshes}`}
            itemKey={(item) => item.id}
            label={m['settlements.listLabel']({}, locale)}
            emptyText={m['settlements.empty']({}, locale)}
            renderItem={(item) => (
              <EarningsRow
                href={pageHref('/incomedetail', lang, { id: item.id })}
                title={periodName(item.period, lang)}
                detail={periodDates(item, lang, formatDay)}
                amount={formatBeans(item.amount, lang, brand)}
                aside={<StatusBadge lang={lang} status={item.status} />}
              />
            )}
          />
        </>
      )}
    </PullToRefresh>
  );
}
