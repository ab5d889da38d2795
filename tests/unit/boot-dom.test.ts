// @vitest-environment happy-dom
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/lib/boot.ts';
import { receiveCredentials } from '../../src/lib/credential-handoff.ts';

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
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete document.documentElement.dataset['auth'];
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

  describe('credentials from the app', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      sessionStorage.clear();
    });

    it('leave the address bar before anything else, handed to the entry in this tab', () => {
      const replace = page('https://h5.example.com/id/mall?lang=id&user_id=10001&token=demo&package_type=1', 'id');
      boot();
      expect(location.href).toBe('https://h5.example.com/id/mall?lang=id&package_type=1');
      expect(replace).not.toHaveBeenCalled();
      expect(receiveCredentials(Date.now()).toString()).toBe('user_id=10001&token=demo');
    });

    it('never ride along on the language redirect of a plain host', () => {
      localStorage.setItem('lang', 'zh-tw');
      const replace = page('https://h5.example.com/mall?recharge_sign=app-token&uis=10004', 'en');
      boot();
      expect(replace).toHaveBeenCalledWith('https://h5.example.com/zh-tw/mall');
      expect(receiveCredentials(Date.now()).toString()).toBe('uis=10004&recharge_sign=app-token');
    });

    it('with storage off, cross the redirect in the fragment, which no server sees, and leave it on arrival', () => {
      for (const storage of ['localStorage', 'sessionStorage'] as const) {
        vi.spyOn(window, storage, 'get').mockImplementation(() => {
          throw new DOMException('denied', 'SecurityError');
        });
      }
      const replace = page('https://h5.example.com/mall?lang=id&user_id=10001&token=demo', 'en');
      boot();
      const next = String(replace.mock.calls[0]?.[0] ?? "");
      expect(next).toBe('https://h5.example.com/id/mall?lang=id#h5-credentials=user_id%3D10001%26token%3Ddemo');
      // The variant page: its boot takes them out of the fragment too.
      page(next, 'id');
      boot();
      expect(location.href).toBe('https://h5.example.com/id/mall?lang=id');
      expect(receiveCredentials(Date.now()).toString()).toBe('user_id=10001&token=demo');
    });
  });

  describe('entry', () => {
    // Listeners of earlier boots stay on the shared document, so each test's template carries its own marker.
    let marker = '';
    /** Gives the page the entry template (a marker instead of the script) and, when asked, an island. */
    function withEntryTemplate(auth: boolean, island: boolean): void {
      marker = `entry-started-${Math.random().toString(36).slice(2)}`;
      const template = document.createElement('template');
      template.id = 'entry-template';
      template.innerHTML = `<meta name="${marker}">`;
      document.head.append(template);
      if (auth) document.documentElement.dataset['auth'] = 'true';
      if (island) document.body.append(document.createElement('astro-island'));
    }
    const started = () => document.head.querySelector(`meta[name="${marker}"]`) !== null;

    it('starts on an auth page with islands once the document is parsed', () => {
      page('https://h5.example.com/id/withdrawcash?lang=id', 'id');
      withEntryTemplate(true, true);
      boot();
      expect(started()).toBe(false);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(true);
    });

    it('waits for load and idle on an auth page without islands', async () => {
      page('https://h5.example.com/id/level?lang=id', 'id');
      withEntryTemplate(true, false);
      const idle = vi.fn((callback: () => void) => {
        callback();
        return 1;
      });
      vi.stubGlobal('requestIdleCallback', idle);
      Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
      boot();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(false);
      window.dispatchEvent(new Event('load'));
      expect(idle).toHaveBeenCalled();
      expect(started()).toBe(true);
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'readyState');
    });

    it('does not start on a public page opened without credentials', () => {
      page('https://h5.example.com/id/incomelog?lang=id', 'id');
      withEntryTemplate(false, true);
      boot();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(false);
    });

    it('starts on a public page opened with credentials from the app', () => {
      page('https://h5.example.com/id/incomelog?lang=id&uid=10001&token=demo', 'id');
      withEntryTemplate(false, true);
      boot();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(true);
    });

    it('starts on a public page where the app asked for a close button', () => {
      page('https://h5.example.com/id/incomelog?lang=id&close=1', 'id');
      withEntryTemplate(false, true);
      boot();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(true);
    });

    it('starts on a later public page of the tab the app asked for a close button, and where it withdraws it', () => {
      sessionStorage.setItem('app:close', '1');
      page('https://h5.example.com/id/incomedetail?lang=id', 'id');
      withEntryTemplate(false, true);
      boot();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(true);
      document.head.replaceChildren();
      sessionStorage.clear();
      page('https://h5.example.com/id/incomedetail?lang=id&close=0', 'id');
      withEntryTemplate(false, true);
      boot();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(true);
    });
  });
});
