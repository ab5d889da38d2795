// Serves the built site (dist/) with the zero-redirect language rule of DESIGN 5 and 6: `/login` by Accept-Language,
// other unprefixed pages by the `lang` query, then the `lang` cookie, then en; prefixed pages (`/id/mall`) as they are.
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import {
  HTML_LANG,
  firstAcceptLanguage,
  langFromCookie,
  queryLangValue,
  resolveLang,
  type Lang,
} from '../../src/lib/language.ts';
import { langPrefix, splitLangPrefix } from '../../src/lib/paths.ts';
import { NOSNIFF, readPageSecurityHeaders } from './security-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Hashed build assets never change; everything else is revalidated so a new deploy shows at once. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The file under `root` that `relative` names, or null when it is missing or escapes `root`. */
async function fileIn(root: string, relative: string): Promise<string | null> {
  const path = resolve(root, `.${relative}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** Which language an unprefixed page is served in (DESIGN 5). */
export function servedLang(routePath: string, url: URL, headers: { cookie?: string; acceptLanguage?: string }): Lang {
  return resolveLang({
    isLogin: routePath === '/login',
    query: queryLangValue(url.searchParams),
    stored: langFromCookie(headers.cookie),
    browser: firstAcceptLanguage(headers.acceptLanguage),
  });
}

/** The site sub-app, serving `distDir` with the security headers its build wrote. */
export function siteApp(distDir: string) {
  const root = resolve(distDir);
  const pageHeaders = readPageSecurityHeaders(root);
  return new Hono().get('*', async (c) => {
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    if (pathname.includes('\0')) return c.text('Bad request', 400);

    const ext = extname(pathname);
    if (ext && ext !== '.html') {
      const file = await fileIn(root, pathname);
      if (!file) return c.text('Not found', 404);
      return c.body(await readFile(file), 200, {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE,
        ...NOSNIFF,
      });
    }

    const bare = pathname.replace(/\.html$/, '').replace(/(.)\/+$/, '$1');
    const { lang: prefixLang, path } = splitLangPrefix(bare);
    const lang =
      prefixLang ??
      servedLang(path, url, { cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') });
    const headers: Record<string, string> = {
      ...pageHeaders,
      'Content-Type': CONTENT_TYPES['.html'] ?? 'text/html',
      'Content-Language': HTML_LANG[lang],
      'Cache-Control': REVALIDATE,
    };
    // Unprefixed URLs answer differently per language: shared caches must key on what chose it.
    if (!prefixLang) headers['Vary'] = path === '/login' ? 'Accept-Language' : 'Cookie';

    const page = path === '/' ? null : await fileIn(root, `${langPrefix(lang)}${path}.html`);
    if (page) return c.body(await readFile(page), 200, headers);
    const notFound = await fileIn(root, `${langPrefix(lang)}/404.html`);
    if (!notFound) return c.text('Not found', 404);
    return c.body(await readFile(notFound), 404, headers);
  });
}
