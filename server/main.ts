// Starts the reference server: PORT (default 4321), HOST (default 127.0.0.1), DB_PATH (default data/dev.sqlite);
// serves dist/ built beforehand and the API, creating the database on first run and seeding it with DEMO_DATA=1.
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { MovableClock } from './services/clock.ts';
import { configFromEnv } from './services/config.ts';
import { openServerDatabase } from './demo/database.ts';
import { DEMO_ACCOUNTS, DEMO_TOKEN } from './demo/accounts.ts';
import { serverJobs } from './jobs/index.ts';
import { JOB_TIMER_MS, JobRunner } from './services/job-runner.ts';

const config = configFromEnv();
const clock = new MovableClock();
if (config.testClockAt !== null) clock.setTo(config.testClockAt);
const { db, note } = openServerDatabase(config, clock.now());
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
// Time-driven transitions run before each API request and, with no request coming, on a timer.
const jobs = new JobRunner(db, () => clock.now(), serverJobs(config));
const jobTimer = setInterval(() => jobs.runDue(), JOB_TIMER_MS);
const app = createApp({ db, clock, config, distDir, jobs, ...(config.testClock ? { testClock: clock } : {}) });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const base = `http://${host}:${info.port}`;
  console.log(`Serving ${distDir} and the API on ${base} (database ${config.dbPath})`);
  if (config.devKeys) console.log('Using the development H5_AES_KEY / H5_SIGN_SECRET (see docs/deploy.md).');
  if (config.paymentSandbox) console.log('Payments: the sandbox provider (development PAYMENT_SECRET): its pay page pays without real money.');
  if (config.testClock) console.log('TEST_CLOCK=1: POST /__test/clock moves the server clock.');
  if (note) console.log(note);
  if (config.demo || config.paymentSandbox) {
    // Loopback is only private until a reverse proxy forwards to it (docs/deploy.md, "Behind a reverse proxy").
    console.log(
      config.trustProxy
        ? 'Behind your reverse proxy (TRUST_PROXY=1, allowed by ALLOW_DEMO_BEHIND_PROXY=1): anyone who reaches the proxy can sign in as the demo accounts and pay with the sandbox pay page for nothing.'
        : 'Only this machine can reach it: if a reverse proxy forwards to this port, the demo accounts and the sandbox pay page (coins for nothing) are public. The server refuses them with TRUST_PROXY=1 (docs/deploy.md).',
    );
  }
  if (config.demo) {
    console.log('Demo data is on (DEMO_DATA=1, as `npm start` sets it): a fresh database gets the demo accounts below.');
    console.log('For anything but a local demo, see docs/deploy.md ("Production"). Demo accounts (token "demo"):');
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.id} ${account.who}\n    ${base}${account.firstPage}?user_id=${account.id}&token=${DEMO_TOKEN}`);
    }
  }
  console.log(`Every route: ${base}/route-manifest.json`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearInterval(jobTimer);
    server.close();
    db.close();
    process.exit(0);
  });
}
