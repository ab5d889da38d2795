import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/domain/time.ts';
import { formatDate, formatDay } from '../../src/lib/format-date.ts';
import { LANGS } from '../../src/lib/language.ts';
import { collectErrors, expect, expectTitle, message, openAs, route, test } from './fixtures.ts';

/** Today's business date as the page computed it: the latest date its picker offers. */
async function pickerToday(page: Page): Promise<string> {
  const max = await page.getByLabel('End date').getAttribute('max');
  if (!max) throw new Error('the date picker offers no latest date');
  return max;
}

/** Enters a range in the picker and presses Search. */
async function search(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(end);
  await page.getByRole('button', { name: 'Search' }).click();
}

/** "1,234,567 Beans" or "-300,000" (en) as a number. */
function amountOf(text: string): number {
  const match = text.match(/[+-]?[\d,]+/);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[0].replace(/,/g, ''));
}

/** The figures of a block: each term (dt) with its value (dd). */
async function figuresOf(block: Locator): Promise<Record<string, string>> {
  return block.evaluate((element) =>
    Object.fromEntries([...element.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])),
  );
}

/** Scrolls the end of a list into view until the list says it has no more items. */
async function scrollToEnd(page: Page, list: Locator): Promise<void> {
  const end = page.getByText('No more items');
  for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
}

const OVER_31_DAYS = 'The range can be at most 31 days';
const END_AFTER_TODAY = 'The end date cannot be after today';

test.describe('/everyday/details', () => {
  test('shows 10001 a row per day of the chosen range, with live minutes, valid days and beans by gift type', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/everyday/details', '10001');
    const days = page.getByRole('list', { name: 'Each day' });
    // The last 7 days, today included, newest first.
    await expect(days.getByRole('listitem')).toHaveCount(7);
    const today = await pickerToday(page);
    await expect(days.getByRole('heading', { level: 3 }).first()).toHaveText(formatDate(today, 'en'));

    const start = addDays(today, -12);
    const end = addDays(today, -3);
    await search(page, start, end);
    await expect(days.getByRole('listitem')).toHaveCount(10);
    await expect(days.getByRole('heading', { level: 3 }).first()).toHaveText(formatDate(end, 'en'));
    await expect(days.getByRole('heading', { level: 3 }).last()).toHaveText(formatDate(start, 'en'));

    let valid = 0;
    let beansTotal = 0;
    for (const item of await days.getByRole('listitem').all()) {
      const figures = await figuresOf(item);
      const minutes = amountOf(figures['Live time'] ?? '');
      // SPEC 9: a valid day has at least 60 minutes live.
      if (minutes >= 60) {
        valid++;
        await expect(item.getByText('Valid day', { exact: true })).toBeVisible();
      } else {
        await expect(item.getByText('Not valid (under 60 min)')).toBeVisible();
      }
      const byType = ['Lucky', 'S-Lucky', 'Deluxe', 'Other'].map((type) => amountOf(figures[type] ?? ''));
      expect(byType.reduce((sum, beans) => sum + beans, 0)).toBe(amountOf(figures['Gift Beans'] ?? ''));
      beansTotal += amountOf(figures['Gift Beans'] ?? '');
    }
    expect(valid).toBeGreaterThan(0);
    const totalsCard = page.getByRole('region', { name: 'Totals for these dates' });
    const totals = await figuresOf(totalsCard);
    expect(totals['Valid days']).toBe(`${valid} of 10`);
    expect(amountOf(totals['Gift Beans'] ?? '')).toBe(beansTotal);
    // Each kind of pay is named as the settlement line that pays it, and they add up to the bonus and to what the
    // range earned in all.
    const kinds = ['Daily bonus', 'Weekly bonus', 'Rank bonus', 'Basic salary', 'Level task'].filter((kind) => totals[kind] !== undefined);
    expect(kinds.reduce((sum, kind) => sum + amountOf(totals[kind] ?? ''), 0)).toBe(amountOf(totals['Bonus'] ?? ''));
    await expect(totalsCard.getByText('Earned in all')).toBeVisible();
    const earned = amountOf((await totalsCard.locator('.earnings-total strong').textContent()) ?? '');
    expect(earned).toBe(beansTotal + amountOf(totals['Bonus'] ?? ''));
    expect(errors).toEqual([]);
  });

  test('refuses a range over 31 days and an end after today, and keeps showing the last range', async ({ page }) => {
    await openAs(page, '/everyday/details', '10001');
    const days = page.getByRole('list', { name: 'Each day' });
    await expect(days.getByRole('listitem')).toHaveCount(7);
    const today = await pickerToday(page);

    await search(page, addDays(today, -31), today);
    await expect(page.getByRole('alert')).toHaveText(OVER_31_DAYS);
    await search(page, addDays(today, -30), today);
    await expect(days.getByRole('listitem')).toHaveCount(31);

    await search(page, addDays(today, -5), addDays(today, 1));
    await expect(page.getByRole('alert')).toHaveText(END_AFTER_TODAY);
    await expect(days.getByRole('listitem')).toHaveCount(31);
  });

  test('marks the short days of 10006, a daily-salary host, as not valid', async ({ page }) => {
    await openAs(page, '/everyday/details', '10006');
    const days = page.getByRole('list', { name: 'Each day' });
    await expect(days.getByRole('listitem')).toHaveCount(7);
    for (const item of await days.getByRole('listitem').all()) {
      const minutes = amountOf((await figuresOf(item))['Live time'] ?? '');
      await expect(item.getByText(minutes >= 60 ? 'Valid day' : 'Not valid (under 60 min)', { exact: true })).toBeVisible();
    }
  });
});

test.describe('/goldbill', () => {
  test('shows 10001 income as positive lines and, on Consumption, withdrawals as negative lines linked to their records', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/goldbill', '10001');
    const income = page.getByRole('list', { name: 'Income lines' });
    await expect(income.getByRole('listitem').first()).toBeVisible();
    for (const text of await income.getByRole('listitem').allTextContents()) expect(text).toMatch(/\+[\d,]+ Beans/);

    await page.getByRole('tab', { name: 'Consumption' }).click();
    await expect(page.getByRole('tab', { name: 'Consumption' })).toHaveAttribute('aria-selected', 'true');
    const consumption = page.getByRole('list', { name: 'Consumption lines' });
    await expect(consumption.getByRole('listitem').first()).toBeVisible();
    for (const item of await consumption.getByRole('listitem').all()) {
      await expect(item).toContainText('Withdrawal');
      await expect(item).toContainText(/-[\d,]+ Beans/);
      await expect(item.getByRole('link')).toHaveAttribute('href', /^\/withdrawaldetail\?id=\d+$/);
    }
    expect(errors).toEqual([]);
  });

  test('reloads for a new range: 70 days reach back to more completed settlements, linked to their detail', async ({ page }) => {
    await openAs(page, '/goldbill', '10001');
    const income = page.getByRole('list', { name: 'Income lines' });
    await expect(income.getByRole('listitem').first()).toBeVisible();
    const settlements = income.getByRole('link').filter({ hasText: 'Settlement' });
    // The demo data completes 10001's third and fourth latest weeks: always inside the default 30 days, whatever the weekday.
    await expect(settlements).toHaveCount(2);
    const today = await pickerToday(page);

    await search(page, addDays(today, -70), today);
    await expect(page.getByRole('alert')).toHaveText('The range can be at most 70 days');

    await search(page, addDays(today, -69), today);
    await expect.poll(() => settlements.count()).toBeGreaterThan(2);
    const settlement = settlements.first();
    await expect(settlement).toHaveAttribute('href', /^\/incomedetail\?id=\d+$/);
    await settlement.click();
    await expectTitle(page, route('/incomedetail').titles.en);
    await expect(page.getByRole('heading', { name: 'Weekly settlement' })).toBeVisible();
  });

  test('pulled down from the top and let go, loads the bill again from its first page', async ({ page }) => {
    const firstPages: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/earnings/bills')) return;
      if (!new URLSearchParams(request.postData() ?? '').get('cursor')) firstPages.push(request.url());
    });
    await openAs(page, '/goldbill', '10001');
    const income = page.getByRole('list', { name: 'Income lines' });
    await expect(income.getByRole('listitem').first()).toBeVisible();
    expect(firstPages).toHaveLength(1);

    const touch = (y: number) => [{ identifier: 1, clientX: 180, clientY: y }];
    await income.dispatchEvent('touchstart', { touches: touch(150), changedTouches: touch(150) });
    await income.dispatchEvent('touchmove', { touches: touch(350), changedTouches: touch(350) });
    await expect(page.getByRole('status').filter({ hasText: 'Release to refresh' })).toBeVisible();
    await income.dispatchEvent('touchend', { touches: [], changedTouches: touch(350) });
    await expect.poll(() => firstPages.length).toBe(2);
    await expect(income.getByRole('listitem').first()).toBeVisible();
  });

  test('loads the next page of 10006 on scrolling, without repeating a line', async ({ page }) => {
    const cursors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/earnings/bills')) return;
      const cursor = new URLSearchParams(request.postData() ?? '').get('cursor');
      if (cursor) cursors.push(cursor);
    });
    await openAs(page, '/goldbill', '10006');
    const income = page.getByRole('list', { name: 'Income lines' });
    await expect(income.getByRole('listitem').first()).toBeVisible();
    const today = await pickerToday(page);
    await search(page, addDays(today, -69), today);
    await expect(income.getByRole('listitem').nth(19)).toBeVisible();

    await scrollToEnd(page, income);
    const links = await income.getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links.length).toBeGreaterThan(20);
    expect(new Set(links).size).toBe(links.length);
    expect(cursors.length).toBeGreaterThan(0);
  });
});

test.describe('/incomelog and /incomedetail', () => {
  test('show 10001 every status of SPEC 3 and a settlement whose lines add up to its amount', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/incomelog', '10001');
    const records = page.getByRole('list', { name: 'Settlements' });
    await expect(records.getByRole('listitem').first()).toBeVisible();
    await scrollToEnd(page, records);
    const texts = await records.getByRole('listitem').allTextContents();
    for (const label of ['Rejected', 'To be reviewed', 'Completed', 'Failed', 'Manual operation']) {
      expect(texts.filter((text) => text.includes(label)).length, label).toBeGreaterThan(0);
    }
    // Codes 1, 3 and 4 all read "in process".
    expect(texts.filter((text) => text.includes('In process')).length).toBeGreaterThanOrEqual(3);
    // A weekly-salary host: weeks, and months where the level task paid.
    expect(texts.every((text) => text.startsWith('Weekly settlement') || text.startsWith('Monthly settlement'))).toBe(true);

    for (const label of ['To be reviewed', 'Completed']) {
      await page.goto('/incomelog');
      const record = page.getByRole('list', { name: 'Settlements' }).getByRole('link').filter({ hasText: label }).first();
      const amount = amountOf((await record.textContent())?.replace(/^.*?(\d[\d,]* Beans).*$/, '$1') ?? '');
      await record.click();
      await expectTitle(page, route('/incomedetail').titles.en);
      await expect(page.getByText(label).first()).toBeVisible();
      const rows = page.getByRole('table', { name: 'Breakdown' }).getByRole('row');
      const cells = await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']));
      const total = cells.pop();
      expect(total?.[0]).toBe('Total');
      expect(cells.map(([name]) => name)).toContain('Gift income');
      expect(cells.reduce((sum, [, value]) => sum + amountOf(value ?? ''), 0)).toBe(amountOf(total?.[1] ?? ''));
      expect(amountOf(total?.[1] ?? '')).toBe(amount);
      const steps = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
      await expect(steps.first()).toContainText('To be reviewed');
      await expect(steps.last()).toContainText(label);
    }
    expect(errors).toEqual([]);
  });

  test('show 10006 daily settlements, newest first', async ({ page }) => {
    await openAs(page, '/incomelog', '10006');
    const records = page.getByRole('list', { name: 'Settlements' }).getByRole('listitem');
    await expect(records.first()).toBeVisible();
    const today = await pickerToday(page);
    // Each row reads: what, amount, dates, status.
    await expect(records.first()).toHaveText(new RegExp(`^Daily settlement[\\d,]+ Beans${formatDay(addDays(today, -1), 'en')}To be reviewed$`));
    await expect(records.nth(1)).toHaveText(new RegExp(`^Daily settlement[\\d,]+ Beans${formatDay(addDays(today, -2), 'en')}In process$`));
  });

  test('filter the records by period end and show all again', async ({ page }) => {
    await openAs(page, '/incomelog', '10001');
    const records = page.getByRole('list', { name: 'Settlements' });
    await expect(records.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/^Showing every settlement, newest first\./)).toBeVisible();
    const today = await pickerToday(page);
    await search(page, addDays(today, -13), today);
    await expect(page.getByText(/^Showing only the periods ending /)).toBeVisible();
    // Weekly periods: one or two end in any 14 days (a month's level task may end in them too).
    await expect(async () => {
      const count = await records.getByRole('listitem').filter({ hasText: 'Weekly settlement' }).count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
    }).toPass();
    await search(page, addDays(today, -31), today);
    await expect(page.getByRole('alert')).toHaveText(OVER_31_DAYS);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page.getByText(/^Showing every settlement, newest first\./)).toBeVisible();
    await expect(records.getByRole('listitem').nth(2)).toBeVisible();
  });

  test('opened without any session, explain how to open them from the app instead of a 404', async ({ page }) => {
    const errors = collectErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await page.goto('/incomelog?lang=id');
    await expectTitle(page, route('/incomelog').titles.id);
    await expect(page.getByRole('heading', { name: 'Buka dari aplikasi' })).toBeVisible();
    await expect(page.getByText('Buka halaman ini dari Pendapatan Saya di Duku Live')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Duku Live' })).toBeVisible();
    await page.goto('/incomedetail?id=1&lang=en');
    await expectTitle(page, route('/incomedetail').titles.en);
    await expect(page.getByRole('heading', { name: 'Open from the app' })).toBeVisible();
    await expect(page).toHaveURL(/\/incomedetail\?id=1&lang=en$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('opened with credentials in the query, sign in and show the records', async ({ page }) => {
    await page.goto('/incomelog?user_id=10001&token=demo&lang=zh-tw');
    const records = page.getByRole('list', { name: '結算列表' });
    await expect(records.getByRole('listitem').first()).toContainText('週結算');
    await expect(page).toHaveURL(/\/incomelog\?lang=zh-tw$/);
  });

  test('say so when the link names no settlement, a malformed one or one of another user', async ({ page }) => {
    await openAs(page, '/incomedetail', '10001');
    await expect(page.getByRole('heading', { name: 'No settlement chosen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See settlement records' })).toHaveAttribute('href', '/incomelog');
    await page.goto('/incomedetail?id=abc');
    await expect(page.getByRole('heading', { name: 'No settlement chosen' })).toBeVisible();
    await page.goto('/incomedetail?id=999999');
    await expect(page.getByRole('heading', { name: 'Settlement record not found' })).toBeVisible();
  });
});

test.describe('every screen of the area', () => {
  test('leads back to /earnings, and the records offer to withdraw', async ({ page }) => {
    const screens = ['/everyday/details', '/goldbill', '/incomelog', '/incomedetail', '/withdrawcash', '/addAccount', '/withdrawalRecord', '/withdrawaldetail', '/selwithdrawalMethod'];
    await openAs(page, screens[0]!, '10001', 'en');
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Back' }).getByRole('link', { name: 'My Earnings' }), path).toHaveAttribute('href', '/earnings');
    }
    await page.goto('/withdrawalRecord');
    await expect(page.getByRole('link', { name: 'Withdraw', exact: true })).toHaveAttribute('href', '/withdrawcash');
  });
});

test.describe('the earnings detail screens for a viewer', () => {
  for (const path of ['/everyday/details', '/goldbill', '/incomelog', '/incomedetail?id=1']) {
    test(`${path} shows 10004 the "for hosts" state`, async ({ page }) => {
      await openAs(page, path, '10004');
      await expect(page.getByRole('heading', { name: 'For hosts' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('the earnings detail screens in every language', () => {
  for (const user of ['10001', '10006'] as const) {
    for (const lang of LANGS) {
      test(`open for ${user} with their titles, no errors and no overflow at 360 px (${lang})`, async ({ page }) => {
        const errors = collectErrors(page);
        const fits = async () => {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, page.url()).toBeLessThanOrEqual(0);
        };
        await openAs(page, '/everyday/details', user, lang);
        await expectTitle(page, route('/everyday/details').titles[lang]);
        await expect(page.getByRole('listitem')).toHaveCount(7);
        await fits();

        await page.goto(`/goldbill?lang=${lang}`);
        await expectTitle(page, route('/goldbill').titles[lang]);
        await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
        await page.getByRole('tab').nth(1).click();
        // 10001's withdrawals are her consumption; 10006 never withdrew.
        if (user === '10001') await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
        else await expect(page.getByRole('tabpanel').getByText(message(lang, 'bills.emptyConsumption'))).toBeVisible();
        await fits();

        await page.goto(`/incomelog?lang=${lang}`);
        await expectTitle(page, route('/incomelog').titles[lang]);
        const first = page.getByRole('listitem').getByRole('link').first();
        await expect(first).toBeVisible();
        await fits();

        await first.click();
        await expectTitle(page, route('/incomedetail').titles[lang]);
        await expect(page.getByRole('table')).toBeVisible();
        await fits();
        expect(errors).toEqual([]);
      });
    }
  }
});
