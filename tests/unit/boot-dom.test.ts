// @vitest-environment happy-dom
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/lib/boot.ts';

/** Puts the document at `href` as a page of `lang` and `kind`, with a spy on location.replace. */
function page(href: string, lang: string, kind = 'page') {
  (window as unknown as HappyWindow).happyDOM.setURL(href);
  document.documentElement.lang = lang;
  document.documentElement.dataset['page'] = kind;
  return vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
}

describe('boot', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'lang=; path=/; max-age=0';
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores a query language in localStorage and in a path=/ cookie', () => {
    const replace = page('https://h5.example.com/id/mall?lang=id', 'id');
    boot();
    expect(localStorage.getItem('lang')).toBe('id');
    expect(document.cookie).toContain('lang=id');
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the page with the stored language variant', () => {
    localStorage.setItem('lang', 'zh-tw');
    const replace = page('https://h5.example.com/mall', 'en');
    boot();
    expect(replace).toHaveBeenCalledWith('https://h5.example.com/zh-tw/mall');
    expect(document.cookie).toContain('lang=zh-tw');
  });

  it('reads the zh-CN html lang as zh-cn and stays', () => {
    const replace = page('https://h5.example.com/zh-cn/mall?lang=zh-cn', 'zh-CN');
    boot();
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps working when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const replace = page('https://h5.example.com/mall?lang=id', 'en');
    expect(() => boot()).not.toThrow();
    expect(replace).toHaveBeenCalledWith('https://h5.example.com/id/mall?lang=id');
  });
});
