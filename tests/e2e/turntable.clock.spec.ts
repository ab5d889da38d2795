// Turntables across days (TEST_CLOCK): a spin's seed is revealed once its day is over and the page verifies it; a
// weekend wheel says when it opens on a weekday and when its round ends on a Saturday. These move the server clock:
// they run one at a time, after the others.
import { TURNTABLE_WHEELS, wheelStateAt } from '../../src/domain/turntable.ts';
import { formatDateTime } from '../../src/lib/format-date.ts';
import { TURNTABLE_DEMO_PLAYERS } from '../../server/demo/turntable.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { CLOCK } from './hosts.ts';
import { expect, jakartaMorning, moveClock, openAs, test } from './fixtures.ts';

/** Days from the test servers' start day to the next `isoWeekday` (1 Monday … 7 Sunday), 1-7. */
function daysToNext(isoWeekday: number): number {
  const today = new Date(TEST_NOW + 7 * 3_600_000).getUTCDay() || 7;
  return ((isoWeekday - today + 7) % 7) || 7;
}

test.describe('turntables across days', () => {
  test('a spin is verified on the device once its day is over', async ({ page }) => {
    // Just after the demo was seeded: the spinner's top-up is in the open rounds.
    await moveClock(page, CLOCK, TEST_NOW + 60_000);
    await openAs(page, '/turntable', String(TURNTABLE_DEMO_PLAYERS.spinner.id), 'en');
    await expect(page.locator('#tt-spins-left')).toHaveText('Spins left2');
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/turntable/spin');
    await page.getByRole('button', { name: 'Spin' }).click();
    const { data } = (await (await answer).json()) as { data: { spin: { message: string } } };
    await expect(page.getByText(/^You won .+ Coins!$/).last()).toBeVisible();
    await page.getByRole('region', { name: 'My spins' }).scrollIntoViewIfNeeded();
    const records = page.getByRole('list', { name: 'My spins' });
    await records.getByText('Check this spin').first().click();
    await expect(records.getByText(/^The seed is revealed after .+ ends\.$/)).toBeVisible();

    // The next day, opened anew from the app.
    await moveClock(page, CLOCK, jakartaMorning(1));
    const nextDay = await page.context().newPage();
    await openAs(nextDay, '/turntable', String(TURNTABLE_DEMO_PLAYERS.spinner.id), 'en');
    await nextDay.getByRole('region', { name: 'My spins' }).scrollIntoViewIfNeeded();
    const spun = nextDay.getByRole('list', { name: 'My spins' }).getByRole('listitem').filter({ hasText: data.spin.message });
    await spun.getByText('Check this spin').click();
    await expect(spun.getByText('Seed', { exact: true })).toBeVisible();
    await expect(spun.getByText('Verified on this device: the seed matches the commitment and gives this prize.')).toBeVisible();
  });

  test('the weekend wheel says when it opens on a Wednesday, and when its round ends on a Saturday', async ({ page }) => {
    const wednesday = jakartaMorning(daysToNext(3));
    await moveClock(page, CLOCK, wednesday);
    await openAs(page, '/tanpaTurn', '10004', 'en');
    const closed = wheelStateAt(TURNTABLE_WHEELS.tanpa.schedule, wednesday);
    if (closed.open) throw new Error('the weekend wheel is open on a Wednesday');
    await expect(
      page.getByText(`Closed now. The last round ended ${formatDateTime(closed.previous.endMs, 'en')}; the next opens ${formatDateTime(closed.next.startMs, 'en')}.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-disabled', 'true');

    const saturday = jakartaMorning(daysToNext(6));
    await moveClock(page, CLOCK, saturday);
    const weekend = await page.context().newPage();
    await openAs(weekend, '/tanpaTurn', '10004', 'en');
    const open = wheelStateAt(TURNTABLE_WHEELS.tanpa.schedule, saturday);
    if (!open.open) throw new Error('the weekend wheel is closed on a Saturday');
    await expect(weekend.getByText(`Open now · this round ends ${formatDateTime(open.round.endMs, 'en')}`)).toBeVisible();
  });
});
