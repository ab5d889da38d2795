// The coin top-up walked as a viewer walks it (MONEY server, one after another: they read 10004's balance): choose a
// package and a channel, confirm, pay on the sandbox provider's page, come back and see the order paid and the coins
// arrived once, even when the provider sends its notification twice; a failed and a cancelled payment change nothing.
import type { Page } from '@playwright/test';
import { MONEY } from './hosts.ts';
import { expect, openAs, requestsTo, test } from './fixtures.ts';

/** The coin balance the recharge page shows, as a number. */
async function balance(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Your coins' });
  await expect(card).toContainText(/\d/);
  return Number((await card.locator('.coin-big').innerText()).replace(/\D/g, ''));
}

/** Chooses the 50,000-coin package and `channel`, confirms, and lands on the provider's pay page; returns its URL. */
async function startPaying(page: Page, channel: string): Promise<string> {
  await page.getByRole('radio', { name: /^50,000 Coins \+1,000 bonus/ }).check();
  await page.getByRole('radio', { name: channel }).check();
  await page.getByRole('button', { name: /^Pay Rp\s75,000$/ }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Confirm top-up' });
  await expect(sheet).toContainText('Coins51,000 Coins');
  await expect(sheet).toContainText(`Payment method${channel}`);
  await expect(sheet).toContainText('An order not paid within 15 minutes expires');
  await sheet.getByRole('button', { name: 'Go to payment' }).click();
  await page.waitForURL(/\/sandbox-pay\/\d+\?token=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText('Rp\u00a075,000')).toBeVisible();
  return page.url();
}

test.describe.serial('a top-up through the sandbox provider (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('asks for a package, then a channel, before anything is sent', async ({ page }) => {
    const creates = requestsTo(page, '/api/topup/create');
    await openAs(page, '/dukurecharge', '10004', 'en');
    await expect(page.getByRole('note')).toHaveText('Signed in as Andi · ID 10004');
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a coin package');
    await page.getByRole('radio', { name: /^10,000 Coins/ }).check();
    await page.getByRole('button', { name: /^Pay Rp\s15,000$/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a payment method');
    expect(creates).toEqual([]);
  });

  test('is paid, credits the coins once, and a second notification of the same payment credits nothing', async ({ page }) => {
    await openAs(page, '/dukurecharge', '10004', 'en');
    const before = await balance(page);
    const payUrl = await startPaying(page, 'OVO');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Payment successful');
    await expect(page.getByText('The merchant was notified and answered: received')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the app' }).click();

    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByRole('status')).toContainText('Paid');
    const after = before + 51_000;
    await expect(order).toContainText(`51,000 Coins added to your account. Your balance: ${after.toLocaleString('en-US')} Coins.`);
    expect(await balance(page)).toBe(after);
    await expect(page.getByRole('list', { name: 'Recent orders' }).getByRole('listitem').first()).toContainText('Paid');

    // The provider sends the same notification again: acknowledged, nothing more credited.
    await page.goto(payUrl);
    await page.getByRole('button', { name: 'Send the notification again' }).click();
    await expect(page.getByText('The merchant was notified and answered: received')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page.getByRole('region', { name: 'Your order' }).getByRole('status')).toContainText('Paid');
    expect(await balance(page)).toBe(after);
  });

  test('a failed and a cancelled payment close the order and credit nothing', async ({ page }) => {
    await openAs(page, '/dukurecharge', '10004', 'en');
    const before = await balance(page);
    await startPaying(page, 'DANA');
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('status')).toHaveText('Payment failed');
    await page.getByRole('link', { name: 'Back to the app' }).click();
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByRole('status')).toContainText('Payment failed');
    await expect(order).toContainText('Nothing was charged and no coins were added.');
    expect(await balance(page)).toBe(before);

    await startPaying(page, 'QRIS');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page.getByRole('region', { name: 'Your order' }).getByRole('status')).toContainText('Payment cancelled');
    expect(await balance(page)).toBe(before);
    const recent = page.getByRole('list', { name: 'Recent orders' }).getByRole('listitem');
    await expect(recent.nth(0)).toContainText('Payment cancelled');
    await expect(recent.nth(1)).toContainText('Payment failed');
  });
});
