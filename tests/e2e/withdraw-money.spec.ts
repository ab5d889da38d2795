// Withdrawing as hosts do it, where accounts are linked and money moves: these tests run on a server of their own
// (MONEY), so the balances other screens' tests read stay as seeded.
import type { Page } from '@playwright/test';
import { MONEY } from './hosts.ts';
import { expect, openAs, requestsTo, test } from './fixtures.ts';

const SUPPORT = '+62 811-1900-2026';

/** The Idempotency-Key of each withdrawal the page sends; the server takes the first but its answer is lost. */
async function loseFirstAnswer(page: Page): Promise<string[]> {
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/withdraw/submit', async (request) => {
    keys.push(request.request().headers()['idempotency-key'] ?? '');
    if (!lose) return request.continue();
    lose = false;
    await request.fetch();
    return request.abort('connectionreset');
  });
  return keys;
}

test.describe.serial('10006, with nothing linked, links a bank card and withdraws (id)', () => {
  test.use({ baseURL: MONEY });

  test('every bad bank-card entry shows its message beside its field and nothing is sent, then the card is saved', async ({ page }) => {
    const binds = requestsTo(page, '/api/withdraw/bind');
    await openAs(page, '/withdrawcash', '10006', 'id');
    await page.getByRole('radio', { name: 'Kartu bank' }).check();
    await expect(page.getByText('Belum ada kartu bank yang ditautkan.')).toBeVisible();
    await page.getByRole('link', { name: 'Tautkan kartu bank Anda' }).click();
    await expect(page).toHaveURL(/\/id\/addAccount\?lang=id&method=bank&from=withdrawcash$/);
    await expect(page.getByRole('radio', { name: 'Kartu bank' })).toBeChecked();

    const account = page.getByLabel('Nomor rekening bank');
    const holder = page.getByLabel('Nama pemilik rekening');
    const phone = page.getByLabel('Nomor HP');
    const save = page.getByRole('button', { name: 'Simpan akun' });
    // SPEC 5: the virtual-account warning is there before anything is typed.
    await expect(account).toHaveAccessibleDescription(/Nomor virtual account tidak boleh digunakan/);
    await expect(phone).toHaveAccessibleDescription(/diawali 628 atau 08 dan terdiri dari 10-13 digit/);

    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Silakan lengkapi informasi penarikan');
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bank', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Bank', { exact: true }).selectOption('BCA');
    await account.fill('1234');
    await holder.fill('Budi Santoso');
    await phone.fill('081298765432');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Nomor rekening tidak valid');
    await expect(account).toHaveAccessibleDescription(/Nomor rekening tidak valid/);
    await expect(account).toBeFocused();

    await account.fill('39358081234567890');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Nomor virtual account tidak dapat digunakan. Gunakan rekening bank Anda sendiri.');

    await account.fill('1234 5678 90');
    await holder.fill('<b>Budi</b>');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Masukkan nama pemilik rekening sesuai yang tertera di rekening');
    await expect(holder).toHaveAttribute('aria-invalid', 'true');

    await holder.fill('Budi Santoso');
    await phone.fill('0712345678');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Masukkan nomor telepon yang valid: diawali 628 atau 08, 10-13 digit');
    await expect(phone).toBeFocused();
    expect(binds).toEqual([]);

    await phone.fill('0812 9876 5432');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Akun berhasil disimpan' })).toBeVisible();
    await expect(page).toHaveURL(/\/id\/withdrawcash\?lang=id&method=bank$/);
    expect(binds).toHaveLength(1);
    const card = page.getByRole('region', { name: 'Akun penarikan' });
    await expect(card).toContainText('Bank Central Asia (BCA)');
    await expect(card).toContainText('******7890');
    await expect(card).toContainText('Budi Santoso');
    await expect(page.getByRole('link', { name: 'Ganti kartu bank' })).toBeVisible();
  });

  test('each withdrawal rule shows its message, then a valid withdrawal goes through the confirmation once', async ({ page }) => {
    await openAs(page, '/withdrawcash', '10006', 'id');
    const submit = page.getByRole('button', { name: 'Tarik dana', exact: true });
    const amount = page.getByLabel('Jumlah (Bean)');
    await expect(page.getByText('300.000 Bean', { exact: true })).toBeVisible();
    await expect(page.getByText('Senilai Rp 300.000')).toBeVisible();

    // The only linked account's method is chosen already.
    await expect(page.getByRole('radio', { name: 'Kartu bank' })).toBeChecked();

    await page.getByRole('radio', { name: 'OVO' }).check();
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Silakan tautkan kartu bank atau akun e-wallet Anda terlebih dahulu');
    await expect(page.getByRole('link', { name: 'Tautkan akun OVO Anda' })).toHaveAttribute(
      'href',
      '/id/addAccount?lang=id&method=ovo&from=withdrawcash',
    );

    await page.getByRole('radio', { name: 'Kartu bank' }).check();
    await submit.click();
    await expect(amount).toHaveAccessibleDescription(/Silakan isi jumlah penarikan/);
    await expect(amount).toBeFocused();
    for (const [typed, message] of [
      ['400000', 'Jumlah yang dimasukkan melebihi batas yang tersedia'],
      ['55000', 'Jumlah harus kelipatan 10.000'],
      ['40000', 'Penarikan minimum adalah 50.000'],
    ] as const) {
      await amount.fill(typed);
      await submit.click();
      await expect(amount).toHaveAccessibleDescription(new RegExp(message));
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByRole('button', { name: 'Tarik semua' }).click();
    await expect(amount).toHaveValue('300.000');
    await amount.fill('100000');
    await expect(page.getByText('Biaya Rp 6.500 · Anda terima Rp 93.500')).toBeVisible();

    // The answer is held back so the second tap lands while the first is pending.
    const keys: string[] = [];
    await page.route('**/api/withdraw/submit', async (request) => {
      keys.push(request.request().headers()['idempotency-key'] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await request.continue();
    });
    await submit.click();
    const sheet = page.getByRole('alertdialog', { name: 'Konfirmasi penarikan' });
    await expect(sheet).toContainText('Jumlah100.000 Bean');
    await expect(sheet).toContainText('BiayaRp 6.500');
    await expect(sheet).toContainText('Anda terimaRp 93.500');
    await expect(sheet).toContainText('KeBCA ******7890 · Budi Santoso');
    await expect(sheet).toContainText('Peninjauan memerlukan 1-3 hari kerja.');
    const confirm = sheet.getByRole('button', { name: 'Konfirmasi' });
    await confirm.click();
    await expect(confirm).toBeDisabled();
    await confirm.click({ force: true });
    await expect(page.getByRole('status').filter({ hasText: 'Jangan klik berulang kali' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Penarikan berhasil diajukan' })).toBeVisible();
    await expect(page.getByText('Dapat ditarik sekarang: 200.000 Bean')).toBeVisible();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await expect(page.getByRole('link', { name: 'Semua riwayat penarikan' })).toHaveAttribute('href', '/id/withdrawalRecord?lang=id');
    await expect(page.getByRole('link', { name: 'Kembali ke Pendapatan Saya' })).toHaveAttribute('href', '/id/earnings?lang=id');

    await page.getByRole('link', { name: 'Lihat penarikan ini' }).click();
    await expect(page).toHaveURL(/\/id\/withdrawaldetail\?lang=id&id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Menunggu peninjauan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Menunggu peninjauan' })).toContainText('Anda terimaRp 93.500');
    await expect(page.getByRole('region', { name: 'Riwayat status' }).getByRole('listitem')).toHaveText([
      /^Menunggu peninjauan\d{1,2} \w{3} \d{4} \d{2}:\d{2}$/,
    ]);
  });

  test('the withdrawal is in the records, and its row opens its detail', async ({ page }) => {
    await openAs(page, '/withdrawalRecord', '10006', 'id');
    const rows = page.getByRole('list', { name: 'Riwayat Penarikan' }).getByRole('link');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Menunggu peninjauan');
    await expect(rows.first()).toContainText('100.000 Bean');
    await expect(rows.first()).toContainText('Bersih Rp 93.500');
    await expect(rows.first()).toContainText('BCA ******7890');
    await rows.first().click();
    await expect(page.getByRole('region', { name: 'Riwayat status' })).toContainText('Menunggu peninjauan');
    await expect(page.getByRole('link', { name: 'Riwayat Penarikan' })).toHaveAttribute('href', '/id/withdrawalRecord?lang=id');
  });

  test('a second withdrawal the same day cannot be sent: the page says so and keeps its button off', async ({ page }) => {
    const submits = requestsTo(page, '/api/withdraw/submit');
    await openAs(page, '/withdrawcash?method=bank', '10006', 'id');
    const once = 'Hanya satu kali penarikan per hari. Silakan coba lagi besok.';
    await expect(page.getByText(once)).toBeVisible();
    await expect(page.getByText('100.000 Bean sedang ditinjau')).toBeVisible();
    await page.getByLabel('Jumlah (Bean)').fill('50000');
    await expect(page.getByRole('button', { name: 'Tarik dana', exact: true })).toBeDisabled();
    await page.getByLabel('Jumlah (Bean)').press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(submits).toEqual([]);
  });
});

test.describe('58001 replaces her bank card (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('confirms the change, is proved again, sees it in the account history, and waits before withdrawing to it', async ({ page }) => {
    const binds = requestsTo(page, '/api/withdraw/bind');
    await openAs(page, '/selwithdrawalMethod', '58001', 'en');
    await page.getByRole('link', { name: 'Change bank card' }).click();
    await expect(page.getByText('Linked now: BCA ******7890. Saving replaces it.')).toBeVisible();
    await page.getByLabel('Bank', { exact: true }).selectOption('BRI');
    await page.getByLabel('Bank account number').fill('9876 5432 10');
    await page.getByLabel('Account holder name').fill('Rina Kartika');
    await page.getByLabel('Mobile phone number').fill('081255554444');
    await page.getByRole('button', { name: 'Save account' }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Change where withdrawals go?' });
    await expect(sheet).toContainText('BCA ******7890 will be replaced by BRI ******3210.');
    await expect(sheet).toContainText('withdrawals to the new account wait 24 hours');
    expect(binds).toEqual([]);
    // Cancelled: nothing sent, the card stays.
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    expect(binds).toEqual([]);
    await page.getByRole('button', { name: 'Save account' }).click();
    await sheet.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Account saved\. Withdrawals to it are possible from / })).toBeVisible();
    expect(binds).toHaveLength(1);

    await expect(page).toHaveURL(/\/selwithdrawalMethod\?method=bank$/);
    const history = page.getByRole('region', { name: 'Account changes' });
    await expect(history).toContainText('Changed to Bank card ******3210');
    await expect(history).toContainText('Confirmed with your app sign-in');
    await expect(history).toContainText(/Withdrawals to it from \d{1,2} \w{3} \d{4}/);
    await expect(history).toContainText('Not you? Contact support at once: +62 811-1900-2026');

    await page.getByRole('link', { name: 'Withdraw to bank card' }).click();
    await expect(page.getByText('This account was changed recently: withdrawals to it wait 24 hours after a change.')).toBeVisible();
    await page.getByLabel('Amount (Beans)').fill('50000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('This account was changed recently: withdrawals to it wait 24 hours after a change.');
  });
});

test.describe('a withdrawal whose answer is lost (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('after a reload, the page settles the withdrawal it sent under the same key instead of sending another', async ({ page }) => {
    // The agency head has nothing linked on a fresh server: his OVO account first (this test's own state).
    await openAs(page, '/addAccount?method=ovo&from=withdrawcash', '10002', 'en');
    await expect(page.getByRole('note')).toHaveText('Signed in as Budi · ID 10002');
    await page.getByLabel('OVO account (phone number)').fill('081211112222');
    await page.getByLabel('Account holder name').fill('Budi');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page).toHaveURL(/\/withdrawcash\?method=ovo$/);
    await expect(page.getByRole('note')).toHaveText('Signed in as Budi · ID 10002');
    const keys = await loseFirstAnswer(page);
    await page.getByLabel('Amount (Beans)').fill('60000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText('Withdrawal failed');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Settled: a second reload sends nothing more.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeVisible();
    expect(keys).toHaveLength(2);

    await page.goto('/withdrawalRecord');
    const rows = page.getByRole('list', { name: 'Withdrawal Records' }).getByRole('link');
    await expect(rows.filter({ hasText: /(?<![\d,])60,000 Beans/ })).toHaveCount(1);
  });

  test('says to contact support, and confirming again sends the same key and withdraws once', async ({ page }) => {
    await openAs(page, '/withdrawcash?method=dana', '10001', 'en');
    // The server takes the withdrawal, but its answer never reaches the phone.
    const keys = await loseFirstAnswer(page);
    const submit = page.getByRole('button', { name: 'Withdraw', exact: true });
    await page.getByLabel('Amount (Beans)').fill('50000');
    await submit.click();
    await page.getByRole('alertdialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Withdrawal failed. Please contact support: ${SUPPORT}`);

    await submit.click();
    await page.getByRole('alertdialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await openAs(page, '/withdrawalRecord', '10001', 'en');
    const rows = page.getByRole('list', { name: 'Withdrawal Records' }).getByRole('link');
    await expect(rows.filter({ hasText: /(?<![\d,])50,000 Beans/ })).toHaveCount(1);
  });
});
