// The family transitions that take time, on the CLOCK server with its moved clock (one test at a time): a summons sent,
// grabbed by several members once each, its unclaimed coins back after 30 minutes; disbanding started, joining
// refused meanwhile, cancelled, started again and completed after 10 days; a tier change after Sunday 24:00 (UTC+7).
// Each test builds its state with its own test families (tests/support/test-families.ts) and moves the clock forward
// from wherever it stands; a page opened after a long move is a new one, as the app would open it (sessions last 24 h).
import type { Page } from '@playwright/test';
import { DEMO_FAMILY_NEWCOMERS } from '../../server/demo/families.ts';
import { TEST_FAMILIES } from '../support/test-families.ts';
import { CLOCK } from './hosts.ts';
import { expect, moveClock, openAs, serverNow, test } from './fixtures.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Digits of a number as shown ("1,234" -> 1234). */
const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** The value shown beside a label in a list of figures (a `dt` and its `dd`). */
function figure(page: Page, label: string) {
  return page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();
}

/** A new page of the same browser, opened as `userId` from the app. */
async function opened(page: Page, path: string, userId: number | string, lang = 'en'): Promise<Page> {
  const next = await page.context().newPage();
  await openAs(next, path, String(userId), lang);
  return next;
}

test.describe('families over time (CLOCK server)', () => {
  test.use({ baseURL: CLOCK });

  test('a summons is grabbed once by each member, and its unclaimed coins return after 30 minutes', async ({ page }) => {
    const family = TEST_FAMILIES.summons;
    const [creator = 0, , ...members] = family.people;
    await openAs(page, '/call', String(creator), 'en');
    await expect(page.getByRole('note')).toContainText(`ID ${creator}`);
    const coinsBefore = digits((await figure(page, 'Family coins').textContent()) ?? '');
    await page.getByRole('radio', { name: /Basic/ }).check();
    await page.getByRole('button', { name: 'Send summons' }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Send a Basic summons?' });
    await expect(sheet).toContainText('10,000 coins in 10 packets');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    const live = page.getByRole('region', { name: /Basic summons from/ });
    await expect(live).toBeVisible();
    await expect(live.getByRole('timer')).toHaveText(/^00:(29|30):\d{2}$/);
    await expect(live).toContainText('Packets left10 / 10');

    let grabbed = 0;
    for (const [index, member] of members.slice(0, 3).entries()) {
      const memberPage = await opened(page, '/call', member);
      const card = memberPage.getByRole('region', { name: /Basic summons from/ });
      await card.getByRole('button', { name: 'Grab a red packet' }).click();
      const got = card.getByRole('status');
      await expect(got).toHaveText(/^You got [\d,]+ coins!$/);
      grabbed += digits((await got.textContent()) ?? '');
      await expect(card).toContainText(`Packets left${9 - index} / 10`);
      await expect(card).toContainText(`People answered${index + 1}`);
      // One grab per member: after a reload the packet is shown, and there is nothing left to tap.
      await memberPage.reload();
      await expect(card.getByRole('status')).toHaveText(/^You got [\d,]+ coins!$/);
      await expect(card.getByRole('button', { name: 'Grab a red packet' })).toHaveCount(0);
      await memberPage.close();
    }
    // The sender's page, open all along and never reloaded, follows the grabs while visible (issue 26.5).
    await expect(live).toContainText('Packets left7 / 10', { timeout: 15_000 });
    await expect(live).toContainText('People answered3');

    // A plain member sees the live summons, the members and the week's contributions on the family page (26.5).
    const member = await opened(page, `/familyList?id=${family.id}`, members[4] ?? 0);
    await expect(member.getByRole('status').filter({ hasText: 'A red-packet summons is live: 7 packets left' })).toBeVisible();
    await expect(member.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(family.people.length);
    await expect(member.getByRole('list', { name: 'Contributions this week' }).getByRole('listitem').first()).toBeVisible();
    await member.close();
    expect(grabbed).toBeGreaterThanOrEqual(3);

    await moveClock(page, CLOCK, (await serverNow(page)) + 31 * MINUTE_MS);
    const after = await opened(page, '/call', creator);
    await expect(after.getByText('No summons is live right now.')).toBeVisible();
    const ended = after.getByRole('list').filter({ hasText: 'Packets taken' }).getByRole('listitem').first();
    await expect(ended).toContainText('Packets taken3 / 10');
    await expect(ended).toContainText('People answered3');
    await expect(ended).toContainText(`Coins returned to the family${(10_000 - grabbed).toLocaleString('en-US')}`);
    await expect(figure(after, 'Family coins')).toHaveText((coinsBefore - grabbed).toLocaleString('en-US'));
    // The split can be checked: the draw message names the game, the day and the summons.
    await ended.getByRole('button', { name: 'Draw details' }).click();
    await expect(ended.getByText(/^summons\|\d{4}-\d{2}-\d{2}\|\d+$/)).toBeVisible();
  });

  test('disbanding freezes joining, can be cancelled, and deletes the family after 10 days', async ({ page }) => {
    const family = TEST_FAMILIES.dissolve;
    const [creator = 0, member = 0] = family.people;
    // A request sent before disbanding starts waits in the list.
    const asking = await opened(page, `/familyList?id=${family.id}`, family.joiner);
    await asking.getByRole('button', { name: 'Request to join' }).click();
    await expect(asking.getByText('Your request was sent.', { exact: false })).toBeVisible();
    await asking.close();
    await openAs(page, '/dissolve', String(creator), 'en');
    await page.getByRole('button', { name: 'Start disbanding' }).click();
    await page.getByRole('alertdialog', { name: `Disband ${family.name}?` }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Disbanding in progress: the family is deleted when the countdown ends.')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time until deletion' })).toHaveText(/^(9d 23:5\d:\d{2}|10d 00:00:00)$/);

    // Controls that cannot work are off, each with the reason (issue 26.6).
    const frozen = 'The family is being disbanded: joining, recruitment and promotion are frozen';
    const outsider = await opened(page, `/familyList?id=${family.id}`, DEMO_FAMILY_NEWCOMERS.joiner);
    await expect(outsider.getByRole('note')).toContainText('This family is being disbanded');
    const join = outsider.getByRole('button', { name: 'Request to join' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription(frozen);
    const manage = await opened(page, `/familyList?id=${family.id}&view=manage`, creator);
    const accept = manage.getByRole('list', { name: 'Join requests' }).getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAccessibleDescription(frozen);
    const makeAdmin = manage.getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Make admin' }).first();
    await expect(makeAdmin).toBeDisabled();
    await expect(makeAdmin).toHaveAccessibleDescription(frozen);
    await expect(manage.getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Remove' }).first()).toBeEnabled();

    await page.getByRole('button', { name: 'Cancel disbanding' }).click();
    await expect(page.getByRole('button', { name: 'Start disbanding' })).toBeVisible();
    await page.getByRole('button', { name: 'Start disbanding' }).click();
    await page.getByRole('alertdialog', { name: `Disband ${family.name}?` }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Cancel disbanding' })).toBeVisible();

    await moveClock(page, CLOCK, (await serverNow(page)) + 10 * DAY_MS + MINUTE_MS);
    const later = await opened(page, '/dissolve', creator);
    await expect(later.getByText('You are not in a family')).toBeVisible();
    const gone = await opened(page, `/familyList?id=${family.id}`, member);
    await expect(gone.getByRole('alert')).toContainText('This family does not exist or has been disbanded');
    const home = await opened(page, '/familyList', member);
    await expect(home.getByText('You are not in a family yet.', { exact: false })).toBeVisible();
  });

  test("a week's prestige sets the tier at Sunday 24:00 (UTC+7)", async ({ page }) => {
    const family = TEST_FAMILIES.rising;
    const [creator = 0] = family.people;
    // 160,000,000 coins spent in the family this week are 200,000 prestige (800 coins a point): Silver next week.
    await openAs(page, '/call', String(creator), 'en');
    // The family coins and tasks island wakes when it comes into view.
    await page.locator('#family-tasks').scrollIntoViewIfNeeded();
    const amount = page.getByLabel('Coins to contribute');
    await amount.fill('160000000');
    await page.getByRole('button', { name: 'Contribute', exact: true }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Contribute 160,000,000 coins?' });
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

    const before = await opened(page, `/familyList?id=${family.id}`, creator);
    await expect(before.getByRole('heading', { name: `${family.name} Bronze` })).toBeVisible();
    await expect(figure(before, 'Prestige this week')).toHaveText('200,000');
    await expect(before.getByText('800,000 more prestige this week for Gold next week')).toBeVisible();

    // Sunday 24:00 UTC+7 after the server's now, and a minute more.
    const now = await serverNow(page);
    const jakarta = new Date(now + 7 * 3_600_000);
    const daysToMonday = ((8 - jakarta.getUTCDay()) % 7) || 7;
    const monday = Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate() + daysToMonday) - 7 * 3_600_000;
    await moveClock(page, CLOCK, monday + MINUTE_MS);
    const after = await opened(page, `/familyList?id=${family.id}`, creator);
    await expect(after.getByRole('heading', { name: `${family.name} Silver` })).toBeVisible();
    await expect(figure(after, 'Prestige this week')).toHaveText('0');
    await expect(after.getByRole('region', { name: 'Prestige history' }).getByRole('listitem').first()).toContainText('200,000 Silver');
  });
});
