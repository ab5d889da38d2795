import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSecurityHeaderFiles } from '../../server/http/security-headers.ts';
import { testApp } from './helpers.ts';

/** A tiny built site: each page says which variant it is. */
function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const files: Record<string, string> = {};
  for (const prefix of ['', '/id', '/zh-cn', '/zh-tw']) {
    for (const page of ['/mall', '/login', '/404', '/marble/rule']) files[`${prefix}${page}.html`] = `page ${prefix || '/en'}${page}`;
  }
  files['/_astro/app.abc123.js'] = 'console.log(1)';
  files['/favicon.svg'] = '<svg/>';
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  writeFileSync(join(dirname(dist), 'secret.txt'), 'outside');
  writeFileSync(join(dist, 'mall.html'), '<script>boot()</script>page /en/mall');
  writeSecurityHeaderFiles(dist, '');
  writeFileSync(join(dist, 'mall.html'), 'page /en/mall');
  return dist;
}

describe('site serving', () => {
  let app: ReturnType<typeof testApp>['app'];
  beforeAll(() => {
    app = testApp({ distDir: fixtureDist() }).app;
  });

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it('serves the en variant of an unprefixed page when nothing asks for another', async () => {
    const res = await get('/mall');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page /en/mall');
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('serves the query language first, then the cookie, without redirecting', async () => {
    expect(await (await get('/mall?lang=id', { cookie: 'lang=zh-tw' })).text()).toBe('page /id/mall');
    expect(await (await get('/mall?language=zh_CN')).text()).toBe('page /zh-cn/mall');
    expect(await (await get('/mall', { cookie: 'theme=dark; lang=zh-tw' })).text()).toBe('page /zh-tw/mall');
    expect(await (await get('/mall?lang=fr', { cookie: 'lang=id' })).text()).toBe('page /en/mall');
  });

  it('serves /login by Accept-Language only', async () => {
    const res = await get('/login?lang=zh-cn', { 'accept-language': 'id-ID,id;q=0.9', cookie: 'lang=zh-tw' });
    expect(await res.text()).toBe('page /id/login');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(await (await get('/login', { 'accept-language': 'zh-HK' })).text()).toBe('page /zh-tw/login');
    expect(await (await get('/login', { 'accept-language': 'fr' })).text()).toBe('page /en/login');
  });

  it('serves prefixed pages as they are, with or without .html', async () => {
    expect(await (await get('/zh-tw/marble/rule', { cookie: 'lang=id' })).text()).toBe('page /zh-tw/marble/rule');
    expect(await (await get('/id/mall.html')).text()).toBe('page /id/mall');
    expect(await (await get('/marble/rule.html?lang=id')).text()).toBe('page /id/marble/rule');
  });

  it('answers unknown pages with the 404 page of the language, status 404', async () => {
    const res = await get('/nowhere?lang=id');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('page /id/404');
    expect((await get('/')).status).toBe(404);
  });

  it('caches hashed assets for good and revalidates pages', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await get('/mall')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves pages with the security headers the build wrote, and assets unsniffed', async () => {
    const page = await get('/mall');
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/nope')).headers.get('content-security-policy')).toBe(csp);
    expect((await get('/_astro/app.abc123.js')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads a malformed lang cookie as no language, never failing the page', async () => {
    for (const cookie of ['lang=%', 'lang=%E0%A4%A', 'lang=%zz; other=1']) {
      const res = await get('/mall', { cookie });
      expect(res.status, cookie).toBe(200);
      expect(await res.text()).toBe('page /en/mall');
    }
  });

  it('never serves files outside the build', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%00.js']) {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toBe('outside');
    }
  });
});
