import { LANGS } from '../../src/lib/language.ts';
import { collectErrors, expect, openAs, route, test } from './fixtures.ts';

const earnings = route('/earnings');

test.describe('/earnings', () => {
  test('shows 10001 her balance in rupiah, what came in, every bonus and the other screens (id)', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/earnings', '10001', 'id');
    await expect(page.getByRole('heading', { name: 'Dapat ditarik' })).toBeVisible();
    await expect(page.getByText('2.500.000 Bean', { exact: true })).toBeVisible();
    await expect(page.getByText('≈ Rp 2.500.000 (1 Bean = Rp 1)')).toBeVisible();
    for (const heading of ['Bean diterima', 'Bonus mingguan', 'Bonus peringkat harian', 'Gaji pokok', 'Tugas level', 'Jenis pembayaran']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Gaji mingguan')).toBeVisible();
    await expect(page.getByText(/Hubungi agensi Anda atau layanan pelanggan: \+62/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Detail Harian' })).toHaveAttribute('href', '/id/everyday/details?lang=id');
    await page.getByRole('link', { name: 'Tarik dana' }).first().click();
    await expect(page).toHaveURL(/\/id\/withdrawcash\?lang=id$/);
    expect(errors).toEqual([]);
  });

  test('tells 10006, a male daily-salary host, why there is no basic salary (zh-cn)', async ({ page }) => {
    await openAs(page, '/earnings', '10006', 'zh-cn');
    await expect(page.getByText('300,000 金豆', { exact: true })).toBeVisible();
    await expect(page.getByText('日结', { exact: true })).toBeVisible();
    await expect(page.getByText('底薪仅适用于周结主播。')).toBeVisible();
    await expect(page.getByRole('heading', { name: '日奖励' })).toBeVisible();
  });

  test("warns 10001 how close violations are to cancelling her basic salary (id)", async ({ page }) => {
    await openAs(page, '/earnings', '10001', 'id');
    // The demo's one minor violation of last month, none this week.
    await expect(page.getByRole('region', { name: 'Gaji pokok' })).toContainText(
      'Pelanggaran: 0 dari 4 ringan dan 0 dari 2 berat minggu ini, 1 dari 6 ringan secara keseluruhan.',
    );
  });

  test("gives agency head 10002 the agency's earnings: beans to withdraw, the rank bonus, and the ways on", async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/earnings', '10002', 'en');
    await expect(page.getByRole('heading', { name: 'For hosts' })).toHaveCount(0);
    const balance = page.getByRole('region', { name: 'Available to withdraw' });
    await expect(balance).toContainText('55,000,000 Beans');
    await expect(balance.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdrawcash');
    await expect(page.getByRole('region', { name: 'Agency rank bonus this week' })).toContainText('Bintang Agency');
    await expect(page.getByRole('region', { name: 'Last week' })).toBeVisible();
    const bands = page.getByRole('region', { name: 'Agency rank bonus: the weekly top 10' });
    await expect(bands).toContainText('Rank 15,000,000 Beans');
    await expect(bands).toContainText('Ranks 4-101,000,000 Beans');
    for (const [name, href] of [['Bills', '/goldbill'], ['Settlement Records', '/incomelog'], ['Withdrawal Records', '/withdrawalRecord']] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // No live days of his own: no daily details.
    await expect(page.getByRole('link', { name: 'Daily Details' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('shows a viewer the "for hosts" state and no host links', async ({ page }) => {
    await openAs(page, '/earnings', '10004', 'en');
    await expect(page.getByRole('heading', { name: 'For hosts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daily Details' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  for (const lang of LANGS) {
    for (const user of ['10001', '10006']) {
      test(`fits 360 px for ${user} in ${lang}`, async ({ page }) => {
        const errors = collectErrors(page);
        await openAs(page, '/earnings', user, lang);
        await expect(page).toHaveTitle(earnings.titles[lang]);
        await expect(page.getByRole('progressbar').first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  }
});
