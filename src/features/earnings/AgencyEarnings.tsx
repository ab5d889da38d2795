// /earnings for an agency head (SPEC 6: agencies get rank bonuses): the beans they may withdraw, where the agency
// stands in this week's ranking and what it would pay, last week's result and its settlement, and the bonus bands.
import type { ReactNode } from 'react';
import { EARNINGS_ENDPOINTS, type AgencyEarningsSummary } from '../../contract/earnings.ts';
import { formatBeans, formatNumber } from '../../lib/format.ts';
import { formatDay } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { BalanceCard } from './BalanceCard.tsx';
import './errors.ts';
import './earnings.css';

interface Props {
  lang: Lang;
  /** The screens an agency head uses (static HTML from the page). */
  links?: ReactNode;
}

/** "#2 of the agencies: 3,000,000 Beans" or "not in the top 10". */
function standingText(lang: Lang, standing: { rank: number | null; bonusBeans: number }, top: number, bonus: string): string {
  const locale = { locale: lang };
  if (standing.rank === null) return m['earnings.agency.rankNone']({}, locale);
  if (standing.bonusBeans === 0) return m['earnings.agency.rankUnpaid']({ rank: String(standing.rank), top: String(top) }, locale);
  return m['earnings.agency.rankPaid']({ rank: String(standing.rank), pay: bonus }, locale);
}

/** The agency head's earnings. */
function AgencyView({ lang, data, links }: { lang: Lang; data: AgencyEarningsSummary; links?: ReactNode }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { thisWeek, lastWeek } = data;
  const dates = (week: { start: string; end: string }) => m['settlements.periodRange']({ start: formatDay(week.start, lang), end: formatDay(week.end, lang) }, locale);
  return (
    <>
      <BalanceCard lang={lang} availableBeans={data.availableBeans} frozenBeans={data.frozenBeans} />
      <Card title={m['earnings.agency.thisWeekTitle']({}, locale)}>
        <p className="ui-muted">{m['earnings.agency.of']({ name: data.agency.name, hosts: formatNumber(data.agency.hosts, lang) }, locale)}</p>
        <p className="earnings-strong">{standingText(lang, thisWeek, data.top, formatBeans(thisWeek.bonusBeans, lang, brand))}</p>
        <p className="ui-muted">
          {m['earnings.agency.weekBeans']({ dates: dates(thisWeek), beans: formatBeans(thisWeek.beans, lang, brand) }, locale)}
        </p>
        <p className="ui-muted">{m['earnings.agency.settledOnSunday']({}, locale)}</p>
      </Card>
      <Card title={m['earnings.agency.lastWeekTitle']({}, locale)}>
        <p className="earnings-strong">{standingText(lang, lastWeek, data.top, formatBeans(lastWeek.bonusBeans, lang, brand))}</p>
        <p className="ui-muted">
          {m['earnings.agency.weekBeans']({ dates: dates(lastWeek), beans: formatBeans(lastWeek.beans, lang, brand) }, locale)}
        </p>
        {lastWeek.settlement && (
          <a className="earnings-settlement-link" href={pageHref('/incomedetail', lang, { id: lastWeek.settlement.id })}>
            <span>{m['earnings.agency.settlement']({ amount: formatBeans(lastWeek.settlement.amount, lang, brand) }, locale)}</span>
            <StatusBadge lang={lang} status={lastWeek.settlement.status} />
          </a>
        )}
      </Card>
      <Card title={m['earnings.agency.bandsTitle']({ top: String(data.top) }, locale)}>
        <dl className="earnings-facts">
          {data.bands.map((band) => (
            <div key={band.fromRank}>
              <dt>
                {band.fromRank === band.toRank
                  ? m['earnings.agency.bandOne']({ rank: String(band.fromRank) }, locale)
                  : m['earnings.agency.bandRange']({ from: String(band.fromRank), to: String(band.toRank) }, locale)}
              </dt>
              <dd>{formatBeans(band.bonusBeans, lang, brand)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {links}
    </>
  );
}

/** The agency head's earnings island part: loads its own summary; others see the "for hosts" state. */
export function AgencyEarnings({ lang, links }: Props) {
  const [summary, reload] = useApi(EARNINGS_ENDPOINTS.agency, {});
  return (
    <Loaded lang={lang} result={summary} onRetry={reload} forbidden={<ForHosts lang={lang} />} rows={4}>
      {(data) => <AgencyView lang={lang} data={data} links={links} />}
    </Loaded>
  );
}
