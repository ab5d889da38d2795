// How the marble screens write odds, chances and coins in the page language: the same text on the static odds table
// (built into the page) and in the islands.
import type { Fraction } from '../../domain/random.ts';
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';

/** Indonesian writes 1,3 where the others write 1.3. */
const DECIMAL_MARK: Record<Lang, string> = { en: '.', id: ',', 'zh-cn': '.', 'zh-tw': '.' };

/** `numerator / denominator` with at most `decimals` decimals, rounded, trailing zeros dropped: 96.5625, 27.34, 10. */
export function formatDecimal(numerator: number, denominator: number, decimals: number, lang: Lang): string {
  const scale = 10 ** decimals;
  // Whole-number arithmetic: the exact figures of the tables stay exact (24,720 / 256 is 96.5625, not 96.56249…).
  const scaled = Math.round((numerator * scale) / denominator);
  const whole = Math.floor(scaled / scale);
  const fraction = String(scaled % scale).padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${formatNumber(whole, lang)}${DECIMAL_MARK[lang]}${fraction}` : formatNumber(whole, lang);
}

/** What a hole pays as a multiple of the bet: 1000 percent -> "10x", 130 -> "1.3x" ("1,3x" in Indonesian). */
export function formatOdds(oddsPercent: number, lang: Lang): string {
  return `${formatDecimal(oddsPercent, 100, 2, lang)}x`;
}

/** A chance as a percentage with two decimals at most: 70/256 -> "27.34%". */
export function formatChance(chance: Fraction, lang: Lang): string {
  return `${formatDecimal(chance.numerator * 100, chance.denominator, 2, lang)}%`;
}

/** The expected return exactly, as the rules publish it: 24,720/25,600 -> "96.5625%". */
export function formatReturn(expected: Fraction, lang: Lang): string {
  return `${formatDecimal(expected.numerator * 100, expected.denominator, 6, lang)}%`;
}

/** Coins with the brand's label: "12,000 Coins", "12.000 Koin", "12,000 金币". */
export function formatCoins(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.coinLabel(lang)}`;
}

/** Holes are numbered 1 to 9 from the left on the page (0 to 8 in the rules and the API). */
export function holeNumber(hole: number): number {
  return hole + 1;
}
