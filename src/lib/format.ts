// Number formatting in the page language (DESIGN 7). Hand-written rather than Intl.NumberFormat so that the
// output is identical on every WebView, whatever locale data the phone ships, and costs a few hundred bytes.
// No DOM and no dependencies: .astro pages use it at build time and islands in the browser.
import type { Brand } from './brand.ts';
import type { Lang } from './language.ts';

/** DESIGN 7: from this value on, numbers are shortened with K (1,500 -> 1.5K). */
export const SHORT_K_THRESHOLD = 1_000;

/** From this value on, numbers are shortened with M (18,000,000 -> 18M). */
export const SHORT_M_THRESHOLD = 1_000_000;

/** Thousands separator of each page language: Indonesian groups with a dot. */
export const GROUP_SEPARATOR: Record<Lang, string> = { en: ',', id: '.', 'zh-cn': ',', 'zh-tw': ',' };

/** Decimal mark of each page language: Indonesian writes 1,5K. */
export const DECIMAL_MARK: Record<Lang, string> = { en: '.', id: ',', 'zh-cn': '.', 'zh-tw': '.' };

/** Digits of a whole number grouped by three with `separator`; a fractional part is cut off, never rounded up. */
function group(n: number, separator: string): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return whole < 0 ? `-${grouped}` : grouped;
}

/** An integer with the thousands separator of the page language: 1500000 -> "1,500,000" (en), "1.500.000" (id). */
export function formatNumber(n: number, lang: Lang): string {
  return group(n, GROUP_SEPARATOR[lang]);
}

/** SPEC 9: big numbers shortened with K or M, one decimal at most, truncated: 1500 -> "1.5K", 999999 -> "999.9K". */
export function formatShort(n: number, lang: Lang): string {
  const abs = Math.abs(Math.trunc(n));
  if (!Number.isFinite(abs) || abs < SHORT_K_THRESHOLD) return formatNumber(n, lang);
  const [unit, suffix] = abs >= SHORT_M_THRESHOLD ? [SHORT_M_THRESHOLD, 'M'] : [SHORT_K_THRESHOLD, 'K'];
  // Integer arithmetic only (the remainder of an integer is exact), so 999,999 can never round up to 1000K.
  const step = unit / 10;
  const tenths = (abs - (abs % step)) / step;
  const tenth = tenths % 10;
  const whole = (tenths - tenth) / 10;
  const sign = n < 0 ? '-' : '';
  const decimal = tenth === 0 ? '' : `${DECIMAL_MARK[lang]}${tenth}`;
  return `${sign}${formatNumber(whole, lang)}${decimal}${suffix}`;
}

/**
 * A rupiah amount as "Rp 1.500.000" (id) or "Rp 1,500,000" (en) (SPEC 9: 1 bean = 1 IDR): grouped like every other
 * number of the page, so beans and rupiah side by side read alike; a no-break space keeps "Rp" on the number's line.
 */
export function formatIdr(n: number, lang: Lang): string {
  const whole = Math.trunc(n);
  return `${whole < 0 ? '-' : ''}Rp\u00a0${group(Math.abs(whole), GROUP_SEPARATOR[lang])}`;
}

/** Beans with the brand's label: "2,500,000 Beans" / "2.500.000 Bean" / "2,500,000 金豆". */
export function formatBeans(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.beanLabel(lang)}`;
}

/** Beans with their sign, for bills: "+1,250,000 Beans", "-300,000 Beans". */
export function formatSignedBeans(amount: number, lang: Lang, brand: Brand): string {
  return `${amount > 0 ? '+' : ''}${formatBeans(amount, lang, brand)}`;
}
