// The families' time-driven work (SPEC 4, DESIGN 11): summons expiry, deleting dissolved families, the Sunday tiers
// (server/family/time.ts).
import { applyFamilyTime } from '../family/time.ts';
import type { Job } from '../services/job-runner.ts';

/** The families' job (server/jobs/index.ts). */
export const familyJob: Job = { name: 'families', run: applyFamilyTime };
