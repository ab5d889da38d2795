// The operators' console (issue 28) walked as operator 10008 walks it, on a fresh server per test (the clock project's
// reset), so the withdrawals made here are the only ones of the day. A viewer who opens the console lands on the
// not-found page; a ban with a duration ends by itself when the clock passes it.
import type { APIRequestContext } from '@playwright/test';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { encryptLoginFields, signFields } from '../../src/contract/h5-crypto.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { CLOCK } from './hosts.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { formatDay } from '../../src/lib/format-date.ts';
import { collectErrors, daysToNextMonday, expect, jakartaMorning, moveClock, openAs, test } from './fixtures.ts';

/** `userId` withdraws `amount` beans to their DANA account through the API, as the withdraw page does; its id. */
async function withdrawByApi(request: APIRequestContext, userId: string, amount: number): Promise<string> {
  const now = async () => ((await (await request.post(`${CLOCK}/api/go/getSysTime`)).json()) as { data: { cur_time: number } }).data.cur_time;
  const params = await encryptLoginFields({ user_id: userId, token: 'demo', package_type: '1', time: Math.floor((await now()) / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const login = (await (await request.post(`${CLOCK}/api/h5login/checkToken`, { data: { params } })).json()) as { data: { authorization_token: string } };
  const fields = { method: 'dana', amount: String(amount), time: Math.floor((await now()) / 1000) };
  const form = { ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), sign: await signFields(fields, DEV_H5_SIGN_SECRET) };
  const res = await request.post(`${CLOCK}/api/withdraw/submit`, {
    form,
    headers: { Authorization: `Bearer ${login.data.authorization_token}`, 'Idempotency-Key': `ops-e2e-${userId}-${amount}-000001` },
  });
  const body = (await res.json()) as { code: number; data: { withdrawal: { id: string } } };
  expect(body.code, 'the withdrawal was made').toBe(0);
  return body.data.withdrawal.id;
}

test('operator 10008 approves a withdrawal and marks it paid; the host sees it completed', async ({ page, request }) => {
  const errors = collectErrors(page);
  const id = await withdrawByApi(request, '10001', 100_000);

  await openAs(page, '/ops', '10008');
  const queues = page.getByRole('region', { name: 'Queues' });
  await expect(queues.getByRole('listitem').filter({ hasText: 'Withdrawals' })).toContainText(/\d+ waiting/);
  await expect(page.getByRole('region', { name: /^Today/ })).toContainText('Approved, waiting for payout');
  await queues.getByRole('listitem').filter({ hasText: 'Withdrawals' }).getByRole('link', { name: 'Open' }).click();

  await expect(page).toHaveURL(/\/ops\/withdrawals/);
  await page.getByLabel('User ID').fill('10001');
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `#${id} · Sari (10001)` });
  await expect(row).toContainText('To be reviewed');
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(row).toContainText('Amount 100,000 · fee');
  await expect(row).toContainText('Recent earnings settlements');
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('alertdialog', { name: new RegExp(`^Approve: withdrawal ${id} of Sari`) });
  await approve.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${id}: In process` })).toBeVisible();
  await expect(row).toContainText('Operator (10008): approve (2 → 1)');

  await row.getByRole('button', { name: 'Mark paid' }).click();
  const paid = page.getByRole('alertdialog', { name: new RegExp(`^Mark paid: withdrawal ${id}`) });
  await paid.getByRole('button', { name: 'Confirm' }).click();
  await expect(paid.getByRole('alert')).toHaveText('Enter the payout reference: 1-64 letters, digits or . _ / -');
  await paid.getByLabel('Payout reference').fill('BCA-2026-0001');
  await paid.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${id}: Completed` })).toBeVisible();
  await expect(row).toContainText('paid (1 → 5) · BCA-2026-0001');
  await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  await openAs(page, '/withdrawalRecord', '10001');
  await expect(page.getByRole('list', { name: 'Withdrawal Records' }).locator(`a[href*="id=${id}"]`)).toContainText('Completed');
  expect(errors).toEqual([]);
});

test('a viewer who opens the console gets the not-found page and no queue data', async ({ page }) => {
  // What the console's calls answered the viewer: refusals only, never a queue.
  const answers: unknown[] = [];
  await page.route('**/api/ops/**', async (route) => {
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response });
  });
  await page.goto(`/ops?user_id=10004&token=demo&lang=en`);
  await expect(page).toHaveURL(/\/404/);
  await expect(page.getByRole('heading', { name: 'This page could not be opened' })).toBeVisible();
  await page.goto(`/ops/withdrawals?user_id=10004&token=demo&lang=en`);
  await expect(page).toHaveURL(/\/404/);
  const refused = answers;
  expect(refused.length).toBeGreaterThanOrEqual(2);
  expect(refused).toEqual(refused.map(() => ({ code: ERROR_CODES.forbidden, msg: 'forbidden', data: null })));
});

test('operator 10008 bans for 7 days from the console; the ban ends by itself and the user is back', async ({ page, browser, baseURL }) => {
  await openAs(page, '/ops', '10008');
  await page.getByRole('region', { name: 'Queues' }).getByRole('listitem').filter({ hasText: 'Bans' }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/banned/);
  await page.getByLabel('User ID').fill('52003');
  await page.getByLabel('Reason').fill('Spam links in live chat');
  await page.getByLabel('Duration').selectOption({ label: '7 days' });
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Ban Joko (ID 52003)?' });
  await expect(sheet).toContainText('7 days');
  await sheet.getByRole('button', { name: 'Ban now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Joko is banned' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Joko · 52003' })).toContainText(/Banned · Ends on/);

  const joko = await (await browser.newContext({ baseURL: baseURL ?? CLOCK })).newPage();
  await joko.goto('/mygrade?user_id=52003&token=demo&lang=en');
  await joko.waitForURL(/\/404/);
  await moveClock(joko, baseURL ?? CLOCK, TEST_NOW + 7 * 24 * 60 * 60 * 1000 + 60_000);
  await openAs(joko, '/mygrade', '52003');
  await expect(joko.getByRole('img', { name: 'Wealth level 1' })).toBeVisible();
  await joko.context().close();
});

test('operator 10008 completes the week the server settled for 10001; /incomelog shows it completed', async ({ page, context }) => {
  // Monday 00:30: the settlement job has settled last week, under review.
  const monday = daysToNextMonday();
  const sunday = businessDate(jakartaMorning(monday - 1));
  await moveClock(page, CLOCK, jakartaMorning(monday) - 9.5 * 3_600_000);
  await openAs(page, '/ops/settlements', '10008');
  await page.getByLabel('User ID').fill('10001');
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `weekly ${addDays(sunday, -6)} – ${sunday}` });
  await expect(row).toContainText('To be reviewed');
  await row.getByRole('button', { name: 'Open' }).click();
  await row.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('alertdialog', { name: /^Complete: settlement \d+ of Sari/ }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Settlement \d+: Completed/ })).toBeVisible();
  await expect(row).toContainText('Operator (10008): complete (2 → 5)');

  const host = await context.newPage();
  await openAs(host, '/incomelog', '10001');
  const week = `${formatDay(addDays(sunday, -6), 'en')} – ${formatDay(sunday, 'en')}`;
  await expect(host.getByRole('list', { name: 'Settlements' }).getByRole('link').filter({ hasText: week })).toHaveText(/Completed$/);
});

test('every console page fits 360 px in every language, with a withdrawal open, and logs no error', async ({ page, request }) => {
  const id = await withdrawByApi(request, '10001', 100_000);
  for (const lang of ['en', 'id', 'zh-cn', 'zh-tw']) {
    for (const path of ['/ops', '/ops/withdrawals', '/ops/settlements', '/ops/pricelists', '/ops/applications']) {
      const errors = collectErrors(page);
      await openAs(page, path, '10008', lang);
      await expect(page.getByRole('region').first()).toBeVisible();
      if (path === '/ops/withdrawals') {
        // 10001's rows only (labels are in the page's language: the form's fields by their kind).
        await page.locator('.ops-filters input[inputmode="numeric"]').fill('10001');
        await page.locator('.ops-filters button[type="submit"]').click();
        const row = page.getByRole('listitem').filter({ hasText: `#${id} ` });
        await row.getByRole('button').last().click();
        await expect(row.locator('.ops-detail h3').first()).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} in ${lang}`).toBeLessThanOrEqual(0);
      expect(errors, `${path} in ${lang}`).toEqual([]);
    }
  }
});

test('operator 10008 refuses a price list with a reason; the dealer’s /pricelist shows it refused with the reason', async ({ page }) => {
  const errors = collectErrors(page);
  await openAs(page, '/ops', '10008');
  const queues = page.getByRole('region', { name: 'Queues' });
  await queues.getByRole('listitem').filter({ hasText: 'Price lists' }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/ops\/pricelists/);
  // 10005's list waits for review in the demo.
  await page.getByLabel('User ID').fill('10005');
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('listitem').filter({ hasText: '(10005)' }).first();
  await expect(row).toContainText('To review');
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(row.getByRole('img', { name: /^Price list image of / })).toBeVisible();
  await expect(row).toContainText("The dealer's earlier price lists");
  await row.getByRole('button', { name: 'Refuse' }).click();
  const sheet = page.getByRole('alertdialog', { name: /^Refuse: #\d+ of .+ \(10005\)\?$/ });
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet.getByRole('alert')).toBeVisible();
  await sheet.getByLabel('Reason (the user sees it)').fill('Prices are not readable');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /#\d+: Rejected/ })).toBeVisible();
  await expect(row).toContainText('Operator (10008): refuse (auditing → rejected) · Prices are not readable');
  await expect(row.getByRole('button', { name: 'Refuse' })).toHaveCount(0);

  await openAs(page, '/pricelist', '10005');
  await expect(page.getByRole('region', { name: 'Audit failed' })).toContainText('Reason: Prices are not readable');
  expect(errors).toEqual([]);
});

test('operator 10008 rejects an agency application with a reason; the applicant’s /applyAgency shows it', async ({ page }) => {
  const errors = collectErrors(page);
  await openAs(page, '/ops', '10008');
  const queues = page.getByRole('region', { name: 'Queues' });
  await queues.getByRole('listitem').filter({ hasText: 'Agency applications' }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/ops\/applications/);
  // Joko (53030) applied in the demo and waits for review.
  await page.getByLabel('User ID').fill('53030');
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Joko (53030)' }).first();
  await expect(row).toContainText('To review');
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(row.getByRole('img', { name: /^Avatar of / })).toBeVisible();
  await expect(row).toContainText(/Wealth level \d+ · charm level \d+/);
  await expect(row).toContainText('Bank card number');
  await row.getByRole('button', { name: 'Reject' }).click();
  const sheet = page.getByRole('alertdialog', { name: /^Reject: #\d+ of Joko \(53030\)\?$/ });
  await sheet.getByLabel('Reason (the user sees it)').fill('The logo is not clear');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /#\d+: Not passed/ })).toBeVisible();
  await expect(row).toContainText('Operator (10008): reject (underReview → notPassed) · The logo is not clear');

  await openAs(page, '/applyAgency', '53030');
  await expect(page.getByRole('heading', { name: 'Not passed' })).toBeVisible();
  await expect(page.getByText('The logo is not clear')).toBeVisible();
  expect(errors).toEqual([]);
});
