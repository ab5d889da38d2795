import { describe, expect, it } from 'vitest';
import { decideBoot, storedPreference, type BootInputs, type PageKind } from '../../src/lib/boot.ts';
import { LANGS, parseLang, resolveLang, type Lang } from '../../src/lib/language.ts';
import { splitLangPrefix } from '../../src/lib/paths.ts';

const base: BootInputs = { href: 'https://h5.example.com/mall', pageLang: 'en', pageKind: 'page', stored: null, browser: 'en-US' };

describe('decideBoot', () => {
  it('stays when the page is already in the resolved language', () => {
    expect(decideBoot({ ...base, href: 'https://h5.example.com/id/mall?lang=id', pageLang: 'id' })).toEqual({
      lang: 'id',
      store: 'id',
      redirect: null,
    });
  });

  it('moves to the variant of the query language, keeping query, hash and .html', () => {
    const decision = decideBoot({ ...base, href: 'https://h5.example.com/mall.html?lang=zh-TW&user_id=1#top' });
    expect(decision).toEqual({
      lang: 'zh-tw',
      store: 'zh-tw',
      redirect: 'https://h5.example.com/zh-tw/mall.html?lang=zh-TW&user_id=1#top',
    });
  });

  it('moves to the stored language when the query has none, storing nothing new', () => {
    expect(decideBoot({ ...base, stored: 'id' })).toEqual({ lang: 'id', store: null, redirect: 'https://h5.example.com/id/mall' });
  });

  it('moves a prefixed page back to en when nothing asks for its language', () => {
    expect(decideBoot({ ...base, href: 'https://h5.example.com/id/mall', pageLang: 'id' }).redirect).toBe(
      'https://h5.example.com/mall',
    );
  });

  it('follows the browser language on the login page, not the query or the stored one', () => {
    const decision = decideBoot({
      ...base,
      href: 'https://h5.example.com/login?lang=en',
      pageKind: 'login',
      stored: 'zh-cn',
      browser: 'id-ID',
    });
    expect(decision.lang).toBe('id');
    expect(decision.redirect).toBe('https://h5.example.com/id/login?lang=en');
  });

  it('asks a smart host for en explicitly when it served another language at the unprefixed URL', () => {
    const decision = decideBoot({ ...base, href: 'https://h5.example.com/mall?user_id=1', pageLang: 'id', stored: 'en' });
    expect(decision.redirect).toBe('https://h5.example.com/mall?user_id=1&lang=en');
  });

  it('never moves away from a 404 page', () => {
    const decision = decideBoot({ ...base, href: 'https://h5.example.com/404?lang=id', pageKind: '404' });
    expect(decision).toEqual({ lang: 'id', store: 'id', redirect: null });
  });
});

/** How a host answers a URL: which page (language and kind) it serves there. */
type Host = (url: URL, cookie: string | null, acceptLanguage: string) => { pageLang: Lang; pageKind: PageKind };

/** The page kind of a route path. */
function kindOf(routePath: string): PageKind {
  const bare = routePath.replace(/\.html$/, '');
  if (bare === '/login') return 'login';
  if (bare === '/404' || bare === '/nowhere') return '404';
  return 'page';
}

/** A plain static host: every file as it is, the unprefixed file is the en variant. */
const plainHost: Host = (url) => {
  const { lang, path } = splitLangPrefix(url.pathname);
  return { pageLang: lang ?? 'en', pageKind: kindOf(path) };
};

/** A smart host (reference server, nginx and CDN rules): unprefixed URLs get the variant the request asks for. */
const smartHost: Host = (url, cookie, acceptLanguage) => {
  const { lang, path } = splitLangPrefix(url.pathname);
  if (lang) return { pageLang: lang, pageKind: kindOf(path) };
  const query = url.searchParams.get('lang') ?? url.searchParams.get('language');
  const pageLang = resolveLang({ isLogin: kindOf(path) === 'login', query, stored: cookie, browser: acceptLanguage });
  return { pageLang, pageKind: kindOf(path) };
};

type Storage = 'on' | 'cookie-only' | 'off';

/** Opens `href` like a browser would, following boot redirects; returns how many there were and where it ended. */
function open(href: string, host: Host, storage: Storage, initial: { local: string | null; cookie: string | null }, browser: string) {
  let local = storage === 'on' ? initial.local : null;
  let cookie = storage === 'off' ? null : initial.cookie;
  let url = new URL(href);
  const visited: string[] = [];
  for (let step = 0; step < 5; step++) {
    visited.push(url.href);
    const page = host(url, cookie, browser);
    const decision = decideBoot({ href: url.href, pageLang: page.pageLang, pageKind: page.pageKind, stored: storedPreference(local, cookie), browser });
    if (decision.store && storage === 'on') local = decision.store;
    const preferred = decision.store ?? parseLang(local);
    if (preferred && storage !== 'off') cookie = preferred;
    if (!decision.redirect) return { redirects: step, page, lang: decision.lang, visited };
    expect(decision.redirect).not.toBe(url.href);
    expect(page.pageKind).not.toBe('404');
    url = new URL(decision.redirect);
  }
  throw new Error(`redirect loop: ${visited.join(' -> ')}`);
}

describe('boot redirects never loop', () => {
  const paths = ['/mall', '/mall.html', '/id/mall', '/zh-tw/marble/rule.html', '/login', '/zh-cn/login', '/404', '/id/404', '/nowhere'];
  const queries = ['', '?lang=id', '?lang=zh-CN', '?language=zh_tw', '?lang=fr', '?lang=', '?lang=en&user_id=1'];
  const storedValues = [null, 'en', 'id', 'zh-tw', 'garbage'];
  const browsers = ['en-US', 'id-ID', 'zh-HK', 'fr-FR'];
  const hosts = { plain: plainHost, smart: smartHost };
  const storages: Storage[] = ['on', 'cookie-only', 'off'];

  it('ends on a page in the resolved language after at most one redirect, in every combination', () => {
    let combinations = 0;
    for (const [hostName, host] of Object.entries(hosts))
      for (const storage of storages)
        for (const path of paths)
          for (const query of queries)
            for (const local of storedValues)
              for (const cookie of storedValues)
                for (const browser of browsers) {
                  const result = open(`https://h5.example.com${path}${query}`, host, storage, { local, cookie }, browser);
                  const where = `${hostName}/${storage} ${path}${query} local=${local} cookie=${cookie} browser=${browser}`;
                  expect(result.redirects, where).toBeLessThanOrEqual(1);
                  if (result.page.pageKind !== '404') expect(result.page.pageLang, where).toBe(result.lang);
                  combinations++;
                }
    expect(combinations).toBe(2 * 3 * paths.length * queries.length * storedValues.length ** 2 * browsers.length);
  });

  it('needs no redirect at all on a smart host once the preference is stored', () => {
    for (const lang of LANGS) {
      const result = open('https://h5.example.com/mall', smartHost, 'on', { local: lang, cookie: lang }, 'en-US');
      expect(result.redirects).toBe(0);
      expect(result.page.pageLang).toBe(lang);
    }
  });
});
