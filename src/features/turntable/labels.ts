// The fixed texts of the turntable islands, made at build time in the page's language and passed in as props: the
// page carries one language's words in its HTML instead of every island shipping all four in its JavaScript. Import
// it from .astro files only; islands import its types.
import { TURNTABLE_WHEELS, type WheelId } from '../../domain/turntable.ts';
import { DEFAULT_BRAND } from '../../lib/brand.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { decorPrizeKey, prizeText } from './text.ts';

/** The texts of a wheel's dress-up prizes in `lang`, by decorPrizeKey (the islands' shownPrize reads them). */
function decorPrizeTexts(wheel: WheelId, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    TURNTABLE_WHEELS[wheel].prizes.items.flatMap((prize) => (prize.kind === 'decor' ? [[decorPrizeKey(prize), prizeText(prize, lang, DEFAULT_BRAND)]] : [])),
  );
}

/** The wheel island's fixed texts. */
export function wheelLabels(lang: Lang, wheel: WheelId) {
  const locale = { locale: lang };
  return {
    prizes: decorPrizeTexts(wheel, lang),
    spin: m['turntable.spin']({}, locale),
    spinning: m['turntable.spinning']({}, locale),
    closed: m['turntable.spinClosed']({}, locale),
    spinsLeft: m['turntable.spins.left']({}, locale),
    topUp: m['route.recharge']({}, locale),
    topUps: m['turntable.topUps.title']({}, locale),
    fairDraw: m['turntable.commitment.title']({}, locale),
    commitment: m['turntable.verify.commitment']({}, locale),
    seedLater: m['turntable.commitment.after']({}, locale),
    doNotRepeat: m['common.doNotRepeat']({}, locale),
    closedNote: m['turntable.closedNote']({}, locale),
    otherWheels: m['route.turnPage']({}, locale),
  };
}

/** The records island's fixed texts. */
export function recordLabels(lang: Lang, wheel: WheelId) {
  const locale = { locale: lang };
  return {
    prizes: decorPrizeTexts(wheel, lang),
    title: m['turntable.records.title']({}, locale),
    empty: m['turntable.records.empty']({}, locale),
    check: m['turntable.verify.title']({}, locale),
    message: m['turntable.verify.message']({}, locale),
    commitment: m['turntable.verify.commitment']({}, locale),
    seed: m['turntable.verify.seed']({}, locale),
    checking: m['turntable.verify.checking']({}, locale),
    verified: m['turntable.verify.ok']({}, locale),
    unavailable: m['turntable.verify.unavailable']({}, locale),
  };
}

/** The big-wins island's fixed texts. */
export function bigWinLabels(lang: Lang, wheel: WheelId) {
  const locale = { locale: lang };
  return { prizes: decorPrizeTexts(wheel, lang), title: m['turntable.bigWins.title']({}, locale), empty: m['turntable.bigWins.empty']({}, locale) };
}

/** The fixed texts of the wheel island. */
export type WheelLabels = ReturnType<typeof wheelLabels>;
/** The fixed texts of the records island. */
export type RecordLabels = ReturnType<typeof recordLabels>;
/** The fixed texts of the big-wins island. */
export type BigWinLabels = ReturnType<typeof bigWinLabels>;
