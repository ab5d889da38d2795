// Coins with the brand's label, as every coin screen writes them. Apart from labels.ts so the transfer screens do
// not ship the recharge page's words.
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';

/** Coins with the brand's label: "12,000 Coins" / "12.000 Koin" / "12,000 金币". */
export function formatCoins(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.coinLabel(lang)}`;
}
