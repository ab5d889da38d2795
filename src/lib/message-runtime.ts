// What Paraglide's compiled messages import from its runtime, and nothing more (astro.config.mjs points them here).
// Pages always pass the language explicitly (`m.key(inputs, { locale })`), so the runtime's locale detection
// (cookies, URL patterns, storage; about 1.5 KB gzip on every island page) is never needed. Should a compiled
// message ever import anything else, the build fails on the missing export.

/**
 * Paraglide's per-build locale constant: none here, where the page build renders all four languages. The browser's
 * copies of the messages are fixed to their page's language at bundling (scripts/page-language.ts) and never import
 * this module.
 */
export const experimentalStaticLocale: string | undefined = undefined;

/** Only reached if a call forgets its locale: the base language, as Paraglide's own fallback would give. */
export function getLocale(): string {
  return 'en';
}
