// Every route is built once per language: `/mall.html` (en), `/id/mall.html`, `/zh-cn/mall.html`, `/zh-tw/mall.html`.
import { DEFAULT_LANG, LANGS, parseLang, type Lang } from './language.ts';

/** The `[...lang]` param of a language: none for en, the code otherwise. */
export function langParamOf(lang: Lang): string | undefined {
  return lang === DEFAULT_LANG ? undefined : lang;
}

/** getStaticPaths of a page under src/pages/[...lang]/: one page per language. */
export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang: langParamOf(lang) } }));
}

/** The language of the page being built, from its `[...lang]` param. */
export function pageLang(params: Record<string, string | undefined>): Lang {
  return parseLang(params['lang']) ?? DEFAULT_LANG;
}
