// Amounts of the earnings area as the pages show them: beans with the brand's label.
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';

/** "2,500,000 Beans" / "2.500.000 Bean" / "2,500,000 金豆". */
export function beans(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.beanLabel[lang]}`;
}

/** A bill amount with its sign: "+1,250,000 Beans", "-300,000 Beans". */
export function signedBeans(amount: number, lang: Lang, brand: Brand): string {
  return `${amount > 0 ? '+' : ''}${beans(amount, lang, brand)}`;
}
