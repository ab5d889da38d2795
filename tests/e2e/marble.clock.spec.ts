// A bet verified once its day is over (DESIGN 11 commit-reveal): the detail fetches the revealed seed and recomputes
// the drop in the browser. Moves the clock of its own server (TEST_CLOCK): these tests run one at a time, after the
// others, with an account the demo sets up for them (18+ confirmed, coins to bet).
import type { MarbleBetResult } from '../../src/contract/marble.ts';
import { TASK_DEMO_ACCOUNTS } from '../../server/demo/tasks.ts';
import { recomputeDrop } from '../api/marble-recipe.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { CLOCK } from './hosts.ts';
import { expect, jakartaMorning, moveClock, openAs, test } from './fixtures.ts';

test.describe('verifying a bet', () => {
  test.afterAll(async ({ request }) => {
    await request.post(`${CLOCK}/__test/clock`, { data: { at: TEST_NOW } });
  });

  test('once its day is over, the detail shows the seed, its SHA-256 matching the commitment and the same drop recomputed', async ({ page, context }) => {
    await moveClock(page, CLOCK, jakartaMorning(1));
    await openAs(page, '/marble/marbleList', String(TASK_DEMO_ACCOUNTS.marbleClock), 'id');
    await page.getByLabel('Taruhan (Koin)').fill('500');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/marble/bet'));
    await page.getByRole('button', { name: 'Jatuhkan kelereng' }).click();
    await page.getByRole('alertdialog', { name: 'Pasang taruhan' }).getByRole('button', { name: 'Konfirmasi' }).click();
    const { bet } = ((await (await answer).json()) as { data: MarbleBetResult }).data;
    await expect(page.getByRole('status').filter({ hasText: `Lubang ${bet.hole + 1} ·` })).toBeVisible();

    // The next day, 10:00 UTC+7, opened anew from the app: the seed of the bet's day is out.
    await moveClock(page, CLOCK, jakartaMorning(2));
    const detail = await context.newPage();
    await openAs(detail, `/marble/recordDetail?id=${bet.id}`, String(TASK_DEMO_ACCOUNTS.marbleClock), 'id');
    const proof = detail.getByRole('region', { name: 'Verifikasi' });
    await expect(proof.getByRole('status')).toContainText('SHA-256 dari seed cocok dengan komitmen yang diumumkan sebelum taruhan');
    await expect(proof.getByRole('status')).toContainText(`Dihitung ulang dari seed: lubang ${bet.hole + 1}, jalur sama dengan catatan`);
    const codes = await proof.locator('code').allTextContents();
    expect(codes.slice(0, 2)).toEqual([bet.drawMessage, bet.commitment]);
    // The seed shown recomputes the same drop by the published recipe, outside the browser too.
    expect(recomputeDrop(codes[2] ?? '', bet.drawMessage)).toEqual({ path: bet.path, hole: bet.hole });
  });
});
