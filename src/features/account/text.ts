// Small text helpers of the account screens: coins with the brand's label, dates of instants in business time.
import type { Brand } from '../../lib/brand.ts';
import { businessDate } from '../../domain/time.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';

/** Coins with the brand's label: "12,000 Coins" / "12.000 Koin" / "12,000 金币". */
export function formatCoins(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.coinLabel(lang)}`;
}

/** The business date (UTC+7) of an instant, written in the page language. */
export function dateOf(ms: number, lang: Lang): string {
  return formatDate(businessDate(ms), lang);
}

/** An instant with its time, in business time. */
export function dateTimeOf(ms: number, lang: Lang): string {
  return formatDateTime(ms, lang);
}
