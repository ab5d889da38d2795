// `npm run test:dates`: the whole `npm test` again on faked dates, so no test leans on the day it runs. Each run fakes
// the machine's clock with Debian's faketime (installed with apt when missing and running as root) and pins the test
// servers' clocks (TEST_NOW) to the same instant: a Monday just after 00:00 UTC+7, the 1st of a month just after
// 00:00 UTC+7, and 29 February just before 24:00 UTC+7. `npm run test:dates -- 2027-01-04T00:05:00+07:00` runs
// the given instants instead.
import { spawnSync } from 'node:child_process';

const DEFAULT_INSTANTS = ['2026-11-23T00:10:00+07:00', '2027-02-01T00:05:00+07:00', '2028-02-29T23:40:00+07:00'];

/** True when a command exists on PATH. */
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

if (!has('faketime')) {
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log("faketime is missing: installing Debian's package (apt-get install faketime)…");
    spawnSync('apt-get', ['install', '-y', '-qq', 'faketime'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!has('faketime')) {
    console.error('faketime not found: run `sudo apt-get install -y faketime` and try again.');
    process.exit(1);
  }
}

const instants = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_INSTANTS;
const results: string[] = [];
for (const instant of instants) {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) throw new Error(`not an ISO 8601 instant: ${instant}`);
  // faketime reads a wall-clock time in the TZ it runs under; UTC keeps that unambiguous.
  const utc = new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
  console.log(`\n■ npm test on ${instant} (faketime '${utc}' UTC, TEST_NOW=${instant})`);
  const started = Date.now();
  const run = spawnSync('faketime', [utc, 'npm', 'test'], {
    stdio: 'inherit',
    // Chromium keeps the real clock, as a phone does whatever the server's day: playwright.config.ts starts it without
    // faketime in its environment; the pages take their time from the (faked) server anyway.
    // The demo data's seed scan takes every day of the year here, not the every-fifth-day sample of a plain `npm test`.
    env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1', TEST_NOW: instant, DEMO_SEED_SCAN: 'year' },
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push(`${run.status === 0 ? 'passed' : 'FAILED'}  ${instant}  (${minutes} min)`);
}
console.log(`\n${results.join('\n')}`);
process.exit(results.every((line) => line.startsWith('passed')) ? 0 : 1);
