import { VIEWER_QUERY, expect, settled, test } from './fixtures.ts';

/** Makes keep-alive pages tall enough to scroll, and turns off the browser's own scroll restoration. */
const TALL_PAGE_SCRIPT = () => {
  history.scrollRestoration = 'manual';
  document.addEventListener('DOMContentLoaded', () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')?.append(spacer);
  });
};

test.describe('keep-alive routes', () => {
  test.beforeEach(async ({ context, page }) => {
    await context.addInitScript(TALL_PAGE_SCRIPT);
    await page.goto(`/download?${VIEWER_QUERY}`);
    await settled(page);
  });

  for (const path of ['/mall', '/marble/lotteryRecord']) {
    test(`${path} is back at the same scroll position after visiting another page`, async ({ page }) => {
      await page.goto(path);
      // Scroll once the page's data are in: content rendered above the viewport afterwards would move the position
      // (Chrome's scroll anchoring), and the page rightly restores where the user really was.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.goto('/goldbill');
      await page.goBack();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    });
  }

  test('a keep-alive page opened afresh starts at the top', async ({ page }) => {
    await page.goto('/mall');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.goto('/goldbill');
    await page.goto('/mall');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('other routes keep nothing', async ({ page }) => {
    await page.goto('/goldbill');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.goto('/mall');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('goldbill')))).toEqual([]);
  });
});
