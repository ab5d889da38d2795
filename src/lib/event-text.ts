// Build-time only: an event folder's texts with the brand's words for coins and beans. Event texts never name the
// currencies themselves: they write `{coin}` and `{bean}`, filled here from the brand (src/lib/brand.ts), so that every
// page says coins and beans the same way (issue 26.3).
import { EVENT_MESSAGES } from '../routes.ts';
import { DEFAULT_BRAND, type Brand } from './brand.ts';
import type { EventMessages } from './event-def.ts';
import { LANGS, type Lang } from './language.ts';

/** `text` with `{coin}` and `{bean}` replaced by the brand's labels in `lang`. */
export function withCurrencyLabels(text: string, lang: Lang, brand: Brand = DEFAULT_BRAND): string {
  return text.replaceAll('{coin}', brand.coinLabel(lang)).replaceAll('{bean}', brand.beanLabel(lang));
}

/** The texts of event folder `event`, labels filled in; undefined for a folder without messages.ts. */
export function eventMessagesOf(event: string, brand: Brand = DEFAULT_BRAND): EventMessages | undefined {
  const source = EVENT_MESSAGES[event];
  if (!source) return undefined;
  const filled = (lang: Lang) =>
    Object.fromEntries(Object.entries(source[lang]).map(([key, text]) => [key, withCurrencyLabels(text, lang, brand)]));
  return Object.fromEntries(LANGS.map((lang) => [lang, filled(lang)])) as EventMessages;
}
