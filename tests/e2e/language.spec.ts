import { PLAIN } from './hosts.ts';
import { STORAGE_OFF_SCRIPT, collectErrors, collectNavigations, expect, expectTitle, route, test } from './fixtures.ts';

// Public pages: the language rules do not depend on a login, and the plain static host has no API to sign in with.
const download = route('/download');
const rule = route('/marble/rule');
const login = route('/login');
const notFound = route('/404');

test.describe('language on /login follows the browser', () => {
  for (const [locale, lang] of [
    ['zh-CN', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['id-ID', 'id'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
  ] as const) {
    test(`a ${locale} browser gets the ${lang} login page, even with another language asked for`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/login?lang=zh-tw');
      await expectTitle(page, login.titles[lang]);
      await context.close();
    });
  }

  test('a plain static host moves to the browser language variant of /login', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto(`${PLAIN}/login`);
    await expect(page).toHaveURL(`${PLAIN}/id/login`);
    await expectTitle(page, login.titles.id);
    await context.close();
  });
});

test.describe('language elsewhere: query, then stored, then en', () => {
  test('the query language wins and is remembered for pages opened without one', async ({ page }) => {
    await page.goto('/download?lang=id');
    await expectTitle(page, download.titles.id);
    await page.goto('/marble/rule');
    await expectTitle(page, rule.titles.id);
    await page.goto('/marble/rule?lang=zh-tw');
    await expectTitle(page, rule.titles['zh-tw']);
    await page.goto('/download');
    await expectTitle(page, download.titles['zh-tw']);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-tw');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')).toMatchObject({ value: 'zh-tw', path: '/' });
  });

  test('a language=… query works like lang=…', async ({ page }) => {
    await page.goto('/download?language=zh-CN');
    await expectTitle(page, download.titles['zh-cn']);
  });

  test('an unsupported language falls back to en and is stored as the choice', async ({ page }) => {
    await page.goto('/download?lang=id');
    await page.goto('/download?lang=fr');
    await expectTitle(page, download.titles.en);
    await page.goto('/marble/rule');
    await expectTitle(page, rule.titles.en);
  });

  test('nothing asked and nothing stored gives en', async ({ page }) => {
    await page.goto('/marble/rule');
    await expectTitle(page, rule.titles.en);
  });

  test('on a plain static host the stored language moves the page once to its variant', async ({ page }) => {
    await page.goto(`${PLAIN}/download?lang=zh-cn`);
    await expect(page).toHaveURL(`${PLAIN}/zh-cn/download?lang=zh-cn`);
    const navigations = collectNavigations(page);
    await page.goto(`${PLAIN}/marble/rule`);
    await expect(page).toHaveURL(`${PLAIN}/zh-cn/marble/rule`);
    await expectTitle(page, rule.titles['zh-cn']);
    expect(navigations).toEqual([`${PLAIN}/marble/rule`, `${PLAIN}/zh-cn/marble/rule`]);
  });

  test('a 404 page never moves, whatever is stored', async ({ page }) => {
    await page.goto(`${PLAIN}/download?lang=id`);
    const navigations = collectNavigations(page);
    await page.goto(`${PLAIN}/zh-tw/404`);
    await expectTitle(page, notFound.titles['zh-tw']);
    const missing = await page.goto(`${PLAIN}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.waitForLoadState('load');
    expect(navigations).toEqual([`${PLAIN}/zh-tw/404`, `${PLAIN}/no-such-page`]);
  });

  test('unknown pages on the reference server get the 404 page in the asked language', async ({ page }) => {
    const response = await page.goto('/no-such-page?lang=id');
    expect(response?.status()).toBe(404);
    await expectTitle(page, notFound.titles.id);
  });
});

test.describe('with storage disabled', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(STORAGE_OFF_SCRIPT);
  });

  test('the query language still shows, without errors, and nothing is remembered', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/download?lang=id');
    await expectTitle(page, download.titles.id);
    await page.goto('/marble/rule');
    await expectTitle(page, rule.titles.en);
    expect(errors).toEqual([]);
  });

  test('a plain static host moves once to the query language variant and stays', async ({ page }) => {
    const navigations = collectNavigations(page);
    await page.goto(`${PLAIN}/download?lang=zh-tw`);
    await expect(page).toHaveURL(`${PLAIN}/zh-tw/download?lang=zh-tw`);
    await expectTitle(page, download.titles['zh-tw']);
    await page.waitForTimeout(300);
    expect(navigations).toEqual([`${PLAIN}/download?lang=zh-tw`, `${PLAIN}/zh-tw/download?lang=zh-tw`]);
  });
});
