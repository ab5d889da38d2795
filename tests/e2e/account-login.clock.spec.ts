// Signing in with a phone number and the SMS code (DESIGN 11) on the clock server: the code is read as a person reads
// it off their phone (the test-clock endpoint hands over what the SMS sender printed), and the clock moves past the
// code's 5 minutes. The login page follows the browser language (en here).
import type { Page } from '@playwright/test';
import { demoPhone } from '../../server/demo/account.ts';
import { CLOCK } from './hosts.ts';
import { expect, jakartaMorning, moveClock, serverNow, test } from './fixtures.ts';

const RINA = 52001;
/** Rina's number as she types it, without the country code. */
const RINA_LOCAL = `0${demoPhone(RINA).slice(2)}`;

/** The last code the server's SMS sender sent to Rina. */
async function smsCode(page: Page): Promise<string> {
  const response = await page.request.post(`${CLOCK}/__test/sms`, { data: { phone: demoPhone(RINA) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

test.describe('/login', () => {
  test('refuses a wrong phone before sending anything, then signs in with the code from the SMS and goes on', async ({ page }) => {
    await moveClock(page, CLOCK, jakartaMorning(0));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login/')) sent.push(new URL(request.url()).pathname);
    });
    await page.goto('/login?next=/mygrade');
    await page.getByLabel('Phone number').fill('0712 345');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong phone number format for the chosen country');
    await page.getByLabel('Country or region').selectOption('60');
    await page.getByLabel('Phone number').fill(RINA_LOCAL);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong phone number format for the chosen country');
    expect(sent).toEqual([]);

    await page.getByLabel('Country or region').selectOption('62');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code sent to +62 810****2001.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    await expect(page.getByLabel('Verification code')).toBeFocused();
    await page.getByLabel('Verification code').fill(await smsCode(page));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/mygrade$/);
    await expect(page.getByRole('img', { name: /Wealth level/ }).first()).toBeVisible();
  });

  test('says a wrong code and an expired code are incorrect or expired', async ({ page }) => {
    // Later than the other test's code, so a new one may be sent (one a minute).
    await moveClock(page, CLOCK, jakartaMorning(0) + 15 * 60_000);
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(RINA_LOCAL);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Code sent/ })).toBeVisible();
    const code = await smsCode(page);
    await page.getByLabel('Verification code').fill(code === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification code incorrect or expired');

    // Five minutes later the right code no longer works.
    await moveClock(page, CLOCK, (await serverNow(page)) + 5 * 60_000 + 1_000);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification code incorrect or expired');
    await expect(page).toHaveURL(/\/login$/);
  });
});
