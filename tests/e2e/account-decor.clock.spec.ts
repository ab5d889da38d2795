// Dress-ups bought, worn, replaced in their category and expired as the clock moves, on the clock server. 52004 Wulan
// has 200,000 coins and owns nothing.
import { CLOCK } from './hosts.ts';
import { expect, jakartaMorning, moveClock, openAs, test } from './fixtures.ts';

test('a frame is bought and worn, another replaces it in its category, and a week later the first has expired', async ({ page }) => {
  await moveClock(page, CLOCK, jakartaMorning(0));
  await openAs(page, '/attiremall', '52004');
  await expect(page.getByRole('tab', { name: 'Avatar frame', selected: true })).toBeVisible();
  for (const [item, price] of [['Rose Ring', '3,000 Coins'], ['Golden Halo', '6,000 Coins']] as const) {
    await page.getByRole('button', { name: `Buy ${item}` }).click();
    await page.getByRole('alertdialog', { name: `Buy ${item}` }).getByRole('button', { name: `Pay ${price}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${item} is yours until` })).toBeVisible();
  }
  await expect(page.getByText('191,000 Coins')).toBeVisible();

  await page.getByRole('link', { name: 'My Decors' }).click();
  await page.getByRole('button', { name: 'Wear Rose Ring' }).click();
  await expect(page.getByRole('button', { name: 'Take off Rose Ring' })).toBeVisible();
  await page.getByRole('button', { name: 'Wear Golden Halo' }).click();
  // One frame at a time: the rose ring came off.
  await expect(page.getByRole('button', { name: 'Take off Golden Halo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wear Rose Ring' })).toBeVisible();
  await expect(page.getByText('Wearing')).toHaveCount(1);

  // Eight days on, both 7-day frames have expired: shown as such, with a link to renew each in the shop.
  // Opened anew from the app a week later, as the app would (a new WebView, a new session).
  await moveClock(page, CLOCK, jakartaMorning(8));
  const later = await page.context().newPage();
  await openAs(later, '/myAttire', '52004');
  await expect(later.getByText(/^Expired on /)).toHaveCount(2);
  await expect(later.getByText('Wearing')).toHaveCount(0);
  await later.getByRole('link', { name: 'Renew Rose Ring' }).click();
  await expect(later).toHaveURL(/\/attiremall\?item=frame-rose$/);
  await expect(later.getByRole('button', { name: 'Buy Rose Ring' })).toBeVisible();
});
