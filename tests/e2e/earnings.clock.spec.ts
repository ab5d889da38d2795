// Moves the clock of its own server (TEST_CLOCK): these tests run one at a time, after the others.
import type { APIRequestContext } from '@playwright/test';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { encryptLoginFields, signFields } from '../../src/contract/h5-crypto.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { formatDay } from '../../src/lib/format-date.ts';
import { CLOCK } from './hosts.ts';
import { daysToNextMonday, expect, jakartaMorning, moveClock, openAs, serverNow, test } from './fixtures.ts';

/** The back office's call, as operator 10008 (demo): signed in through the token check, then a signed form request. */
async function asOperator(request: APIRequestContext, now: number, path: string, fields: Record<string, string>) {
  const time = Math.floor(now / 1000);
  const params = await encryptLoginFields({ user_id: '10008', token: 'demo', package_type: '1', time }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const login = (await (await request.post(`${CLOCK}/api/h5login/checkToken`, { data: { params } })).json()) as { data: { authorization_token: string } };
  const all = { ...fields, time: String(time) };
  const form = { ...all, sign: await signFields(all, DEV_H5_SIGN_SECRET) };
  const answer = await request.post(`${CLOCK}${path}`, { form, headers: { Authorization: `Bearer ${login.data.authorization_token}` } });
  return (await answer.json()) as { code: number; data: unknown };
}

/** "2,500,000 Beans" as a number. */
const beansOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('settlements the server makes', () => {
  test('past Sunday 24:00 the week is settled; completed by the operator, it grows the balance once', async ({ page, context }) => {
    // 10001 (weekly salary) streams and receives gifts every day (the demo's stand-in for the app).
    await openAs(page, '/earnings', '10001', 'en');
    const balanceOf = (tab: typeof page) => tab.getByRole('region', { name: 'Available to withdraw' }).locator('.earnings-big');
    const before = beansOf(await balanceOf(page).textContent());
    const monday = daysToNextMonday();
    const sunday = businessDate(jakartaMorning(monday - 1));
    const week = `${formatDay(addDays(sunday, -6), 'en')} – ${formatDay(sunday, 'en')}`;

    // Sunday 23:50: the week is not over, nothing settled for it yet. (Days later a session has expired: each step
    // opens the page anew from the app, in a tab of its own.)
    await moveClock(page, CLOCK, jakartaMorning(monday) - 10 * 3_600_000 - 10 * 60_000);
    const sundayTab = await context.newPage();
    await openAs(sundayTab, '/incomelog', '10001', 'en');
    const sundayRecords = sundayTab.getByRole('list', { name: 'Settlements' });
    await expect(sundayRecords.getByRole('listitem').first()).toBeVisible();
    await expect(sundayRecords.getByRole('link').filter({ hasText: week })).toHaveCount(0);
    await sundayTab.close();

    // Monday 00:30: the job has settled the week, under review.
    await moveClock(page, CLOCK, jakartaMorning(monday) - 9.5 * 3_600_000);
    const mondayTab = await context.newPage();
    await openAs(mondayTab, '/incomelog', '10001', 'en');
    const settlement = mondayTab.getByRole('list', { name: 'Settlements' }).getByRole('link').filter({ hasText: week });
    await expect(settlement).toHaveText(/^Weekly settlement[\d,]+ Beans.*To be reviewed$/);
    await settlement.click();
    await expect(mondayTab.getByRole('heading', { name: 'Weekly settlement' })).toBeVisible();
    const id = new URL(mondayTab.url()).searchParams.get('id') ?? '';
    const amount = beansOf(await mondayTab.locator('.earnings-big').textContent());
    expect(amount).toBeGreaterThan(0);
    await expect(mondayTab.getByRole('table', { name: 'Breakdown' })).toContainText('Gift income');

    // The operator completes it: the beans reach the balance, once.
    const now = await serverNow(mondayTab);
    expect((await asOperator(mondayTab.request, now, '/api/ops/settlements/review', { id, status: '5' })).code).toBe(0);
    await mondayTab.reload();
    await expect(mondayTab.getByRole('list', { name: 'Status history' }).getByRole('listitem').last()).toContainText('Completed');
    await mondayTab.goto('/earnings');
    const after = `${(before + amount).toLocaleString('en-US')} Beans`;
    await expect(balanceOf(mondayTab)).toHaveText(after);
    // A second completion is refused, and the balance has not moved again.
    expect((await asOperator(mondayTab.request, now, '/api/ops/settlements/review', { id, status: '5' })).code).not.toBe(0);
    await mondayTab.reload();
    await expect(balanceOf(mondayTab)).toHaveText(after);
    await mondayTab.goto('/goldbill');
    await expect(mondayTab.getByRole('list', { name: 'Income lines' }).locator(`a[href="/incomedetail?id=${id}"]`)).toHaveCount(1);
  });
});

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
