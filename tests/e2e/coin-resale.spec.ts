// Coin resale walked as dealers walk it (MONEY server, one after another: they move 10003's and 10007's coins): every
// transfer rule as a user meets it, a transfer through its confirmation to its receipt, found again in the records; a
// reseller's transfer to its sub-agent, the sub-agent's own transfer, and the reseller's sub-agent records. Transfers
// go to the demo's filler viewers (30001-30008), never to 10004, whose balance the top-up tests read.
import type { Page } from '@playwright/test';
import { demoPersonName } from '../../server/demo/names.ts';
import { MONEY } from './hosts.ts';
import { expect, openAs, test } from './fixtures.ts';

/** Requests a page sends to `path`, as they happen. */
function requestsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === path && sent.push(request.url())));
  return sent;
}

test.describe.serial('coin resale (MONEY server)', () => {
  test.use({ baseURL: MONEY, permissions: ['clipboard-read', 'clipboard-write'] });

  test('every transfer rule shows its message where it applies, and nothing is sent (id)', async ({ page }) => {
    const transfers = requestsTo(page, '/api/resale/transfer');
    await openAs(page, '/resell', '10003', 'id');
    await expect(page.getByRole('note')).toHaveText('Masuk sebagai Dewi Koin · ID 10003');
    const id = page.getByLabel('ID pengguna penerima');
    const amount = page.getByLabel('Jumlah (Koin)');
    const search = page.getByRole('button', { name: 'Cari' });
    const send = page.getByRole('button', { name: 'Transfer', exact: true });

    await amount.fill('10000');
    await send.click();
    await expect(id).toHaveAccessibleDescription('Silakan cari pengguna terlebih dahulu');
    for (const [user, message] of [
      ['99999', 'Pengguna tidak ditemukan'],
      ['10005', 'Koin tidak dapat ditransfer ke agen koin lain'],
      ['10003', 'Anda tidak dapat mentransfer koin ke diri sendiri'],
    ] as const) {
      await id.fill(user);
      await search.click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await send.click();
      await expect(id).toHaveAccessibleDescription(message);
    }
    await expect(page.getByText('Agen koin', { exact: true })).toBeVisible();

    await id.fill('30001');
    await search.click();
    await expect(page.getByText(demoPersonName(30001, 'female'), { exact: true })).toBeVisible();
    // A changed id must be searched again.
    await id.fill('3000');
    await send.click();
    await expect(id).toHaveAccessibleDescription('Silakan cari pengguna terlebih dahulu');
    await id.fill('30001');
    await search.click();
    await expect(page.getByText(demoPersonName(30001, 'female'), { exact: true })).toBeVisible();

    for (const [typed, message] of [
      ['', 'Silakan masukkan jumlah'],
      ['5000', 'Jumlah harus lebih dari 5.000'],
      ['12000', 'Jumlah harus kelipatan 5.000'],
      ['2000000', 'Jumlah melebihi saldo Anda'],
    ] as const) {
      await amount.fill(typed);
      await send.click();
      await expect(amount).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(transfers).toEqual([]);
  });

  test('a transfer goes through its confirmation once, gives a copyable receipt, and is found in the records', async ({ page }) => {
    await openAs(page, '/resell', '10003', 'en');
    const balanceCard = page.getByRole('region', { name: 'Your coins' });
    await expect(balanceCard).toContainText(/\d/);
    const before = Number((await balanceCard.innerText()).replace(/\D/g, ''));
    await page.getByLabel("Recipient's user ID").fill('30001');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(demoPersonName(30001, 'female'), { exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '50,000' }).click();
    await expect(page.getByLabel('Amount (Coins)')).toHaveValue('50,000');

    const keys: string[] = [];
    await page.route('**/api/resale/transfer', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Confirm transfer' });
    await expect(sheet).toContainText(`To${demoPersonName(30001, 'female')} · ID 30001`);
    await expect(sheet).toContainText('Amount50,000 Coins');
    await expect(sheet).toContainText(`Balance after${(before - 50_000).toLocaleString('en-US')} Coins`);
    const confirm = sheet.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await confirm.click({ force: true });
    await expect(page.getByRole('status').filter({ hasText: 'Please do not click repeatedly' })).toBeVisible();

    const receipt = page.getByRole('region', { name: 'Transfer successful' });
    await expect(receipt).toContainText(`To${demoPersonName(30001, 'female')} · ID 30001`);
    await expect(receipt).toContainText('Amount50,000 Coins');
    await expect(receipt).toContainText(`Your balance now${(before - 50_000).toLocaleString('en-US')} Coins`);
    expect(keys).toHaveLength(1);
    const transferId = ((await receipt.locator('.coin-copyable > span').first().innerText()) ?? '').trim();
    expect(transferId).toMatch(/^\d+$/);
    await receipt.getByRole('button', { name: 'Copy the transfer ID' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(transferId);

    await page.getByRole('link', { name: 'Resale Records', exact: true }).click();
    const rows = page.getByRole('list', { name: 'Resale Records' }).getByRole('button');
    await expect(rows.first()).toContainText(`To ${demoPersonName(30001, 'female')} · ID 30001`);
    await expect(rows.first()).toContainText('50,000 Coins');
    await expect(page.getByText(/^\d+ transfers · [\d,]+ Coins$/)).toBeVisible();
    await rows.first().click();
    const dialog = page.getByRole('dialog', { name: 'Transfer receipt' });
    await expect(dialog).toContainText(`Transfer ID${transferId}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a reseller sends to its sub-agent, the sub-agent to a user, and the reseller sees it in the sub-agent records', async ({ page, browser }) => {
    await openAs(page, '/subagent', '10003', 'en');
    const putri = page.getByRole('list', { name: 'Your sub-agents' }).getByRole('listitem').filter({ hasText: 'Putri' });
    const sentBefore = Number(((await putri.innerText()).match(/Sent this month: ([\d,]+)/)?.[1] ?? '').replace(/,/g, ''));
    await putri.getByRole('button', { name: 'Transfer to Putri' }).click();
    await page.getByLabel('Amount (Coins)').fill('20000');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('region', { name: 'Transfer successful' })).toContainText('ToPutri · ID 10007');
    await page.getByRole('button', { name: 'Back to sub-agents' }).click();
    await expect(putri).toContainText(`Sent this month: ${(sentBefore + 20_000).toLocaleString('en-US')} Coins`);

    // The sub-agent: its reseller, no transfer to it, and its own transfer to a user.
    const sub = await (await browser.newContext({ baseURL: MONEY, viewport: { width: 360, height: 740 } })).newPage();
    await openAs(sub, '/subagent', '10007', 'en');
    await expect(sub.getByRole('region', { name: 'Your reseller' })).toContainText('Dewi Koin');
    await sub.getByLabel("Recipient's user ID").fill('10003');
    await sub.getByRole('button', { name: 'Search' }).click();
    await expect(sub.getByRole('alert')).toHaveText('Coins cannot be transferred to another coin dealer');
    await sub.getByLabel("Recipient's user ID").fill('30002');
    await sub.getByRole('button', { name: 'Search' }).click();
    await expect(sub.getByText(demoPersonName(30002, 'male'), { exact: true })).toBeVisible();
    await sub.getByLabel('Amount (Coins)').fill('15000');
    await sub.getByRole('button', { name: 'Transfer', exact: true }).click();
    await sub.getByRole('alertdialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(sub.getByRole('region', { name: 'Transfer successful' })).toContainText(`To${demoPersonName(30002, 'male')} · ID 30002`);
    await sub.context().close();

    await page.goto('/subresellrecord');
    await page.getByLabel('Sub-agent', { exact: true }).selectOption({ label: 'Putri · ID 10007' });
    const rows = page.getByRole('list', { name: 'Sub-agent Resale Records' }).getByRole('button');
    await expect(rows.first()).toContainText(`Putri → ${demoPersonName(30002, 'male')} · ID 30002`);
    await expect(rows.first()).toContainText('15,000 Coins');
  });
});
