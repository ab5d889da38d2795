// The daily or weekly bonus with progress to the next step, and today's rank bonus (SPEC 9).
import type { EarningsSummary } from '../../contract/earnings.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { formatBeans } from '../../lib/format.ts';
import { Card } from '../../ui/Card.tsx';

interface Props {
  lang: Lang;
  summary: EarningsSummary;
}

/** The bonus of the host's payout type: the step reached, what it pays, and how far the next step is. */
export function BonusCard({ lang, summary }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const bonus = summary.bonus;
  const title = bonus.period === 'daily' ? m['earnings.dailyBonus']({}, locale) : m['earnings.weeklyBonus']({}, locale);
  // How far this period's beans are towards the next step.
  const progress = bonus.next ? bonus.beans / bonus.next.thresholdBeans : 1;
  const amount = { beans: formatNumber(bonus.beans, lang), bean: brand.beanLabel(lang) };
  return (
    <Card title={title}>
      <p className="earnings-strong">
        {bonus.level > 0
          ? m['earnings.bonusStep']({ level: String(bonus.level), pay: formatBeans(bonus.payBeans, lang, brand) }, locale)
          : m['earnings.bonusNone']({}, locale)}
      </p>
      <p className="ui-muted">
        {bonus.period === 'daily' ? m['earnings.bonusBeansDaily'](amount, locale) : m['earnings.bonusBeansWeekly'](amount, locale)}
      </p>
      {bonus.next && (
        <>
          <ProgressBar value={progress} label={title} />
          <p className="ui-muted">
            {m['earnings.bonusNext'](
              {
                remaining: formatNumber(bonus.next.remainingBeans, lang),
                bean: brand.beanLabel(lang),
                level: String(bonus.next.level),
                pay: formatBeans(bonus.next.payBeans, lang, brand),
              },
              locale,
            )}
          </p>
        </>
      )}
    </Card>
  );
}

/** Today's rank among hosts and the bonus it pays (top 30). */
export function RankCard({ lang, summary }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { rank, bonusBeans, top } = summary.rank;
  return (
    <Card title={m['earnings.rankTitle']({}, locale)}>
      <p className="earnings-strong">
        {rank === null
          ? m['earnings.rankOut']({ top: String(top) }, locale)
          : bonusBeans > 0
            ? m['earnings.rankIn']({ rank: String(rank), pay: formatBeans(bonusBeans, lang, brand) }, locale)
            : m['earnings.rankUnpaid']({ rank: String(rank), top: String(top) }, locale)}
      </p>
    </Card>
  );
}
