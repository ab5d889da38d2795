// The reference server: one Hono app with the API under /api (one sub-app per resource) and the built site.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { IDEMPOTENCY_HEADER } from '../src/contract/envelope.ts';
import { earningsApi } from './api/earnings.ts';
import { resaleApi } from './api/resale.ts';
import { systemApi } from './api/system.ts';
import { userApi } from './api/user.ts';
import { withdrawApi } from './api/withdraw.ts';
import type { ApiDeps } from './api/deps.ts';
import { fail } from './api/respond.ts';
import { MovableClock } from './clock.ts';
import { siteApp } from './site.ts';
import { testClockApp } from './test-clock.ts';

/** Largest API request body; uploads raise it on their own routes. */
const API_BODY_LIMIT_BYTES = 64 * 1024;

/** What the app is built from. */
export interface AppOptions extends ApiDeps {
  /** The built site (dist/). */
  distDir: string;
  /** With TEST_CLOCK=1: the movable clock exposed at POST /__test/clock. */
  testClock?: MovableClock;
}

/** Builds the app; tests call `createApp(...).request()` with no network. */
export function createApp(options: AppOptions) {
  const deps: ApiDeps = { db: options.db, clock: options.clock, config: options.config };
  const api = new Hono()
    .use(bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: (c) => fail(c, 'invalidParams', null, 413) }))
    .route('/', systemApi(deps))
    .route('/', userApi(deps))
    .route('/', earningsApi(deps))
    .route('/', withdrawApi(deps))
    .route('/', resaleApi(deps));
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
  if (options.testClock) app.route('/', testClockApp(options.testClock));
  app
    .route('/', api)
    .all('/api/*', (c) => fail(c, 'notFound', null, 404))
    .route('/', siteApp(options.distDir))
    .onError((error, c) => {
      console.error(error);
      return fail(c, 'internal', null, 500);
    });
  return app;
}

/** The app's type, for typed clients and tests. */
export type AppType = ReturnType<typeof createApp>;
