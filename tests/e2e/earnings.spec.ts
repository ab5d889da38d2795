import { LANGS } from '../../src/lib/language.ts';
import { collectErrors, expect, openAs, route, test } from './fixtures.ts';

const earnings = route('/earnings');

test.describe('/earnings', () => {
  test('shows 10001 her balance in rupiah, what came in, every bonus and the other screens (id)', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/earnings', '10001', 'id');
    await expect(page.getByRole('heading', { name: 'Dapat ditarik' })).toBeVisible();
    await expect(page.getByText('2.500.000 Bean', { exact: true })).toBeVisible();
    await expect(page.getByText('≈ Rp 2.500.000 (1 bean = Rp 1)')).toBeVisible();
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
