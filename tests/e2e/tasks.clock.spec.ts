// The task centre across days and a month's end (SPEC 9: days end at 24:00, months on the 1st at 00:00, UTC+7). Moves
// the clock of its own server (TEST_CLOCK): these tests run one at a time, after the others, with an account the demo
// leaves untouched for them.
import { SIGN_IN_MILESTONE_REWARD_COINS } from '../../src/domain/tasks.ts';
import { TASK_DEMO_ACCOUNTS } from '../../server/demo/tasks.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { CLOCK } from './hosts.ts';
import { expect, moveClock, openAs, test } from './fixtures.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const USER = String(TASK_DEMO_ACCOUNTS.freshMonth);

/** The instant a business date starts (00:00 UTC+7), from its year, month (1-12) and day. */
const jakartaStart = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 7 * HOUR_MS;

test.describe('sign-in milestones and the month\'s reset', () => {
  test.afterAll(async ({ request }) => {
    // Leave the clock where the other clock tests expect to find it.
    await request.post(`${CLOCK}/__test/clock`, { data: { at: TEST_NOW } });
  });

  test('three days signed in reach day 3, whose bonus is claimed once; on the 1st at 00:00 the month starts afresh', async ({ context }) => {
    // The last three days of the month of TEST_NOW, at 10:00 UTC+7, then the next 1st just after 00:00.
    const jakarta = new Date(TEST_NOW + 7 * HOUR_MS);
    const [year, month] = [jakarta.getUTCFullYear(), jakarta.getUTCMonth() + 1];
    const nextFirst = jakartaStart(year, month + 1, 1);
    const lastDays = [3, 2, 1].map((back) => nextFirst - back * DAY_MS + 10 * HOUR_MS);

    // Each day the app opens the page anew, as it would a day later (a tab's clock offset is set when it opens).
    const openOn = async (at: number) => {
      const page = await context.newPage();
      await moveClock(page, CLOCK, at);
      await openAs(page, '/taskcenter', USER, 'en');
      return page;
    };
    let page = await openOn(lastDays[0] ?? 0);
    for (const [index, at] of lastDays.entries()) {
      if (index > 0) page = await openOn(at);
      await expect(page.getByText(`Days signed in this month: ${index}`)).toBeVisible();
      await page.getByRole('button', { name: /^Sign in \(\+/ }).click();
      await expect(page.getByText('Signed in today', { exact: true })).toBeVisible();
      await expect(page.getByText(`Days signed in this month: ${index + 1}`)).toBeVisible();
    }
    const day3 = page.getByRole('listitem').filter({ hasText: 'Day 3' });
    const reward = SIGN_IN_MILESTONE_REWARD_COINS[3].toLocaleString('en-US');
    await expect(day3).toContainText(`+${reward} Coins`);
    await day3.getByRole('button', { name: 'Claim: Day 3' }).click();
    await expect(page.getByRole('status').filter({ hasText: `+${reward} Coins credited` })).toBeVisible();
    await expect(day3).toContainText('Claimed');
    await expect(page.getByRole('listitem').filter({ hasText: 'Day 7' })).toContainText('3/7 days');
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Day 3' })).toContainText('Claimed');

    // The 1st, 00:00:30 UTC+7: nothing signed, every bonus to earn again, the countdowns to the next resets.
    page = await openOn(nextFirst + 30_000);
    await expect(page.getByText('Days signed in this month: 0')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Day 3' })).toContainText('0/3 days');
    await expect(page.getByRole('button', { name: 'Claim: Day 3' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Days of this month' }).locator('[aria-current="date"]')).toHaveText('1');
    await expect(page.getByRole('timer', { name: 'Resets at 24:00 (UTC+7) in' })).toHaveText(/^23:59:\d\d$/);
    await expect(page.getByRole('button', { name: /^Sign in \(\+/ })).toBeVisible();
  });
});
