// Typed message functions compiled by Paraglide from i18n/<lang>.json (npm run i18n).
// Call them with the page's language, always explicitly: `m['route.mall']({}, { locale: lang })`.
import type { m as messages } from '../paraglide/messages.js';

export { m } from '../paraglide/messages.js';

/** A key of i18n/en.json. */
export type MessageKey = keyof typeof messages;
