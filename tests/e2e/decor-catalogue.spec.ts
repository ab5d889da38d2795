// The Decor Shop's catalogue (issue 27 item 1) as a viewer sees it: every item from the operator's table with a preview
// as it will look (a frame around an avatar, a mount driving in, still under reduced motion), lazy and sized; an item
// above the viewer's wealth level says so and cannot be bought. 10004 is a viewer at wealth level 8.
import { expect, openAs, test } from './fixtures.ts';

test('id: a frame is previewed around an avatar; an item above the level shows its requirement and is not sold', async ({ page }) => {
  await openAs(page, '/id/attiremall', '10004', 'id');
  await expect(page.getByRole('tab', { name: 'Bingkai avatar', selected: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Cincin Mawar' });
  const frame = row.locator('.acc-preview--avatarFrame');
  await expect(frame.locator('.acc-preview__avatar')).toBeVisible();
  const picture = frame.locator('img');
  await expect(picture).toHaveAttribute('src', '/decor/frame-rose.svg');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('width', '64');
  await expect(picture).toHaveAttribute('height', '64');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const sapphire = page.getByRole('listitem').filter({ hasText: 'Cincin Safir' });
  await expect(sapphire).toContainText('Level kekayaan 15 ke atas');
  await expect(sapphire.getByRole('button', { name: 'Beli Cincin Safir' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Beli Cincin Mawar' })).toBeEnabled();
});

test('zh-tw: a mount drives in on its preview, and stands still for readers who ask for reduced motion', async ({ page }) => {
  await openAs(page, '/zh-tw/attiremall', '10004', 'zh-tw');
  await page.getByRole('tab', { name: '座駕' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(6);
  const ride = page.getByRole('listitem').filter({ hasText: '藍色小機車' }).locator('img.acc-preview__ride');
  await expect(ride).toHaveAttribute('src', '/decor/mount-scooter.svg');
  await expect(ride).toHaveAttribute('height', '40');
  expect(await ride.evaluate((img) => getComputedStyle(img).animationName)).toBe('acc-ride');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await ride.evaluate((img) => getComputedStyle(img).animationName)).toBe('none');
});
