// Request limits: login code requests and every money call are limited per user (or phone and address) and per client
// address, so nobody hammers SMS or money endpoints. Wrong tokens and codes are throttled by their failures instead
// (server/services/failure-throttle.ts). Counts live in this process (fixed windows on the
// server clock); behind several processes each enforces its own share, which still bounds the total. The HTTP layer
// keys them by user and by client address (server/api/client-address.ts).
import type { Clock } from './clock.ts';

/** At most `max` requests in each window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/** Assumed (docs/rules.md): the limits, each per user or per client address. */
export const RATE_LIMITS = {
  /** Login codes requested for one phone from one address (a stranger elsewhere cannot use up the owner's). */
  loginCodePerPhone: { max: 5, windowMs: 10 * MINUTE_MS },
  /** Login code requests from one address. */
  loginCodePerAddress: { max: 30, windowMs: 10 * MINUTE_MS },
  /** Money calls (withdraw, transfer, buy, claim, spin, bet...) by one user. */
  moneyPerUser: { max: 30, windowMs: MINUTE_MS },
  /** Money calls from one address. */
  moneyPerAddress: { max: 120, windowMs: MINUTE_MS },
} as const satisfies Record<string, Limit>;

/** The name of a limit. */
export type LimitName = keyof typeof RATE_LIMITS;

/** Counts requests per limit and key in fixed windows of the server clock. */
export class RateLimiter {
  private readonly counts = new Map<string, { count: number; end: number }>();
  private sweptMinute = -1;
  private readonly clock: Clock;
  private readonly scale: number;

  /** `scale` multiplies every limit (RATE_LIMIT_SCALE; tests of races raise it). */
  constructor(clock: Clock, scale = 1) {
    this.clock = clock;
    this.scale = scale;
  }

  /** Counts one request against `name` for `key`; false when it is over the limit (the request must be refused). */
  take(name: LimitName, key: string): boolean {
    const limit = RATE_LIMITS[name];
    const now = this.clock.now();
    // Once a minute, forget the windows that have ended.
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.sweptMinute) {
      for (const [id, entry] of this.counts) if (entry.end <= now) this.counts.delete(id);
      this.sweptMinute = minute;
    }
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    const id = `${name}:${start}:${key}`;
    const entry = this.counts.get(id) ?? { count: 0, end: start + limit.windowMs };
    entry.count++;
    this.counts.set(id, entry);
    return entry.count <= Math.max(1, Math.floor(limit.max * this.scale));
  }
}

/** Counts the request against each (limit, key) pair; true when any is over its limit (refuse with `rateLimited`). */
export function overLimit(limiter: RateLimiter, checks: readonly [LimitName, string][]): boolean {
  let over = false;
  for (const [name, key] of checks) if (!limiter.take(name, key)) over = true;
  return over;
}
