// The withdraw screens walked as hosts walk them, on the demo data as it is: what a host with past withdrawals sees,
// what a viewer sees, and every screen in every language. Tests that link accounts or move money are in
// withdraw-money.spec.ts, on a server of their own.
import type { Page } from '@playwright/test';
import { LANGS, type Lang } from '../../src/lib/language.ts';
import { collectErrors, expect, expectTitle, loaded, message, openAs, route, test } from './fixtures.ts';

const SUPPORT = '+62 811-1900-2026';
const SCREENS = ['/selwithdrawalMethod', '/addAccount', '/withdrawcash', '/withdrawalRecord', '/withdrawaldetail'] as const;

/** What each screen shows once loaded, found by role or by message so it holds in every language. */
type Content = Record<(typeof SCREENS)[number], (page: Page, lang: Lang) => Promise<void>>;
const CHOICES: Pick<Content, '/selwithdrawalMethod' | '/addAccount' | '/withdrawcash'> = {
  '/selwithdrawalMethod': (page) => expect(page.getByRole('region')).toHaveCount(3),
  '/addAccount': (page) => expect(page.getByRole('radio')).toHaveCount(3),
  '/withdrawcash': async (page) => {
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('textbox')).toHaveCount(1);
  },
};
const CONTENT: Record<'10001' | '10006', { detail: string; content: Content }> = {
  // 10001 has past withdrawals, the first of them id 1.
  '10001': {
    detail: '/withdrawaldetail?id=1',
    content: {
      ...CHOICES,
      '/withdrawalRecord': (page) => expect(page.getByRole('list').getByRole('link').first()).toBeVisible(),
      '/withdrawaldetail': (page) => expect(page.getByRole('listitem').first()).toBeVisible(),
    },
  },
  // 10006 never withdrew: the records are empty and the detail has nothing to show.
  '10006': {
    detail: '/withdrawaldetail',
    content: {
      ...CHOICES,
      '/withdrawalRecord': (page, lang) => expect(page.getByText(message(lang, 'withdraw.records.empty'))).toBeVisible(),
      '/withdrawaldetail': (page, lang) => expect(page.getByText(message(lang, 'withdraw.detail.noId'))).toBeVisible(),
    },
  },
};

test.describe('10001, DANA linked, with past withdrawals', () => {
  test('sees her DANA account and what she can link on /selwithdrawalMethod', async ({ page }) => {
    await openAs(page, '/selwithdrawalMethod', '10001', 'en');
    const dana = page.getByRole('region', { name: 'DANA' });
    await expect(dana).toContainText('********7890');
    await expect(dana).toContainText('Sari Wulandari');
    await expect(dana.getByRole('link', { name: 'Withdraw to DANA' })).toHaveAttribute('href', '/withdrawcash?method=dana');
    await expect(dana.getByRole('link', { name: 'Change DANA account' })).toHaveAttribute(
      'href',
      '/addAccount?method=dana&from=selwithdrawalMethod',
    );
    const bank = page.getByRole('region', { name: 'Bank card' });
    await expect(bank).toContainText('Not linked yet');
    await expect(bank.getByRole('link')).toHaveText(['Link your bank card']);
    await expect(page.getByRole('region', { name: 'OVO' }).getByRole('link')).toHaveText(['Link your OVO account']);
  });

  test('changing DANA names the account linked now and goes back to the method list', async ({ page }) => {
    await openAs(page, '/selwithdrawalMethod', '10001', 'en');
    await page.getByRole('link', { name: 'Change DANA account' }).click();
    await expect(page.getByRole('radio', { name: 'DANA' })).toBeChecked();
    await expect(page.getByText('Linked now: DANA ********7890. Saving replaces it.')).toBeVisible();
    await expect(page.getByLabel('DANA account (phone number)')).toBeVisible();
    await expect(page.getByLabel('Mobile phone number')).toHaveCount(0);
  });

  test('withdraws with DANA chosen from the link, with the rules and the fee shown', async ({ page }) => {
    await openAs(page, '/withdrawcash?method=dana', '10001', 'en');
    await expect(page.getByRole('radio', { name: 'DANA' })).toBeChecked();
    await expect(page.getByText('2,500,000 Beans', { exact: true })).toBeVisible();
    const rules = page.getByRole('region', { name: 'Withdrawal rules' });
    for (const text of [
      'Minimum per withdrawal50,000 Beans',
      'Maximum per withdrawal50,000,000 Beans',
      'In multiples of10,000',
      'DANA feeRp 2,500',
    ]) {
      await expect(rules).toContainText(text);
    }
    await expect(page.getByRole('region', { name: 'Good to know' })).toContainText('Review time1-3 working days');
    await page.getByRole('button', { name: 'Withdraw all' }).click();
    await expect(page.getByLabel('Amount (Beans)')).toHaveValue('2,500,000');
    await expect(page.getByText('Fee Rp 2,500 · you receive Rp 2,497,500')).toBeVisible();
  });

  test('sees her past withdrawals in several statuses, and a rejected and a failed one in detail (zh-cn)', async ({ page }) => {
    await openAs(page, '/withdrawalRecord', '10001', 'zh-cn');
    const rows = page.getByRole('list', { name: '提现记录' }).getByRole('link');
    for (const status of ['待审核', '处理中', '人工处理', '已拒绝', '失败'])
      await expect(rows.filter({ hasText: status }).first()).toBeVisible();

    await rows.filter({ hasText: '已拒绝' }).first().click();
    await expect(page.getByRole('heading', { name: '已拒绝' })).toBeVisible();
    await expect(page.getByText('金豆已退回您的可提现余额。')).toBeVisible();
    await expect(page.getByRole('region', { name: '处理进度' }).getByRole('listitem')).toHaveText([/^待审核/, /^处理中/, /^已拒绝/]);
    await expect(page.getByText(`请联系客服：${SUPPORT}`)).toHaveCount(0);

    await page.goBack();
    await rows.filter({ hasText: '失败' }).first().click();
    await expect(page.getByRole('heading', { name: '失败' })).toBeVisible();
    await expect(page.getByText('金豆已退回您的可提现余额。')).toBeVisible();
    await expect(page.getByText(`请联系客服：${SUPPORT}`)).toBeVisible();
    await expect(page.getByRole('region', { name: '处理进度' }).getByRole('listitem')).toHaveText([/^待审核/, /^处理中/, /^失败/]);
  });

  test('a range longer than 31 days is refused by the date picker', async ({ page }) => {
    await openAs(page, '/withdrawalRecord', '10001', 'en');
    const start = page.getByLabel('Start date');
    const end = await page.getByLabel('End date').inputValue();
    const tooEarly = new Date(Date.parse(`${end}T00:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10);
    await start.fill(tooEarly);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('The range can be at most 31 days');
  });

  test('a detail link without a withdrawal says so and leads to the records', async ({ page }) => {
    for (const query of ['', '?id=abc', '?id=0']) {
      await openAs(page, `/withdrawaldetail${query}`, '10001', 'en');
      await expect(page.getByRole('alert')).toHaveText('No withdrawal was chosen. Open one from your withdrawal records.');
      await expect(page.getByRole('link', { name: 'Withdrawal Records' })).toHaveAttribute('href', '/withdrawalRecord');
    }
    await openAs(page, '/withdrawaldetail?id=999999', '10001', 'en');
    await expect(page.getByRole('alert')).toHaveText('Withdrawal record not found');
  });
});

test.describe('a viewer', () => {
  for (const path of SCREENS) {
    test(`sees the "for hosts" state on ${path}`, async ({ page }) => {
      await openAs(page, path === '/withdrawaldetail' ? `${path}?id=1` : path, '10004', 'en');
      await expect(page.getByRole('heading', { name: 'For hosts' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Withdrawal Records' })).toHaveCount(0);
    });
  }
});

for (const user of ['10001', '10006'] as const) {
  test.describe(`every withdraw screen in every language for ${user}`, () => {
    for (const path of SCREENS) {
      for (const lang of LANGS) {
        test(`${path} in ${lang}: its title, its content, no console error, fits 360 px`, async ({ page }) => {
          const errors = collectErrors(page);
          await openAs(page, path === '/withdrawaldetail' ? CONTENT[user].detail : path, user, lang);
          await expectTitle(page, route(path).titles[lang]);
          await loaded(page);
          await CONTENT[user].content[path](page, lang);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
        });
      }
    }
  });
}
