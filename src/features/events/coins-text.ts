// Coins as the event screens write them.
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';

/** Coins with the brand's label. */
export function coinsText(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.coinLabel(lang)}`;
}
