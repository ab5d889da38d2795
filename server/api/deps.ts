// What every sub-app of the API is built with.
import type { Clock } from '../services/clock.ts';
import type { ServerConfig } from '../services/config.ts';
import type { Db } from '../db/database.ts';
import type { FailureThrottle } from '../services/failure-throttle.ts';
import type { RateLimiter } from '../services/rate-limit.ts';

/** Shared dependencies, passed to each sub-app factory. */
export interface ApiDeps {
  db: Db;
  clock: Clock;
  config: Pick<ServerConfig, 'aesKeyHex' | 'signSecret' | 'allowedOrigins' | 'trustProxy' | 'paymentSecret' | 'paymentSandbox'>;
  /** The request limits of login code requests and money calls. */
  limiter: RateLimiter;
  /** The failure throttle of app tokens and login codes (DESIGN 12: failures count, per user and address). */
  failures: FailureThrottle;
}
