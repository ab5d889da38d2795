// Special IDs (issue 27 item 1) on the clock server (a fresh demo each test): the buyer searches the item's free
// numbers by digits (anything else is refused as id fields refuse it), picks one, sees it in the preview, pays, and
// from then on the shop shows it under whose account is signed in (and /api/user/me carries it for other pages). 52004 Wulan has 200,000 coins and owns nothing.
import { expect, openAs, test } from './fixtures.ts';

test('id: a mirror number is searched, picked, previewed and bought, and shows as the special ID', async ({ page }) => {
  await openAs(page, '/id/attiremall', '52004', 'id');
  await page.getByRole('tab', { name: 'ID spesial' }).click();
  await page.getByRole('button', { name: 'Beli ID Perunggu' }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Beli ID Perunggu' });
  const search = sheet.getByLabel('Cari angka');
  await search.fill('12a');
  await expect(sheet.getByText('Ketik angka saja, mis. 888')).toBeVisible();
  await search.fill('123');
  await sheet.getByRole('radio', { name: '12321' }).check();
  await expect(sheet.locator('.acc-preview__id')).toHaveText('ID 12321');
  await sheet.getByRole('button', { name: /^Bayar / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ID Perunggu milik Anda sampai' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'ID Spesial' })).toHaveText('ID Spesial 12321');
});

test('zh-tw: a lucky 888 number is picked and bought; the profile carries it when the page is opened again', async ({ page }) => {
  await openAs(page, '/zh-tw/attiremall', '52004', 'zh-tw');
  await page.getByRole('tab', { name: '靚號' }).click();
  await page.getByRole('button', { name: '購買金色靚號' }).click();
  const sheet = page.getByRole('alertdialog', { name: '購買金色靚號' });
  await sheet.getByLabel('搜尋數字').fill('168');
  await expect(sheet.getByRole('group', { name: '可選號碼' }).getByRole('radio')).toHaveCount(1);
  await sheet.getByRole('radio', { name: '888168' }).check();
  await expect(sheet.locator('.acc-preview__id')).toHaveText('ID 888168');
  await sheet.getByRole('button', { name: /^支付/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '金色靚號已入帳' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: '靚號' })).toHaveText('靚號 888168');

  const again = await page.context().newPage();
  await openAs(again, '/zh-tw/attiremall', '52004', 'zh-tw');
  await expect(again.getByRole('note').filter({ hasText: '靚號' })).toHaveText('靚號 888168');
});
