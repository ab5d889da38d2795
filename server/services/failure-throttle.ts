// Throttles that count failures (DESIGN 12): a wrong app token or login code counts against the pair it names (the
// user or phone, and the client address it came from) and against that address; a success counts nothing. Once a key
// has used its free failures it is locked, and each further failure doubles the lock (backoff). Another address's
// failures never lock a pair, so a correct token or code from the user's own address is never refused because
// someone else failed. Counts live in this process, like server/services/rate-limit.ts.
import type { Clock } from './clock.ts';

/** How one kind of failure is throttled. */
export interface FailureLimit {
  /** Failures a key may make before it is locked. */
  freeFailures: number;
  /** A key's failures are forgotten this long after its last one. */
  forgetMs: number;
  /** The lock after the first failure beyond the free ones; each further failure doubles it. */
  firstLockMs: number;
  /** The longest lock. */
  maxLockMs: number;
}

const MINUTE_MS = 60_000;

/** Assumed (docs/rules.md): the failure throttles, each per (user or phone, client address) or per address. */
export const FAILURE_LIMITS = {
  /** Wrong app tokens naming one user from one address (the token check and re-verification share it). */
  tokenPerUserAddress: { freeFailures: 5, forgetMs: 15 * MINUTE_MS, firstLockMs: 30_000, maxLockMs: 60 * MINUTE_MS },
  /** Wrong app tokens from one address, whoever they name (guessing many users' tokens). */
  tokenPerAddress: { freeFailures: 30, forgetMs: 15 * MINUTE_MS, firstLockMs: 60_000, maxLockMs: 60 * MINUTE_MS },
  /** Wrong login codes from one address, whatever phone they name (the code's own 5 tries are per address too). */
  loginCodePerAddress: { freeFailures: 20, forgetMs: 15 * MINUTE_MS, firstLockMs: 60_000, maxLockMs: 60 * MINUTE_MS },
} as const satisfies Record<string, FailureLimit>;

/** The name of a failure limit. */
export type FailureLimitName = keyof typeof FAILURE_LIMITS;

/** A (limit, key) pair the throttle counts. */
export type FailureKey = readonly [FailureLimitName, string];

/** One key's failures. */
interface Entry {
  failures: number;
  lastAt: number;
  lockedUntil: number;
}

/** The key of a subject (user id, phone) seen from a client address. */
export function pairKey(subject: string, address: string): string {
  return `${subject}|${address}`;
}

/** Counts failures per key; refuses a locked key until its lock ends. */
export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: Clock;
  private readonly scale: number;
  private sweptMinute = -1;

  /** `scale` multiplies the free failures (RATE_LIMIT_SCALE, as for the request limits). */
  constructor(clock: Clock, scale = 1) {
    this.clock = clock;
    this.scale = scale;
  }

  /** How long until every one of `keys` may try again: 0 when none is locked. Counts nothing. */
  waitMs(keys: readonly FailureKey[]): number {
    const now = this.clock.now();
    this.sweep(now);
    let wait = 0;
    for (const [name, key] of keys) {
      const entry = this.entries.get(`${name}:${key}`);
      if (entry && entry.lockedUntil > now) wait = Math.max(wait, entry.lockedUntil - now);
    }
    return wait;
  }

  /** Counts one failure against each of `keys`, locking those past their free failures (doubling each time). */
  fail(keys: readonly FailureKey[]): void {
    const now = this.clock.now();
    for (const [name, key] of keys) {
      const limit: FailureLimit = FAILURE_LIMITS[name];
      const id = `${name}:${key}`;
      const old = this.entries.get(id);
      const entry = old && old.lastAt + limit.forgetMs > now ? old : { failures: 0, lastAt: now, lockedUntil: 0 };
      entry.failures++;
      entry.lastAt = now;
      const beyond = entry.failures - Math.max(1, Math.floor(limit.freeFailures * this.scale));
      if (beyond > 0) entry.lockedUntil = now + Math.min(limit.maxLockMs, limit.firstLockMs * 2 ** Math.min(beyond - 1, 30));
      this.entries.set(id, entry);
    }
  }

  /** A success forgets the failures of its own pair (never of the address, which others may share). */
  succeed(name: FailureLimitName, key: string): void {
    this.entries.delete(`${name}:${key}`);
  }

  /** Once a minute, forgets keys that are neither locked nor remembered any more. */
  private sweep(now: number): void {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute === this.sweptMinute) return;
    this.sweptMinute = minute;
    for (const [id, entry] of this.entries) {
      const name = id.slice(0, id.indexOf(':')) as FailureLimitName;
      if (entry.lockedUntil <= now && entry.lastAt + FAILURE_LIMITS[name].forgetMs <= now) this.entries.delete(id);
    }
  }
}
