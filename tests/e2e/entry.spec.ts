import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { PLAIN, SMART_PORT } from './hosts.ts';
import { collectErrors, expect, expectTitle, route, serverNow, settled, test } from './fixtures.ts';

const DEMO_IDS = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008'];
const earnings = route('/earnings');
const notFound = route('/404');

/** The session the page keeps in sessionStorage, or null. */
async function storedSession(page: Page): Promise<{ userId: string; token: string; packageType: string } | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? 'null'));
}

/** Counts the page's requests to an API path. */
function countRequests(page: Page, path: string): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) counter.count++;
  });
  return counter;
}

test.describe('entry from the app', () => {
  for (const id of DEMO_IDS) {
    test(`demo account ${id} opens an auth page and is signed in`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`/earnings?user_id=${id}&token=demo&package_type=1&lang=id`);
      await settled(page);
      await expectTitle(page, earnings.titles.id);
      expect(await storedSession(page)).toMatchObject({ userId: id, packageType: '1' });
      expect(errors).toEqual([]);
    });
  }

  test('credentials leave the address bar; lang, package_type and other parameters stay', async ({ page }) => {
    await page.goto('/earnings?user_id=10001&token=demo&package_type=5&lang=zh-tw&tab=week');
    await settled(page);
    await expect(page).toHaveURL(/\/earnings\?package_type=5&lang=zh-tw&tab=week$/);
  });

  test('the old parameter names uis and recharge_sign work too', async ({ page }) => {
    await page.goto('/earnings?uis=10006&recharge_sign=demo');
    await settled(page);
    expect(await storedSession(page)).toMatchObject({ userId: '10006' });
    await expect(page).toHaveURL(/\/earnings$/);
  });

  test('the session carries to a second page opened without credentials, with no new check', async ({ page }) => {
    await page.goto('/earnings?user_id=10001&token=demo');
    await settled(page);
    const checks = countRequests(page, '/api/h5login/checkToken');
    await page.goto('/withdrawcash');
    await expectTitle(page, route('/withdrawcash').titles.en);
    expect(await storedSession(page)).toMatchObject({ userId: '10001' });
    await page.goto('/goldbill?user_id=10001&token=demo');
    await expect(page).toHaveURL(/\/goldbill$/);
    expect(checks.count).toBe(0);
  });

  test("a second user's link replaces the first user's session", async ({ page }) => {
    await page.goto('/earnings?user_id=10001&token=demo');
    await settled(page);
    const first = await storedSession(page);
    await page.goto('/earnings?user_id=10006&token=demo');
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? 'null')?.userId === '10006');
    const second = await storedSession(page);
    expect(second?.token).not.toBe(first?.token);
  });

  test('logins=true takes the query as it is, without a token check', async ({ page }) => {
    const checks = countRequests(page, '/api/h5login/checkToken');
    // The screen's own call with the made-up token would end the session (DESIGN 3 step 7) and race the checks below.
    await page.route('**/api/earnings/**', (routed) => routed.abort());
    await page.goto('/earnings?user_id=10004&token=ready-made&logins=true');
    await settled(page);
    expect(await storedSession(page)).toMatchObject({ userId: '10004', token: 'ready-made' });
    await expect(page).toHaveURL(/\/earnings$/);
    expect(checks.count).toBe(0);
  });

  test('a stale time answer is corrected from cur_time and tried once more', async ({ page }) => {
    let answered = 0;
    const curTime = await serverNow(page);
    await page.route('**/api/h5login/checkToken', async (routed) => {
      answered++;
      if (answered === 1) await routed.fulfill({ json: { code: 1003, msg: 'staleTime', data: { cur_time: curTime } } });
      else await routed.continue();
    });
    await page.goto('/earnings?user_id=10001&token=demo');
    await settled(page);
    expect(answered).toBe(2);
    expect(await storedSession(page)).toMatchObject({ userId: '10001' });
  });

  test('a throttled token check says to wait and checks again, never the 404 page', async ({ page }) => {
    let answered = 0;
    await page.route('**/api/h5login/checkToken', async (routed) => {
      answered++;
      if (answered === 1) await routed.fulfill({ json: { code: 1010, msg: 'rateLimited', data: { retryAfterMs: 1500 } } });
      else await routed.continue();
    });
    await page.goto('/earnings?user_id=10001&token=demo');
    await expect(page.getByRole('status').filter({ hasText: /wait/i })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /wait/i })).toBeHidden();
    await settled(page);
    expect(answered).toBe(2);
    expect(page.url()).not.toContain('/404');
    expect(await storedSession(page)).toMatchObject({ userId: '10001' });
  });

  test('a failing time call is ignored', async ({ page }) => {
    await page.route('**/api/go/getSysTime', (routed) => routed.abort());
    await page.goto('/earnings?user_id=10001&token=demo');
    await settled(page);
    expect(await storedSession(page)).toMatchObject({ userId: '10001' });
  });
});

test.describe('entry failures end on the 404 page', () => {
  const failures: [string, string, ((page: Page) => Promise<unknown>)?][] = [
    ['a wrong token', '/earnings?user_id=10001&token=wrong&lang=id'],
    ['an unknown user', '/earnings?user_id=99999&token=demo&lang=id'],
    ['a user without a token and no session', '/earnings?user_id=10001&lang=id'],
    ['no credentials and no session', '/earnings?lang=id'],
    ['a token check that cannot be reached', '/earnings?user_id=10001&token=demo&lang=id', (page) => page.route('**/api/h5login/checkToken', (r) => r.abort())],
    ['a token check that answers garbage', '/earnings?user_id=10001&token=demo&lang=id', (page) => page.route('**/api/h5login/checkToken', (r) => r.fulfill({ body: '<html>oops</html>' }))],
    ['a second stale time answer', '/earnings?user_id=10001&token=demo&lang=id', (page) => page.route('**/api/h5login/checkToken', (r) => r.fulfill({ json: { code: 1003, msg: 'staleTime', data: { cur_time: Date.now() } } }))],
  ];
  for (const [what, url, prepare] of failures) {
    test(`${what}`, async ({ page }) => {
      await prepare?.(page);
      await page.goto(url);
      await page.waitForURL(/\/id\/404/);
      await expectTitle(page, notFound.titles.id);
      expect(await storedSession(page)).toBeNull();
      // What happened and what to do, with the brand's support number.
      await expect(page.getByRole('heading', { name: 'Halaman ini tidak dapat dibuka' })).toBeVisible();
      await expect(page.getByText('Kembali ke Duku Live lalu buka lagi halaman ini dari sana.')).toBeVisible();
      await expect(page.getByRole('link', { name: '+62 811-1900-2026' })).toHaveAttribute('href', 'tel:+6281119002026');
    });
  }
});

test.describe('a session the server no longer knows (DESIGN 3 step 7)', () => {
  test('ends on the 404 page at its first API call, and the stored session is gone', async ({ page }) => {
    await page.goto('/earnings?user_id=10001&token=demo&lang=id');
    await settled(page);
    expect((await storedSession(page))?.userId).toBe('10001');
    // The server forgets the session (expired or revoked); the page still holds its token.
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('session') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('session', JSON.stringify({ ...session, token: 'expired-session-token' }));
    });
    await page.goto('/withdrawcash?lang=id');
    await page.waitForURL(/\/id\/404/);
    await expectTitle(page, notFound.titles.id);
    expect(await storedSession(page)).toBeNull();
  });
});

test.describe('public pages', () => {
  test('without credentials they load no JavaScript and make no token check', async ({ page }) => {
    const checks = countRequests(page, '/api/h5login/checkToken');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The public pages without islands (the event notices, public too, show live boards through an island).
    for (const path of ['/download', '/marble/rule', '/aboutme', '/protocol/userRegister']) {
      await page.goto(`${path}?lang=id`);
      await page.waitForLoadState('load');
    }
    expect(checks.count).toBe(0);
    expect(scripts).toEqual([]);
  });

  test('with credentials they sign in and clean the address bar', async ({ page }) => {
    await page.goto('/marble/rule?user_id=10004&token=demo&lang=id');
    await settled(page);
    expect(await storedSession(page)).toMatchObject({ userId: '10004' });
    await expect(page).toHaveURL(/\/marble\/rule\?lang=id$/);
    // The session now opens auth pages without credentials.
    await page.goto('/mall');
    await expectTitle(page, route('/mall').titles.id);
  });

  test('with bad credentials they go to the 404 page too', async ({ page }) => {
    await page.goto('/download?user_id=10004&token=wrong&lang=zh-cn');
    await page.waitForURL(/\/zh-cn\/404/);
  });
});

test.describe("the app's credentials", () => {
  /** Every request of the page after the one the app made: its URL and Referer. */
  function laterRequests(page: Page): { url: string; referer: string; type: string }[] {
    const seen: { url: string; referer: string; type: string }[] = [];
    page.on('request', (request) => seen.push({ url: request.url(), referer: request.headers()['referer'] ?? '', type: request.resourceType() }));
    return seen;
  }

  test('reach no request but the first: not in addresses, not in Referer headers', async ({ page }) => {
    const requests = laterRequests(page);
    await page.goto('/withdrawcash?user_id=10001&token=demo&lang=id');
    await settled(page);
    await expect(page).toHaveURL(/\/withdrawcash\?lang=id$/);
    await page.waitForLoadState('networkidle');
    const [first, ...rest] = requests;
    expect(first?.url).toContain('token=demo');
    expect(rest.length).toBeGreaterThan(2);
    for (const request of rest) {
      expect(request.url, request.url).not.toMatch(/token=|user_id=/);
      expect(request.referer, request.url).toBe('');
    }
  });

  test('on a plain static host, never ride along on the language redirect, and still reach the entry', async ({ page }) => {
    await page.goto(`${PLAIN}/download?lang=zh-cn`);
    const requests = laterRequests(page);
    await page.goto(`${PLAIN}/mall?user_id=10001&token=demo`);
    await page.waitForURL(`${PLAIN}/zh-cn/404?lang=zh-cn`);
    const documents = requests.filter((request) => request.type === 'document');
    expect(documents.map((request) => request.url).slice(0, 2)).toEqual([`${PLAIN}/mall?user_id=10001&token=demo`, `${PLAIN}/zh-cn/mall`]);
    // The variant's entry had the credentials: it asked this host (which has no API) to check them.
    expect(requests.some((request) => request.url === `${PLAIN}/api/h5login/checkToken`)).toBe(true);
    // Only the app's own request carried them (a late request of the page before may come first: count it too).
    for (const request of requests.filter((request) => request !== documents[0])) expect(request.url).not.toMatch(/token=|user_id=/);
  });
});

test.describe('plain http from another address', () => {
  test('says to open the page over HTTPS instead of going to 404', async () => {
    const executablePath = findChromium();
    test.skip(!executablePath, 'Chromium not found');
    const browser = await chromium.launch({
      executablePath: executablePath ?? undefined,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP h5.test 127.0.0.1'],
    });
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`http://h5.test:${SMART_PORT}/earnings?user_id=10001&token=demo&lang=id`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/earnings\?lang=id$/);
    await browser.close();
  });
});
