// Module ids of one language's copy (`?page-lang=<lang>`): which language a module id is of, and the id of its copy in
// another. Shared by the build's language plugin (page-language.ts), its chunk plan (chunk-plan.ts) and npm run size.
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../src/lib/language.ts';

/** The query parameter that names a module copy's language; a module of ours without it is the default language's. */
const LANG_PARAM = 'page-lang';
const LANG_PATTERN = new RegExp(`[?&]${LANG_PARAM}=([a-z-]+)`);

/** The languages that get copies of their own; the default language's pages use the modules as Astro names them. */
export const COPIED_LANGS = LANGS.filter((lang) => lang !== DEFAULT_LANG);

/** The language of a module id (the default language when it names none). */
export function langOfId(id: string): Lang {
  const code = id.match(LANG_PATTERN)?.[1];
  return isLang(code) ? code : DEFAULT_LANG;
}

/** `id` as the copy of language `lang` (the default language's is the id itself). Keeps the id's end (`&lang.ts`). */
export function withLang(id: string, lang: Lang): string {
  const plain = withoutLang(id);
  if (lang === DEFAULT_LANG) return plain;
  const query = plain.indexOf('?');
  return query === -1 ? `${plain}?${LANG_PARAM}=${lang}` : `${plain.slice(0, query + 1)}${LANG_PARAM}=${lang}&${plain.slice(query + 1)}`;
}

/** `id` without its language. */
export function withoutLang(id: string): string {
  return id.replace(new RegExp(`([?&])${LANG_PARAM}=[a-z-]+(&|$)`), (_, before: string, after: string) => (after ? before : '')).replace(/\?$/, '');
}

/** React, React DOM and the scheduler: one chunk for every page, whatever its language (astro.config.mjs). */
export const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
