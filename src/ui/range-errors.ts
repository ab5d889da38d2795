// The messages of the API's date-range refusals (range.*), the same texts the date picker shows (SPEC 5). The date
// picker registers them: the pages that send a range are the pages that have one, so only they ship these texts.
import { INCOME_RANGE_MAX_DAYS } from '../domain/date-range.ts';
import { registerErrorMessages } from '../lib/error-messages.ts';
import { m } from '../lib/messages.ts';

registerErrorMessages({
  'range.required': (lang) => m['error.range.required']({}, { locale: lang }),
  'range.invalid': (lang) => m['error.range.invalid']({}, { locale: lang }),
  'range.startAfterEnd': (lang) => m['error.range.startAfterEnd']({}, { locale: lang }),
  'range.endAfterToday': (lang) => m['error.range.endAfterToday']({}, { locale: lang }),
  // The limit the server sent (`data.days`); an answer without it comes from a 31-day list.
  'range.tooLong': (lang, data) => m['error.range.tooLong']({ days: (data as { days?: number } | null)?.days ?? INCOME_RANGE_MAX_DAYS }, { locale: lang }),
});
