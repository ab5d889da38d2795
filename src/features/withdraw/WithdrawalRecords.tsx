// /withdrawalRecord: the user's withdrawals in a range of at most 31 days (DESIGN 10), newest first, page after page,
// each with its status and a link to its detail; and the way to withdraw again.
import { useState } from 'react';
import { WITHDRAW_ENDPOINTS } from '../../contract/withdraw.ts';
import { INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { formatIdr } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { List } from '../../ui/List.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { formatBeans } from '../../lib/format.ts';
import './errors.ts';
import { accountLine } from './labels.ts';
import './withdraw.css';

interface Props {
  lang: Lang;
}

/** The records island. */
export function WithdrawalRecords({ lang }: Props) {
  const brand = useBrand();
  // Today comes from the server clock, known once the entry has run (DESIGN 3, 7): never at build time.
  const today = useBusinessToday();
  const [chosen, setRange] = useState<DateRange | null>(null);
  const range = chosen ?? (today ? lastDays(today, INCOME_RANGE_MAX_DAYS) : null);
  const { load, forbidden } = usePagedCall(WITHDRAW_ENDPOINTS.records, { start: range?.start ?? '', end: range?.end ?? '' });

  if (forbidden) return <ForHosts lang={lang} />;
  if (!today || !range) return <Loading lang={lang} />;

  const locale = { locale: lang };
  return (
    <PullToRefresh lang={lang}>
      {(refreshes) => (
        <>
          <div className="ui-card wd-records-range">
            <DateRangePicker lang={lang} today={today} maxDays={INCOME_RANGE_MAX_DAYS} value={range} onChange={setRange} />
          </div>
          <a className="ui-btn ui-btn--primary wd-wide wd-records-withdraw" href={pageHref('/withdrawcash', lang)}>
            {m['withdraw.submit']({}, locale)}
          </a>
          <List
            lang={lang}
            load={load}
            reloadKey={`${range.start}/${range.end} ${refreshes}`}
            itemKey={(item) => item.id}
            label={m['route.withdrawalRecord']({}, locale)}
            emptyText={m['withdraw.records.empty']({}, locale)}
            renderItem={(item) => (
              <a className="wd-record" href={pageHref('/withdrawaldetail', lang, { id: item.id })}>
                <span className="wd-record__line">
                  <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(item.createdAt, lang)}</time>
                  <StatusBadge lang={lang} status={item.status} />
                </span>
                <span className="wd-record__line">
                  <strong>{formatBeans(item.amount, lang, brand)}</strong>
                  <span className="ui-muted">{m['withdraw.records.net']({ net: formatIdr(item.net, lang) }, locale)}</span>
                </span>
                <span className="ui-muted">{accountLine(item, lang)}</span>
              </a>
            )}
          />
        </>
      )}
    </PullToRefresh>
  );
}
