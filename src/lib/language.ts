// Shared by the boot script (browser), the Astro build and the reference server: erasable TypeScript, no DOM.

/** The four languages every page is built in, in the order pages list them. */
export const LANGS = ['en', 'id', 'zh-cn', 'zh-tw'] as const;

/** One of the supported languages. */
export type Lang = (typeof LANGS)[number];

/** SPEC 1: anything unsupported falls back to English. */
export const DEFAULT_LANG: Lang = 'en';

/** Name of the localStorage key and of the cookie that hold the chosen language. */
export const LANG_STORAGE_KEY = 'lang';

/** The stored language cookie lives a year; the app re-sends `lang` often enough to refresh it. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `<html lang>` value (BCP 47) for each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', id: 'id', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

/** True when `value` is exactly one of the supported language codes. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A `lang` query or stored value as a supported code, accepting `ZH_cn`-style spellings; null when unsupported. */
export function parseLang(value: string | null | undefined): Lang | null {
  if (!value) return null;
  const code = value.trim().toLowerCase().replace('_', '-');
  return isLang(code) ? code : null;
}

/** DESIGN 6: maps one browser language tag (navigator.language, the first Accept-Language tag) to a supported language. */
export function langFromBrowserTag(tag: string | null | undefined): Lang {
  const t = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (t === 'zh-cn' || t.startsWith('zh-cn-') || t.startsWith('zh-hans')) return 'zh-cn';
  if (t === 'zh-tw' || t === 'zh-hk' || t.startsWith('zh-tw-') || t.startsWith('zh-hk-') || t.startsWith('zh-hant')) return 'zh-tw';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'id' || t.startsWith('id-') || t === 'in' || t.startsWith('in-')) return 'id';
  return DEFAULT_LANG;
}

/** The first (highest-weighted) tag of an Accept-Language header, or null. */
export function firstAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim();
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag ?? null;
}

/** The language a URL's query asks for: `lang`, else `language`; the raw value, unparsed. */
export function queryLangValue(params: URLSearchParams): string | null {
  return params.get('lang') ?? params.get('language');
}

/** What the language of a page is decided from. */
export interface LangInputs {
  /** The page is the login page: SPEC 1 picks its language from the browser. */
  isLogin: boolean;
  /** Raw `lang` (or `language`) query value, if any. */
  query: string | null;
  /** Raw stored preference (localStorage, else cookie), if any. */
  stored: string | null;
  /** The browser's language tag (navigator.language or the first Accept-Language tag). */
  browser: string | null;
}

/** SPEC 1 / DESIGN 6: login follows the browser; elsewhere query, then stored, then en; unsupported -> en. */
export function resolveLang(inputs: LangInputs): Lang {
  if (inputs.isLogin) return langFromBrowserTag(inputs.browser);
  if (inputs.query !== null && inputs.query !== '') return parseLang(inputs.query) ?? DEFAULT_LANG;
  return parseLang(inputs.stored) ?? DEFAULT_LANG;
}

/** SPEC 1: a language query parameter is stored as the chosen language (normalised; unsupported stores en). */
export function langToStore(query: string | null): Lang | null {
  if (query === null || query === '') return null;
  return parseLang(query) ?? DEFAULT_LANG;
}

/** Reads the `lang` cookie out of a Cookie header or `document.cookie`. */
export function langFromCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANG_STORAGE_KEY) {
      // A cookie anyone can set: a malformed escape (`%`) is no language, not an error.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
