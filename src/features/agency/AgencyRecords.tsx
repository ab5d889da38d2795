// /agentrecord: the agency's history (joins, approvals, rejections, exits, unbinds, automatic detachments), newest
// first, filtered by kind and, when chosen, by a range of up to 31 days.
import { useState } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type AgencyRecordView } from '../../contract/agency.ts';
import { AGENCY_RECORD_FILTERS, type AgencyEventKind, type AgencyRecordFilter } from '../../domain/agency-records.ts';
import { INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { List } from '../../ui/List.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { ForAudience } from './parts.tsx';

interface Props {
  lang: Lang;
}

/** Each filter's name, read by literal key so the bundle keeps exactly these. */
const FILTER_TEXT: Record<AgencyRecordFilter, (lang: Lang) => string> = {
  all: (lang) => m['agency.records.all']({}, { locale: lang }),
  joins: (lang) => m['agency.records.joins']({}, { locale: lang }),
  approvals: (lang) => m['agency.records.approvals']({}, { locale: lang }),
  rejections: (lang) => m['agency.records.rejections']({}, { locale: lang }),
  exits: (lang) => m['agency.records.exits']({}, { locale: lang }),
  unbinds: (lang) => m['agency.records.unbinds']({}, { locale: lang }),
  automatic: (lang) => m['agency.records.automatic']({}, { locale: lang }),
};

/** What each entry says, with the host's and the actor's names. */
function entryText(record: AgencyRecordView, lang: Lang): string {
  const values = { host: record.host.nickname, actor: record.actor?.nickname ?? '' };
  const locale = { locale: lang };
  const texts: Record<AgencyEventKind, () => string> = {
    hostAdded: () => m['agency.records.hostAdded'](values, locale),
    joinApproved: () => m['agency.records.joinApproved'](values, locale),
    joinRejected: () => m['agency.records.joinRejected'](values, locale),
    exitRequested: () => m['agency.records.exitRequested'](values, locale),
    exitWithdrawn: () => m['agency.records.exitWithdrawn'](values, locale),
    exitApproved: () => m['agency.records.exitApproved'](values, locale),
    exitRejected: () => m['agency.records.exitRejected'](values, locale),
    exitTimedOut: () => m['agency.records.exitTimedOut'](values, locale),
    detachedInactive: () => m['agency.records.detachedInactive'](values, locale),
    unbound: () => m['agency.records.unbound'](values, locale),
    agencyClosed: () => m['agency.records.agencyClosed'](values, locale),
  };
  return texts[record.kind]();
}

/** The history island. */
export function AgencyRecords({ lang }: Props) {
  const locale = { locale: lang };
  const today = useBusinessToday();
  const [filter, setFilter] = useState<AgencyRecordFilter>('all');
  const [range, setRange] = useState<DateRange | null>(null);
  const { load, forbidden } = usePagedCall(AGENCY_HEAD_ENDPOINTS.records, range ? { filter, start: range.start, end: range.end } : { filter });

  if (forbidden) return <ForAudience lang={lang} audience="heads" />;
  if (!today) return <Loading lang={lang} rows={4} />;

  return (
    <>
      <Card title={m['agency.range.title']({}, locale)}>
        <p className="ui-muted">{range ? m['agency.range.hint']({ days: String(INCOME_RANGE_MAX_DAYS) }, locale) : m['agency.records.allDates']({}, locale)}</p>
        <DateRangePicker lang={lang} today={today} maxDays={INCOME_RANGE_MAX_DAYS} value={range ?? lastDays(today, INCOME_RANGE_MAX_DAYS)} onChange={setRange} />
        {range && (
          <button type="button" className="ui-btn ag-wide" onClick={() => setRange(null)}>
            {m['agency.records.clearDates']({}, locale)}
          </button>
        )}
      </Card>
      <Tabs
        label={m['agency.records.filters']({}, locale)}
        tabs={(Object.keys(AGENCY_RECORD_FILTERS) as AgencyRecordFilter[]).map((value) => ({ value, label: FILTER_TEXT[value](lang) }))}
        value={filter}
        onChange={setFilter}
      >
        <List
          lang={lang}
          load={load}
          reloadKey={`${filter} ${range?.start ?? ''} ${range?.end ?? ''}`}
          itemKey={(record) => record.id}
          label={FILTER_TEXT[filter](lang)}
          emptyText={m['agency.records.empty']({}, locale)}
          renderItem={(record) => (
            <div className={`ag-record ag-record--${record.kind}`}>
              <p className="ag-record__text">{entryText(record, lang)}</p>
              <time className="ui-muted" dateTime={new Date(record.at).toISOString()}>
                {formatDateTime(record.at, lang)}
              </time>
            </div>
          )}
        />
      </Tabs>
    </>
  );
}
