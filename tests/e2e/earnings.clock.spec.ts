// Moves the clock of its own server (TEST_CLOCK): these tests run one at a time, after the others.
import { CLOCK } from './hosts.ts';
import { daysToNextMonday, expect, jakartaMorning, moveClock, openAs, test } from './fixtures.ts';

test.describe('/earnings payout type', () => {
  test('changes on a Monday, then stays locked for 28 days', async ({ page }) => {
    const monday = daysToNextMonday();
    await moveClock(page, CLOCK, jakartaMorning(monday));
    await openAs(page, '/earnings', '10001', 'en');
    await expect(page.getByText(/You can change it today \(Monday\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Switch to daily salary' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to daily salary' });
    await expect(dialog).toContainText('you cannot switch again for 28 days');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payout type changed' })).toBeVisible();
    await expect(page.getByText('Daily salary', { exact: true })).toBeVisible();
    await expect(page.getByText(/Changed recently: it can change again 28 days after the last change/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
    // The next week's Monday is still inside the lock (opened anew from the app, as a week later would be).
    await moveClock(page, CLOCK, jakartaMorning(monday + 7));
    const nextWeek = await page.context().newPage();
    await openAs(nextWeek, '/earnings', '10001', 'en');
    await expect(nextWeek.getByText(/Changed recently/)).toBeVisible();
  });

  test('cannot change on another day, and says when it can', async ({ page }) => {
    const tuesday = daysToNextMonday() + 1;
    await moveClock(page, CLOCK, jakartaMorning(tuesday));
    await openAs(page, '/earnings', '10006', 'id');
    await expect(page.getByText(/Jenis pembayaran hanya dapat diubah pada hari Senin\. Berikutnya: Sen,/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Ganti ke/ })).toHaveCount(0);
  });
});
