// The app bridge in the browser (docs/bridge.md): with a fake app injected before the page loads, in both transports
// (Android's `window.liveApp`, iOS's `webkit.messageHandlers.liveApp`), a tap on a LIVE follow, a board's host, a PK
// battle card's side, the family room, "Top up", Share and the header's close button sends the right message with the
// right id; without an app, each tap does the page's own fallback. The check page for app developers logs what it sent.
import type { Page } from '@playwright/test';
import type { EventBattles, EventBoard } from '../../src/contract/events.ts';
import type { FollowView } from '../../src/contract/account.ts';
import type { Page as ListPage } from '../../src/contract/paging.ts';
import { expect, message, openAs, test } from './fixtures.ts';

type Transport = 'android' | 'ios';

/** The messages a fake app received, in order. */
declare global {
  interface Window {
    sentToApp?: unknown[];
  }
}

/** Gives every page of the test a fake app of `transport` before any of its scripts run. */
async function fakeApp(page: Page, transport: Transport): Promise<void> {
  await page.addInitScript((kind) => {
    window.sentToApp = [];
    const handler = {
      // Android's JavaScript interface takes strings; iOS's script message handler takes the object.
      postMessage: (message: unknown) => window.sentToApp?.push(kind === 'android' ? JSON.parse(message as string) : message),
    };
    if (kind === 'android') Object.assign(window, { liveApp: handler });
    else Object.assign(window, { webkit: { messageHandlers: { liveApp: handler } } });
  }, transport);
}

/** What the fake app received so far. */
const sent = (page: Page) => page.evaluate(() => window.sentToApp ?? []);

/** What the page says when no app takes a tap. */
const NO_APP = message('en', 'bridge.noApp');

/** The page's last answer from `path`, read as the page receives it. */
async function answerOf<T>(page: Page, path: string, open: () => Promise<void>): Promise<T> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === path), open()]);
  return ((await response.json()) as { data: T }).data;
}

/** The board, the battles and the rewards come last on an event page and hydrate once scrolled into view. */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

for (const transport of ['android', 'ios'] as const) {
  test.describe(`with the app (${transport})`, () => {
    test.beforeEach(async ({ page }) => fakeApp(page, transport));

    test("a LIVE follow opens the host's room, anyone else their profile", async ({ page }) => {
      const follows = await answerOf<ListPage<FollowView>>(page, '/api/follows/list', () => openAs(page, '/followList', '10002'));
      const live = follows.items.find((follow) => follow.liveNow)!;
      const other = follows.items.find((follow) => !follow.liveNow)!;
      await page.getByRole('article', { name: live.nickname }).getByRole('button', { name: live.nickname, exact: true }).click();
      await page.getByRole('article', { name: other.nickname }).getByRole('button', { name: other.nickname, exact: true }).click();
      expect(await sent(page)).toEqual([
        { action: 'openRoom', userId: live.userId, v: 1 },
        { action: 'openProfile', userId: other.userId, v: 1 },
      ]);
      await expect(page.getByRole('status').filter({ hasText: NO_APP })).toHaveCount(0);
    });

    test('a host on an event board opens their room while live, else their profile', async ({ page }) => {
      const board = await answerOf<EventBoard>(page, '/api/events/board', async () => {
        await openAs(page, '/activity/daycharmrank', '10004');
        await scrollToEnd(page);
      });
      const entries = [...(board.current?.entries ?? []), ...(board.last?.entries ?? [])];
      const host = entries.find((entry) => !entry.liveNow)!;
      const row = page.getByRole('row', { name: new RegExp(host.name) }).first();
      await row.getByRole('button', { name: host.name }).click();
      const expected: unknown[] = [{ action: 'openProfile', userId: host.id, v: 1 }];
      // The first tap loads the bridge: let it arrive before the next tap, so the messages keep their order.
      await expect.poll(() => sent(page)).toEqual(expected);
      const live = entries.find((entry) => entry.liveNow);
      if (live) {
        await page.getByRole('button', { name: `${live.name} LIVE` }).first().click();
        expected.push({ action: 'openRoom', userId: live.id, v: 1 });
      }
      await expect.poll(() => sent(page)).toEqual(expected);
    });

    test('a side of a PK battle card opens their room while fighting or live, else their profile', async ({ page }) => {
      const answer = await answerOf<EventBattles>(page, '/api/events/battles', async () => {
        await openAs(page, '/pktable', '10004');
        await scrollToEnd(page);
      });
      const round = (answer.current ?? answer.last)!;
      const battle = round.battles[0]!;
      await page.getByRole('list').filter({ has: page.getByRole('button', { name: battle.b.name, exact: true }) }).last()
        .getByRole('button', { name: battle.a.name, exact: true }).first().click();
      // A side of a battle under way is in its room even before the live list says so.
      const fighting = battle.scoreA === null && answer.now >= battle.startMs;
      await expect.poll(() => sent(page)).toEqual([{ action: fighting || battle.a.liveNow ? 'openRoom' : 'openProfile', userId: battle.a.id, v: 1 }]);
    });

    test("the family's creator opens the family room", async ({ page }) => {
      await openAs(page, '/familyList?id=30001', '10002');
      await page.getByRole('button', { name: 'Open the family room' }).click();
      expect(await sent(page)).toEqual([{ action: 'openFamilyRoom', familyId: '30001', v: 1 }]);
    });

    test('Share on the share page hands the invite to the app', async ({ page }) => {
      await openAs(page, '/meshare', '10004');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const [shared] = (await sent(page)) as { action: string; title: string; text: string; url: string; v: number }[];
      expect(shared).toMatchObject({ action: 'share', title: 'Duku Live', v: 1 });
      expect(shared?.url).toMatch(/\/download\?inviter=10004$/);
      expect(shared?.text).toContain('10004');
    });

    test('the close button shows where the app asks for it, on the later pages of the tab too, and closes the page', async ({ page }) => {
      await openAs(page, '/vipRules?close=1', '10004');
      const close = page.getByRole('button', { name: 'Close' });
      await close.click();
      expect(await sent(page)).toEqual([{ action: 'close', v: 1 }]);
      // A public page without islands or credentials, later in the tab: the entry loads for the button alone.
      await page.goto('/marble/rule');
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await sent(page)).toEqual([{ action: 'close', v: 1 }]);
      await page.goto('/marble/rule?close=0');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close' })).toBeHidden();
    });
  });
}

test.describe('top-up, by the brand rule of each platform', () => {
  test("iOS: Top up goes to the app's billing, with the screen it came from", async ({ page }) => {
    await fakeApp(page, 'ios');
    await openAs(page, '/mall', '10004');
    await page.getByRole('link', { name: 'Top up coins' }).click();
    expect(await sent(page)).toEqual([{ action: 'recharge', reason: 'vip', v: 1 }]);
    await expect(page).toHaveURL(/\/mall/);
  });

  test('Android: Top up follows the link to the web top-up page', async ({ page }) => {
    await fakeApp(page, 'android');
    await openAs(page, '/mall', '10004');
    await page.getByRole('link', { name: 'Top up coins' }).click();
    await expect(page).toHaveURL(/\/dukurecharge/);
    expect(await sent(page)).toEqual([]);
  });
});

test.describe('without an app', () => {
  test('a LIVE follow says there is nothing to open here', async ({ page }) => {
    const follows = await answerOf<ListPage<FollowView>>(page, '/api/follows/list', () => openAs(page, '/followList', '10002'));
    const live = follows.items.find((follow) => follow.liveNow)!;
    await page.getByRole('article', { name: live.nickname }).getByRole('button', { name: live.nickname, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: NO_APP })).toBeVisible();
    await expect(page).toHaveURL(/\/followList/);
  });

  test('a host on an event board says there is nothing to open here, in the page language', async ({ page }) => {
    const board = await answerOf<EventBoard>(page, '/api/events/board', async () => {
      await openAs(page, '/activity/daycharmrank', '10004', 'id');
      await scrollToEnd(page);
    });
    const host = [...(board.current?.entries ?? []), ...(board.last?.entries ?? [])][0]!;
    await page.getByRole('button', { name: host.name }).first().click();
    await expect(page.getByRole('status').filter({ hasText: message('id', 'bridge.noApp') })).toBeVisible();
  });

  test('the family room says there is nothing to open here', async ({ page }) => {
    await openAs(page, '/familyList?id=30001', '10002');
    await page.getByRole('button', { name: 'Open the family room' }).click();
    await expect(page.getByRole('status').filter({ hasText: NO_APP })).toBeVisible();
  });

  test('Top up goes to the web top-up page', async ({ page }) => {
    await openAs(page, '/mall', '10004');
    await page.getByRole('link', { name: 'Top up coins' }).click();
    await expect(page).toHaveURL(/\/dukurecharge/);
  });

  test('the close button goes back to the page before', async ({ page }) => {
    await openAs(page, '/vipRules', '10004');
    await expect(page.getByRole('button', { name: 'Close' })).toBeHidden();
    // A public page without islands or credentials: the entry loads for the button alone. (That a tab's first page
    // shows no button, having nothing to go back to, is a unit test: a browser test's tab starts on about:blank.)
    await page.goto('/marble/rule?close=1');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/vipRules/);
  });
});

test.describe('the check page for app developers', () => {
  test('says which transport it found and logs every message it sent', async ({ page }) => {
    await page.goto('/internal/bridge');
    await expect(page.getByText('None: no bridge named liveApp on this page (a browser?)')).toBeVisible();
    await page.getByRole('button', { name: 'openRoom' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Not sent: no app took it' })).toContainText('{"action":"openRoom","userId":"10001","v":1}');

    const app = await page.context().newPage();
    await fakeApp(app, 'ios');
    await app.goto('/internal/bridge');
    await expect(app.getByText('iOS: window.webkit.messageHandlers.liveApp.postMessage(object)')).toBeVisible();
    await app.getByLabel('Family ID (openFamilyRoom)').fill('30002');
    for (const action of ['openFamilyRoom', 'recharge', 'close', 'setTitle']) await app.getByRole('button', { name: action, exact: true }).click();
    expect((await sent(app)).map((sentMessage) => (sentMessage as { action: string }).action)).toEqual(['openFamilyRoom', 'recharge', 'close', 'setTitle']);
    expect((await sent(app))[0]).toEqual({ action: 'openFamilyRoom', familyId: '30002', v: 1 });
    await expect(app.getByRole('listitem').filter({ hasText: 'Sent to the iOS app' })).toHaveCount(4);
    await expect(app.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
