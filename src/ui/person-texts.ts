// The texts a PersonButton shows or says, read in the page's language when the page is built and handed to the island
// as a prop (the family islands' pattern, DESIGN 9): one language's words in the HTML, not four in the script. Only
// .astro pages import this module; islands take the PersonTexts type from PersonButton.tsx.
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import type { PersonTexts } from './PersonButton.tsx';

/** PersonButton's texts in `lang` (build time). */
export function personTexts(lang: Lang): PersonTexts {
  return { live: m['ui.person.live']({}, { locale: lang }), noApp: m['bridge.noApp']({}, { locale: lang }) };
}
