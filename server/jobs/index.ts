// Every area's time-driven job (DESIGN 11), in the order they run. A new area adds its job here.
import { accountClosureJob, decorExpiryJob, vipRatingJob } from './account.ts';
import { agencyExitJob } from './agency-exits.ts';
import type { Job } from './runner.ts';

/** The jobs of the reference server. */
export const ALL_JOBS: readonly Job[] = [agencyExitJob, accountClosureJob, vipRatingJob, decorExpiryJob];
