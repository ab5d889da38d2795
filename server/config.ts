// Configuration of the reference server, read once from the environment and validated loudly.
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../src/contract/dev-keys.ts';
import { AES_KEY_HEX_LENGTH } from '../src/contract/h5-crypto.ts';

/** Everything the server is configured with. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file; created and seeded on first run. */
  dbPath: string;
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
  /** Origins allowed to call the API from another origin (CORS); empty: same origin only. */
  allowedOrigins: string[];
}

const DEFAULT_PORT = 4321;

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
  const testClock = env['TEST_CLOCK'] === '1';
  let testClockAt: number | null = null;
  if (env['TEST_CLOCK_AT']) {
    if (!testClock) throw new Error('TEST_CLOCK_AT needs TEST_CLOCK=1');
    testClockAt = /^\d+$/.test(env['TEST_CLOCK_AT']) ? Number(env['TEST_CLOCK_AT']) : Date.parse(env['TEST_CLOCK_AT']);
    if (!Number.isFinite(testClockAt)) throw new Error(`TEST_CLOCK_AT must be epoch ms or an ISO 8601 instant, got ${env['TEST_CLOCK_AT']}`);
  }
  return {
    port,
    host: env['HOST'] ?? '127.0.0.1',
    dbPath: env['DB_PATH'] ?? 'data/dev.sqlite',
    aesKeyHex,
    signSecret,
    testClock,
    testClockAt,
    devKeys: aesKeyHex === DEV_H5_AES_KEY_HEX || signSecret === DEV_H5_SIGN_SECRET,
    allowedOrigins: allowedOrigins(env['ALLOWED_ORIGINS']),
  };
}
