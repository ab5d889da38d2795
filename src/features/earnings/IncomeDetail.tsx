// /incomedetail?id=: one settlement: its period, amount and status (SPEC 3), the lines it pays (SPEC 6, 9) and the
// history of its status. A public route: without a session it says how to open it from the app.
import { useEffect, useState } from 'react';
import { EARNINGS_ENDPOINTS, type SettlementDetail } from '../../contract/earnings.ts';
import { ApiError, isForbidden } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { StatusBadge, StatusTimeline } from '../../ui/StatusBadge.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { OpenFromApp } from './OpenFromApp.tsx';
import './errors.ts';
import { formatBeans } from '../../lib/format.ts';
import { lineName, periodDates, periodName } from './settlement-text.ts';
import './earnings.css';

interface Props {
  lang: Lang;
}

/** No settlement to show: the link names none, or not one of this user's; offers the records instead. */
function NoSettlement({ lang, title, body }: { lang: Lang; title: string; body: string }) {
  return (
    <Card title={title}>
      <p className="ui-muted">{body}</p>
      <a className="ui-btn ui-btn--primary earnings-action" href={pageHref('/incomelog', lang)}>
        {m['settlements.backToList']({}, { locale: lang })}
      </a>
    </Card>
  );
}

/** The settlement itself: summary, lines with their total, and the status history. */
function Settlement({ lang, detail }: { lang: Lang; detail: SettlementDetail }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const linesTitle = m['settlements.linesTitle']({}, locale);
  const timelineTitle = m['settlements.timelineTitle']({}, locale);
  return (
    <>
      <Card title={periodName(detail.period, lang)}>
        <p className="earnings-big">{formatBeans(detail.amount, lang, brand)}</p>
        <dl className="earnings-facts">
          <div>
            <dt>{m['settlements.statusLabel']({}, locale)}</dt>
            <dd>
              <StatusBadge lang={lang} status={detail.status} />
            </dd>
          </div>
          <div>
            <dt>{m['settlements.periodLabel']({}, locale)}</dt>
            <dd>{periodDates(detail, lang, formatDate)}</dd>
          </div>
          <div>
            <dt>{m['settlements.createdAt']({}, locale)}</dt>
            <dd>{formatDateTime(detail.createdAt, lang)}</dd>
          </div>
        </dl>
      </Card>
      <Card title={linesTitle}>
        <table className="earnings-lines" aria-label={linesTitle}>
          <tbody>
            {detail.lines.map((line) => (
              <tr key={line.kind}>
                <th scope="row">{lineName(line.kind, lang)}</th>
                <td>{formatBeans(line.amount, lang, brand)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{m['settlements.total']({}, locale)}</th>
              <td>{formatBeans(detail.amount, lang, brand)}</td>
            </tr>
          </tfoot>
        </table>
      </Card>
      <Card title={timelineTitle}>
        <StatusTimeline lang={lang} steps={detail.timeline} label={timelineTitle} />
      </Card>
    </>
  );
}

/** The settlement detail island. */
export function IncomeDetail({ lang }: Props) {
  // undefined until read after mount (the build knows no query); '' when the link names no settlement.
  const [id, setId] = useState<string | undefined>(undefined);
  useEffect(() => setId(new URLSearchParams(location.search).get('id')?.trim() ?? ''), []);
  const [detail, reload] = useApi(EARNINGS_ENDPOINTS.settlement, id ? { id } : null);
  const locale = { locale: lang };
  const noId = <NoSettlement lang={lang} title={m['settlements.noIdTitle']({}, locale)} body={m['settlements.noIdBody']({}, locale)} />;

  if (detail.state === 'signedOut') return <OpenFromApp lang={lang} shows="settlement" />;
  if (id === '') return noId;
  if (detail.state === 'ok') return <Settlement lang={lang} detail={detail.data} />;
  if (detail.state === 'loading') return <Loading lang={lang} rows={3} />;
  if (isForbidden(detail.error)) return <ForHosts lang={lang} />;
  // The server checks the id: one it cannot read names no settlement; an unknown one is not this user's.
  const failure = detail.error instanceof ApiError ? detail.error.failure : null;
  if (failure === 'invalidParams') return noId;
  if (failure === 'settlement.notFound') {
    return <NoSettlement lang={lang} title={m['error.settlement.notFound']({}, locale)} body={m['settlements.notFoundBody']({}, locale)} />;
  }
  return <LoadFailed lang={lang} error={detail.error} onRetry={reload} />;
}
