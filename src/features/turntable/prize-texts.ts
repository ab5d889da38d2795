// The texts of a wheel's dress-up prizes, made by the page from the wheel's config and handed to its islands: a wheel
// offers one or two of the sixteen dress-ups, so the islands do not carry every item's name. Import it from .astro
// files only.
import { TURNTABLE_WHEELS, type WheelId } from '../../domain/turntable.ts';
import { DEFAULT_BRAND } from '../../lib/brand.ts';
import type { Lang } from '../../lib/language.ts';
import { decorPrizeKey, prizeText } from './text.ts';

/** The texts of a wheel's dress-up prizes in `lang`, by decorPrizeKey (shownPrize reads them). */
export function decorPrizeTexts(wheel: WheelId, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    TURNTABLE_WHEELS[wheel].prizes.items.flatMap((prize) => (prize.kind === 'decor' ? [[decorPrizeKey(prize), prizeText(prize, lang, DEFAULT_BRAND)]] : [])),
  );
}
