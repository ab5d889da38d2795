// The reference server: one Hono app with the API under /api (one sub-app per resource) and the built site.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { IDEMPOTENCY_HEADER } from '../src/contract/envelope.ts';
import { agencyApplyApi } from './api/agency-apply.ts';
import { agencyExitApi } from './api/agency-exit.ts';
import { agencyJoinApi } from './api/agency-join.ts';
import { agencyLiveApi } from './api/agency-live.ts';
import { agencyTeamApi } from './api/agency-team.ts';
import { accountApi } from './api/account.ts';
import { bansApi } from './api/bans.ts';
import { decorApi } from './api/decor.ts';
import { earningsApi } from './api/earnings.ts';
import { priceListApi } from './api/price-lists.ts';
import { followsApi } from './api/follows.ts';
import { levelsApi } from './api/levels.ts';
import { loginApi } from './api/login.ts';
import { marbleApi } from './api/marble.ts';
import { familyApi } from './api/family.ts';
import { familyCoinsApi } from './api/family-coins.ts';
import { familyHandOverApi } from './api/family-handover.ts';
import { familySummonsApi } from './api/family-summons.ts';
import { resaleApi } from './api/resale.ts';
import { topUpApi } from './api/topup.ts';
import { systemApi } from './api/system.ts';
import { tasksApi } from './api/tasks.ts';
import { userApi } from './api/user.ts';
import { vipApi } from './api/vip.ts';
import { withdrawApi } from './api/withdraw.ts';
import { opsApi } from './api/ops.ts';
import type { ApiDeps } from './api/deps.ts';
import { RateLimiter } from './services/rate-limit.ts';
import { fail } from './api/respond.ts';
import type { Clock, MovableClock } from './services/clock.ts';
import type { ServerConfig } from './services/config.ts';
import type { Db } from './db/database.ts';
import { siteApp } from './http/site.ts';
import { UPLOAD_BODY_LIMIT_BYTES, UPLOAD_PATH_SUFFIX } from './services/uploads.ts';
import { uploadsApp } from './http/uploads.ts';
import { drawsApi } from './api/draws.ts';
import { turntableApi } from './api/turntable.ts';
import { eventsApi } from './api/events.ts';
import { redPacketsApi } from './api/red-packets.ts';
import { testClockApp } from './http/test-clock.ts';
import { PAYMENT_CALLBACK_PATH, type PaymentProvider } from './coin/payments.ts';
import { sandboxPayApp, sandboxProvider } from './http/sandbox-pay.ts';
import type { Envelope } from '../src/contract/envelope.ts';
import { LogSmsSender } from './services/sms.ts';
import { testSmsApp } from './http/test-sms.ts';
import { serverJobs } from './jobs/index.ts';
import { JobRunner } from './services/job-runner.ts';
import { FailureThrottle } from './services/failure-throttle.ts';

/** Largest API request body; uploads raise it on their own routes. */
const API_BODY_LIMIT_BYTES = 64 * 1024;

/** What the app is built from. */
export interface AppOptions {
  db: Db;
  clock: Clock;
  config: ApiDeps['config'] & Pick<ServerConfig, 'rateLimitScale' | 'demo'>;
  /** The built site (dist/). */
  distDir: string;
  /** With TEST_CLOCK=1: the movable clock exposed at POST /__test/clock. */
  testClock?: MovableClock;
  /** The time-driven jobs (DESIGN 11); by default the server's (serverJobs: the demo's too in demo mode), run before each API request. */
  jobs?: JobRunner;
  /**
   * Where orders are paid (DESIGN 11). By default the sandbox provider when config.paymentSandbox is on, else none (no
   * order can be made); a real gateway's adapter is passed here.
   */
  paymentProvider?: PaymentProvider | null;
}

/** True for SQLite's "database is locked": another writer held the database longer than the busy timeout. */
function isBusy(error: unknown): boolean {
  return error instanceof Error && (error as Error & { errcode?: number }).errcode === SQLITE_BUSY;
}
const SQLITE_BUSY = 5;

/** Builds the app; tests call `createApp(...).request()` with no network. */
export function createApp(options: AppOptions) {
  const deps: ApiDeps = {
    db: options.db,
    clock: options.clock,
    config: options.config,
    limiter: new RateLimiter(options.clock, options.config.rateLimitScale),
    failures: new FailureThrottle(options.clock, options.config.rateLimitScale),
  };
  // Uploads (multipart images) may be large; every other API body stays small.
  const smallLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: (c) => fail(c, 'invalidParams', null, 413) });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT_BYTES, onError: (c) => fail(c, 'upload.tooLarge', null, 413) });
  const provider = options.paymentProvider !== undefined ? options.paymentProvider : options.config.paymentSandbox ? sandboxProvider : null;
  const jobs = options.jobs ?? new JobRunner(options.db, () => options.clock.now(), serverJobs(options.config));
  // Login codes are printed in the server log (DESIGN 11); with TEST_CLOCK the tests read them at /__test/sms.
  const sms = new LogSmsSender();
  const api: Hono = new Hono()
    .use('/api/*', async (c, next) => {
      // Whatever fell due since the last request (a period ended, a timeout passed) is applied before the answer.
      jobs.runDue();
      await next();
      // Answers are per user and per moment: no cache may keep them; nothing may read them as another type.
      c.header('Cache-Control', 'no-store');
      c.header('X-Content-Type-Options', 'nosniff');
    })
    .use((c, next) => (c.req.path.endsWith(UPLOAD_PATH_SUFFIX) ? uploadLimit : smallLimit)(c, next))
    .route('/', systemApi(deps))
    .route('/', userApi(deps))
    .route('/', earningsApi(deps))
    .route('/', withdrawApi(deps))
    .route('/', opsApi(deps))
    .route('/', resaleApi(deps))
    .route('/', drawsApi(deps))
    .route('/', agencyApplyApi(deps))
    .route('/', agencyJoinApi(deps))
    .route('/', agencyTeamApi(deps))
    .route('/', agencyExitApi(deps))
    .route('/', agencyLiveApi(deps))
    .route('/', loginApi(deps, sms))
    .route('/', accountApi(deps))
    .route('/', bansApi(deps))
    .route('/', vipApi(deps))
    .route('/', levelsApi(deps))
    .route('/', decorApi(deps))
    .route('/', followsApi(deps))
    .route('/', turntableApi(deps))
    .route('/', topUpApi(deps, provider))
    .route('/', priceListApi(deps))
    .route('/', tasksApi(deps))
    .route('/', marbleApi(deps))
    .route('/', familyApi(deps))
    .route('/', familyCoinsApi(deps))
    .route('/', familySummonsApi(deps))
    .route('/', familyHandOverApi(deps))
    .route('/', eventsApi(deps))
    .route('/', redPacketsApi(deps));
  if (options.config.paymentSandbox) {
    // The sandbox provider calls back exactly as a gateway does: a signed POST to the callback, through the whole API.
    const deliver = async (body: URLSearchParams) => {
      const res = await api.request(PAYMENT_CALLBACK_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      return (await res.json()) as Envelope<unknown>;
    };
    api.route('/', sandboxPayApp(options.db, options.clock, options.config.paymentSecret, deliver));
  }
  const app = new Hono().use(compress());
  if (options.config.allowedOrigins.length > 0) {
    // Pages hosted on another origin (PUBLIC_API_BASE pointing here) may call the API.
    app.use(
      '/api/*',
      cors({
        origin: options.config.allowedOrigins,
        allowMethods: ['POST'],
        allowHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER],
        maxAge: 86_400,
      }),
    );
  }
  // The reset reseeds the demo data: only a demo server has it.
  if (options.testClock) app.route('/', testClockApp(options.testClock, options.config.demo ? options.db : undefined)).route('/', testSmsApp(sms));
  app
    .route('/', api)
    .all('/api/*', (c) => fail(c, 'notFound', null, 404))
    .route('/', uploadsApp(options.db))
    .route('/', siteApp(options.distDir))
    .onError((error, c) => {
      // The transaction was refused before it began: nothing changed, and the same request may come again.
      if (isBusy(error)) return fail(c, 'busy', null, 503);
      console.error(error);
      return fail(c, 'internal', null, 500);
    });
  return app;
}

/** The app's type, for typed clients and tests. */
export type AppType = ReturnType<typeof createApp>;
