// Builds every page URL. Shared by the boot script, pages, islands and the reference server: no DOM, erasable TypeScript.
import type { CorePath, InternalPath } from '../routes.ts';
import { DEFAULT_LANG, isLang, type Lang } from './language.ts';

/** Path prefix of a language's variant: none for en, `/id`, `/zh-cn`, `/zh-tw`. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/** Splits `/id/mall` into `{ lang: 'id', path: '/mall' }`; an unprefixed path has `lang: null`. */
export function splitLangPrefix(pathname: string): { lang: Lang | null; path: string } {
  const slash = pathname.indexOf('/', 1);
  const first = slash === -1 ? pathname.slice(1) : pathname.slice(1, slash);
  if (first !== DEFAULT_LANG && isLang(first)) return { lang: first, path: slash === -1 ? '/' : pathname.slice(slash) };
  return { lang: null, path: pathname };
}

/** The pathname of `lang`'s variant of the page at `pathname`: same route, same `.html` suffix or none. */
export function variantPathname(pathname: string, lang: Lang): string {
  return langPrefix(lang) + splitLangPrefix(pathname).path;
}

/** Query values a link may carry. */
export type QueryValues = Record<string, string | number | undefined>;

/**
 * The link to a route's page in `lang`. It carries `lang` in the query too, so the language holds when storage is off.
 */
export function pageHref(path: CorePath | InternalPath, lang: Lang, query: QueryValues = {}): string {
  const params = new URLSearchParams();
  if (lang !== DEFAULT_LANG) params.set('lang', lang);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${langPrefix(lang)}${path}${search ? `?${search}` : ''}`;
}
