// The agency screens as the head of 20001 (10002), one of its hosts (10001) and a viewer (10004) see them, in all four
// languages at 360 px: the data arrives, nothing is wider than the screen, no error is logged. Nothing is changed, so
// the shared server (the demo as seeded) serves them.
import type { Page } from '@playwright/test';
import { LANGS } from '../../src/lib/language.ts';
import { DEMO_INVITE_CODE } from '../../server/demo/agency.ts';
import { collectErrors, expect, loaded, openAs, test } from './fixtures.ts';

/** What each screen shows once loaded, found by role so it holds in every language. */
const SCREENS: { user: string; path: string; shows: (page: Page) => Promise<void> }[] = [
  { user: '10002', path: '/agencyManagement', shows: (page) => expect(page.getByText(DEMO_INVITE_CODE, { exact: true })).toBeVisible() },
  { user: '10002', path: '/castmanage', shows: (page) => expect(page.getByRole('article', { name: 'Sari' })).toBeVisible() },
  { user: '10002', path: '/castapply', shows: (page) => expect(page.getByRole('article', { name: 'Wulan' })).toBeVisible() },
  { user: '10002', path: '/exitApply', shows: (page) => expect(page.getByRole('article', { name: 'Mega' }).getByRole('timer')).toBeVisible() },
  { user: '10002', path: '/familyEverydaydetail', shows: (page) => expect(page.locator('.ag-day')).toHaveCount(7) },
  { user: '10002', path: '/agentrecord', shows: (page) => expect(page.getByRole('listitem').first()).toBeVisible() },
  { user: '10002', path: '/livedetail?host=10001', shows: (page) => expect(page.getByRole('heading', { name: /Sari · ID 10001/ })).toBeVisible() },
  { user: '10001', path: '/exitApply', shows: (page) => expect(page.getByRole('heading', { name: /Bintang Agency/ })).toBeVisible() },
  { user: '10001', path: '/livedetail', shows: (page) => expect(page.getByRole('heading', { name: /Sari · ID 10001/ })).toBeVisible() },
  { user: '10001', path: '/join_family/result', shows: (page) => expect(page.getByText('Bintang Agency', { exact: true })).toBeVisible() },
  { user: '10004', path: '/applyAgency', shows: (page) => expect(page.getByRole('textbox').first()).toBeVisible() },
  { user: '10004', path: '/join_family', shows: (page) => expect(page.getByRole('textbox')).toHaveCount(1) },
];

for (const { user, path, shows } of SCREENS) {
  test(`${path} as ${user} loads its data in every language without overflow or errors`, async ({ page }) => {
    const errors = collectErrors(page);
    for (const lang of LANGS) {
      await openAs(page, path, user, lang);
      await loaded(page);
      await shows(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} ${lang} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });
}
