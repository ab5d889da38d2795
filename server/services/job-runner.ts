// Time-driven transitions (DESIGN 11) run in one place: every area's job applies everything due up to `now` (exit
// timeouts, dissolving families, summons expiry, VIP expiry, weekly tiers, settlement periods). The runner calls them
// on a timer and before every API request, so a moved test clock is seen at the next call. Jobs are idempotent: each
// keeps its own state in the database (a period settled once, a row moved once), so running twice, or in two
// processes on one database file, changes nothing more.
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';

/** One area's time-driven work. */
export interface Job {
  /** Stable name, for logs. */
  name: string;
  /** Applies everything due at or before `now`; runs inside one write transaction; must be idempotent. */
  run(db: Db, now: number): void;
  /**
   * Optional: whether anything is due at `now`, by reading only. Without it the job runs every time; with it the
   * runner takes the write lock only when something is due, so processes sharing a database do not queue for nothing.
   */
  due?(db: Db, now: number): boolean;
}

/** Requests within this long of the last run reuse it: the jobs are cheap, but not free. */
export const JOB_REUSE_MS = 1000;
/** How often the server runs the jobs with no request asking (main.ts). */
export const JOB_TIMER_MS = 30_000;

/** Runs a list of jobs at most once per JOB_REUSE_MS of clock time (and again whenever the clock moves back). */
export class JobRunner {
  private lastRunAt: number | null = null;
  private readonly db: Db;
  private readonly jobs: readonly Job[];
  private readonly now: () => number;

  constructor(db: Db, now: () => number, jobs: readonly Job[]) {
    this.db = db;
    this.now = now;
    this.jobs = jobs;
  }

  /** Runs every job up to now unless they ran within the last second; each job in its own transaction. */
  runDue(): void {
    const now = this.now();
    if (this.lastRunAt !== null && now >= this.lastRunAt && now - this.lastRunAt < JOB_REUSE_MS) return;
    this.lastRunAt = now;
    for (const job of this.jobs) {
      try {
        if (job.due && !job.due(this.db, now)) continue;
        transaction(this.db, () => job.run(this.db, now));
      } catch (error) {
        // One area's failure must not stop the others or the request that asked; it is retried at the next run.
        console.error(`job ${job.name} failed:`, error);
      }
    }
  }
}
