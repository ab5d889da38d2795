// `npm run bench:api`: requests per second and latency percentiles of one read endpoint (the earnings summary) and
// one money endpoint (a coin transfer, each with its own Idempotency-Key) against the reference server on loopback.
// Starts its own server on a fresh temporary database; every loop is bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../src/contract/dev-keys.ts';
import { encryptLoginFields, signFields } from '../src/contract/h5-crypto.ts';
import { openDemoDatabase } from '../server/demo/database.ts';
import { transaction } from '../server/db/transaction.ts';
import { post } from '../server/services/ledger.ts';

const PORT = 4393;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_MS = 5_000;
const CONCURRENCY = 16;

/** Signs in a demo account; returns its session token. */
async function signIn(userId: string): Promise<string> {
  const params = await encryptLoginFields(
    { user_id: userId, token: 'demo', package_type: '1', time: Math.floor(Date.now() / 1000) },
    DEV_H5_AES_KEY_HEX,
    DEV_H5_SIGN_SECRET,
  );
  const res = await fetch(`${BASE}/api/h5login/checkToken`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ params }) });
  const body = (await res.json()) as { code: number; data: { authorization_token: string } };
  if (body.code !== 0) throw new Error(`sign-in failed: ${body.code}`);
  return body.data.authorization_token;
}

/** One signed form request; resolves to the envelope code. */
async function call(path: string, token: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<number> {
  const all = { ...fields, time: Math.floor(Date.now() / 1000) };
  const form = new URLSearchParams(Object.entries({ ...all, sign: await signFields(all, DEV_H5_SIGN_SECRET) }).map(([k, v]) => [k, String(v)]));
  const res = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  return ((await res.json()) as { code: number }).code;
}

/** Runs `request` from CONCURRENCY loops for DURATION_MS; returns throughput and latency percentiles. */
async function load(request: (n: number) => Promise<number>) {
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let n = 0;
  const end = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const code = await request(n++);
        latencies.push(performance.now() - started);
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: Math.round(latencies.length / (DURATION_MS / 1000)), p50: pct(0.5), p99: pct(0.99), codes: Object.fromEntries(codes) };
}

// A fresh database with enough coins for the dealer to transfer for the whole run.
const dbPath = join(mkdtempSync(join(tmpdir(), 'h5-bench-')), 'bench.sqlite');
const db = openDemoDatabase(dbPath, Date.now());
transaction(db, () =>
  post(db, { kind: 'topUp', at: Date.now(), entries: [
    { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -1_000_000_000_000 },
    { account: { userId: 10003, currency: 'coin', kind: 'available' }, amount: 1_000_000_000_000 },
  ] }),
);
db.close();

// The benchmark measures what each call costs, so throttling (a few dozen money calls a minute) is lifted.
const server = spawn(process.execPath, ['server/main.ts'], { env: { ...process.env, PORT: String(PORT), DB_PATH: dbPath, DEMO_DATA: '1', RATE_LIMIT_SCALE: '100000' }, stdio: 'ignore' });
try {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${BASE}/route-manifest.json`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const host = await signIn('10001');
  const dealer = await signIn('10003');
  const read = await load(() => call('/api/earnings/summary', host, {}));
  const money = await load((n) => call('/api/resale/transfer', dealer, { target_user_id: '10004', amount: '10000' }, { 'Idempotency-Key': `bench-${n}-${Date.now()}` }));
  console.log(`Reference API on loopback, ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each (client signing included)`);
  console.log('endpoint                        req/s   p50 ms   p99 ms   answers');
  for (const [name, r] of [['POST /api/earnings/summary', read], ['POST /api/resale/transfer', money]] as const) {
    console.log(`${name.padEnd(30)} ${String(r.rps).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}   ${JSON.stringify(r.codes)}`);
  }
} finally {
  server.kill();
}
