// The top-up page's way back to the purchase that needed the coins (issue 27 item 2): the purchase page's path from
// `?return=` (only a path of this site), kept while the user pays on the provider's page, whose link back drops it.
import { useMemo } from 'react';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { returnPathOf } from '../../lib/return-path.ts';
import { RETURN_PARAM } from '../../lib/top-up-return.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';

interface Props {
  lang: Lang;
  /** The page follows an order (back from the provider): the way back remembered applies. */
  backFromProvider: boolean;
  /** The followed order is paid: the way back becomes the main button. */
  paid: boolean;
}

/** "Back to your purchase", or nothing when the page was not opened from a purchase. */
export function ReturnToPurchase({ lang, backFromProvider, paid }: Props) {
  const raw = useQueryParam(RETURN_PARAM);
  const path = useMemo(() => (raw === undefined ? null : returnPathOf(raw, backFromProvider)), [raw, backFromProvider]);
  if (!path) return null;
  return (
    <a className={paid ? 'ui-btn ui-btn--primary coin-wide coin-return' : 'ui-btn coin-wide coin-return'} href={path}>
      {m['coin.topup.backToPurchase']({}, { locale: lang })}
    </a>
  );
}
