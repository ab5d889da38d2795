// The turntables as players meet them, on a fresh database: spins earned by the top-ups of the round (the demo players
// of server/demo/turntable.ts topped up on purpose), a spin that turns to the slot the server drew and is credited
// once and recorded, a repeat tap refused, reduced motion, the wheel's motion under 4x CPU throttling, a past spin
// verified on the device, and dealers refused. Spins move coins: they run on the MONEY server.
import type { Page } from '@playwright/test';
import { TURNTABLE_WHEELS } from '../../src/domain/turntable.ts';
import { slotAt } from '../../src/features/turntable/wheel-motion.ts';
import { TURNTABLE_DEMO_PLAYERS, TURNTABLE_DEMO_VETERAN } from '../../server/demo/turntable.ts';
import { MONEY } from './hosts.ts';
import { expect, message, openAs, test } from './fixtures.ts';

const LUCKY_SLOTS = TURNTABLE_WHEELS.lucky.prizes.items.length;

/** The spin requests a page sends, as they happen. */
function spinRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/turntable/spin') sent.push(request.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

/** The slot under the pointer, from the face's rotation as the browser draws it. */
async function slotUnderPointer(page: Page, slots: number): Promise<number> {
  const degrees = await page.locator('.tt-wheel__face').evaluate((face) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(face).transform);
    return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
  });
  return slotAt(degrees, slots);
}

/** A whole number written with the page's separators ("1,000,000"). */
const amount = (text: string) => Number(text.replace(/\D/g, ''));

/** The prize and slot the server answers to the page's next spin. */
async function nextSpinAnswer(page: Page): Promise<{ prizeIndex: number; coins: number; id: string; message: string }> {
  const response = await page.waitForResponse((res) => new URL(res.url()).pathname === '/api/turntable/spin');
  const body = (await response.json()) as { code: number; data: { spin: { prizeIndex: number; prize: { coins: number }; id: string; message: string } } };
  expect(body.code).toBe(0);
  return { prizeIndex: body.data.spin.prizeIndex, coins: body.data.spin.prize.coins, id: body.data.spin.id, message: body.data.spin.message };
}

test.describe('spins earned by top-ups (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('one spin per 500,000 on the Lucky Wheel and one per 100,000 on Lucky Wheel I; none left explains how to earn one', async ({ page }) => {
    const short = TURNTABLE_DEMO_PLAYERS.short;
    const sent = spinRequests(page);
    await openAs(page, '/turntable', String(short.id), 'id');
    await expect(page.getByText('Putaran habis. Setiap isi ulang 500.000 Koin selama ronde memberi satu putaran.')).toBeVisible();
    await expect(page.getByText('Isi ulang ronde ini: 400.000 Koin · 0 putaran didapat, 0 terpakai')).toBeVisible();
    await expect(page.getByText('Isi ulang 100.000 Koin lagi di ronde ini untuk satu putaran lagi.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Isi Ulang' })).toHaveAttribute('href', '/id/dukurecharge?lang=id');
    const spin = page.getByRole('button', { name: 'Putar' });
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    // A tap reaches the button (it stays focusable and announced), sends nothing, and says why by the wheel (26.7).
    await spin.click({ force: true });
    expect(sent).toEqual([]);
    await expect(page.getByRole('alert')).toHaveText(message('id', 'error.turntable.noSpinsLeft'));
    // The odds are on the page before any spin, from the table the server draws with.
    const odds = page.getByRole('region', { name: 'Hadiah dan peluang' });
    await expect(odds.getByRole('row')).toHaveCount(LUCKY_SLOTS + 1);
    await expect(odds).toContainText('Rata-rata hadiah yang diharapkan per putaran: 12.000 Koin');

    await openAs(page, '/turntableone', String(short.id), 'id');
    await expect(page.getByText('Isi ulang ronde ini: 400.000 Koin · 4 putaran didapat, 0 terpakai')).toBeVisible();
    await expect(page.locator('#tt-spins-left')).toContainText('4');
    await expect(page.getByRole('button', { name: 'Putar' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a spin turns to the prize the server drew, is credited once and recorded', async ({ page }) => {
    const spinner = TURNTABLE_DEMO_PLAYERS.spinner;
    const sent = spinRequests(page);
    await openAs(page, '/turntable', String(spinner.id), 'en');
    await expect(page.getByText('Signed in as Rina · ID 56001')).toBeVisible();
    await expect(page.getByText('Topped up this round: 1,000,000 Coins · 2 spins earned, 0 used')).toBeVisible();
    await expect(page.locator('#tt-spins-left')).toHaveText('Spins left2');
    const before = amount((await page.getByText(/^Balance: /).textContent()) ?? '');
    // The commitment of today's draws is shown before the spin.
    await expect(page.getByLabel('Commitment (SHA-256 of the seed)')).toHaveText(/^[0-9a-f]{64}$/);

    const answer = nextSpinAnswer(page);
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(page.getByRole('button', { name: 'Spinning…' })).toBeVisible();
    const { prizeIndex, coins, message } = await answer;
    const won = `You won ${coins.toLocaleString('en-US')} Coins!`;
    await expect(page.getByRole('status').filter({ hasText: won })).toHaveCount(1);
    await expect(page.getByText(won, { exact: true }).last()).toBeVisible();
    expect(await slotUnderPointer(page, LUCKY_SLOTS)).toBe(prizeIndex);
    expect(TURNTABLE_WHEELS.lucky.prizes.items[prizeIndex]).toMatchObject({ kind: 'coins', coins });

    // Credited once: the balance grew by the prize, one spin used, one request sent.
    await expect(page.getByText(`Added to your balance, now ${(before + coins).toLocaleString('en-US')} Coins.`)).toBeVisible();
    await expect(page.getByText(`Balance: ${(before + coins).toLocaleString('en-US')} Coins`)).toBeVisible();
    await expect(page.locator('#tt-spins-left')).toHaveText('Spins left1');
    expect(sent).toHaveLength(1);

    // Recorded, with what it takes to check it once the day is over.
    // The records hydrate when scrolled to.
    await page.getByRole('region', { name: 'My spins' }).scrollIntoViewIfNeeded();
    const records = page.getByRole('list', { name: 'My spins' });
    await expect(records.getByRole('listitem')).toHaveCount(1);
    await records.getByText('Check this spin').click();
    await expect(records).toContainText(message);
    await expect(records).toContainText(`${coins.toLocaleString('en-US')} Coins`);
    await expect(records.getByText(/^The seed is revealed after .+ ends\.$/)).toBeVisible();

    // A reload shows the same: the spin was stored, not only shown.
    await page.reload();
    await expect(page.getByText('Topped up this round: 1,000,000 Coins · 2 spins earned, 1 used')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('a repeat tap while the wheel turns is refused, and only one spin is made', async ({ page }) => {
    const tapper = TURNTABLE_DEMO_PLAYERS.tapper;
    const sent = spinRequests(page);
    await openAs(page, '/turntable', String(tapper.id), 'en');
    await expect(page.locator('#tt-spins-left')).toHaveText('Spins left2');
    const answer = nextSpinAnswer(page);
    await page.getByRole('button', { name: 'Spin' }).click();
    const turning = page.getByRole('button', { name: 'Spinning…' });
    await expect(turning).toHaveAttribute('aria-disabled', 'true');
    await turning.click({ force: true });
    await expect(page.getByRole('status').filter({ hasText: 'Please do not click repeatedly' })).toBeVisible();
    const { coins } = await answer;
    // After the answer, while it still slows down, a tap is refused too.
    await expect(turning).toBeVisible();
    await turning.click({ force: true });
    await expect(page.getByText(`You won ${coins.toLocaleString('en-US')} Coins!`, { exact: true }).last()).toBeVisible();
    await expect(page.locator('#tt-spins-left')).toHaveText('Spins left1');
    expect(sent).toHaveLength(1);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the wheel shows the prize at once, with no animation, and says it', async ({ page }) => {
      await openAs(page, '/turntableTwo', String(TURNTABLE_DEMO_PLAYERS.steady.id), 'en');
      await expect(page.locator('#tt-spins-left')).toHaveText('Spins left3');
      const answer = nextSpinAnswer(page);
      await page.getByRole('button', { name: 'Spin' }).click();
      const { prizeIndex, coins } = await answer;
      await expect(page.getByRole('status').filter({ hasText: `You won ${coins.toLocaleString('en-US')} Coins!` })).toHaveCount(1);
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await slotUnderPointer(page, TURNTABLE_WHEELS.luckyTwo.prizes.items.length)).toBe(prizeIndex);
    });
  });

  test('under 4x CPU throttling the wheel turns by transform alone, on one element, and lands on the drawn slot', async ({ page }, testInfo) => {
    await openAs(page, '/turntable', String(TURNTABLE_DEMO_PLAYERS.steady.id), 'en');
    await expect(page.locator('#tt-spins-left')).toHaveText('Spins left3');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every frame's time, and every animation that ran, from the tap to the rest.
    await page.evaluate(() => {
      const w = window as unknown as { ttFrames: number[]; ttAnimated: { target: string; properties: string[] }[] };
      w.ttFrames = [];
      w.ttAnimated = [];
      const seen = new WeakSet<Animation>();
      const tick = (t: number) => {
        w.ttFrames.push(t);
        // Each of the wheel's animations once (the loading placeholders further down the page have their own).
        for (const animation of document.getAnimations()) {
          if (seen.has(animation)) continue;
          seen.add(animation);
          const effect = animation.effect as KeyframeEffect;
          if (!(effect.target instanceof Element && effect.target.closest('.tt-wheel'))) continue;
          const properties = [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)))].filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
          w.ttAnimated.push({ target: (effect.target as Element | null)?.className ?? '', properties });
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const answer = nextSpinAnswer(page);
    await page.getByRole('button', { name: 'Spin' }).click();
    const { prizeIndex, coins } = await answer;
    await expect(page.getByText(`You won ${coins.toLocaleString('en-US')} Coins!`, { exact: true }).last()).toBeVisible({ timeout: 15_000 });
    const { frames, animated } = await page.evaluate(() => {
      const w = window as unknown as { ttFrames: number[]; ttAnimated: { target: string; properties: string[] }[] };
      return { frames: w.ttFrames, animated: w.ttAnimated };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    expect(animated.length).toBeGreaterThan(0);
    expect(new Set(animated.map((a) => a.target))).toEqual(new Set(['tt-wheel__face']));
    expect(new Set(animated.flatMap((a) => a.properties))).toEqual(new Set(['transform']));
    expect(await slotUnderPointer(page, LUCKY_SLOTS)).toBe(prizeIndex);

    const gaps = frames.slice(1).map((t, i) => t - (frames[i] ?? t)).sort((a, b) => a - b);
    const at = (q: number) => Math.round((gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0) * 10) / 10;
    const timing = { frames: gaps.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1), over33ms: gaps.filter((g) => g > 33.4).length };
    await testInfo.attach('frame timing under 4x CPU throttling', { body: JSON.stringify(timing), contentType: 'application/json' });
    console.log(`turntable frame timing (4x CPU throttling): ${JSON.stringify(timing)}`);
  });
});

test.describe('spin records and who may spin', () => {
  test('a spin of an earlier day shows its revealed seed and is verified on the device', async ({ page }) => {
    await openAs(page, '/turntable', String(TURNTABLE_DEMO_VETERAN.id), 'en');
    await page.getByRole('region', { name: 'My spins' }).scrollIntoViewIfNeeded();
    const latest = page.getByRole('list', { name: 'My spins' }).getByRole('listitem').first();
    await latest.getByText('Check this spin').click();
    await expect(latest).toContainText(/turntable:lucky\|\d{4}-\d{2}-\d{2}\|\d+/);
    await expect(latest.getByText('Seed', { exact: true })).toBeVisible();
    await expect(latest.getByText('Verified on this device: the seed matches the commitment and gives this prize.')).toBeVisible();
  });

  test('a coin dealer sees that the wheels are for players, and cannot spin', async ({ page }) => {
    await openAs(page, '/turntable', '10003', 'en');
    await expect(page.getByRole('region', { name: 'For players' })).toContainText('Coin dealer and staff accounts cannot spin.');
    await expect(page.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('region', { name: 'Prizes and odds' })).toBeVisible();
  });

  test('the wheel list shows every wheel with its state, and leads to each', async ({ page }) => {
    await openAs(page, '/turnPage', String(TURNTABLE_DEMO_PLAYERS.short.id), 'en');
    const wheels = page.getByRole('listitem');
    await expect(wheels).toHaveCount(7);
    await expect(page.getByRole('link', { name: /^Lucky Wheel I\b/ })).toContainText('Open · 4 spins left');
    await expect(page.getByRole('link', { name: /^Lucky Wheel Open/ })).toContainText('Open · 0 spins left');
    await page.getByRole('link', { name: /^Lucky Wheel II/ }).click();
    await expect(page).toHaveURL(/\/turntableTwo$/);
  });
});
