import { describe, expect, it } from 'vitest';
import {
  firstAcceptLanguage,
  langFromBrowserTag,
  langFromCookie,
  langToStore,
  parseLang,
  resolveLang,
} from '../../src/lib/language.ts';

describe('langFromBrowserTag', () => {
  it.each([
    ['zh-CN', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh-Hant-TW', 'zh-tw'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['id', 'id'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['in-ID', 'id'],
    ['fr-FR', 'en'],
    ['ms-MY', 'en'],
    ['zh', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('maps the browser language %s to %s', (tag, lang) => {
    expect(langFromBrowserTag(tag)).toBe(lang);
  });
});

describe('parseLang', () => {
  it('accepts the four codes in any case and with an underscore', () => {
    expect(parseLang('id')).toBe('id');
    expect(parseLang('ZH-CN')).toBe('zh-cn');
    expect(parseLang('zh_TW')).toBe('zh-tw');
    expect(parseLang(' en ')).toBe('en');
  });

  it('rejects anything else', () => {
    for (const value of ['fr', 'zh', 'zh-hans', 'in', 'english', '', null, undefined]) expect(parseLang(value)).toBeNull();
  });
});

describe('resolveLang', () => {
  const page = { isLogin: false, browser: 'zh-CN' };

  it('takes the query language first', () => {
    expect(resolveLang({ ...page, query: 'id', stored: 'zh-tw' })).toBe('id');
  });

  it('falls back to en for an unsupported query language, whatever is stored', () => {
    expect(resolveLang({ ...page, query: 'fr', stored: 'id' })).toBe('en');
  });

  it('takes the stored preference when the query has none', () => {
    expect(resolveLang({ ...page, query: null, stored: 'zh-tw' })).toBe('zh-tw');
    expect(resolveLang({ ...page, query: '', stored: 'id' })).toBe('id');
  });

  it('falls back to en when nothing is stored or the stored value is unsupported', () => {
    expect(resolveLang({ ...page, query: null, stored: null })).toBe('en');
    expect(resolveLang({ ...page, query: null, stored: 'klingon' })).toBe('en');
  });

  it('never uses the browser language outside the login page', () => {
    expect(resolveLang({ isLogin: false, query: null, stored: null, browser: 'id-ID' })).toBe('en');
  });

  it('uses only the browser language on the login page', () => {
    expect(resolveLang({ isLogin: true, query: 'zh-cn', stored: 'zh-tw', browser: 'id-ID' })).toBe('id');
    expect(resolveLang({ isLogin: true, query: null, stored: null, browser: 'zh-HK' })).toBe('zh-tw');
    expect(resolveLang({ isLogin: true, query: null, stored: 'id', browser: 'de-DE' })).toBe('en');
  });
});

describe('langToStore', () => {
  it('stores the query language, normalised', () => {
    expect(langToStore('ZH_cn')).toBe('zh-cn');
  });

  it('stores en for an unsupported query language, since that is what was chosen', () => {
    expect(langToStore('fr')).toBe('en');
  });

  it('stores nothing without a query language', () => {
    expect(langToStore(null)).toBeNull();
    expect(langToStore('')).toBeNull();
  });
});

describe('firstAcceptLanguage', () => {
  it('picks the highest-weighted tag, the first on a tie', () => {
    expect(firstAcceptLanguage('id-ID,id;q=0.9,en;q=0.8')).toBe('id-ID');
    expect(firstAcceptLanguage('en;q=0.5, zh-TW;q=0.9')).toBe('zh-TW');
    expect(firstAcceptLanguage('fr, en')).toBe('fr');
  });

  it('ignores wildcards, zero weights and empty headers', () => {
    expect(firstAcceptLanguage('*, id;q=0.1')).toBe('id');
    expect(firstAcceptLanguage('en;q=0, id;q=0.2')).toBe('id');
    expect(firstAcceptLanguage('')).toBeNull();
    expect(firstAcceptLanguage(undefined)).toBeNull();
  });
});

describe('langFromCookie', () => {
  it('reads the lang cookie among others', () => {
    expect(langFromCookie('a=1; lang=zh-tw; b=2')).toBe('zh-tw');
  });

  it('does not confuse cookies whose names end in lang', () => {
    expect(langFromCookie('xlang=id')).toBeNull();
    expect(langFromCookie(undefined)).toBeNull();
  });
});
