// The event kit in the browser on the clock server, through the Ramadan event (its 2026 edition runs to 19 March, and
// the servers start on 18 March): red packets grabbed once per period and three times a day, refused between periods
// and for a host without the live time; the board of coins grabbed moving with each grab; after the edition, the
// final winners, the rank reward claimed once, and the next edition's opening notice with its countdown.
// 57102 is a plain demo user; 57001 a host who joined today and has no live days yet.
import type { Page } from '@playwright/test';
import { demoPersonName } from '../../server/demo/names.ts';
import { CLOCK } from './hosts.ts';
import { expect, moveClock, openAs, test } from './fixtures.ts';

/** 57102's name in the demo. */
const FRIEND = demoPersonName(57102, 'male');

const at = (time: string, date = '2026-03-18') => Date.parse(`${date}T${time}:00+07:00`);

/** The board, the notices and the rewards come last on the page and hydrate once scrolled into view. */
const scrollToBoard = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test('red packets during Ramadan, then its final winners, a reward claimed once and the next edition announced', async ({ page: first }) => {
  let page = first;
  /** After the clock moves the page is opened anew from the app, as the app would (a new WebView, a new session). */
  const reopen = async (time: string, date?: string) => {
    await moveClock(page, CLOCK, at(time, date));
    page = await page.context().newPage();
    await openAs(page, '/ramadan', '57102');
  };
  await moveClock(page, CLOCK, at('03:10'));
  await openAs(page, '/ramadan', '57102');
  const grab = page.getByRole('button', { name: 'Grab a red packet' });
  await grab.click();
  await expect(page.getByRole('status').filter({ hasText: /^You got .+!$/ })).toBeVisible();
  await expect(page.getByText('Grabs today: 1 of 3')).toBeVisible();
  // Once per period: the button stays off until the next one, and says when that is (issue 26.7).
  await expect(grab).toBeDisabled();
  await expect(grab).toHaveAccessibleDescription('You already grabbed a red packet in this period. The next period opens at 12:00 (UTC+7).');
  await scrollToBoard(page);
  await expect(page.getByText('Running now')).toBeVisible();
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board.getByRole('row', { name: new RegExp(FRIEND) })).toContainText('1');

  // Between periods: no grab, the countdown to the next.
  await reopen('05:00');
  await expect(page.getByText('Next period in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Red packets can only be grabbed during a period.' })).toBeDisabled();

  for (const [time, used] of [['12:10', 2], ['18:10', 3]] as const) {
    await reopen(time);
    await page.getByRole('button', { name: 'Grab a red packet' }).click();
    await expect(page.getByText(`Grabs today: ${used} of 3`)).toBeVisible();
  }
  // The fourth period of the day: the three grabs are used.
  await reopen('21:10');
  await expect(page.getByText('Grabs today: 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grab a red packet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Grab a red packet' })).toHaveAccessibleDescription("You have used today's 3 grabs. Come back tomorrow at 03:00 (UTC+7).");
  await expect(page.getByRole('region', { name: 'My red packets' }).getByRole('listitem')).toHaveCount(3);

  // A host without 5 valid days and 12 hours live is told why and cannot grab.
  const host = await page.context().newPage();
  await openAs(host, '/ramadan', '57001');
  await expect(host.getByText('Your last 7 days: 0 valid days, 0 hours live')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Grab a red packet' })).toBeDisabled();

  // After the edition: its final winners, the rank reward claimed once, the next edition's opening notice.
  await moveClock(page, CLOCK, at('10:00', '2026-03-21'));
  const after = await page.context().newPage();
  await openAs(after, '/ramadan', '57102');
  await scrollToBoard(after);
  // Out of season the page says so first, with the next edition; the standing is the last edition's, named so (26.2).
  await expect(after.getByRole('region', { name: 'Not running now' })).toContainText('Next edition: Round');
  await expect(after.getByText('Opens in')).toBeVisible();
  // The card names the edition once: in its title's place a line below it, never both (seen doubled at 360 px).
  const lastEdition = after.getByRole('region', { name: 'Final winners of the last edition', exact: true });
  await expect(lastEdition.getByRole('row', { name: new RegExp(FRIEND) })).toBeVisible();
  await expect(lastEdition.getByText(/^Round /)).toHaveCount(1);
  await expect(after.getByRole('region', { name: 'My standing', exact: true })).toHaveCount(0);
  await expect(after.getByRole('region', { name: /^My final standing in the edition of / })).toContainText('Rank 1');
  await after.getByRole('button', { name: 'Claim' }).click();
  await after.getByRole('alertdialog', { name: 'Claim 30,000 Coins?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(after.getByRole('status').filter({ hasText: '30,000 Coins added to your balance' })).toBeVisible();
  await expect(after.getByText('Claimed', { exact: true })).toBeVisible();
  const again = await after.context().newPage();
  await openAs(again, '/ramadan', '57102');
  await scrollToBoard(again);
  await expect(again.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  // Each grab's draw is checked on the device once its day's seed is out (issue 26.8).
  const mine = again.getByRole('region', { name: 'My red packets' });
  await mine.getByText('Check this draw').first().click();
  await expect(mine.getByText('Verified on this device: the seed matches the commitment and gives this packet.').first()).toBeVisible();
});

test('the closing notice lists only events not running, each last round once (issue 26.2)', async ({ page }) => {
  // 18 March 2026: Ramadan and the daily charm board run; the one-day PK of 7 August 2025 is out of season.
  await moveClock(page, CLOCK, at('12:00'));
  await openAs(page, '/activity/closenotice', '57102');
  const pk = page.getByRole('region', { name: /PK/ }).first();
  await expect(pk).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily Charm Ranking' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Ramadan/ })).toHaveCount(0);
  for (const notice of await page.getByRole('main').getByRole('region').all()) {
    const text = (await notice.textContent()) ?? '';
    const rounds = text.match(/Round (of )?\d/g) ?? [];
    expect(rounds.length, text).toBeLessThanOrEqual(1);
  }
  await expect(pk).toContainText('Not running now · Starts');
});
