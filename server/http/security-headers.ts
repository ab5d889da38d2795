// The security headers of every page: a Content-Security-Policy whose scripts are the site's own files and the
// inline scripts the build emitted (allowed by their SHA-256, computed after the build), no framing, no sniffing and
// no Referer. The build writes them for each kind of host (astro.config.mjs): security-headers.json for the
// reference server, security-headers.nginx.conf for nginx, _headers for CDNs that read that file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files the build writes into dist/. */
export const SECURITY_HEADER_FILES = { json: 'security-headers.json', nginx: 'security-headers.nginx.conf', cdn: '_headers' } as const;

/** Headers every response gets, API answers and assets included. */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * The headers of every page. `apiOrigin` is PUBLIC_API_BASE when the API lives elsewhere: the pages call it and show
 * its images. Styles may be inline (the build inlines CSS and React writes style attributes); scripts may not.
 */
export function pageSecurityHeaders(scriptHashes: readonly string[], apiOrigin = ''): Record<string, string> {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const policy = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The app's WebView opens these pages at the top level; no one frames them (docs/deploy.md).
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    ...NOSNIFF,
    // The address may carry credentials until the boot script removes them: never send it anywhere.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** `sha256-…` of each inline script of an HTML document (the text between the tags, as the browser hashes it). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}`);
  }
  return hashes;
}

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** After a build: hashes the inline scripts of every page and writes the headers for each kind of host. */
export function writeSecurityHeaderFiles(distDir: string, apiOrigin: string): Record<string, string> {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  const headers = pageSecurityHeaders([...hashes].sort(), apiOrigin);
  writeFileSync(join(distDir, SECURITY_HEADER_FILES.json), `${JSON.stringify(headers, null, 2)}\n`);
  const nginx = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  writeFileSync(join(distDir, SECURITY_HEADER_FILES.nginx), `# Written by the build: include in every location that serves pages.\n${nginx.join('\n')}\n`);
  const cdn = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  writeFileSync(join(distDir, SECURITY_HEADER_FILES.cdn), `/*\n${cdn.join('\n')}\n`);
  return headers;
}

/** The page headers a build wrote, or (a site with no such file, as in some tests) the policy with no inline script. */
export function readPageSecurityHeaders(distDir: string): Record<string, string> {
  const file = join(distDir, SECURITY_HEADER_FILES.json);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : pageSecurityHeaders([]);
}
