import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type { Lang } from '../../src/lib/language.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { addTestFamiliesAt } from '../support/test-families.ts';
import { CLOCK, CLOCK_PORT, e2eDatabasePath } from './hosts.ts';

/** One route as dist/route-manifest.json lists it. */
export interface ManifestRoute {
  path: string;
  name: string;
  auth: boolean;
  keepAlive: boolean;
  section: string;
  event: string | null;
  titles: Record<Lang, string>;
}

/** The routes of the build, read from the same table the pages were built from. */
export const ROUTES = JSON.parse(readFileSync(new URL('../../dist/route-manifest.json', import.meta.url), 'utf8')) as ManifestRoute[];

/** The text of a message without placeholders in `lang`, as i18n/<lang>.json gives it. */
export function message(lang: Lang, key: string): string {
  const messages = JSON.parse(readFileSync(new URL(`../../i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const text = messages[key];
  if (text === undefined || text.includes('{')) throw new Error(`no plain message ${key} in ${lang}`);
  return text;
}

/** The route at `path`. */
export function route(path: string): ManifestRoute {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Main-frame navigations of a page (the first load included), to count redirects. */
export function collectNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Expects the page to show `title` as its document title and heading. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** Waits until the entry has settled: a session stored, or the 404 page reached. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => sessionStorage.getItem('session') !== null || location.pathname.endsWith('/404'));
}

/** URLs of the requests a page sends to `path`, as they happen. */
export function requestsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

/** Waits until the screen's island has loaded its data (no skeleton left). */
export async function loaded(page: Page): Promise<void> {
  await expect(page.locator('.ui-skeleton')).toHaveCount(0);
}

/** Demo credentials for opening auth pages in tests (DESIGN 5: a viewer). */
export const VIEWER_QUERY = 'user_id=10004&token=demo';

/** Makes localStorage and cookies unusable, as in a WebView with storage switched off. */
export const STORAGE_OFF_SCRIPT = () => {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('storage is disabled', 'SecurityError');
    },
  });
  Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => undefined });
};

/**
 * Every browser test fails on a Content-Security-Policy violation: each page must work under the policy the server
 * sends (no inline script but the build's hashed ones, no eval).
 */
export const test = base.extend<{ cspViolations: string[]; freshClockServer: void }>({
  // Tests that move the clock share one server (*.clock.spec.ts, the clock project): each starts on the demo database
  // of a fresh server at TEST_NOW, so what the jobs did at the times an earlier test moved to is not theirs.
  freshClockServer: [
    async ({ page }, use, testInfo) => {
      if (testInfo.project.name === 'clock') {
        const response = await page.request.post(`${CLOCK}/__test/reset`, { data: { at: TEST_NOW } });
        expect(response.ok(), 'reset the clock server').toBe(true);
        // The reset reseeds the demo: the families the tests walk are added again, in the server's own database.
        addTestFamiliesAt(e2eDatabasePath(CLOCK_PORT), TEST_NOW);
      }
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Moves the clock of the server behind `baseURL` (TEST_CLOCK) to `at`; only in *.clock.spec.ts files. */
export async function moveClock(page: Page, baseURL: string, at: number): Promise<void> {
  const response = await page.request.post(`${baseURL}/__test/clock`, { data: { at } });
  expect(response.ok()).toBe(true);
}

/** The clock of the server behind the page's base URL, as getSysTime reads it (test servers start at TEST_NOW). */
export async function serverNow(page: Page): Promise<number> {
  const response = await page.request.post('/api/go/getSysTime');
  return ((await response.json()) as { data: { cur_time: number } }).data.cur_time;
}

/** 10:00 in Jakarta on the business date `days` after the test servers' start day (TEST_NOW, UTC+7). */
export function jakartaMorning(daysFromToday: number, now = TEST_NOW): number {
  const DAY = 86_400_000;
  const jakartaMidnight = Math.floor((now + 7 * 3_600_000) / DAY) * DAY - 7 * 3_600_000;
  return jakartaMidnight + daysFromToday * DAY + 10 * 3_600_000;
}

/** Days from the test servers' start day (TEST_NOW, UTC+7) to the next Monday, 1-7. */
export function daysToNextMonday(now = TEST_NOW): number {
  const weekday = new Date(now + 7 * 3_600_000).getUTCDay(); // 0 Sunday
  return ((8 - weekday) % 7) || 7;
}

/** Opens `path` as demo user `userId` would from the app, and waits for the session. */
export async function openAs(page: Page, path: string, userId: string, lang = 'en'): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}user_id=${userId}&token=demo&lang=${lang}`);
  await settled(page);
}
