// What every sub-app of the API is built with.
import type { Clock } from '../services/clock.ts';
import type { ServerConfig } from '../services/config.ts';
import type { Db } from '../db/database.ts';
import type { RateLimiter } from '../services/rate-limit.ts';

/** Shared dependencies, passed to each sub-app factory. */
export interface ApiDeps {
  db: Db;
  clock: Clock;
  config: Pick<ServerConfig, 'aesKeyHex' | 'signSecret' | 'allowedOrigins' | 'trustProxy' | 'paymentSecret' | 'paymentSandbox'>;
  /** The throttle of token checks, login codes and money calls. */
  limiter: RateLimiter;
}
