import { describe, expect, it } from 'vitest';
import { firstAcceptLanguage, resolveLang } from '../../src/lib/language.ts';
import { docBlock } from '../support/docs.ts';

interface CfRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}

const handler = new Function(`${docBlock('deploy.md', 'js')}; return handler;`)() as (event: { request: CfRequest }) => CfRequest;

/** Runs the documented CloudFront Function on one request; returns the rewritten path. */
function rewrite(uri: string, query: Record<string, string> = {}, cookie?: string, acceptLanguage?: string): string {
  const request: CfRequest = {
    uri,
    querystring: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, { value: v }])),
    cookies: cookie ? { lang: { value: cookie } } : {},
    headers: acceptLanguage ? { 'accept-language': { value: acceptLanguage } } : {},
  };
  return handler({ request }).uri;
}

describe('the CloudFront Function of docs/deploy.md', () => {
  it('serves prefixed pages and assets as they are', () => {
    expect(rewrite('/id/mall')).toBe('/id/mall.html');
    expect(rewrite('/zh-tw/marble/rule.html')).toBe('/zh-tw/marble/rule.html');
    expect(rewrite('/_astro/app.1234.js', { lang: 'id' })).toBe('/_astro/app.1234.js');
    expect(rewrite('/favicon.svg', { lang: 'id' })).toBe('/favicon.svg');
  });

  it('picks the same variant as the pages and the reference server, in every case', () => {
    const queries: Record<string, string>[] = [{}, { lang: 'id' }, { lang: 'ZH_tw' }, { language: 'zh-CN' }, { lang: 'fr' }];
    const cookies = [undefined, 'id', 'zh-cn', 'klingon'];
    const browsers = [undefined, 'id-ID,id;q=0.9', 'zh-HK', 'zh-Hans-CN', 'fr-FR', 'in'];
    for (const path of ['/mall', '/marble/rule.html', '/login'])
      for (const query of queries)
        for (const cookie of cookies)
          for (const browser of browsers) {
            const lang = resolveLang({
              isLogin: path === '/login',
              query: query['lang'] ?? query['language'] ?? null,
              stored: cookie ?? null,
              browser: firstAcceptLanguage(browser),
            });
            const expected = `${lang === 'en' ? '' : `/${lang}`}${path.replace(/\.html$/, '')}.html`;
            expect(rewrite(path, query, cookie, browser), `${path} ${JSON.stringify(query)} ${cookie} ${browser}`).toBe(expected);
          }
  });
});
