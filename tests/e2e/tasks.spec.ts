// The task centre and the host's tasks as users walk them. Sign-ins and claims move coins: they run on the MONEY
// server, each with an account of its own that the demo sets up on purpose (server/demo/tasks.ts).
import { SIGN_IN_DAILY_REWARD_COINS, TOP_UP_TASKS } from '../../src/domain/tasks.ts';
import { TASK_DEMO_ACCOUNTS, TASK_DEMO_TOP_UP_COINS } from '../../server/demo/tasks.ts';
import { MONEY } from './hosts.ts';
import { collectErrors, expect, openAs, test } from './fixtures.ts';

test.describe('signing in (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('credits the day\'s reward once; a second sign-in from another tab is refused and the page shows the day as done', async ({ page, context }) => {
    const user = String(TASK_DEMO_ACCOUNTS.freshSignIn);
    const errors = collectErrors(page);
    await openAs(page, '/taskcenter', user, 'en');
    const other = await context.newPage();
    await openAs(other, '/taskcenter', user, 'en');

    await expect(page.getByRole('note')).toHaveText('Signed in as Mega · ID 55015');
    await expect(page.getByTestId('task-balance')).toHaveText('0 Coins');
    await expect(page.getByText('Days signed in this month: 0')).toBeVisible();
    await page.getByRole('button', { name: `Sign in (+${SIGN_IN_DAILY_REWARD_COINS} Coins)` }).click();
    await expect(page.getByRole('status').filter({ hasText: `+${SIGN_IN_DAILY_REWARD_COINS} Coins credited. Balance: ${SIGN_IN_DAILY_REWARD_COINS} Coins` })).toBeVisible();
    await expect(page.getByText('Signed in today', { exact: true })).toBeVisible();
    await expect(page.getByText('Days signed in this month: 1')).toBeVisible();
    await expect(page.getByTestId('task-balance')).toHaveText(`${SIGN_IN_DAILY_REWARD_COINS} Coins`);
    const today = page.getByRole('list', { name: 'Days of this month' }).locator('[aria-current="date"]');
    await expect(today).toContainText('signed in');

    // The other tab still offers the sign-in: the server refuses it, and the tab shows the day as it is.
    await other.getByRole('button', { name: `Sign in (+${SIGN_IN_DAILY_REWARD_COINS} Coins)` }).click();
    await expect(other.getByRole('alert')).toHaveText('You have already signed in today');
    await expect(other.getByText('Signed in today', { exact: true })).toBeVisible();
    await expect(other.getByTestId('task-balance')).toHaveText(`${SIGN_IN_DAILY_REWARD_COINS} Coins`);
    expect(errors).toEqual([]);
  });
});

test.describe('top-up tasks (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('a task completed by today\'s top-up is claimed once and credited (id)', async ({ page }) => {
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tasks/claim')) claims.push(request.headers()['idempotency-key'] ?? '');
    });
    await openAs(page, '/taskcenter', String(TASK_DEMO_ACCOUNTS.toppedUpToday), 'id');
    const daily = TOP_UP_TASKS[0];
    // The demo's top-up for this account: past the first daily task (50,000), short of the others.
    expect([TASK_DEMO_TOP_UP_COINS, daily.targetCoins]).toEqual([60_000, 50_000]);
    const name = 'Isi ulang 50.000 Koin hari ini';
    const task = page.getByRole('listitem').filter({ hasText: name });
    await expect(task).toContainText('50.000 / 50.000');
    await expect(task).toContainText('+500 Koin');
    await expect(task.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', '100');
    // The larger daily task and the monthly one count the same top-up and are not reached yet.
    await expect(page.getByRole('listitem').filter({ hasText: 'Isi ulang 300.000 Koin hari ini' })).toContainText('60.000 / 300.000');
    await expect(page.getByRole('listitem').filter({ hasText: 'Isi ulang 1.000.000 Koin bulan ini' })).toContainText('60.000 / 1.000.000');
    await expect(page.getByRole('listitem').filter({ hasText: 'Isi ulang 300.000 Koin hari ini' }).getByRole('link', { name: 'Isi ulang' })).toHaveAttribute(
      'href',
      '/id/dukurecharge?lang=id',
    );

    await task.getByRole('button', { name: `Klaim: ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: '+500 Koin masuk. Saldo: 60.500 Koin' })).toBeVisible();
    await expect(task).toContainText('Sudah diklaim');
    await expect(task.getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Sudah diklaim');
    await expect(page.getByTestId('task-balance')).toHaveText('60.500 Koin');
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

test.describe('who the task screens are for', () => {
  test('a coin dealer sees that the task centre is not for dealers; the rules list every reward', async ({ page }) => {
    await openAs(page, '/taskcenter', '10003', 'en');
    await expect(page.getByRole('heading', { name: 'Not for coin dealers' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign in/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Task Rules' }).click();
    const table = page.getByRole('region', { name: 'Top-up tasks' }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(TOP_UP_TASKS.length + 1);
    await expect(table.getByRole('row').last()).toContainText('Top up 5,000,000 coins this month');
    await expect(table.getByRole('row').last()).toContainText('100,000');
    await expect(page.getByRole('region', { name: 'Daily sign-in' })).toContainText('Day 28');
  });

  test('a host sees the level task\'s conditions and the bonus; a viewer sees the "for hosts" state', async ({ page }) => {
    await openAs(page, '/hostTask', '10001', 'en');
    const level = page.getByRole('region', { name: 'Level task' });
    // DESIGN 5: 10001 is at charm level 12, past the level task's charm level 7.
    await expect(level).toContainText('Charm level 12 (needs 7)');
    await expect(level.getByRole('progressbar', { name: 'Live time today' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Weekly bonus' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Earnings' })).toHaveAttribute('href', '/earnings');

    await openAs(page, '/hostTask', '10004', 'en');
    await expect(page.getByRole('heading', { name: 'For hosts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Level task' })).toHaveCount(0);
  });
});
