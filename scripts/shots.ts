// `npm run shots`: a screenshot of every route in every language at 360 px, opened as the demo user the route is for
// (DESIGN 5), into reports/shots/<lang>/, with one contact sheet per language (index.html: thumbnails linking to the
// full images, and sheet-<n>.png, the same sheet as a few pictures). Starts its own reference server on a fresh demo
// database; build first (`npm run build`). `-- --only marble` shoots the matching routes; `-- --lang id` one
// language; `-- --axe` also runs axe-core's WCAG A/AA checks on each page (the engine of Lighthouse's accessibility
// audits) and lists what fails on the sheet; SHOTS_PORT moves the server (default 4396; the tests use 4390-4395).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { HTML_LANG, LANGS, type Lang } from '../src/lib/language.ts';
import { OPENED_FROM, routeQuery } from '../tests/support/route-users.ts';
import { settle } from '../tests/support/settle.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const PORT = Number(process.env['SHOTS_PORT'] ?? 4396);
const BASE = `http://localhost:${PORT}`;
const OUT = resolve('reports/shots');
/** DESIGN 1: the phones are 360 px wide. */
const VIEWPORT = { width: 360, height: 740 };
/** Shots taken at once: the machine is shared, and each page runs its own entry against one server. */
const PARALLEL = 2;
/** How long a page may take to show its data before its shot is taken as it is and marked. */
const SETTLE_TIMEOUT_MS = 20_000;
/** Rows of thumbnails per sheet picture. */
const SHEET_ROWS = 3;

/** The value after a command-line flag, or undefined. */
function argValue(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** axe-core (it comes with Lighthouse), when `--axe` asks for it. */
const AXE_SOURCE = process.argv.includes('--axe') ? readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') : null;
/** The axe rules of WCAG 2.1 A and AA, as Lighthouse's accessibility category mostly runs them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One route as dist/route-manifest.json lists it. */
interface ManifestRoute {
  path: string;
  auth: boolean;
  section: string;
  event: string | null;
  titles: Record<Lang, string>;
}

/** The file name of a route's shot: its path without slashes (`/marble/rule` -> `marble-rule.png`). */
const shotName = (path: string) => `${path.slice(1).replace(/\//g, '-')}.png`;

/** The URL a route is shot at in `lang`, as its fitting user opens it. */
function shotUrl(route: ManifestRoute, lang: Lang): string {
  const query = routeQuery(route, lang);
  return `${BASE}${route.path}${query ? `?${query}` : ''}`;
}

/** Opens a route as its user and waits until its islands have their data, then shoots the whole page. */
async function shoot(page: Page, route: ManifestRoute, lang: Lang, file: string): Promise<string | null> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(error.message);
  page.on('pageerror', onError);
  try {
    // A session of the previous route's user must not stand in for this one's while the entry checks.
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    const list = OPENED_FROM[route.path];
    await page.goto(list ? shotUrl({ ...route, path: list }, lang) : shotUrl(route, lang), { waitUntil: 'load' });
    if (route.auth || list) {
      await page.waitForFunction(() => sessionStorage.getItem('session') !== null || location.pathname.endsWith('/404'), null, { timeout: 15_000 });
    }
    await settle(page, SETTLE_TIMEOUT_MS);
    if (list) {
      // Opened as users open it: the first record of its list.
      await page.locator(`main a[href*="${route.path}?"]`).first().click();
      await page.waitForURL((url) => url.pathname.endsWith(route.path));
      await settle(page, SETTLE_TIMEOUT_MS);
    }
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => done(undefined)))));
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
    if (AXE_SOURCE) problems.push(...(await axeViolations(page, AXE_SOURCE)));
    if (new URL(page.url()).pathname.endsWith('/404') && route.path !== '/404') problems.push(`landed on ${page.url()}`);
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0] ?? '');
  } finally {
    page.off('pageerror', onError);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

/** axe's WCAG A/AA violations on the page, one line per rule: how many elements, the first one and why. */
async function axeViolations(page: Page, source: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not stop it.
  await page.evaluate(source);
  return page.evaluate(async (tags) => {
    type Violation = { id: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, nodes }) => {
      const first = nodes[0];
      const why = (first?.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `${id} ×${nodes.length}: ${first?.target.join(' ') ?? ''} (${why})`;
    });
  }, AXE_TAGS);
}

/** The contact sheet of one language: a thumbnail of each route's first screen, linking to the full shot. */
function contactSheet(lang: Lang, routes: readonly ManifestRoute[], problems: ReadonlyMap<string, string>): string {
  const cards = routes
    .map((route) => {
      const name = shotName(route.path);
      const problem = problems.get(route.path);
      return `<figure${problem ? ' class="bad"' : ''}><a href="${name}"><img src="${name}" alt="" width="180" height="370" loading="lazy"></a>` +
        `<figcaption>${escapeHtml(route.path)}<br>${escapeHtml(route.titles[lang])}${problem ? `<br><b>${escapeHtml(problem)}</b>` : ''}</figcaption></figure>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><title>Shots: ${lang}</title>
<style>
body{margin:16px;font:12px/1.4 system-ui,sans-serif;background:#eee}
main{display:grid;grid-template-columns:repeat(auto-fill,180px);gap:12px}
figure{margin:0;background:#fff;border:1px solid #ccc}
figure.bad{border:2px solid #c00}
img{display:block;width:180px;height:370px;object-fit:cover;object-position:top}
figcaption{padding:4px 6px;overflow-wrap:anywhere}
</style></head>
<body><h1>${lang}: ${routes.length} routes at ${VIEWPORT.width} px (first screen; click for the whole page)</h1>
<main>
${cards}
</main></body></html>
`;
}

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Waits until the server answers. */
async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${BASE}/route-manifest.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not start');
}

/** Shoots every route of one language with PARALLEL pages, then writes its contact sheets. */
async function shootLanguage(browser: Browser, lang: Lang, routes: readonly ManifestRoute[]): Promise<number> {
  const dir = join(OUT, lang);
  mkdirSync(dir, { recursive: true });
  // The browser's language is the page's: /login follows it, as the app's WebView would.
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: HTML_LANG[lang] });
  const problems = new Map<string, string>();
  const queue = [...routes];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route; route = queue.shift()) {
        const problem = await shoot(page, route, lang, join(dir, shotName(route.path)));
        if (problem) problems.set(route.path, problem);
      }
      await page.close();
    }),
  );
  const sheet = contactSheet(lang, routes, problems);
  writeFileSync(join(dir, 'index.html'), sheet);
  const sheetPage = await context.newPage();
  await sheetPage.setViewportSize({ width: 1200, height: 800 });
  await sheetPage.goto(`file://${join(dir, 'index.html')}`);
  await sheetPage.evaluate(() => Promise.all([...document.images].map((image) => (image.loading = 'eager', image.decode().catch(() => undefined)))));
  // The sheet as pictures of SHEET_ROWS rows each (sheet-1.png, …): small enough to look at one by one.
  const rowTops = await sheetPage.$$eval('figure', (figures) => [...new Set(figures.map((figure) => figure.getBoundingClientRect().top + scrollY))]);
  const bottom = await sheetPage.evaluate(() => document.documentElement.scrollHeight);
  for (let index = 0; index * SHEET_ROWS < rowTops.length; index++) {
    const top = index === 0 ? 0 : (rowTops[index * SHEET_ROWS] ?? 0) - 6;
    const end = (rowTops[(index + 1) * SHEET_ROWS] ?? bottom) - 6;
    await sheetPage.screenshot({ path: join(dir, `sheet-${index + 1}.png`), fullPage: true, clip: { x: 0, y: top, width: 1200, height: end - top } });
  }
  await context.close();
  for (const [path, problem] of problems) console.error(`  ${lang} ${path}: ${problem}`);
  console.log(`${lang}: ${routes.length - problems.size}/${routes.length} routes shot, sheet ${join(dir, 'index.html')}`);
  return problems.size;
}

const chromePath = findChromium();
if (!chromePath) {
  console.error('Chromium not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync('dist/route-manifest.json', 'utf8')) as ManifestRoute[];
const only = argValue('--only') ?? '';
const routes = manifest.filter((route) => route.path.includes(only));
const langs = LANGS.filter((lang) => !argValue('--lang') || lang === argValue('--lang'));

const dbPath = join(mkdtempSync(join(tmpdir(), 'h5-shots-')), 'shots.sqlite');
// One address opens every page of the product within minutes: more sign-ins than a person makes, so throttling is raised.
const server = spawn(process.execPath, ['server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DB_PATH: dbPath, DEMO_DATA: '1', RATE_LIMIT_SCALE: '100' },
  stdio: 'ignore',
});
let failed = 0;
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
try {
  await waitForServer();
  for (const lang of langs) failed += await shootLanguage(browser, lang, routes);
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed > 0 ? 1 : 0);
