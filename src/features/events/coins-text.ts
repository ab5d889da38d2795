// Coins and beans as the event screens write them.
import type { RewardCurrency } from '../../domain/events.ts';
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';

/** Coins with the brand's label. */
export function coinsText(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.coinLabel(lang)}`;
}

/** An amount of `currency` with the brand's label: a reward in coins, or in beans for hosts. */
export function amountText(amount: number, currency: RewardCurrency, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${currency === 'bean' ? brand.beanLabel(lang) : brand.coinLabel(lang)}`;
}
