// /familyEverydaydetail (SPEC 5, 6, 9): the agency's day-by-day data (hosts live, valid days, beans, bonuses) for a
// range of up to 31 days, newest first, with the range's totals.
import { useState, type ReactNode } from 'react';
import { AGENCY_HEAD_ENDPOINTS } from '../../contract/agency.ts';
import { DAILY_DETAILS_DEFAULT_DAYS, INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { VALID_DAY_MIN_LIVE_MINUTES } from '../../domain/valid-day.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { Card } from '../../ui/Card.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { Figure, ForAudience } from './parts.tsx';

interface Props {
  lang: Lang;
}

/** The team's days island. */
export function TeamDaily({ lang }: Props) {
  const locale = { locale: lang };
  const today = useBusinessToday();
  const [chosen, setChosen] = useState<DateRange | null>(null);
  const range = chosen ?? (today ? lastDays(today, DAILY_DETAILS_DEFAULT_DAYS) : null);
  const [daily, reload] = useApi(AGENCY_HEAD_ENDPOINTS.daily, range && { start: range.start, end: range.end });

  if (daily.state === 'error' && isForbidden(daily.error)) return <ForAudience lang={lang} audience="heads" />;
  if (!today || !range) return <Loading lang={lang} rows={4} />;

  let content: ReactNode;
  if (daily.state === 'ok') {
    const days = daily.data.days;
    const sum = (pick: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + pick(day), 0);
    content = (
      <>
        <Card title={m['agency.daily.totals']({}, locale)}>
          <dl className="ag-stats ag-stats--pairs">
            <Figure term={m['agency.daily.beans']({}, locale)} value={formatNumber(sum((d) => d.beans), lang)} />
            <Figure term={m['agency.daily.bonus']({}, locale)} value={formatNumber(sum((d) => d.bonusBeans), lang)} />
            <Figure term={m['agency.daily.validDays']({}, locale)} value={formatNumber(sum((d) => d.validDays), lang)} />
            <Figure term={m['agency.daily.hostDays']({}, locale)} value={formatNumber(sum((d) => d.hostsLive), lang)} />
          </dl>
          <p className="ui-muted">{m['agency.daily.validRule']({ minutes: String(VALID_DAY_MIN_LIVE_MINUTES) }, locale)}</p>
        </Card>
        <Card title={m['agency.daily.days']({}, locale)}>
          <ul className="ag-days" aria-label={m['agency.daily.days']({}, locale)}>
            {days.map((day) => (
              <li key={day.date} className="ag-day">
                <h3 className="ag-day__date">{formatDate(day.date, lang)}</h3>
                <dl className="ag-stats ag-stats--pairs">
                  <Figure term={m['agency.daily.hostsLive']({}, locale)} value={formatNumber(day.hostsLive, lang)} />
                  <Figure term={m['agency.daily.validDays']({}, locale)} value={formatNumber(day.validDays, lang)} />
                  <Figure term={m['agency.daily.beans']({}, locale)} value={formatNumber(day.beans, lang)} />
                  <Figure term={m['agency.daily.bonus']({}, locale)} value={formatNumber(day.bonusBeans, lang)} />
                </dl>
              </li>
            ))}
          </ul>
        </Card>
      </>
    );
  } else if (daily.state === 'error') {
    content = <LoadFailed lang={lang} error={daily.error} onRetry={reload} />;
  } else {
    content = <Loading lang={lang} rows={4} />;
  }

  return (
    <>
      <Card title={m['agency.range.title']({}, locale)}>
        <p className="ui-muted">{m['agency.range.hint']({ days: String(INCOME_RANGE_MAX_DAYS) }, locale)}</p>
        <DateRangePicker lang={lang} today={today} maxDays={INCOME_RANGE_MAX_DAYS} value={range} onChange={setChosen} />
      </Card>
      {content}
    </>
  );
}
