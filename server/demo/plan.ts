// What every area's demo module plans with: one `now`, one seeded random source, the history's dates, and one
// timeline of ledger steps replayed in time order, so that bills read chronologically and no balance is ever
// negative along the way. Each area adds a module under server/demo/ that plans its part from this.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { seededRandom } from '../../src/domain/random.ts';
import { addDays, businessDate, businessDayStartMs, type BusinessDate } from '../../src/domain/time.ts';
import { post, type AccountRef } from '../services/ledger.ts';

/** Days of history, today included. */
export const DEMO_HISTORY_DAYS = 90;
/** The random seed: the same `now` always gives the same history. */
const DEMO_SEED = 20261121;
/** Nothing in the history happens later than this before `now`, so a seeded record never lies in the future. */
const HISTORY_MARGIN_MS = 60_000;

export const HOUR_MS = 3_600_000;

/**
 * 32 bytes from a seeded source as hex: the draw seed of a day of the history, which is over, so its seed is public
 * anyway (today's seeds are made at replay by the server's cryptographic generator).
 */
export function demoPastSeed(random: () => number): string {
  return Array.from({ length: 32 }, () => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('');
}

/** A movement of a user's available beans or coins at an instant, as the timeline will post it. */
export interface Flow {
  at: number;
  amount: number;
}

/** The planned movements of users' available balances, by currency and user, to place later steps where they fit. */
export class Flows {
  private readonly byUser = new Map<string, Flow[]>();

  /** Records that `amount` reaches (or, negative, leaves) `userId`'s available `currency` at `at`. */
  add(userId: number, currency: 'bean' | 'coin', at: number, amount: number): void {
    const key = `${currency}:${userId}`;
    const list = this.byUser.get(key) ?? [];
    list.push({ at, amount });
    this.byUser.set(key, list);
  }

  /** Every flow of a user's currency, oldest first. */
  of(userId: number, currency: 'bean' | 'coin'): Flow[] {
    return [...(this.byUser.get(`${currency}:${userId}`) ?? [])].sort((a, b) => a.at - b.at);
  }

  /** The sum of a user's flows of a currency. */
  total(userId: number, currency: 'bean' | 'coin'): number {
    return (this.byUser.get(`${currency}:${userId}`) ?? []).reduce((sum, flow) => sum + flow.amount, 0);
  }

  /**
   * The lowest the balance gets at or after `from`, starting from `opening` before every flow. Outflows at the same
   * instant are counted before inflows, so the answer never flatters the balance.
   */
  lowestFrom(userId: number, currency: 'bean' | 'coin', opening: number, from: number): number {
    const flows = this.of(userId, currency).sort((a, b) => a.at - b.at || a.amount - b.amount);
    let balance = opening;
    let lowest = Number.POSITIVE_INFINITY;
    for (const flow of flows) {
      if (flow.at >= from) lowest = Math.min(lowest, balance);
      balance += flow.amount;
    }
    return Math.min(lowest, balance);
  }
}

/** A step that moves money at an instant; replayed in time order. */
interface Step {
  at: number;
  order: number;
  run: () => void;
}

/** The shared state of one seeding. */
export class DemoPlan {
  readonly today: BusinessDate;
  /** The first date of the history. */
  readonly first: BusinessDate;
  /** Every date of the history, oldest first, today last. */
  readonly dates: BusinessDate[] = [];
  /** The latest instant the history may use. */
  readonly latest: number;
  /** Planned balance movements, for modules that must fit their steps to the balance. */
  readonly flows = new Flows();
  readonly random: () => number;
  private readonly steps: Step[] = [];
  private readonly statements = new Map<string, StatementSync>();

  readonly db: DatabaseSync;
  readonly now: number;

  constructor(db: DatabaseSync, now: number) {
    this.db = db;
    this.now = now;
    this.random = seededRandom(DEMO_SEED);
    this.today = businessDate(now);
    this.first = addDays(this.today, 1 - DEMO_HISTORY_DAYS);
    for (let date = this.first; date <= this.today; date = addDays(date, 1)) this.dates.push(date);
    this.latest = now - HISTORY_MARGIN_MS;
  }

  /** A whole number in [min, max] from the seeded source. */
  between(min: number, max: number): number {
    return Math.floor(min + this.random() * (max - min + 1));
  }

  /** The instant at a UTC+7 hour of a date, never later than `latest`. */
  at(date: BusinessDate, hour: number): number {
    return Math.min(businessDayStartMs(date) + hour * HOUR_MS, this.latest);
  }

  /** How much of today (UTC+7) has passed, 0 to 1: today's activity is a day in progress. */
  get todayElapsed(): number {
    return Math.min(1, Math.max(0, (this.now - businessDayStartMs(this.today)) / (24 * HOUR_MS)));
  }

  /** One prepared statement per SQL text for the whole seeding. */
  sql(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** Queues a money-moving step at `at`; steps run in time order (then in the order queued) by `replay`. */
  later(at: number, run: () => void): void {
    this.steps.push({ at, order: this.steps.length, run });
  }

  /**
   * Queues an opening balance (money a user had before the history starts) and records it as a flow. Refuses a
   * negative opening: the target it was computed for cannot be reached from the planned history.
   */
  opening(userId: number, currency: 'bean' | 'coin', amount: number): void {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`demo data: opening ${currency} of ${userId} would be ${amount}`);
    if (amount === 0) return;
    const at = businessDayStartMs(this.first) - HOUR_MS;
    this.flows.add(userId, currency, at, amount);
    this.later(at, () =>
      post(this.db, {
        kind: 'openingBalance',
        at,
        entries: [
          { account: { userId: null, currency, kind: 'issued' } satisfies AccountRef, amount: -amount },
          { account: { userId, currency, kind: 'available' } satisfies AccountRef, amount },
        ],
      }),
    );
  }

  /** Runs every queued step in time order. */
  replay(): void {
    this.steps.sort((a, b) => a.at - b.at || a.order - b.order);
    for (const step of this.steps) step.run();
    this.steps.length = 0;
  }
}
