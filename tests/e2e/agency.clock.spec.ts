// Exit requests that end on their own (SPEC 4): the server clock moves past the 15-day review and past 90 days
// without streaming after a rejection (TEST_CLOCK). These run one at a time, after the others, on their own server.
import { AGENCY_DEMO } from '../../server/demo/agency.ts';
import { CLOCK } from './hosts.ts';
import { expect, moveClock, openAs, serverNow, test } from './fixtures.ts';

const DAY_MS = 24 * 3_600_000;
const JAKARTA_MS = 7 * 3_600_000;

/** 00:00 in Jakarta of the business day `days` after the one `at` falls on. */
function jakartaMidnightAfter(at: number, days: number): number {
  return Math.floor((at + JAKARTA_MS) / DAY_MS) * DAY_MS - JAKARTA_MS + days * DAY_MS;
}

test.use({ baseURL: CLOCK });

test('a request unanswered for 15 days detaches the host, and the history says it was automatic', async ({ page, browser }) => {
  await openAs(page, '/exitApply', String(AGENCY_DEMO.exitTimesOut));
  await page.getByRole('button', { name: 'Ask to leave' }).click();
  await page.getByRole('alertdialog', { name: 'Ask to leave your agency?' }).getByRole('button', { name: 'Ask to leave' }).click();
  await expect(page.getByText('Your exit request is waiting for the agency head')).toBeVisible();
  const asked = await serverNow(page);

  await moveClock(page, CLOCK, asked + 15 * DAY_MS + 60_000);
  // Opened anew from the app (a new tab: the session of days ago has expired), as 15 days later would be.
  const later = await page.context().newPage();
  await openAs(later, '/exitApply', String(AGENCY_DEMO.exitTimesOut));
  await expect(later.getByText(/^You left Bintang Agency automatically on .+: your request had no answer in 15 days\.$/)).toBeVisible();
  const head = await (await browser.newContext({ baseURL: CLOCK })).newPage();
  await openAs(head, '/agentrecord', '10002');
  await head.getByRole('tab', { name: 'Automatic' }).click();
  await expect(head.getByRole('list', { name: 'Automatic' }).getByRole('listitem').first()).toContainText(
    'Fajar left automatically: the exit request had no answer in time',
  );
});

test('after a rejection, 90 whole days without streaming detach the host from 00:00 of the 91st day', async ({ page, browser }) => {
  await openAs(page, '/exitApply', String(AGENCY_DEMO.exitInactive), 'id');
  await page.getByRole('button', { name: 'Minta keluar' }).click();
  await page.getByRole('alertdialog', { name: 'Minta keluar dari agensi?' }).getByRole('button', { name: 'Minta keluar' }).click();
  const head = await (await browser.newContext({ baseURL: CLOCK })).newPage();
  await openAs(head, '/exitApply', '10002');
  await head.getByRole('article', { name: 'Kevin' }).getByRole('button', { name: 'Reject' }).click();
  await head.getByRole('alertdialog', { name: 'Reject this exit?' }).getByRole('button', { name: 'Reject' }).click();
  await expect(head.getByRole('status').filter({ hasText: "Kevin's exit request was rejected" })).toBeVisible();
  const rejected = await serverNow(page);

  // The last minute of the 90th whole day: still in the agency, 89 days counted (the 90th is not over).
  // Each look is opened anew from the app, in a new tab: the sessions of months ago have expired.
  await moveClock(page, CLOCK, jakartaMidnightAfter(rejected, 91) - 60_000);
  const lastMinute = await page.context().newPage();
  await openAs(lastMinute, '/exitApply', String(AGENCY_DEMO.exitInactive), 'id');
  await expect(lastMinute.getByRole('progressbar', { name: '89 dari 90 hari tanpa live' })).toBeVisible();
  await moveClock(page, CLOCK, jakartaMidnightAfter(rejected, 91) + 60_000);
  const nextDay = await page.context().newPage();
  await openAs(nextDay, '/exitApply', String(AGENCY_DEMO.exitInactive), 'id');
  await expect(nextDay.getByText(/^Anda keluar dari Bintang Agency secara otomatis pada .+: 90 hari tanpa live setelah permintaan ditolak\.$/)).toBeVisible();
});

// Closing ends the demo's agency for good, so it runs here, on the server every test of this project starts afresh.
test('the head closes the agency after reading what happens; a freed host reads the notice once, and the applicant that it closed', async ({ page, browser }) => {
  await openAs(page, '/agencyManagement', '10002');
  await page.getByRole('button', { name: 'Close the agency' }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Close Bintang Agency?' });
  await expect(sheet).toContainText('hosts leave the agency and are told. Their earnings and live history stay theirs.');
  await expect(sheet).toContainText('This cannot be undone.');
  await sheet.getByRole('button', { name: 'Close the agency' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bintang Agency is closed. You no longer head an agency' })).toBeVisible();

  const host = await (await browser.newContext({ baseURL: CLOCK })).newPage();
  await openAs(host, '/join_family', String(AGENCY_DEMO.plainHost));
  const notice = host.locator('.ui-card').filter({ hasText: 'Your agency has closed' });
  await expect(notice).toContainText(/The head of Bintang Agency closed it on .+\. You are no longer its host/);
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(host.getByText('Your agency has closed')).toHaveCount(0);
  await host.reload();
  await expect(host.getByLabel('Invite code')).toBeVisible();
  await expect(host.getByText('Your agency has closed')).toHaveCount(0);

  const applicant = await (await browser.newContext({ baseURL: CLOCK })).newPage();
  await openAs(applicant, '/join_family/result', String(AGENCY_DEMO.pendingJoiner));
  await expect(applicant.getByRole('heading', { name: 'This agency has closed' })).toBeVisible();
});
