// The board island's fixed texts, rendered into the page at build time and handed to the island as one prop: they
// depend on nothing but the language and the rules' constants, so the island need not ship them in four languages.
import { MARBLE_BET_MAX_COINS, MARBLE_BET_MIN_COINS, MARBLE_DAILY_LIMIT_DEFAULT_COINS, MARBLE_MIN_AGE_YEARS } from '../../domain/marble.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** What MarbleGame shows that never changes on a page. */
export interface MarbleGameTexts {
  gameLabel: string;
  boardLabel: string;
  balance: string;
  betHint: string;
  drop: string;
  viewRecord: string;
  resuming: string;
  lostAnswer: string;
  limitChange: string;
  limitTitle: string;
  limitHint: string;
  adultTitle: string;
  adultBody: string;
  adultConfirm: string;
  confirmTitle: string;
}

/** The texts in `lang` (call at build time, in the page). */
export function marbleGameTexts(lang: Lang): MarbleGameTexts {
  const locale = { locale: lang };
  const age = { age: MARBLE_MIN_AGE_YEARS };
  return {
    gameLabel: m['marble.gameLabel']({}, locale),
    boardLabel: m['marble.boardLabel']({}, locale),
    balance: m['marble.balance']({}, locale),
    betHint: m['marble.tipLimits']({ min: formatNumber(MARBLE_BET_MIN_COINS, lang), max: formatNumber(MARBLE_BET_MAX_COINS, lang) }, locale),
    drop: m['marble.drop']({}, locale),
    viewRecord: m['marble.viewRecord']({}, locale),
    resuming: m['marble.resuming']({}, locale),
    lostAnswer: m['marble.lostAnswer']({}, locale),
    limitChange: m['marble.limitChange']({}, locale),
    limitTitle: m['marble.limitTitle']({}, locale),
    limitHint: m['marble.limitHint']({ min: formatNumber(MARBLE_BET_MIN_COINS, lang), max: formatNumber(MARBLE_DAILY_LIMIT_DEFAULT_COINS, lang) }, locale),
    adultTitle: m['marble.adultTitle'](age, locale),
    adultBody: m['marble.adultBody'](age, locale),
    adultConfirm: m['marble.adultConfirm'](age, locale),
    confirmTitle: m['marble.confirmTitle']({}, locale),
  };
}
