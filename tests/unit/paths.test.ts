import { describe, expect, it } from 'vitest';
import { pageHref, splitLangPrefix, variantPathname } from '../../src/lib/paths.ts';

describe('splitLangPrefix', () => {
  it('splits a language prefix off', () => {
    expect(splitLangPrefix('/id/mall')).toEqual({ lang: 'id', path: '/mall' });
    expect(splitLangPrefix('/zh-tw/marble/rule.html')).toEqual({ lang: 'zh-tw', path: '/marble/rule.html' });
  });

  it('leaves unprefixed paths and en (which has no prefix) alone', () => {
    expect(splitLangPrefix('/mall')).toEqual({ lang: null, path: '/mall' });
    expect(splitLangPrefix('/en/mall')).toEqual({ lang: null, path: '/en/mall' });
    expect(splitLangPrefix('/identity')).toEqual({ lang: null, path: '/identity' });
  });
});

describe('variantPathname', () => {
  it('moves a page to another language and keeps its .html suffix or lack of one', () => {
    expect(variantPathname('/mall', 'id')).toBe('/id/mall');
    expect(variantPathname('/id/mall.html', 'zh-cn')).toBe('/zh-cn/mall.html');
    expect(variantPathname('/zh-tw/everyday/details', 'en')).toBe('/everyday/details');
  });
});

describe('pageHref', () => {
  it('links to the language variant and carries the language in the query', () => {
    expect(pageHref('/withdrawcash', 'id')).toBe('/id/withdrawcash?lang=id');
    expect(pageHref('/withdrawcash', 'en')).toBe('/withdrawcash');
    expect(pageHref('/withdrawaldetail', 'zh-tw', { id: 42, skip: undefined })).toBe('/zh-tw/withdrawaldetail?lang=zh-tw&id=42');
  });
});
