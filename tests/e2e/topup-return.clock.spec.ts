// Back to the purchase after a top-up (issue 27 item 2), on the clock server (a fresh demo each test): short of coins,
// the buyer tops up, pays on the sandbox provider's page, and the top-up page's way back opens the same purchase again,
// its sheet payable with the balance just read; the back button returns to the same choice. 10004 Andi has 12,000 coins.
import type { Page } from '@playwright/test';
import { expect, openAs, test } from './fixtures.ts';

/** On the top-up page: buys the 100,000-coin package with OVO on the sandbox provider and comes back to the page. */
async function topUp(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^100,000 Coins \+3,000 bonus/ }).check();
  await page.getByRole('radio', { name: 'OVO' }).check();
  await page.getByRole('button', { name: /^Pay Rp\s150,000$/ }).click();
  await page.getByRole('alertdialog', { name: 'Confirm top-up' }).getByRole('button', { name: 'Go to payment' }).click();
  await page.waitForURL(/\/sandbox-pay\/\d+/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Payment successful');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('status')).toContainText('Paid');
}

test('decor: short of coins for a mount, top up, pay, and "Back to your purchase" opens the same sheet, now payable', async ({ page }) => {
  await openAs(page, '/attiremall', '10004');
  await page.getByRole('tab', { name: 'Mount' }).click();
  await page.getByRole('button', { name: 'Buy Phoenix Ride' }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Buy Phoenix Ride' });
  await sheet.getByRole('radio', { name: /30 days/ }).check();
  await sheet.getByRole('button', { name: 'Top up coins' }).click();
  await page.waitForURL(/\/dukurecharge\?return=/);

  await topUp(page);
  await page.getByRole('link', { name: 'Back to your purchase' }).click();
  await expect(page).toHaveURL(/\/attiremall\?buy=mount-phoenix&days=30$/);
  const again = page.getByRole('alertdialog', { name: 'Buy Phoenix Ride' });
  await expect(again.getByRole('radio', { name: /30 days/ })).toBeChecked();
  await expect(again).toContainText('115,000 Coins');
  await again.getByRole('button', { name: 'Pay 99,000 Coins' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Phoenix Ride is yours until' })).toBeVisible();
});

test('VIP: the back button returns to the same duration; after a top-up the way back opens its sheet', async ({ page }) => {
  await openAs(page, '/buyVip', '10004');
  await page.getByRole('radio', { name: /^90 days/ }).check();
  const topUpLink = page.getByRole('link', { name: 'Top up coins' });
  await topUpLink.click();
  await page.waitForURL(/\/dukurecharge\?return=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/buyVip\?days=90$/);
  await expect(page.getByRole('radio', { name: /^90 days/ })).toBeChecked();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Top up coins' }).click();
  await page.waitForURL(/\/dukurecharge\?return=/);
  await topUp(page);
  await page.getByRole('link', { name: 'Back to your purchase' }).click();
  await expect(page).toHaveURL(/\/buyVip\?days=90$/);
  const sheet = page.getByRole('alertdialog', { name: /for 90 days of VIP/ });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /until/ })).toBeVisible();
});
