// The beans an earner may withdraw, in rupiah too, what is under review, and the way to withdraw: first on /earnings
// for hosts and agency heads alike.
import { pageHref } from '../../lib/paths.ts';
import { formatBeans, formatIdr } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import '../../ui/art/art.css';

interface Props {
  lang: Lang;
  availableBeans: number;
  frozenBeans: number;
}

/** Available beans (SPEC 9: 1 bean = Rp 1), frozen beans, and the withdraw button. */
export function BalanceCard({ lang, availableBeans, frozenBeans }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  return (
    <Card title={m['earnings.available']({}, locale)} className="earnings-balance">
      <p className="earnings-big"><span className="art-bean" aria-hidden="true" />{formatBeans(availableBeans, lang, brand)}</p>
      <p className="ui-muted">{m['earnings.inRupiah']({ idr: formatIdr(availableBeans, lang), bean: brand.beanLabel(lang) }, locale)}</p>
      {frozenBeans > 0 && <p className="ui-muted">{m['earnings.frozen']({ amount: formatBeans(frozenBeans, lang, brand) }, locale)}</p>}
      <a className="ui-btn ui-btn--primary earnings-action" href={pageHref('/withdrawcash', lang)}>
        {m['earnings.withdraw']({}, locale)}
      </a>
    </Card>
  );
}
