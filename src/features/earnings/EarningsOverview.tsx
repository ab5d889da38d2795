// /earnings: the host's balance, what came in, the payout type and every bonus with its progress (SPEC 2, 6, 9).
import type { ReactNode } from 'react';
import { EARNINGS_ENDPOINTS } from '../../contract/earnings.ts';
import { pageHref } from '../../lib/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { formatIdr, formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { BasicSalaryCard } from './BasicSalaryCard.tsx';
import { BonusCard, RankCard } from './BonusCards.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { LevelTaskCard } from './LevelTaskCard.tsx';
import { PayoutTypeCard } from './PayoutTypeCard.tsx';
import './errors.ts';
import { formatBeans } from '../../lib/format.ts';
import './earnings.css';
import { Card } from '../../ui/Card.tsx';

interface Props {
  lang: Lang;
  /** The links to the area's other screens (static HTML from the page), shown to hosts only. */
  children?: ReactNode;
}

/** The earnings overview island. */
export function EarningsOverview({ lang, children }: Props) {
  const [summary, reload] = useApi(EARNINGS_ENDPOINTS.summary, {});
  const brand = useBrand();
  const locale = { locale: lang };

  if (summary.state === 'loading' || summary.state === 'signedOut') return <Loading lang={lang} rows={4} />;
  if (summary.state === 'error') {
    if (summary.error instanceof ApiError && summary.error.failure === 'forbidden') return <ForHosts lang={lang} />;
    return <LoadFailed lang={lang} error={summary.error} onRetry={reload} />;
  }
  const data = summary.data;
  return (
    <>
      <Card title={m['earnings.available']({}, locale)} className="earnings-balance">
        <p className="earnings-big">{formatBeans(data.availableBeans, lang, brand)}</p>
        <p className="ui-muted">{m['earnings.inRupiah']({ idr: formatIdr(data.availableBeans, lang) }, locale)}</p>
        {data.frozenBeans > 0 && <p className="ui-muted">{m['earnings.frozen']({ amount: formatBeans(data.frozenBeans, lang, brand) }, locale)}</p>}
        <a className="ui-btn ui-btn--primary earnings-action" href={pageHref('/withdrawcash', lang)}>
          {m['earnings.withdraw']({}, locale)}
        </a>
      </Card>

      <Card title={m['earnings.earned']({}, locale)}>
        <dl className="earnings-stats">
          <div>
            <dt>{m['earnings.today']({}, locale)}</dt>
            <dd>{formatNumber(data.beansToday, lang)}</dd>
          </div>
          <div>
            <dt>{m['earnings.thisWeek']({}, locale)}</dt>
            <dd>{formatNumber(data.beansThisWeek, lang)}</dd>
          </div>
          <div>
            <dt>{m['earnings.thisMonth']({}, locale)}</dt>
            <dd>{formatNumber(data.beansThisMonth, lang)}</dd>
          </div>
        </dl>
      </Card>

      <BonusCard lang={lang} summary={data} />
      <RankCard lang={lang} summary={data} />
      <BasicSalaryCard lang={lang} summary={data} />
      <LevelTaskCard lang={lang} summary={data} />
      <PayoutTypeCard lang={lang} summary={data} onChanged={reload} />
      {children}
    </>
  );
}
