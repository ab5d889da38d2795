// /earnings: the host's balance, what came in, the payout type and every bonus with its progress (SPEC 2, 6, 9); an
// agency head, whom the host summary refuses, gets the agency's earnings instead (AgencyEarnings).
import type { ReactNode } from 'react';
import { EARNINGS_ENDPOINTS } from '../../contract/earnings.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { AgencyEarnings } from './AgencyEarnings.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { BasicSalaryCard } from './BasicSalaryCard.tsx';
import { BonusCard, RankCard } from './BonusCards.tsx';
import { LevelTaskCard } from './LevelTaskCard.tsx';
import { PayoutTypeCard } from './PayoutTypeCard.tsx';
import './errors.ts';
import './earnings.css';

interface Props {
  lang: Lang;
  /** The links to the area's other screens (static HTML from the page), shown to hosts only. */
  children?: ReactNode;
  /** The links an agency head uses (the page's named slot `agency`), shown to agency heads only. */
  agency?: ReactNode;
}

/** The earnings overview island. */
export function EarningsOverview({ lang, children, agency }: Props) {
  const [summary, reload] = useApi(EARNINGS_ENDPOINTS.summary, {});
  const brand = useBrand();
  const locale = { locale: lang };
  const bean = { bean: brand.beanLabel(lang) };
  return (
    // Not a host: an agency head has earnings of their own; anyone else sees the "for hosts" state there.
    <Loaded lang={lang} result={summary} onRetry={reload} forbidden={<AgencyEarnings lang={lang} links={agency} />} rows={4}>
      {(data) => (
        <>
          <BalanceCard lang={lang} availableBeans={data.availableBeans} frozenBeans={data.frozenBeans} />

          <Card title={m['earnings.earned'](bean, locale)}>
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
      )}
    </Loaded>
  );
}
