// Messages of the marble game's error codes, with the values they name from src/domain.
import { MARBLE_BET_MAX_COINS, MARBLE_BET_MIN_COINS, MARBLE_DAILY_LIMIT_DEFAULT_COINS, MARBLE_MIN_AGE_YEARS } from '../../domain/marble.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { formatNumber } from '../../lib/format.ts';
import { m } from '../../lib/messages.ts';

const marble: AreaErrorMessages<'marble'> = {
  'marble.notWholeCoins': (lang) => m['error.marble.notWholeCoins']({}, { locale: lang }),
  'marble.belowMinimum': (lang) => m['error.marble.belowMinimum']({ min: formatNumber(MARBLE_BET_MIN_COINS, lang) }, { locale: lang }),
  'marble.aboveMaximum': (lang) => m['error.marble.aboveMaximum']({ max: formatNumber(MARBLE_BET_MAX_COINS, lang) }, { locale: lang }),
  'marble.insufficientBalance': (lang) => m['error.marble.insufficientBalance']({}, { locale: lang }),
  'marble.dailyLimit': (lang) => m['error.marble.dailyLimit']({}, { locale: lang }),
  'marble.adultRequired': (lang) => m['error.marble.adultRequired']({ age: MARBLE_MIN_AGE_YEARS }, { locale: lang }),
  'marble.notFound': (lang) => m['error.marble.notFound']({}, { locale: lang }),
  'marble.limitInvalid': (lang) =>
    m['error.marble.limitInvalid']({ min: formatNumber(MARBLE_BET_MIN_COINS, lang), max: formatNumber(MARBLE_DAILY_LIMIT_DEFAULT_COINS, lang) }, { locale: lang }),
};

registerErrorMessages(marble);
