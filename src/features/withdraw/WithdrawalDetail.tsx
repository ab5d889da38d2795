// /withdrawaldetail?id=: one withdrawal: what it took and paid, where to, its status and every step of its review
// (SPEC 3 codes 0-7) in Jakarta time. Rejected and failed ones say the beans came back (DESIGN 4).
import type { ReactNode } from 'react';
import { WITHDRAW_ENDPOINTS, type WithdrawalDetail as Detail } from '../../contract/withdraw.ts';
import { SETTLEMENT_STATUS, isFinalStatus, refundsWithdrawal, statusLabel } from '../../domain/settlement.ts';
import { WITHDRAW_REVIEW_WORKING_DAYS_MAX, WITHDRAW_REVIEW_WORKING_DAYS_MIN } from '../../domain/withdrawal.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { Loaded, Loading } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { StatusTimeline, statusText } from '../../ui/StatusBadge.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import './errors.ts';
import './record-errors.ts';
import { QuoteRows, accountRows } from './Figures.tsx';
import { methodName } from './labels.ts';
import { withdrawalIdFromQuery } from './query.ts';
import './withdraw.css';

interface Props {
  lang: Lang;
  /** The link to the records (static HTML from the page), shown under the withdrawal or the reason there is none. */
  children?: ReactNode;
}

/** The detail island. */
export function WithdrawalDetail({ lang, children }: Props) {
  const idParam = useQueryParam('id');
  const id = withdrawalIdFromQuery(idParam);
  const [detail, reload] = useApi(WITHDRAW_ENDPOINTS.detail, id ? { id } : null);

  // Before mount the query is unknown; then a missing or malformed id, or one of no withdrawal of this user.
  if (idParam === undefined) return <Loading lang={lang} />;
  if (!id) return <NoWithdrawal text={m['withdraw.detail.noId']({}, { locale: lang })}>{children}</NoWithdrawal>;
  if (detail.state === 'error' && detail.error instanceof ApiError && detail.error.failure === 'withdraw.notFound') {
    return <NoWithdrawal text={errorText(detail.error, lang)}>{children}</NoWithdrawal>;
  }
  return (
    <Loaded lang={lang} result={detail} onRetry={reload} forbidden={<ForHosts lang={lang} />} rows={4} after={children}>
      {(withdrawal) => <DetailView lang={lang} withdrawal={withdrawal} />}
    </Loaded>
  );
}

/** Why no withdrawal is shown, with the way to the records under it. */
function NoWithdrawal({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <>
      <p className="ui-card wd-alert" role="alert">
        {text}
      </p>
      {children}
    </>
  );
}

/** A withdrawal and its timeline. */
function DetailView({ lang, withdrawal }: { lang: Lang; withdrawal: Detail }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { status } = withdrawal;
  const rows = [
    { label: m['withdraw.label.method']({}, locale), value: methodName(withdrawal.method, lang) },
    ...accountRows(withdrawal, lang),
    { label: m['withdraw.label.date']({}, locale), value: formatDateTime(withdrawal.createdAt, lang) },
  ];
  return (
    <>
      <Card title={statusText(status, lang)} className={`wd-detail wd-detail--${statusLabel(status)}`}>
        <QuoteRows lang={lang} quote={withdrawal} />
        <Rows rows={rows} />
        {withdrawal.reason && <p className="wd-notice">{m['withdraw.detail.reason']({ reason: withdrawal.reason }, locale)}</p>}
        {refundsWithdrawal(status) && <p className="wd-notice">{m['withdraw.detail.returned']({ bean: brand.beanLabel(lang) }, locale)}</p>}
        {status === SETTLEMENT_STATUS.FAILED && (
          <p className="wd-notice">
            {keepTogether(m['withdraw.detail.contactSupport']({ support: brand.supportNumber }, locale), brand.supportNumber)}
          </p>
        )}
        {!isFinalStatus(status) && (
          <p className="ui-muted">
            {m['withdraw.reviewNote']({ min: WITHDRAW_REVIEW_WORKING_DAYS_MIN, max: WITHDRAW_REVIEW_WORKING_DAYS_MAX }, locale)}
          </p>
        )}
      </Card>
      <Card title={m['withdraw.detail.timeline']({}, locale)}>
        <StatusTimeline lang={lang} steps={withdrawal.timeline} label={m['withdraw.detail.timeline']({}, locale)} />
      </Card>
    </>
  );
}
