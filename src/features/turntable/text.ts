// The turntable's texts that depend on the config: wheel names, windows, steps, limits, prizes, chances and expected
// prizes in the page language. Used at build time by the .astro parts and in the browser by the islands, so every
// figure a page shows comes from the same constants the server draws with.
import type { PrizeView } from '../../contract/turntable.ts';
import type { DecorItemId } from '../../domain/decor.ts';
import type { Fraction } from '../../domain/random.ts';
import type { WheelConfig, WheelId, WheelWindow } from '../../domain/turntable.ts';
import { DEFAULT_BRAND, type Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** Decimal mark of each page language (Indonesian writes 2,38%). */
const DECIMAL_MARK: Record<Lang, string> = { en: '.', id: ',', 'zh-cn': '.', 'zh-tw': '.' };

/** A wheel's name in `lang`. */
export function wheelName(wheel: WheelId, lang: Lang): string {
  const locale = { locale: lang };
  switch (wheel) {
    case 'lucky':
      return m['turntable.name.lucky']({}, locale);
    case 'luckyOne':
      return m['turntable.name.luckyOne']({}, locale);
    case 'luckyTwo':
      return m['turntable.name.luckyTwo']({}, locale);
    case 'tanpa':
      return m['turntable.name.tanpa']({}, locale);
    case 'harta':
      return m['turntable.name.harta']({}, locale);
    case 'shining3':
      return m['turntable.name.shining3']({}, locale);
    case 'shining6':
      return m['turntable.name.shining6']({}, locale);
  }
}

/** An ISO weekday's full name (1 Monday … 7 Sunday). */
function weekdayName(weekday: number, lang: Lang): string {
  const names = [
    m['turntable.weekday.1'],
    m['turntable.weekday.2'],
    m['turntable.weekday.3'],
    m['turntable.weekday.4'],
    m['turntable.weekday.5'],
    m['turntable.weekday.6'],
    m['turntable.weekday.7'],
  ];
  return names[weekday - 1]?.({}, { locale: lang }) ?? String(weekday);
}

/** When a wheel is open, in words. */
export function windowText(schedule: WheelWindow, lang: Lang): string {
  const locale = { locale: lang };
  switch (schedule.kind) {
    case 'month':
      return m['turntable.window.month']({}, locale);
    case 'week':
      return m['turntable.window.week']({}, locale);
    case 'monthDays':
      return m['turntable.window.monthDays']({ first: String(schedule.firstDay), last: String(schedule.lastDay) }, locale);
    case 'weekDays':
      return m['turntable.window.weekDays']({ firstDay: weekdayName(schedule.firstWeekday, lang), lastDay: weekdayName(schedule.lastWeekday, lang) }, locale);
  }
}

/** Coins with the brand's label: "500,000 Coins". */
export function coinsText(coins: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(coins, lang)} ${brand.coinLabel(lang)}`;
}

/** Each dress-up's name (the names the Decor Shop shows); literal keys, so a page bundles only these messages. */
const DECOR_NAMES: Record<DecorItemId, (locale: { locale: Lang }) => string> = {
  'frame-rose': (locale) => m['account.decor.item.frameRose']({}, locale),
  'frame-gold': (locale) => m['account.decor.item.frameGold']({}, locale),
  'mount-scooter': (locale) => m['account.decor.item.mountScooter']({}, locale),
  'mount-phoenix': (locale) => m['account.decor.item.mountPhoenix']({}, locale),
  'id-silver': (locale) => m['account.decor.item.idSilver']({}, locale),
  'id-gold': (locale) => m['account.decor.item.idGold']({}, locale),
  'bubble-mint': (locale) => m['account.decor.item.bubbleMint']({}, locale),
  'bubble-galaxy': (locale) => m['account.decor.item.bubbleGalaxy']({}, locale),
  'bg-sunset': (locale) => m['account.decor.item.bgSunset']({}, locale),
  'bg-ocean': (locale) => m['account.decor.item.bgOcean']({}, locale),
  'mic-neon': (locale) => m['account.decor.item.micNeon']({}, locale),
  'mic-crown': (locale) => m['account.decor.item.micCrown']({}, locale),
  'runway-comet': (locale) => m['account.decor.item.runwayComet']({}, locale),
  'runway-fire': (locale) => m['account.decor.item.runwayFire']({}, locale),
  'card-pearl': (locale) => m['account.decor.item.cardPearl']({}, locale),
  'card-royal': (locale) => m['account.decor.item.cardRoyal']({}, locale),
};

/** A dress-up's name in `lang`. */
export function decorName(itemId: DecorItemId, lang: Lang): string {
  return DECOR_NAMES[itemId]({ locale: lang });
}

/** Where a dress-up prize's text is found among a wheel's prize texts (prize-texts.ts): `<item id>/<days>`. */
export function decorPrizeKey(prize: { itemId: DecorItemId; days: number }): string {
  return `${prize.itemId}/${prize.days}`;
}

/**
 * What a prize gives, in an island: coins formatted on the device; a dress-up's text from the wheel's prize texts,
 * made by the page from the wheel's config (prize-texts.ts): a wheel offers one or two of the sixteen dress-ups, and
 * the islands need not carry every item's name.
 */
export function shownPrize(prize: PrizeView, lang: Lang, brand: Brand, decorTexts: Readonly<Record<string, string>>): string {
  return prize.kind === 'coins' ? coinsText(prize.coins, lang, brand) : (decorTexts[decorPrizeKey(prize)] ?? prize.itemId);
}

/** What a prize gives, in words: "5,000 Coins", "Golden Halo (30 days)". */
export function prizeText(prize: PrizeView, lang: Lang, brand: Brand): string {
  if (prize.kind === 'coins') return coinsText(prize.coins, lang, brand);
  return m['turntable.prize.decor']({ item: decorName(prize.itemId, lang), days: formatNumber(prize.days, lang) }, { locale: lang });
}

/** "One spin for every 500,000 Coins topped up during the round". */
export function stepText(wheel: WheelConfig, lang: Lang, brand: Brand): string {
  return m['turntable.step']({ coins: coinsText(wheel.stepCoins, lang, brand) }, { locale: lang });
}

/** The round's limit of spins, or that it has none. */
export function limitText(wheel: WheelConfig, lang: Lang): string {
  return wheel.maxSpinsPerRound === null
    ? m['turntable.noLimit']({}, { locale: lang })
    : m['turntable.limit']({ count: formatNumber(wheel.maxSpinsPerRound, lang) }, { locale: lang });
}

/** A wheel page's intro: when it is open, what a spin takes and its limit per round, in one paragraph. */
export function wheelIntro(wheel: WheelConfig, lang: Lang): string {
  return m['turntable.intro']({ window: windowText(wheel.schedule, lang), step: stepText(wheel, lang, DEFAULT_BRAND), limit: limitText(wheel, lang) }, { locale: lang });
}

/** A fraction as a decimal with at most `places` decimals (rounded half up, trailing zeros dropped). */
export function decimalText(fraction: Fraction, lang: Lang, places: number): string {
  const scale = 10 ** places;
  const scaled = Math.round((fraction.numerator * scale) / fraction.denominator);
  const whole = Math.floor(scaled / scale);
  const decimals = String(scaled % scale).padStart(places, '0').replace(/0+$/, '');
  return `${formatNumber(whole, lang)}${decimals ? DECIMAL_MARK[lang] + decimals : ''}`;
}

/** A chance as a percentage with up to three decimals: 40%, 0.4%, 0.02%; a chance too small to show is "<0.001%". */
export function percentText(fraction: Fraction, lang: Lang): string {
  const percent = { numerator: fraction.numerator * 100, denominator: fraction.denominator };
  const text = decimalText(percent, lang, 3);
  return text === '0' && fraction.numerator > 0 ? `<0${DECIMAL_MARK[lang]}001%` : `${text}%`;
}
