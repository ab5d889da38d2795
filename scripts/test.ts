// `npm test`: everything CI checks, in order, stopping at the first failure: Chromium present, messages compiled,
// types, the architecture, unit and API tests, the build (and its time budget), the size budgets, that every page's
// scripts speak its language only, then the browser tests against the build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'reports';

/** DESIGN 9: the full build (all routes in four languages) takes at most 60 s on 2 cores. */
const BUILD_BUDGET_SECONDS = 60;

/** Runs one step with its output shown; exits with its status when it fails; returns its seconds. */
function step(title: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return Number(seconds);
}

/** Passed and failed counts from the JSON reports of vitest and Playwright. */
function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const vitestFile = `${REPORTS}/vitest.json`;
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  for (const playwrightFile of [`${REPORTS}/playwright-main.json`, `${REPORTS}/playwright-clock.json`]) {
    if (!existsSync(playwrightFile)) continue;
    const report = JSON.parse(readFileSync(playwrightFile, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
  return { passed, failed };
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
step('Chromium and nginx', 'node', ['scripts/ensure-test-tools.ts']);
step('Messages', 'npm', ['run', '--silent', 'i18n']);
step('Types', 'npx', ['astro', 'check']);
// docs/architecture.md: no import circle, the server's layers import downwards only, no file over 400 lines.
step('Architecture', 'node', ['scripts/check-architecture.ts']);
step('Unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`]);
// No business rule may lean on the machine's time zone: the domain tests run again far from Jakarta.
step('Domain tests in New York time', 'npx', ['vitest', 'run', 'tests/unit/domain', '--reporter=dot'], { TZ: 'America/New_York' });
const buildSeconds = step('Build', 'npx', ['astro', 'build']);
if (buildSeconds > BUILD_BUDGET_SECONDS) {
  console.error(`✖ The build took ${buildSeconds} s, over the ${BUILD_BUDGET_SECONDS} s of DESIGN 9`);
  process.exit(1);
}
step('Size budgets', 'node', ['scripts/size.ts']);
step('One language per page', 'node', ['scripts/check-page-language.ts']);
step('Browser tests', 'npx', ['playwright', 'test', '--project=main'], { PLAYWRIGHT_JSON_FILE: `${REPORTS}/playwright-main.json` });
// They move the server clock, so one at a time, on a server of their own.
step('Browser tests with a moved clock', 'npx', ['playwright', 'test', '--project=clock', '--workers=1'], {
  PLAYWRIGHT_JSON_FILE: `${REPORTS}/playwright-clock.json`,
});

const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
