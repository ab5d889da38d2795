// /castmanage for a team of 20+ (issue 27.9): avatars and levels, the list sorted by the week's beans or join date as
// the head picks (id), and an agency with no hosts yet gets first steps with its invite code to share (zh-tw).
import type { Page as ListPage } from '../../src/contract/paging.ts';
import type { TeamHostView } from '../../src/contract/agency.ts';
import { addEmptyAgencyAt, EMPTY_AGENCY } from '../support/test-agencies.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { apiAs } from './agency-support.ts';
import { e2eDatabasePath, MONEY, MONEY_PORT } from './hosts.ts';
import { expect, loaded, openAs, test } from './fixtures.ts';

test.use({ baseURL: MONEY });

test('the head sorts the hosts by the week\'s beans and by join date; each row has an avatar and a level (id)', async ({ page }) => {
  const head = await apiAs(MONEY, '10002');
  await openAs(page, '/castmanage', '10002', 'id');
  await loaded(page);
  const rows = page.getByRole('list', { name: 'Host', exact: true }).getByRole('article');
  await expect(rows.first().locator('.ui-avatar')).toBeVisible();
  await expect(rows.first()).toContainText(/Pesona Lv\.\d+/);

  for (const [label, sort, order] of [
    ['Bean minggu ini: terbanyak dulu', 'beans', 'desc'],
    ['Bergabung: terlama dulu', 'joined', 'asc'],
  ] as const) {
    await page.getByLabel('Urutkan').selectOption({ label });
    const expected = (await head<ListPage<TeamHostView>>('/api/agency/hosts', { sort, order })).data.items.slice(0, 3).map((host) => host.nickname);
    await expect(rows.nth(0)).toHaveAttribute('aria-label', expected[0] ?? '');
    await expect(rows.nth(1)).toHaveAttribute('aria-label', expected[1] ?? '');
    await expect(rows.nth(2)).toHaveAttribute('aria-label', expected[2] ?? '');
  }
});

test('an agency with no hosts gets first steps: its invite code to share, and what a host sees (zh-tw)', async ({ browser }) => {
  addEmptyAgencyAt(e2eDatabasePath(MONEY_PORT), TEST_NOW);
  const context = await browser.newContext({ baseURL: MONEY, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await openAs(page, '/castmanage', String(EMPTY_AGENCY.head), 'zh-tw');
  await loaded(page);
  const steps = page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: '新手指引' }) });
  await expect(steps).toContainText(EMPTY_AGENCY.inviteCode);
  await expect(steps).toContainText(`主播加入後會看到：加入頁面顯示${EMPTY_AGENCY.name}`);
  await expect(page.getByText('公會目前沒有主播')).toBeVisible();
  await expect(steps.getByRole('link', { name: '加入申請會在「加入申請」中等你處理。' })).toHaveAttribute('href', /castapply/);
  // No app here: the system's share sheet or, without one, the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await steps.getByRole('button', { name: '分享' }).click();
  await expect(page.getByText('邀請連結已複製')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`code=${EMPTY_AGENCY.inviteCode}`);
  await context.close();
});
