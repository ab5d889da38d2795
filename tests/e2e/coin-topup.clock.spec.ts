// A top-up order left unpaid expires after 15 minutes (CLOCK server: its clock is moved): back on the recharge page it
// shows expired, the coins are unchanged, and the provider's page no longer takes the payment.
import { CLOCK } from './hosts.ts';
import { expect, jakartaMorning, moveClock, openAs, test } from './fixtures.ts';

test('an order not paid within 15 minutes expires, and paying it then credits nothing', async ({ page }) => {
  const start = jakartaMorning(40);
  await moveClock(page, CLOCK, start);
  await openAs(page, '/dukurecharge', '10004', 'id');
  const balance = page.getByRole('region', { name: 'Koin Anda' }).locator('.coin-big');
  await expect(balance).toContainText(/\d/);
  const before = await balance.innerText();
  await page.getByRole('radio', { name: /^10\.000 Koin/ }).check();
  await page.getByRole('radio', { name: 'GoPay' }).check();
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  await page.getByRole('alertdialog', { name: 'Konfirmasi isi ulang' }).getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  const payUrl = page.url();
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toBeVisible();

  // Back in the app before paying: pending, with the time left.
  const orderId = new URL(payUrl).pathname.split('/').at(-1);
  await page.goto(`/dukurecharge?lang=id&order=${orderId}`);
  const order = page.getByRole('region', { name: 'Pesanan Anda' });
  await expect(order.getByRole('status')).toContainText('Menunggu pembayaran');
  await expect(order.getByRole('timer')).toHaveText(/^00:1[45]:\d\d$/);
  await expect(order.getByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveAttribute('href', new URL(payUrl).pathname + new URL(payUrl).search);

  // 16 minutes later, opened anew from the app (a new page: the entry reads the server's time again).
  await moveClock(page, CLOCK, start + 16 * 60_000);
  const later = await page.context().newPage();
  await openAs(later, `/dukurecharge?order=${orderId}`, '10004', 'id');
  const expired = later.getByRole('region', { name: 'Pesanan Anda' });
  await expect(expired.getByRole('status')).toContainText('Kedaluwarsa');
  await expect(expired).toContainText('Pesanan tidak dibayar dalam 15 menit.');
  await expect(later.getByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveCount(0);
  await expect(later.getByRole('region', { name: 'Koin Anda' }).locator('.coin-big')).toHaveText(before);

  await later.goto(payUrl);
  await expect(later.getByRole('status')).toHaveText('Pembayaran ini sudah kedaluwarsa');
  await expect(later.getByRole('button', { name: 'Bayar', exact: true })).toHaveCount(0);
});
