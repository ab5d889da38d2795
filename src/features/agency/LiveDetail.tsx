// /livedetail (SPEC 9): one host's live sessions day by day for up to 31 days: start, length, valid from a minute, the
// day valid from 60 minutes. A host sees their own; the head opens it for each host from /castmanage (`?host=`).
import { useState, type ReactNode } from 'react';
import { AGENCY_LIVE_ENDPOINTS, type LiveDetailData } from '../../contract/agency.ts';
import { DAILY_DETAILS_DEFAULT_DAYS, INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { VALID_DAY_MIN_LIVE_MINUTES, VALID_SESSION_MIN_MINUTES } from '../../domain/valid-day.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDate, timeOfDay } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { liveTime } from '../../lib/live-time.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { Card } from '../../ui/Card.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { TEAM_ERRORS } from './errors-team.ts';
import { Figure, ForAudience } from './parts.tsx';
import { sessionLength } from './session-length.ts';

// The codes this screen can meet, in the page language.
registerErrorMessages(TEAM_ERRORS);

interface Props {
  lang: Lang;
}

/** The live sessions island. */
export function LiveDetail({ lang }: Props) {
  const locale = { locale: lang };
  const today = useBusinessToday();
  const host = useQueryParam('host');
  const [chosen, setChosen] = useState<DateRange | null>(null);
  const range = chosen ?? (today ? lastDays(today, DAILY_DETAILS_DEFAULT_DAYS) : null);
  const [live, reload] = useApi(AGENCY_LIVE_ENDPOINTS.sessions, range && host !== undefined ? { start: range.start, end: range.end, host_id: host ?? '' } : null);

  if (live.state === 'error' && isForbidden(live.error)) return <ForAudience lang={lang} audience="members" />;
  if (!today || !range) return <Loading lang={lang} rows={4} />;

  let content: ReactNode;
  if (live.state === 'ok') content = <Sessions lang={lang} data={live.data} />;
  else if (live.state === 'error') content = <LoadFailed lang={lang} error={live.error} onRetry={reload} />;
  else content = <Loading lang={lang} rows={4} />;

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

/** The host, the range's totals and each day's sessions. */
function Sessions({ lang, data }: { lang: Lang; data: LiveDetailData }) {
  const locale = { locale: lang };
  return (
    <>
      <Card title={m['agency.live.of']({ name: data.host.nickname, id: data.host.userId }, locale)}>
        <dl className="ag-stats ag-stats--pairs">
          <Figure term={m['agency.live.total']({}, locale)} value={liveTime(data.totals.liveMinutes, lang)} />
          <Figure term={m['agency.daily.validDays']({}, locale)} value={formatNumber(data.totals.validDays, lang)} />
          <Figure term={m['agency.live.sessions']({}, locale)} value={formatNumber(data.totals.sessions, lang)} />
          <Figure term={m['agency.live.validSessions']({}, locale)} value={formatNumber(data.totals.validSessions, lang)} />
        </dl>
        <p className="ui-muted">
          {m['agency.live.rule']({ session: String(VALID_SESSION_MIN_MINUTES), day: String(VALID_DAY_MIN_LIVE_MINUTES) }, locale)}
        </p>
      </Card>
      {data.days.length === 0 ? (
        <p className="ui-list-state">{m['agency.live.none']({}, locale)}</p>
      ) : (
        <ul className="ag-days" aria-label={m['agency.daily.days']({}, locale)}>
          {data.days.map((day) => (
            <li key={day.date} className="ui-card ag-day">
              <div className="ag-item__head">
                <h3 className="ag-day__date">{formatDate(day.date, lang)}</h3>
                <span className={day.validDay ? 'ag-valid ag-valid--yes' : 'ag-valid'}>
                  {day.validDay ? m['agency.live.validDay']({}, locale) : m['agency.live.notValidDay']({}, locale)}
                </span>
              </div>
              <p className="ui-muted">{m['agency.live.dayTotal']({ time: liveTime(day.liveMinutes, lang) }, locale)}</p>
              <ol className="ag-sessions">
                {day.sessions.map((session) => (
                  <li key={session.startedAt}>
                    <span>
                      <time dateTime={new Date(session.startedAt).toISOString()}>{timeOfDay(session.startedAt)}</time>
                      {'–'}
                      <time dateTime={new Date(session.endedAt).toISOString()}>{timeOfDay(session.endedAt)}</time>
                    </span>
                    <span>{sessionLength(session.seconds, lang)}</span>
                    <span className={session.valid ? 'ag-valid ag-valid--yes' : 'ag-valid'}>
                      {session.valid ? m['agency.live.valid']({}, locale) : m['agency.live.tooShort']({}, locale)}
                    </span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
