// Plain texts (messages without placeholders) of the family islands, read in the page's language when the page is
// built and handed to the island as a prop: the page carries one language's words in its HTML instead of four
// languages' message code in its script (DESIGN 9). Only .astro pages import this module (it reaches every message by
// key); the islands import the key lists and types of text-keys.ts.
import type { Lang } from '../../lib/language.ts';
import { m, type MessageKey } from '../../lib/messages.ts';
import type { TextOf } from './text-keys.ts';

/** Reads each plain message of `keys` in `lang` (build time only: it reaches every message by key). */
export function pickTexts<const K extends readonly MessageKey[]>(keys: K, lang: Lang): TextOf<K> {
  const texts: Record<string, string> = {};
  for (const key of keys) texts[key] = (m[key] as (inputs: object, options: { locale: Lang }) => string)({}, { locale: lang });
  return texts as TextOf<K>;
}
