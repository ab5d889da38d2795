// `npm run size`: gzip bytes of HTML, CSS and JS per route (the largest of its four language variants) and, for pages
// with islands, each language's own and shared code and first-load scripts, checked against the budgets of DESIGN
// section 9. Exits non-zero when any page is over.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { attribute, builtText, moduleGraph } from './module-graph.ts';
import { withoutLang } from './lang-ids.ts';
import { htmlFiles, pageLangOf } from './page-language.ts';
import { LANGS, type Lang } from '../src/lib/language.ts';

const KB = 1024;
/** DESIGN 9 budgets, gzip bytes. */
const BUDGET = {
  HTML_BYTES: 14 * KB,
  CSS_BYTES: 10 * KB,
  BOOT_SCRIPT_BYTES: 1.5 * KB,
  AUTH_ENTRY_BYTES: 6 * KB,
  SHARED_NON_REACT_BYTES: 15 * KB,
  /** Once each page ships only its language (issue 29): 10 KB, down from 15. */
  OWN_ISLANDS_BYTES: 10 * KB,
  TOTAL_JS_BYTES: 100 * KB,
  /** Scripts a page with islands requests on first load (each a round trip on slow mobile data). */
  FIRST_LOAD_SCRIPTS: 15,
} as const;

const DIST = resolve(process.argv[2] ?? 'dist');
/**
 * Share of the island pages of a language that must load a chunk for it to count as shared code (see splitOwnShared):
 * code at least half the island pages load is the platform a user has in the WebView's cache after their first page or
 * two, not code a page brings for itself. Counted per language: a user reads one, and each has its own copies.
 */
const SHARED_CHUNK_MIN_SHARE = 0.5;
/** Which source modules each client chunk holds, written by the build (astro.config.mjs, clientChunkMap); a second argument names another build's. */
const CHUNK_MAP_FILE = resolve(process.argv[3] ?? '.astro/client-chunks.json');
/** DESIGN 1: the oldest browser is Android WebView / Chrome 87. */
const BROWSER_TARGET = 'chrome87';

interface ManifestRoute {
  path: string;
  auth: boolean;
}

interface PageSize {
  file: string;
  route: string;
  lang: Lang;
  auth: boolean;
  islands: number;
  html: number;
  css: number;
  boot: number;
  /** Module scripts of the page that are not islands (the shared entry, keep-alive). */
  entry: number;
  react: number;
  shared: number;
  own: number;
  js: number;
  /** Scripts requested on first load: module scripts, island components and renderers, and what they import. */
  scripts: number;
  /** gzip bytes of each non-React chunk the page's islands load, to tell shared from own once every page is read. */
  islandChunks: Map<string, number>;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

const asset = (url: string) => builtText(DIST, url);
const jsGraph = (entry: string, seen = new Set<string>()) => moduleGraph(DIST, entry, seen);

/**
 * Messages of the API error codes each business area registers from its feature folder (src/features/<area>/errors*.ts,
 * see src/lib/error-messages.ts): the area's own texts, shipped by its pages only, like the rest of its messages.
 */
const AREA_ERROR_MESSAGES = new Set(
  (existsSync('src/features') ? readdirSync('src/features') : [])
    // An area with many screens may split them (errors-login.ts, errors-vip.ts…) so each page ships its own.
    .flatMap((area) => readdirSync(join('src/features', area)).filter((name) => /^errors(-[\w-]+)?\.ts$/.test(name)).map((name) => join('src/features', area, name)))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/m\['(error\.[\w.]+)'\]/g)].map((match) => (match[1] ?? '').toLowerCase().replace(/\./g, '_'))),
);

/** Modules of a page's own islands: feature and event code, the messages of their screens and their area's errors. */
function isOwnModule(languageCopyId: string): boolean {
  const id = withoutLang(languageCopyId);
  if (/^\/src\/(features|events)\//.test(id)) return true;
  const module = id.match(/^\/src\/paraglide\/messages\/(([a-z]+)_[a-z0-9_]*?)\d*\.js$/);
  if (module === null) return false;
  if (module[2] === 'error') return AREA_ERROR_MESSAGES.has(module[1] ?? '');
  // Messages of the shared code: its components (ui), dates (date), the brand's words (brand) and the like.
  return !['ui', 'common', 'entry', 'route', 'date', 'brand'].includes(module[2] ?? '');
}

/** Splits a chunk's gzip bytes into own and shared by the rendered size of the modules in it. */
function ownShare(url: string, chunkMap: Record<string, Record<string, number>>): number {
  const modules = chunkMap[url.replace(/^\//, '')];
  if (!modules) return 0;
  let own = 0;
  let total = 0;
  for (const [id, length] of Object.entries(modules)) {
    total += length;
    if (isOwnModule(id)) own += length;
  }
  return total === 0 ? 0 : own / total;
}

/** React, React DOM and Astro's React renderer: the `react` chunk (astro.config.mjs) and the renderer's `client`. */
function isReact(url: string): boolean {
  return /\/(react|client)\.[\w-]+\.js$/.test(url);
}

const attrs = attribute;

/** Measures one built page. */
function measure(file: string, routes: Map<string, ManifestRoute>): PageSize {
  const html = readFileSync(file, 'utf8');
  const rel = `/${relative(DIST, file)}`.replace(/\.html$/, '');
  const routePath = rel.replace(/^\/(id|zh-cn|zh-tw)(?=\/)/, '');
  const route = routes.get(routePath);

  let boot = 0;
  let inlineModules = 0;
  let inlineRuntime = 0;
  const entries = new Set<string>();
  // The entry's <template> loads nothing until the boot script activates it: always on auth pages, on public pages
  // only when opened with credentials (so it does not count for them).
  const loaded = route?.auth ? html : html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  for (const match of loaded.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    const src = attrs(attributes, 'src');
    if (src) entries.add(src);
    else if (attrs(attributes, 'id') === 'boot') boot += gz(body);
    else if (/type="module"/.test(attributes)) inlineModules += gz(body);
    else inlineRuntime += gz(body); // Astro's island loader: framework runtime, counted with React
  }
  const islandUrls = new Set<string>();
  const rendererUrls = new Set<string>();
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const component = attrs(match[1] ?? '', 'component-url');
    const renderer = attrs(match[1] ?? '', 'renderer-url');
    if (component) islandUrls.add(component);
    if (renderer) rendererUrls.add(renderer);
  }

  let css = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(match[1] ?? '');
  for (const match of html.matchAll(/<link\b([^>]*rel="stylesheet"[^>]*)>/g)) css += gz(asset(attrs(match[1] ?? '', 'href') ?? ''));

  const entryGraph = new Set<string>();
  for (const url of entries) jsGraph(url, entryGraph);
  const islandGraph = new Set<string>();
  for (const url of [...islandUrls, ...rendererUrls]) jsGraph(url, islandGraph);
  const all = new Set([...entryGraph, ...islandGraph]);

  let react = inlineRuntime;
  const islandChunks = new Map<string, number>();
  for (const url of all) {
    const size = gz(asset(url));
    if (isReact(url)) react += size;
    else if (islandGraph.has(url)) islandChunks.set(url, size);
  }
  let entry = inlineModules;
  for (const url of entryGraph) if (!islandGraph.has(url) && !isReact(url)) entry += gz(asset(url));
  const js = [...all].reduce((sum, url) => sum + gz(asset(url)), 0) + inlineModules + inlineRuntime;

  return {
    file: `/${relative(DIST, file)}`,
    route: routePath,
    lang: pageLangOf(relative(DIST, file)),
    auth: route?.auth ?? false,
    islands: islandUrls.size,
    html: gz(html),
    css,
    boot,
    entry,
    react,
    shared: 0,
    own: 0,
    js,
    scripts: all.size,
    islandChunks,
  };
}

/**
 * Splits a page's island code into shared and own. A chunk most island pages load is shared code, apart from
 * the feature and event modules in it; a chunk only some island pages load (a list, a date picker, a screen's own
 * helpers) is code those pages pay for themselves, so it is their own.
 */
function splitOwnShared(page: PageSize, everywhere: ReadonlySet<string>, chunkMap: Record<string, Record<string, number>>): void {
  for (const [url, size] of page.islandChunks) {
    const ownBytes = everywhere.has(url) ? Math.round(size * ownShare(url, chunkMap)) : size;
    page.own += ownBytes;
    page.shared += size - ownBytes;
  }
}

/** The built client scripts, each as its /_astro path and its code. */
function builtScripts(): { path: string; code: string }[] {
  const dir = join(DIST, '_astro');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ path: `/_astro/${file}`, code: readFileSync(join(dir, file), 'utf8') }));
}

/** Client files whose syntax Chrome 87 cannot parse (esbuild fails to lower it to that target). */
function syntaxProblems(): string[] {
  return builtScripts().flatMap(({ path, code }) => {
    try {
      transformSync(code, { loader: 'js', format: 'esm', target: BROWSER_TARGET, logLevel: 'silent' });
      return [];
    } catch (error) {
      return [`${path}: not ${BROWSER_TARGET} syntax: ${(error as Error).message.split('\n')[1] ?? ''}`];
    }
  });
}

/**
 * Browser functions newer than Chrome 87 that syntax lowering cannot supply; the build ships no polyfills, so a call
 * to one of them breaks on the oldest WebView we serve. Each pattern names the Chrome version that brought it.
 */
const NEWER_APIS: [RegExp, string][] = [
  [/\brandomUUID\b/, 'crypto.randomUUID (Chrome 92)'],
  [/\.at\(-?\d/, 'Array/String at() (Chrome 92)'],
  [/\bObject\.hasOwn\b/, 'Object.hasOwn (Chrome 93)'],
  [/\bfindLast(Index)?\(/, 'findLast (Chrome 97)'],
  [/\bstructuredClone\(/, 'structuredClone (Chrome 98)'],
  [/\bAbortSignal\.(timeout|any)\b/, 'AbortSignal.timeout/any (Chrome 103)'],
  [/\.(toSorted|toReversed|toSpliced)\(/, 'change-array-by-copy (Chrome 110)'],
  [/\b(Object|Map)\.groupBy\b/, 'groupBy (Chrome 117)'],
  [/\bPromise\.withResolvers\b/, 'Promise.withResolvers (Chrome 119)'],
];

/** Built scripts that call a browser function WebView 87 lacks. */
function apiProblems(): string[] {
  return builtScripts().flatMap(({ path, code }) =>
    NEWER_APIS.filter(([pattern]) => pattern.test(code)).map(([, what]) => `${path}: calls ${what}, missing on ${BROWSER_TARGET}`),
  );
}

/** The budget lines a page breaks. */
function overBudget(page: PageSize): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => ok || problems.push(`${page.file}: ${what}`);
  check(page.html <= BUDGET.HTML_BYTES, `HTML ${page.html} B > ${BUDGET.HTML_BYTES} B`);
  check(page.css <= BUDGET.CSS_BYTES, `CSS ${page.css} B > ${BUDGET.CSS_BYTES} B`);
  check(page.boot <= BUDGET.BOOT_SCRIPT_BYTES, `inline boot script ${page.boot} B > ${BUDGET.BOOT_SCRIPT_BYTES} B`);
  if (page.islands === 0) {
    if (page.auth) check(page.js <= BUDGET.AUTH_ENTRY_BYTES, `auth page without islands loads ${page.js} B of JS > ${BUDGET.AUTH_ENTRY_BYTES} B`);
    else check(page.js === 0, `public page without islands loads ${page.js} B of JS (none allowed)`);
  } else {
    check(page.shared + page.entry <= BUDGET.SHARED_NON_REACT_BYTES, `shared non-React JS ${page.shared + page.entry} B > ${BUDGET.SHARED_NON_REACT_BYTES} B`);
    check(page.own <= BUDGET.OWN_ISLANDS_BYTES, `own island JS ${page.own} B > ${BUDGET.OWN_ISLANDS_BYTES} B`);
    check(page.js <= BUDGET.TOTAL_JS_BYTES, `total JS ${page.js} B > ${BUDGET.TOTAL_JS_BYTES} B`);
    check(page.scripts <= BUDGET.FIRST_LOAD_SCRIPTS, `${page.scripts} scripts on first load > ${BUDGET.FIRST_LOAD_SCRIPTS}`);
  }
  return problems;
}

const manifestFile = join(DIST, 'route-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestRoute[];
const chunkMap = existsSync(CHUNK_MAP_FILE) ? (JSON.parse(readFileSync(CHUNK_MAP_FILE, 'utf8')) as Record<string, Record<string, number>>) : {};
const routes = new Map(manifest.map((route) => [route.path, route]));
const pages = htmlFiles(DIST).map((file) => measure(file, routes));
const islandPages = pages.filter((page) => page.islands > 0);
// Loaded by at least SHARED_CHUNK_MIN_SHARE of the island pages of the language. With every page required (and even
// with 80%), one area's new pages that skip a chunk (a public form without the API hooks, a game without dates) moved
// that chunk, and whatever the bundler split around it, into every other area's own code, so a page's own figure
// changed with pages it never loads.
for (const lang of LANGS) {
  const ofLang = islandPages.filter((page) => page.lang === lang);
  const loadedBy = new Map<string, number>();
  for (const page of ofLang) for (const url of page.islandChunks.keys()) loadedBy.set(url, (loadedBy.get(url) ?? 0) + 1);
  const everywhere = new Set([...loadedBy].filter(([, count]) => count >= ofLang.length * SHARED_CHUNK_MIN_SHARE).map(([url]) => url));
  for (const page of ofLang) splitOwnShared(page, everywhere, chunkMap);
}

/** Prints a table: the first `left` columns left-aligned, the others right-aligned. */
function printTable(header: string[], table: string[][], left: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
}

// One row per route: the largest figure of each column over its language variants.
const COLUMNS = ['html', 'css', 'boot', 'entry', 'react', 'shared', 'own', 'js', 'scripts'] as const;
const rows = new Map<string, PageSize>();
for (const page of pages) {
  const row = rows.get(page.route);
  if (!row) rows.set(page.route, { ...page });
  else for (const column of COLUMNS) row[column] = Math.max(row[column], page[column]);
}
const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
console.log('gzip bytes per route (largest of its language variants); react = React, React DOM and Astro\'s island runtime;');
console.log('shared = our code in the chunks at least half the island pages of the language load; own = the page\'s features and');
console.log('the chunks only some island pages load; js = all JavaScript the page loads; scripts = requested on first load');
printTable(
  ['route', 'auth', 'islands', ...COLUMNS],
  [...rows.values()].sort(byRoute).map((row) => [row.route, row.auth ? 'yes' : 'no', String(row.islands), ...COLUMNS.map((c) => String(row[c]))]),
  3,
);

// Pages with islands, per language: each language's page loads its own copies of the island code.
const PER_LANG = ['own', 'shared', 'scripts'] as const;
console.log('\npages with islands, per language (en id zh-cn zh-tw):');
printTable(
  ['route', ...PER_LANG.flatMap((column) => LANGS.map((lang) => `${column} ${lang}`))],
  [...rows.values()]
    .filter((row) => row.islands > 0)
    .sort(byRoute)
    .map((row) => [
      row.route,
      ...PER_LANG.flatMap((column) => LANGS.map((lang) => String(islandPages.find((page) => page.route === row.route && page.lang === lang)?.[column] ?? '-'))),
    ]),
  1,
);

const problems = [...pages.flatMap(overBudget), ...syntaxProblems(), ...apiProblems()];
console.log(`\n${pages.length} pages, ${rows.size} routes measured against DESIGN 9 budgets.`);
if (problems.length > 0) {
  console.error(`Over budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('All pages within budget.');
