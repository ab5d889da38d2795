// `npm run bench:ops`: the time to open /ops/withdrawals (issue 28) with 100,000 withdrawals in the database: the
// page's HTML and its first API answer (the queue's first page), then a late page (by keyset), one user's rows and a
// date range, each the median and worst of RUNS requests on loopback. Builds its own temporary database (the demo plus
// 400 bench users' withdrawals over 250 days) and starts its own server on BENCH_OPS_PORT (default 4479); needs a
// build (`npx astro build`) for the page.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../src/contract/dev-keys.ts';
import { encryptLoginFields, signFields } from '../src/contract/h5-crypto.ts';
import { addDays, businessDate } from '../src/domain/time.ts';
import { openDemoDatabase } from '../server/demo/database.ts';
import { transaction } from '../server/db/transaction.ts';

const PORT = Number(process.env['BENCH_OPS_PORT'] ?? 4479);
const BASE = `http://127.0.0.1:${PORT}`;
const ROWS = 100_000;
const USERS = 400;
const RUNS = 25;
const FIRST_BENCH_USER = 900_001;

/** The statuses of the bench rows, cycled: mostly closed, a few waiting for review or for the payout. */
const STATUS_CYCLE = [5, 5, 5, 5, 5, 5, 5, 0, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 2, 1];

const now = Date.now();
const dbPath = join(mkdtempSync(join(tmpdir(), 'h5-bench-ops-')), 'bench.sqlite');
const db = openDemoDatabase(dbPath, now);
const today = businessDate(now);
transaction(db, () => {
  const user = db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, 'female', 'bench', ?)");
  for (let u = 0; u < USERS; u++) user.run(FIRST_BENCH_USER + u, `Bench ${u}`, now);
  const row = db.prepare(
    `INSERT INTO withdrawals (user_id, method, account_number, holder_name, amount, fee, net, status, business_date, created_at, updated_at)
     VALUES (?, 'dana', '081200000000', 'Bench', 100000, 2500, 97500, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < ROWS; i++) {
    const day = Math.floor(i / USERS);
    const at = now - (ROWS / USERS - day) * 86_400_000 + (i % USERS) * 1000;
    row.run(FIRST_BENCH_USER + (i % USERS), STATUS_CYCLE[i % STATUS_CYCLE.length] ?? 5, addDays(today, day - ROWS / USERS), at, at);
  }
});
const total = (db.prepare('SELECT COUNT(*) AS n FROM withdrawals').get() as { n: number }).n;
db.close();

/** Signs in a demo account; returns its session token. */
async function signIn(userId: string): Promise<string> {
  const params = await encryptLoginFields({ user_id: userId, token: 'demo', package_type: '1', time: Math.floor(Date.now() / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const res = await fetch(`${BASE}/api/h5login/checkToken`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ params }) });
  const body = (await res.json()) as { code: number; data: { authorization_token: string } };
  if (body.code !== 0) throw new Error(`sign-in failed: ${body.code}`);
  return body.data.authorization_token;
}

/** One signed list request: its time in ms and its answer. */
async function list(token: string, fields: Record<string, string>): Promise<{ ms: number; items: number; next: string | null }> {
  const all = { ...fields, time: Math.floor(Date.now() / 1000) };
  const body = new URLSearchParams(Object.entries({ ...all, sign: await signFields(all, DEV_H5_SIGN_SECRET) }).map(([k, v]) => [k, String(v)]));
  const started = performance.now();
  const res = await fetch(`${BASE}/api/ops/withdrawals/list`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` }, body });
  const answer = (await res.json()) as { code: number; data: { items: unknown[]; next: string | null } };
  const ms = performance.now() - started;
  if (answer.code !== 0) throw new Error(`list answered ${answer.code}`);
  return { ms, items: answer.data.items.length, next: answer.data.next };
}

/** The median and the worst of `runs` timings. */
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

const server = spawn(process.execPath, ['server/main.ts'], { env: { ...process.env, PORT: String(PORT), DB_PATH: dbPath, DEMO_DATA: '1', RATE_LIMIT_SCALE: '100000' }, stdio: 'ignore' });
try {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`${BASE}/route-manifest.json`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const token = await signIn('10008');
  const open: number[] = [];
  const html: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const page = await fetch(`${BASE}/ops/withdrawals`);
    const text = await page.text();
    if (!page.ok || !text.includes('<html')) throw new Error(`/ops/withdrawals answered ${page.status}`);
    html.push(performance.now() - started);
    await list(token, { filter: 'review' });
    open.push(performance.now() - started);
  }
  // A late page: 200 pages into "all", reached by following the cursors, then timed.
  let cursor = '';
  for (let p = 0; p < 200; p++) cursor = (await list(token, { filter: 'all', ...(cursor ? { cursor } : {}) })).next ?? '';
  const timed = async (fields: Record<string, string>) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push((await list(token, fields)).ms);
    return summary(times);
  };
  const start = addDays(today, -30);
  console.log(`${total.toLocaleString('en')} withdrawals in the database; ${RUNS} runs each on loopback (client signing excluded from API timings)`);
  console.log(`open /ops/withdrawals (HTML + first page of "review"): ${summary(open)} (HTML alone: ${summary(html)})`);
  console.log(`"review", first page:                     ${await timed({ filter: 'review' })}`);
  console.log(`"all", page 201 by keyset:                ${await timed({ filter: 'all', cursor })}`);
  console.log(`"paid", one user:                         ${await timed({ filter: 'paid', user_id: String(FIRST_BENCH_USER + 7) })}`);
  console.log(`"approved", the last 31 days:             ${await timed({ filter: 'approved', start, end: today })}`);
} finally {
  server.kill();
}
