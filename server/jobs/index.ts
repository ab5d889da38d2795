// Every area's time-driven job (DESIGN 11), in the order they run. A new area adds its job here.
import type { ServerConfig } from '../services/config.ts';
import { accountClosureJob, decorExpiryJob, vipRatingJob } from './account.ts';
import { agencyExitJob } from './agency-exits.ts';
import { DEMO_ACTIVITY_JOB } from '../demo/activity.ts';
import { eventStandingsJob } from './events.ts';
import { familyJob } from './family.ts';
import type { Job } from '../services/job-runner.ts';
import { SETTLEMENT_JOB } from './settlements.ts';
import { topUpExpiryJob } from './top-ups.ts';
import { unusedUploadsJob } from './uploads.ts';

/** The jobs of the reference server. */
export const ALL_JOBS: readonly Job[] = [agencyExitJob, accountClosureJob, vipRatingJob, decorExpiryJob, topUpExpiryJob, SETTLEMENT_JOB, familyJob, eventStandingsJob, unusedUploadsJob];

/**
 * Jobs that only a demo server runs (DEMO_DATA=1), before the others: the simulator of the app's activity (gifts and
 * live sessions) whose days the settlement job then settles.
 */
export const DEMO_JOBS: readonly Job[] = [DEMO_ACTIVITY_JOB];

/** The jobs a server runs: every area's, after the demo's own when demo mode is on. */
export function serverJobs(config: Pick<ServerConfig, 'demo'>): readonly Job[] {
  return config.demo ? [...DEMO_JOBS, ...ALL_JOBS] : ALL_JOBS;
}
