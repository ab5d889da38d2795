import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';
import { CLOCK, CLOCK_PORT, MONEY, MONEY_PORT, PLAIN, PLAIN_PORT, SMART, SMART_PORT } from './tests/e2e/hosts.ts';

/**
 * The browser keeps the real clock, as a phone does whatever day the servers think it is: under `npm run test:dates`
 * faketime is preloaded into the test runner and the servers, never into Chromium (it cannot start under it).
 */
const BROWSER_ENV = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME')),
);

/** Tests that move the server clock: their own server, run after the others with one worker (scripts/test.ts). */
const CLOCK_TESTS = '**/*.clock.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['json', { outputFile: process.env['PLAYWRIGHT_JSON_FILE'] ?? 'reports/playwright.json' }]],
  timeout: 60_000,
  use: {
    baseURL: SMART,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      env: BROWSER_ENV,
      // Android WebView keeps no back/forward cache unless the app opts in: Playwright's own switches already turn it
      // off (`--disable-back-forward-cache`). No `--disable-features` here: it would replace Playwright's list.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'main', testIgnore: CLOCK_TESTS },
    { name: 'clock', testMatch: CLOCK_TESTS, use: { baseURL: CLOCK }, fullyParallel: false },
  ],
  webServer: [
    {
      command: 'node tests/e2e/reference-server.ts',
      env: { PORT: String(SMART_PORT), HOST: '127.0.0.1' },
      url: `${SMART}/route-manifest.json`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node tests/e2e/reference-server.ts',
      env: { PORT: String(CLOCK_PORT), HOST: '127.0.0.1' },
      url: `${CLOCK}/route-manifest.json`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node tests/e2e/reference-server.ts',
      env: { PORT: String(MONEY_PORT), HOST: '127.0.0.1' },
      url: `${MONEY}/route-manifest.json`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node tests/e2e/plain-host.ts',
      env: { PORT: String(PLAIN_PORT) },
      url: `${PLAIN}/route-manifest.json`,
      reuseExistingServer: false,
    },
  ],
});
