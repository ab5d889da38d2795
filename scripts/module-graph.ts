// The static import graph of built client scripts. Used by the build (modulepreload links) and by npm run size.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A built file's text, by its URL on the page (`/_astro/x.js`). */
export function builtText(dist: string, url: string): string {
  const file = join(dist, url.split('?')[0] ?? url);
  if (!existsSync(file)) throw new Error(`missing asset ${url}`);
  return readFileSync(file, 'utf8');
}

/** Static imports (`import "x"`, `from "x"`); with `import()` too when `lazy`. */
const STATIC_IMPORT = /(?:import|from)\s*["']([^"']+\.js)["']/g;
const ANY_IMPORT = /(?:import|from)\s*\(?\s*["'`]([^"'`]+\.js)["'`]/g;

/**
 * A script and every chunk it imports, as URLs: statically only (what loads with it), or with `lazy` also what it may
 * import later (`import()`).
 */
export function moduleGraph(dist: string, entry: string, seen = new Set<string>(), lazy = false): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = builtText(dist, entry);
  for (const match of code.matchAll(lazy ? ANY_IMPORT : STATIC_IMPORT)) {
    const spec = match[1] ?? '';
    const url = spec.startsWith('/') ? spec : `/${relative(dist, resolve(dist, `.${dirname(entry)}`, spec))}`;
    moduleGraph(dist, url, seen, lazy);
  }
  return seen;
}

/** The value of attribute `name` in a tag's attribute text. */
export function attribute(attributes: string, name: string): string | undefined {
  return attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
}

/** The scripts a page runs on load: module scripts outside <template> and its islands' components and renderers. */
export function pageEntries(html: string): { scripts: string[]; islands: string[]; renderers: string[] } {
  const loaded = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const scripts = [...loaded.matchAll(/<script\b([^>]*)>/g)].map((m) => attribute(m[1] ?? '', 'src')).filter((src): src is string => !!src);
  const islands: string[] = [];
  const renderers: string[] = [];
  for (const match of loaded.matchAll(/<astro-island\b([^>]*)>/g)) {
    const component = attribute(match[1] ?? '', 'component-url');
    const renderer = attribute(match[1] ?? '', 'renderer-url');
    if (component) islands.push(component);
    if (renderer) renderers.push(renderer);
  }
  return { scripts, islands, renderers };
}
