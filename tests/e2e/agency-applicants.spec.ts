// Issue 27.9 on /castapply: the head judges each applicant by their levels and last 30 days (zh-tw), and rejects with
// a reason the applicant reads on /join_family/result (id). The figures are the API's, whatever the demo history holds.
import type { JoinApplicantView } from '../../src/contract/agency.ts';
import type { Page as ListPage } from '../../src/contract/paging.ts';
import { AGENCY_DEMO, DEMO_INVITE_CODE } from '../../server/demo/agency.ts';
import { DEFAULT_BRAND } from '../../src/lib/brand.ts';
import { apiAs } from './agency-support.ts';
import { MONEY } from './hosts.ts';
import { expect, loaded, openAs, test } from './fixtures.ts';

test.use({ baseURL: MONEY });

test('each applicant shows levels, beans and live hours of the last 30 days (zh-tw)', async ({ page }) => {
  const head = await apiAs(MONEY, '10002');
  const list = await head<ListPage<JoinApplicantView>>('/api/agency/join-requests', { tab: 'pending' });
  const wulan = list.data.items.find((item) => item.userId === String(AGENCY_DEMO.secondPendingJoiner));
  if (!wulan) throw new Error('Wulan waits for 10002 in the demo');
  await openAs(page, '/castapply', '10002', 'zh-tw');
  await loaded(page);
  const card = page.getByRole('article', { name: 'Wulan' });
  await expect(card).toContainText(`Lv.${wulan.wealthLevel} · 魅力 Lv.${wulan.charmLevel}`);
  const hours = Math.floor(wulan.liveMinutes30d / 60);
  const minutes = wulan.liveMinutes30d % 60;
  const live = hours === 0 ? `${minutes}分鐘` : `${hours.toLocaleString('zh-TW')}小時${minutes}分鐘`;
  // Beans by the brand's label, as every other page names them.
  await expect(card).toContainText(`近 30 天：${wulan.beans30d.toLocaleString('zh-TW')} ${DEFAULT_BRAND.beanLabel('zh-tw')} · 直播 ${live}`);
});

test('a rejection needs a reason, and only the applicant reads it on their result page (id)', async ({ page, browser }) => {
  const applicant = String(AGENCY_DEMO.leftUnbound);
  const sent = await (await apiAs(MONEY, applicant))<unknown>('/api/agency/join/send', { code: DEMO_INVITE_CODE });
  expect(sent.code).toBe(0);
  await openAs(page, '/castapply', '10002', 'id');
  await loaded(page);
  const name = (await page.getByRole('article').filter({ hasText: `ID ${applicant}` }).getAttribute('aria-label')) ?? '';
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Tolak' }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Tolak permintaan ini?' });
  await sheet.getByRole('button', { name: 'Tolak' }).click();
  // Told on the page; nothing is sent without a reason.
  await expect(sheet.getByRole('alert')).toHaveText('Tulis alasan penolakan permintaan ini');
  await sheet.getByLabel('Alasan (pemohon akan melihatnya)').fill('Live minimal 10 jam seminggu dulu');
  await sheet.getByRole('button', { name: 'Tolak' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Permintaan ${name} ditolak` })).toBeVisible();

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await openAs(theirs, '/join_family/result', applicant, 'id');
  await expect(theirs.getByRole('heading', { name: 'Permintaan ditolak' })).toBeVisible();
  await expect(theirs.getByText('Alasan: Live minimal 10 jam seminggu dulu')).toBeVisible();
  await context.close();
});
