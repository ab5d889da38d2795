// Handing a family over (issue 27.6), as its creator walks it: from the cancellation page's blocker (en), and from the
// family's management view (zh-tw, on the MONEY server: it changes the family), after which /logout no longer blocks
// the old creator and the new one finds their notice on the family's page.
import { TEST_FAMILIES } from '../support/test-families.ts';
import { MONEY } from './hosts.ts';
import { collectErrors, expect, openAs, test } from './fixtures.ts';

const RISING = TEST_FAMILIES.rising;
const HAND = TEST_FAMILIES.handOver;
const [CREATOR = '', ADMIN = ''] = HAND.people.map(String);

test("a creator's blocker on /logout offers the hand-over and disbanding; the hand-over says to make an admin first (en)", async ({ page }) => {
  const errors = collectErrors(page);
  await openAs(page, '/logout', String(RISING.people[0]), 'en');
  const blocker = page.locator('[data-blocker="familyCreator"]');
  await expect(blocker).toContainText('You created a family. Hand the family to an admin or disband it first, then come back.');
  await expect(blocker.getByRole('link', { name: 'Disband the family' })).toHaveAttribute('href', /\/dissolve/);
  await blocker.getByRole('link', { name: 'Hand the family to an admin' }).click();
  await expect(page).toHaveURL(new RegExp(`/familyList\\?.*id=${RISING.id}.*view=manage.*#handover$`));
  const card = page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: 'Hand over the family' }) });
  await expect(card).toContainText('Your family has no admin yet. Make a member an admin first');
  await expect(card.getByRole('link', { name: 'Go to the member list' })).toHaveAttribute('href', '#fam-members');
  expect(errors).toEqual([]);
});

test.describe('hand-over (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('the creator hands the family to an admin from the manage view; /logout then shows no family blocker (zh-tw)', async ({ page, browser }) => {
    const errors = collectErrors(page);
    await openAs(page, `/familyList?id=${HAND.id}&view=manage`, CREATOR, 'zh-tw');
    const card = page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: '轉讓家族' }) });
    const row = card.getByRole('listitem').filter({ hasText: `（ID ${ADMIN}）` });
    await row.getByRole('button', { name: '轉讓' }).click();
    const sheet = page.getByRole('alertdialog', { name: `把${HAND.name}轉讓給Uji ${ADMIN}？` });
    await expect(sheet).toContainText(`Uji ${ADMIN}（ID ${ADMIN}）成為族長，擁有族長的全部權限`);
    await expect(sheet).toContainText('你改任管理員');
    await expect(sheet).toContainText('之後你可以退出家族或註銷帳號。');
    await sheet.getByRole('button', { name: '轉讓' }).click();
    await expect(page.getByText(`Uji ${ADMIN}現在是${HAND.name}的族長`)).toBeVisible();
    // No longer the creator: the hand-over is gone from the view.
    await expect(page.getByRole('heading', { name: '轉讓家族' })).toHaveCount(0);

    await openAs(page, '/logout', CREATOR, 'zh-tw');
    await expect(page.getByRole('heading', { name: '註銷我的帳號' })).toBeVisible();
    await expect(page.locator('[data-blocker="familyCreator"]')).toHaveCount(0);

    // The family's page tells everyone, and the new creator finds their notice until they dismiss it.
    await openAs(page, `/familyList?id=${HAND.id}`, CREATOR, 'zh-tw');
    await expect(page.getByText(`Uji ${CREATOR}把家族轉讓給了Uji ${ADMIN}`)).toBeVisible();
    const other = await browser.newPage({ baseURL: MONEY });
    await openAs(other, `/familyList?id=${HAND.id}`, ADMIN, 'zh-tw');
    await expect(other.getByRole('heading', { name: '你現在是族長' })).toBeVisible();
    await other.getByRole('button', { name: '知道了' }).click();
    await expect(other.getByRole('heading', { name: '你現在是族長' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
