// The account screens walked as users walk them. Flows that buy, claim, cancel, ban or unfollow run on the MONEY server
// (the demo balances other tests read stay as seeded); the others read the demo as it is. People: 10002 (agency head,
// wealth level 36, 2.5M coins recharged this month), 10003 (a reseller who opened VIP), 10004 (a viewer, 12,000 coins),
// 52002 Tono (cancels), 52003 Joko (is banned), 10008 (operator).
import { demoPersonName } from '../../server/demo/names.ts';
import { MONEY } from './hosts.ts';
import { collectErrors, expect, openAs, test } from './fixtures.ts';

test.describe('VIP (money server)', () => {
  test.use({ baseURL: MONEY });

  test('10002 buys 30 days of VIP at the level of his recharge, then claims the daily coins once', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/mall', '10002');
    await expect(page.getByText('VIP not activated')).toBeVisible();
    await expect(page.getByText('This recharge earns VIP3.')).toBeVisible();
    await expect(page.getByText('Activate VIP to claim coins every day.')).toBeVisible();
    await page.getByRole('link', { name: 'Activate VIP' }).click();

    await expect(page).toHaveURL(/\/buyVip$/);
    await expect(page.getByText('Your recharge of the last 30 days gives VIP3.')).toBeVisible();
    await page.getByRole('radio', { name: /90 days/ }).check();
    await expect(page.getByText(/Save 10%/)).toBeVisible();
    await page.getByRole('radio', { name: /30 days/ }).check();
    await page.getByRole('button', { name: 'Pay 30,000 Coins' }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Pay 30,000 Coins for 30 days of VIP?' });
    await expect(sheet).toContainText(/You get VIP3 until/);
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Active until/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'VIP level 3' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to the VIP Mall' }).click();
    await expect(page.getByText(/Active until/)).toBeVisible();
    // Free coins: one tap claims them, no confirmation sheet.
    await page.getByRole('button', { name: "Claim today's coins" }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '1,200 Coins added to your balance' })).toBeVisible();
    await expect(page.getByText('Claimed today. Come back tomorrow after 00:00 (WIB).')).toBeVisible();
    await expect(page.getByRole('button', { name: "Claim today's coins" })).toHaveCount(0);
    // Opened again, the day's claim is remembered by the server.
    await page.reload();
    await expect(page.getByText('Claimed today. Come back tomorrow after 00:00 (WIB).')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('VIP (demo as seeded)', () => {
  test('a reseller who opened VIP is told why the daily coins are not theirs', async ({ page }) => {
    await openAs(page, '/mall', '10003', 'id');
    await expect(page.getByText(/Aktif sampai/)).toBeVisible();
    await expect(page.getByText('Agen koin yang membuka VIP tidak mendapatkan koin VIP harian.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Klaim koin hari ini' })).toHaveCount(0);
    // The six levels, one tab each (an island that hydrates once scrolled into view); the chosen tab survives coming
    // back to the page (keep-alive).
    const levels = page.locator('astro-island[component-url*="VipLevels"]');
    await levels.scrollIntoViewIfNeeded();
    await expect(levels).not.toHaveAttribute('ssr');
    // Nothing kept yet: the tabs open on her own level.
    await expect(page.getByRole('tab', { name: 'VIP2' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'VIP6' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('10.000 Koin');
    await expect(page.getByRole('tabpanel')).toContainText('Tidak bisa dikeluarkan dari ruang live');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'VIP6' })).toHaveAttribute('aria-selected', 'true');
  });

  test('cancelling is refused to a head who created a family, each blocker linking its way out (zh-tw)', async ({ page }) => {
    await openAs(page, '/logout', '10002', 'zh-tw');
    await expect(page.getByText('你是家族族長。請先把家族轉讓給一位管理員或解散家族，再回來註銷。')).toBeVisible();
    await expect(page.getByRole('link', { name: '轉讓或關閉我的公會' })).toHaveAttribute('href', /^\/zh-tw\/agencyManagement\b/);
    await expect(page.getByRole('link', { name: '把家族轉讓給管理員' })).toHaveAttribute('href', /^\/zh-tw\/familyList\?.*id=30001&view=manage#handover$/);
    await expect(page.getByRole('link', { name: '解散家族' })).toHaveAttribute('href', /^\/zh-tw\/dissolve\b/);
    await expect(page.getByRole('button', { name: '註銷帳號' })).toHaveCount(0);
  });

  test('a reseller is told to sell or hand back the stock before cancelling', async ({ page }) => {
    await openAs(page, '/logout', '10003');
    await expect(page.getByText(/You still hold 1,000,000 Coins of resale stock/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sell my coins' })).toHaveAttribute('href', '/resell');
  });

  test('10004 without enough coins is offered the top-up instead of the purchase', async ({ page }) => {
    await openAs(page, '/buyVip', '10004');
    await expect(page.getByText('Not enough coins: you have 12,000 Coins, this costs 30,000 Coins.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay 30,000 Coins' })).toBeDisabled();
    // The top-up page is told the way back to this purchase (issue 27 item 2).
    await expect(page.getByRole('link', { name: 'Top up coins' })).toHaveAttribute('href', '/dukurecharge?return=%2FbuyVip%3Fdays%3D30');
  });
});

test.describe('levels, cancellation, bans and follows (money server)', () => {
  test.use({ baseURL: MONEY });

  test('level progress moves after spending coins in the decor shop', async ({ page }) => {
    // 52001 Rina has spent nothing yet: wealth level 1.
    await openAs(page, '/mygrade', '52001');
    await expect(page.getByRole('img', { name: 'Wealth level 1' }).first()).toBeVisible();
    await expect(page.getByText('Spend 10,000 Coins more to reach Lv.2 (1 exp to go).')).toBeVisible();
    await page.goto('/attiremall');
    await page.getByRole('button', { name: 'Buy Golden Halo' }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Buy Golden Halo' });
    await sheet.getByRole('radio', { name: /30 days/ }).check();
    await sheet.getByRole('button', { name: 'Pay 20,000 Coins' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Golden Halo is yours until/ })).toBeVisible();
    await page.goto('/mygrade');
    // 20,000 coins: 2 exp, wealth level 3 (SPEC 9: 1 exp per 10,000 coins).
    await expect(page.getByRole('img', { name: 'Wealth level 3' }).first()).toBeVisible();
    await expect(page.getByText('Spend 20,000 Coins more to reach Lv.4 (2 exp to go).')).toBeVisible();
    await expect(page.getByText('Coins spent so far: 20,000 Coins')).toBeVisible();
  });

  test('a cancellation is asked for with a typed confirmation, counts down, and is taken back (id)', async ({ page, browser }) => {
    await openAs(page, '/logout', '52002', 'id');
    await expect(page.getByText('30.000 Koin Anda: tidak dapat dikembalikan')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Batalkan akun saya' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /Saya mengerti/ }).check();
    await page.getByLabel('Ketik ID pengguna Anda (52002) untuk konfirmasi').fill('52001');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Ketik ID pengguna Anda (52002) untuk konfirmasi').fill('52002');
    await submit.click();
    const sheet = page.getByRole('alertdialog', { name: 'Batalkan akun 52002?' });
    // The safe choice has the focus first.
    await expect(sheet.getByRole('button', { name: 'Batal', exact: true })).toBeFocused();
    await sheet.getByRole('button', { name: 'Ya, batalkan' }).click();
    await expect(page.getByRole('heading', { name: 'Pembatalan diajukan' })).toBeVisible();
    await expect(page.getByText(/Akun 52002 akan dihapus pada/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^7 hari/);
    // The app opens another page meanwhile: not "link out of date", but when the account goes and how to keep it.
    const fromApp = await (await browser.newContext({ baseURL: MONEY })).newPage();
    await fromApp.goto('/mall?user_id=52002&token=demo&lang=id');
    await expect(fromApp).toHaveURL(/\/login\?.*cancelling=\d+/);
    // The login page speaks the browser's language (docs/rules.md), English here.
    await expect(fromApp.getByRole('heading', { name: 'Your account is being deleted' })).toBeVisible();
    await expect(fromApp.getByRole('status').filter({ hasText: /^It will be deleted on .+ To keep it, sign in with your phone number below/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pertahankan akun' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Akun Anda dipertahankan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Yang akan hilang' })).toBeVisible();
  });

  test("an operator's ban ends the banned user's session at once", async ({ page, browser }) => {
    await openAs(page, '/mygrade', '52003');
    await expect(page.getByRole('img', { name: 'Wealth level 1' })).toBeVisible();

    const ops = await (await browser.newContext({ baseURL: MONEY, viewport: { width: 360, height: 740 } })).newPage();
    await openAs(ops, '/banned', '10008');
    await ops.getByLabel('User ID').fill('52003');
    await ops.getByLabel('Reason').fill('Spam links in live chat');
    await ops.getByRole('button', { name: 'Ban', exact: true }).click();
    const sheet = ops.getByRole('alertdialog', { name: 'Ban Joko (ID 52003)?' });
    await expect(sheet).toContainText('Spam links in live chat');
    await sheet.getByRole('button', { name: 'Ban now' }).click();
    await expect(ops.getByRole('status').filter({ hasText: 'Joko is banned; 1 sessions ended' })).toBeVisible();
    await expect(ops.getByRole('article', { name: 'Joko · 52003' })).toContainText('Banned');

    // Joko's page, used again, finds its session over.
    await page.reload();
    await page.waitForURL(/\/404$/);
    await ops.context().close();
  });

  test('unfollowing asks first, then the row offers to follow again; the list no longer has them', async ({ page }) => {
    await openAs(page, '/followList', '10004');
    const jihan = demoPersonName(20124, 'female');
    const row = page.getByRole('article', { name: jihan });
    await row.getByRole('button', { name: `Unfollow ${jihan}` }).click();
    await page.getByRole('alertdialog', { name: `Unfollow ${jihan}?` }).getByRole('button', { name: 'Unfollow' }).click();
    await expect(page.getByRole('status').filter({ hasText: `You no longer follow ${jihan}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Follow ${jihan}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: demoPersonName(20123, 'female') })).toBeVisible();
    await expect(page.getByRole('article', { name: jihan })).toHaveCount(0);
  });
});

test.describe('follows and sharing (demo as seeded)', () => {
  test('the follow list loads its next page near the end and marks who is live', async ({ page }) => {
    await openAs(page, '/followList', '10002');
    await expect(page.getByRole('article')).toHaveCount(7);
    await expect(page.getByRole('article', { name: demoPersonName(20102, 'female') })).toContainText('LIVE');
    await openAs(page, '/followList', '52006');
    await expect(page.getByText('You do not follow anyone yet.')).toBeVisible();
  });

  test('the share page shows the ID, the invite link and its QR code, and copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, '/meshare', '10004');
    await expect(page.getByText('ID 10004')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(page.getByText(/\/download\?inviter=10004$/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  });
});

test.describe('VIP Mall balance (demo as seeded)', () => {
  test('/mall shows the coins the user has', async ({ page }) => {
    await openAs(page, '/mall', '10004');
    await expect(page.getByText('Balance: 12,000 Coins')).toBeVisible();
  });
});

test.describe('the invite link (/download?inviter=ID)', () => {
  test('names who invited and makes the store and APK links carry the inviter, in id and zh-tw', async ({ page }) => {
    const errors = collectErrors(page);
    for (const [lang, text] of [
      ['id', 'Sari (ID 10001) mengundang kamu ke'],
      ['zh-tw', 'Sari（ID 10001）邀請你加入'],
    ] as const) {
      await page.goto(`/download?inviter=10001&lang=${lang}`);
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
      await expect(page.locator('a[data-download="googlePlay"]')).toHaveAttribute('href', /[?&]referrer=inviter%3D10001$/);
      await expect(page.locator('a[data-download="apk"]')).toHaveAttribute('href', /\.apk\?inviter=10001$/);
      await expect(page.locator('a[data-download="appStore"]')).toHaveAttribute('href', /[?&]ct=inviter-10001$/);
    }
    expect(errors).toEqual([]);
  });

  test('an unknown or malformed inviter leaves a plain download page', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/account/inviter')) lookups.push(request.postData() ?? '');
    });
    for (const inviter of ['999999999', 'abc', '%3Cscript%3E', '010001']) {
      await page.goto(`/download?inviter=${inviter}&lang=id`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/mengundang kamu/)).toHaveCount(0);
      await expect(page.locator('a[data-download="googlePlay"]')).not.toHaveAttribute('href', /referrer/);
      await expect(page.locator('a[data-download="apk"]')).toHaveAttribute('href', /\.apk$/);
    }
    // Only the well-formed id was looked up (a stale clock may send it twice); the malformed ones never left the page.
    expect(lookups.length).toBeGreaterThan(0);
    for (const body of lookups) expect(body).toMatch(/^user_id=999999999&/);
  });
});

test.describe('pages without interaction', () => {
  test('the rules, legal texts, download and about pages load no JavaScript of their own', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/protocol/userPrivacyStatement', '/protocol/userRegister', '/download', '/aboutme']) {
      await page.goto(`${path}?lang=id`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(scripts).toEqual([]);
    await page.goto('/protocol/userPrivacyStatement?lang=zh-tw');
    await page.getByRole('navigation', { name: '目錄' }).getByRole('link', { name: '你的權利' }).click();
    await expect(page).toHaveURL(/#s9$/);
    await expect(page.getByRole('heading', { name: '9. 你的權利' })).toBeInViewport();
  });
});
