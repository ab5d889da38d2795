// The boot script: bundled, minified and inlined in every page's <head> (astro.config.mjs). It runs before first
// paint, takes the app's credentials out of the address bar for the entry, stores a language chosen in the query and,
// on hosts that serve files as they are, moves to the page's variant in the resolved language. The decision is a pure function so its no-loop guarantees are unit-tested.
import {
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANG_STORAGE_KEY,
  langFromCookie,
  langToStore,
  parseLang,
  queryLangValue,
  resolveLang,
  type Lang,
} from './language.ts';
import { handOver, splitCredentials, withCredentialFragment } from './credential-handoff.ts';
import { closeInPlay } from './close-flag.ts';
import { variantPathname } from './paths.ts';

/** What kind of page is booting: the login page follows the browser language; 404 pages never move. */
export type PageKind = 'page' | 'login' | '404';

/** Everything the decision depends on. */
export interface BootInputs {
  href: string;
  pageLang: Lang;
  pageKind: PageKind;
  /** Stored preference (localStorage, else the cookie), or null when none or storage is off. */
  stored: string | null;
  /** navigator.language. */
  browser: string | null;
}

/** What the boot script does. */
export interface BootDecision {
  /** The language this page should be shown in. */
  lang: Lang;
  /** A language to store (the query chose one), or null. */
  store: Lang | null;
  /** The URL to replace this one with, or null to stay. Never the current URL, never from a 404 page. */
  redirect: string | null;
}

/** DESIGN 6: the language of this page, what to store, and where (if anywhere) to go. */
export function decideBoot(inputs: BootInputs): BootDecision {
  const url = new URL(inputs.href);
  const query = queryLangValue(url.searchParams);
  const lang = resolveLang({ isLogin: inputs.pageKind === 'login', query, stored: inputs.stored, browser: inputs.browser });
  const store = langToStore(query);
  if (inputs.pageKind === '404' || lang === inputs.pageLang) return { lang, store, redirect: null };
  const target = new URL(url.href);
  target.pathname = variantPathname(url.pathname, lang);
  // A smart host served another language at this unprefixed URL (its cookie disagreed with localStorage): only an
  // explicit query language makes it serve en here, and it makes the target differ from this URL.
  if (target.href === url.href && inputs.pageKind !== 'login') target.searchParams.set('lang', lang);
  return { lang, store, redirect: target.href === url.href ? null : target.href };
}

/** The stored preference: localStorage when it holds a language, else the cookie (which smart hosts read too). */
export function storedPreference(local: string | null, cookie: string | null): string | null {
  return parseLang(local) ?? cookie;
}

/** Reads localStorage, which throws when storage is disabled. */
function readLocal(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Reads the `lang` cookie, which throws in sandboxed documents. */
function readCookie(): string | null {
  try {
    return langFromCookie(document.cookie);
  } catch {
    return null;
  }
}

/** Writes the cookie that smart hosts read to serve the right variant without a redirect. */
function writeCookie(lang: Lang): void {
  try {
    document.cookie = `${LANG_STORAGE_KEY}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  } catch {
    // Cookies off: the query and localStorage still carry the language.
  }
}

/**
 * Starts the entry: on a page with islands as soon as the document is parsed (their data waits for the session); on
 * a page without islands when the browser is idle after load: nothing on it needs the session, so the first paint
 * never waits for the entry's work.
 */
function startEntrySoon(start: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => start()) : setTimeout(start));
  document.addEventListener('DOMContentLoaded', () => {
    if (document.querySelector('astro-island')) start();
    else if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/** Runs the decision against the real page. */
export function boot(): void {
  const html = document.documentElement;
  // First of all, before anything loads or is shown: the app's credentials leave the address bar for the entry.
  const { credentials, cleaned } = splitCredentials(location.href);
  const stored = credentials !== '' && handOver(credentials, Date.now());
  if (credentials !== '') history.replaceState(history.state, '', cleaned);
  const local = readLocal();
  const cookie = readCookie();
  const decision = decideBoot({
    href: cleaned,
    pageLang: parseLang(html.lang) ?? 'en',
    pageKind: (html.dataset['page'] as PageKind | undefined) ?? 'page',
    stored: storedPreference(local, cookie),
    browser: navigator.language,
  });
  if (decision.store) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, decision.store);
    } catch {
      // Storage off: nothing to keep; the cookie below may still work.
    }
  }
  // Keep the cookie in step with the preference so smart hosts pick the same variant next time.
  const preferred = decision.store ?? parseLang(local);
  if (preferred && parseLang(cookie) !== preferred) writeCookie(preferred);
  if (decision.redirect) {
    // The next page's entry finds the credentials in this tab's storage, or (storage off) in the fragment.
    location.replace(credentials !== '' && !stored ? withCredentialFragment(decision.redirect, credentials) : decision.redirect);
    return;
  }
  // Auth pages, public pages opened with credentials and pages with a close request run the entry they carry in a
  // <template> (DESIGN 3, 9; the entry keeps the request and shows the button).
  const entry = document.getElementById('entry-template');
  if (entry instanceof HTMLTemplateElement && (html.dataset['auth'] === 'true' || credentials !== '' || closeInPlay(location.search))) {
    startEntrySoon(() => document.head.append(entry.content.cloneNode(true)));
  }
}
