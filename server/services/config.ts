// Configuration of the reference server, read once from the environment and validated loudly.
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import { AES_KEY_HEX_LENGTH } from '../../src/contract/h5-crypto.ts';

/** Everything the server is configured with. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file; created on first run. */
  dbPath: string;
  /** DEMO_DATA=1 seeds a fresh database with the demo accounts (token `demo`, an operator among them). */
  demo: boolean;
  /** KEEP_DEMO_DB=1 keeps a demo database seeded on an earlier day instead of seeding it anew for today. */
  keepDemoDb: boolean;
  /** Must match the site's PUBLIC_H5_AES_KEY. */
  aesKeyHex: string;
  /** Must match the site's PUBLIC_H5_SIGN_SECRET. */
  signSecret: string;
  /** TEST_CLOCK=1 exposes POST /__test/clock; never set it in production. */
  testClock: boolean;
  /** With TEST_CLOCK=1: TEST_CLOCK_AT (epoch ms or ISO 8601) starts the clock there, before the database is seeded. */
  testClockAt: number | null;
  /** True when the development keys are in use (printed as a warning). */
  devKeys: boolean;
  /** PAYMENT_SECRET: the key of the payment provider's signed callback (docs/api.md, "Payment callback"). */
  paymentSecret: string;
  /**
   * True with the development payment secret: the reference server is its own payment provider (the sandbox pay page
   * of server/payments/sandbox.ts). With an operator's secret the sandbox is off and a real gateway confirms payments.
   */
  paymentSandbox: boolean;
  /** Origins allowed to call the API from another origin (CORS); empty: same origin only. */
  allowedOrigins: string[];
  /** TRUST_PROXY=1: the client address is the last X-Forwarded-For entry (set only behind your own proxy). */
  trustProxy: boolean;
  /** RATE_LIMIT_SCALE multiplies every rate limit (default 1; tests that race or crawl raise it). */
  rateLimitScale: number;
}

const DEFAULT_PORT = 4321;
/** The development payment secret: published here, so it never guards real money (NETWORK_OVERRIDES). */
export const DEV_PAYMENT_SECRET = 'live-companion-h5-dev-payment-secret';
/** Where the database lives unless DB_PATH says otherwise. */
export const DEFAULT_DB_PATH = 'data/dev.sqlite';

/**
 * What a server listening beyond this machine refuses unless the operator says so explicitly: each risky
 * convenience with the variable that turns it on and the override, named for what it does, that allows it there.
 */
export const NETWORK_OVERRIDES = {
  demo: { setting: 'DEMO_DATA=1', override: 'ALLOW_DEMO_ACCOUNTS_ON_NETWORK', risk: 'demo accounts whose token is "demo", an operator among them' },
  devKeys: { setting: 'the development H5_AES_KEY / H5_SIGN_SECRET', override: 'ALLOW_DEV_KEYS_ON_NETWORK', risk: 'keys published in this repository' },
  testClock: { setting: 'TEST_CLOCK=1', override: 'ALLOW_TEST_CLOCK_ON_NETWORK', risk: 'anyone may move the server clock without signing in' },
  devPaymentKey: {
    setting: 'the development PAYMENT_SECRET',
    override: 'ALLOW_DEV_PAYMENT_KEY_ON_NETWORK',
    risk: 'a published callback key, and a sandbox pay page that credits coins for nothing',
  },
} as const;

/**
 * Allows every one of NETWORK_OVERRIDES on a loopback HOST behind a reverse proxy (TRUST_PROXY=1): the proxy makes
 * the demo accounts, the published keys, the test clock and the sandbox pay page reachable from the network.
 */
export const DEMO_BEHIND_PROXY_OVERRIDE = 'ALLOW_DEMO_BEHIND_PROXY';

/** True for a HOST that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** `https://a.example, https://b.example` as a list; throws on anything that is not an origin. */
function allowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`ALLOWED_ORIGINS: ${origin} is not an origin like https://h5.example.com`);
  }
  return origins;
}

/** Reads and checks the environment; throws with a clear message on a bad value. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const aesKeyHex = env['H5_AES_KEY'] ?? DEV_H5_AES_KEY_HEX;
  if (!new RegExp(`^[0-9a-fA-F]{${AES_KEY_HEX_LENGTH}}$`).test(aesKeyHex)) throw new Error('H5_AES_KEY must be 64 hex digits');
  const signSecret = env['H5_SIGN_SECRET'] ?? DEV_H5_SIGN_SECRET;
  if (signSecret.length < 16) throw new Error('H5_SIGN_SECRET must be at least 16 characters');
  const rateLimitScale = Number(env['RATE_LIMIT_SCALE'] ?? 1);
  if (!Number.isFinite(rateLimitScale) || rateLimitScale <= 0) throw new Error(`RATE_LIMIT_SCALE must be a positive number, got ${env['RATE_LIMIT_SCALE']}`);
  const testClock = env['TEST_CLOCK'] === '1';
  let testClockAt: number | null = null;
  if (env['TEST_CLOCK_AT']) {
    if (!testClock) throw new Error('TEST_CLOCK_AT needs TEST_CLOCK=1');
    testClockAt = /^\d+$/.test(env['TEST_CLOCK_AT']) ? Number(env['TEST_CLOCK_AT']) : Date.parse(env['TEST_CLOCK_AT']);
    if (!Number.isFinite(testClockAt)) throw new Error(`TEST_CLOCK_AT must be epoch ms or an ISO 8601 instant, got ${env['TEST_CLOCK_AT']}`);
  }
  const host = env['HOST'] ?? '127.0.0.1';
  const demo = env['DEMO_DATA'] === '1';
  const devKeys = aesKeyHex === DEV_H5_AES_KEY_HEX || signSecret === DEV_H5_SIGN_SECRET;
  const paymentSecret = env['PAYMENT_SECRET'] ?? DEV_PAYMENT_SECRET;
  if (paymentSecret.length < 16) throw new Error('PAYMENT_SECRET must be at least 16 characters');
  const paymentSandbox = paymentSecret === DEV_PAYMENT_SECRET;
  const trustProxy = env['TRUST_PROXY'] === '1';
  // A loopback server behind a reverse proxy (TRUST_PROXY=1) is as reachable as one on the network.
  const behindProxy = isLoopbackHost(host) && trustProxy;
  if (!isLoopbackHost(host) || behindProxy) {
    const on = { demo, devKeys, testClock, devPaymentKey: paymentSandbox };
    for (const name of ['demo', 'devKeys', 'testClock', 'devPaymentKey'] as const) {
      const rule = NETWORK_OVERRIDES[name];
      if (!on[name] || env[rule.override] === '1' || (behindProxy && env[DEMO_BEHIND_PROXY_OVERRIDE] === '1')) continue;
      throw new Error(
        behindProxy
          ? `TRUST_PROXY=1 says a reverse proxy brings the network to this server, and ${rule.setting} means ${rule.risk}. ` +
              `Turn it off (docs/deploy.md, "Production"), or set ${DEMO_BEHIND_PROXY_OVERRIDE}=1 if you really mean to show the demo through your proxy.`
          : `HOST=${host} reaches beyond this machine, and ${rule.setting} means ${rule.risk}. ` +
              `Turn it off (docs/deploy.md, "Production"), or set ${rule.override}=1 if you really mean it.`,
      );
    }
  }
  return {
    port,
    host,
    dbPath: env['DB_PATH'] ?? DEFAULT_DB_PATH,
    demo,
    keepDemoDb: env['KEEP_DEMO_DB'] === '1',
    aesKeyHex,
    signSecret,
    testClock,
    testClockAt,
    devKeys,
    paymentSecret,
    paymentSandbox,
    allowedOrigins: allowedOrigins(env['ALLOWED_ORIGINS']),
    trustProxy,
    rateLimitScale,
  };
}
