import type { Page } from '@playwright/test';
import { HTML_LANG, LANGS, type Lang } from '../../src/lib/language.ts';
import { ROUTES, VIEWER_QUERY, collectErrors, expect, expectTitle, settled, test, type ManifestRoute } from './fixtures.ts';

/** Opens `url` and checks what every page owes its user: status, title, language, no redirect, fit, no errors. */
async function expectPageOpens(page: Page, route: ManifestRoute, lang: Lang, url: string): Promise<void> {
  const errors = collectErrors(page);
  const response = await page.goto(url);
  expect(response?.status(), `${url} status`).toBe(200);
  if (route.auth) await settled(page);
  await expectTitle(page, route.titles[lang]);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  expect(new URL(page.url()).pathname, 'no redirect on the reference server').toBe(route.path);
  // Every message placeholder is filled: an event page once printed its rules with a bare {coin} (issue 26.3).
  const unfilled = (await page.locator('body').innerText()).match(/\{[A-Za-z]+\}/g) ?? [];
  expect(unfilled, `${url} shows an unfilled placeholder`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${url} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(errors, `${url} console errors`).toEqual([]);
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
}

test.describe('every route in every language', () => {
  test('the build lists all 91 routes (SPEC 2, the follow list and the Ramadan event)', () => {
    expect(ROUTES).toHaveLength(91);
  });

  for (const route of ROUTES) {
    test(`${route.path} opens with its title, no error and no horizontal overflow`, async ({ browser, page }) => {
      for (const lang of LANGS) {
        if (route.path !== '/login') {
          // Auth pages open as the app opens them: with a demo user's credentials.
          const query = route.auth ? `lang=${lang}&${VIEWER_QUERY}` : `lang=${lang}`;
          await expectPageOpens(page, route, lang, `${route.path}?${query}`);
          continue;
        }
        // /login follows the browser language, not the query.
        const context = await browser.newContext({ locale: HTML_LANG[lang] });
        await expectPageOpens(await context.newPage(), route, lang, route.path);
        await context.close();
      }
    });
  }
});
