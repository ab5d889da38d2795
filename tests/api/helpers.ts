// Builds the app for API tests: an in-memory database with the demo data, a movable clock pinned to TEST_NOW, the
// development keys.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { createApp } from '../../server/app.ts';
import { MovableClock } from '../../server/services/clock.ts';
import { configFromEnv } from '../../server/services/config.ts';
import { openDemoDatabase } from '../../server/demo/database.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { TEST_NOW } from '../support/test-now.ts';

/**
 * A fresh app over a fresh database seeded at `now` (the pinned TEST_NOW unless a test needs another instant);
 * `distDir` defaults to a folder with no site; `env` configures the server as the environment would. The clock runs on
 * from `now`; tests move it with `clock.setTo`.
 */
export function testApp(options: { distDir?: string; now?: number; env?: NodeJS.ProcessEnv } = {}) {
  const { distDir = '/nonexistent-dist', now = TEST_NOW, env = {} } = options;
  // A standing clock: a test reads exactly the instants it set, however fast the machine answers.
  const clock = new MovableClock({ standing: true });
  clock.setTo(now);
  const config = configFromEnv(env);
  const db = openDemoDatabase(':memory:', clock.now());
  const app = createApp({ db, clock, config, distDir, testClock: clock });
  return { app, db, clock, config };
}

/** What answers requests: the app in this process, or a running server over HTTP (see `overHttp`). */
export interface Requester {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** A requester for a server listening at `base`. */
export function overHttp(base: string): Requester {
  return { request: (path, init) => fetch(base + path, init) };
}

/** How often a client sends a request again after a `busy` answer before the test gives up. */
const BUSY_RESENDS = 20;

/**
 * A requester that does what docs/api.md asks of every client on a `busy` answer (HTTP 503: another process held the
 * write lock past the wait, nothing changed): it sends the same request again, same key and signature. Races across
 * processes meet such answers only when the machine is slow; what they assert (each thing once, coins conserved)
 * then still holds, because a busy answer changed nothing.
 */
export function resendingBusy(requester: Requester): Requester {
  return {
    async request(path, init) {
      for (let sent = 0; ; sent++) {
        const res = await requester.request(path, init);
        if (res.status !== 503 || sent >= BUSY_RESENDS) return res;
        const body = (await res.clone().json().catch(() => null)) as { code?: number } | null;
        if (body?.code !== ERROR_CODES.busy) return res;
      }
    },
  };
}

/** Requests spread over servers in turn, as a load balancer would, each resent after a `busy` answer. */
export function acrossServers(bases: readonly string[]): Requester {
  let next = 0;
  return resendingBusy({ request: (path, init) => overHttp(bases[next++ % bases.length] ?? '').request(path, init) });
}

/** POSTs JSON to the app. */
export function postJson(app: Requester, path: string, body: unknown) {
  return app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** Signs in `userId` through the token check; returns the authorization token. */
export async function signIn(app: Requester, now: number, userId = '10001'): Promise<string> {
  const { encryptLoginFields } = await import('../../src/contract/h5-crypto.ts');
  const { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } = await import('../../src/contract/dev-keys.ts');
  const params = await encryptLoginFields(
    { user_id: userId, token: 'demo', package_type: '1', time: Math.floor(now / 1000) },
    DEV_H5_AES_KEY_HEX,
    DEV_H5_SIGN_SECRET,
  );
  const body = (await (await postJson(app, '/api/h5login/checkToken', { params })).json()) as {
    code: number;
    data: { authorization_token: string };
  };
  if (body.code !== 0) throw new Error(`sign-in of ${userId} failed with ${body.code}`);
  return body.data.authorization_token;
}

/** POSTs a signed form request as the pages do (fields + time + sign, bearer token). */
export async function postSigned(
  app: Requester,
  path: string,
  token: string,
  fields: Record<string, string | number>,
  options: { now: number; headers?: Record<string, string>; sign?: string } ,
) {
  const { signFields } = await import('../../src/contract/h5-crypto.ts');
  const { DEV_H5_SIGN_SECRET } = await import('../../src/contract/dev-keys.ts');
  const all = { ...fields, time: Math.floor(options.now / 1000) };
  const sign = options.sign ?? (await signFields(all, DEV_H5_SIGN_SECRET));
  const body = new URLSearchParams(Object.entries({ ...all, sign }).map(([k, v]) => [k, String(v)]));
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}`, ...options.headers },
    body,
  });
}

/** The envelope of a response. */
export async function envelope<Data = unknown>(res: Response): Promise<{ code: number; msg: string; data: Data }> {
  return (await res.json()) as { code: number; msg: string; data: Data };
}

/** A signed-in caller of the test app: `call(path, fields, headers?)` resolves to the envelope. */
export async function caller(t: ReturnType<typeof testApp>, userId: string) {
  const token = await signIn(t.app, t.clock.now(), userId);
  return <Data = unknown>(path: string, fields: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
    postSigned(t.app, path, token, fields, { now: t.clock.now(), headers }).then((res) => envelope<Data>(res));
}

/** The tables that hold business data: money, bindings, roles, settlements. Sessions and idempotency keys are not. */
const BUSINESS_TABLES = [
  'users', 'operators', 'agencies', 'hosts', 'host_days', 'violations', 'dealers', 'accounts', 'ledger_transactions', 'ledger_entries',
  'withdrawal_accounts', 'withdrawals', 'withdrawal_events', 'settlements', 'settlement_lines', 'settlement_events', 'transfers',
  'uploads', 'draw_seeds', 'live_sessions', 'settlement_periods', 'withdrawal_account_events',
  'agency_applications', 'agency_join_requests', 'agency_exit_requests', 'agency_events',
  'login_codes', 'account_cancellations', 'bans', 'vip_memberships', 'vip_purchases', 'vip_claims', 'decor_owned', 'decor_purchases',
  'follows', 'live_now',
  'turntable_spins',
  'follows', 'live_now', 'topup_orders', 'sandbox_payments', 'price_lists',
  'task_sign_ins', 'task_claims', 'marble_bets', 'marble_players',
  'families', 'family_members', 'family_join_requests', 'family_favorite_hosts', 'family_weeks', 'family_tier_ratings', 'family_contributions',
  'family_checkins', 'family_task_claims', 'family_summons', 'family_summons_packets', 'family_summons_grabs', 'family_events',
  'event_claims', 'event_invites', 'pk_battles', 'red_packet_pools', 'red_packet_grabs',
];

/** A hash of every row of every business table: equal before and after means nothing was inserted, changed or deleted. */
export function businessFingerprint(db: ReturnType<typeof testApp>['db']): string {
  const hash = createHash('sha256');
  for (const table of BUSINESS_TABLES) {
    hash.update(table);
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

/**
 * Stands in for another writer that spends a user's whole balance right after a row goes into `table`: the request's
 * own checks have passed by then, so only the ledger can refuse the move.
 */
export function spendAllAfterInsert(db: ReturnType<typeof testApp>['db'], table: 'withdrawals' | 'transfers', currency: 'bean' | 'coin'): void {
  const user = table === 'withdrawals' ? 'user_id' : 'from_user_id';
  db.exec(`CREATE TRIGGER another_writer AFTER INSERT ON ${table} BEGIN
    UPDATE accounts SET balance = 0 WHERE user_id = NEW.${user} AND currency = '${currency}' AND kind = 'available';
  END`);
}

/** A port nothing listens on now, so a test never talks to another server by mistake. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Throttling raised for race tests (RATE_LIMIT_SCALE): they are about what racing requests do, not how many are sent. */
export const RACE_RATE_LIMIT_SCALE = 100;

/**
 * Starts the reference server as a process of its own on `dbPath` (demo data, its test clock pinned at `at`, throttling
 * raised by `rateLimitScale`), from the checkout in `cwd` (this one by default) with its own built pages; resolves with
 * its address once it answers. `servers` collects it, for the test to stop.
 */
export async function startServer(
  dbPath: string,
  servers: ChildProcess[],
  { at = TEST_NOW, rateLimitScale = RACE_RATE_LIMIT_SCALE, cwd }: { at?: number; rateLimitScale?: number; cwd?: string } = {},
): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: dbPath, DEMO_DATA: '1', TEST_CLOCK: '1', RATE_LIMIT_SCALE: String(rateLimitScale), TEST_CLOCK_AT: String(at) },
    stdio: 'ignore',
  });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error(`the server on ${dbPath} exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/go/getSysTime`, { method: 'POST' })).ok) return base;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${dbPath} did not start`);
}
