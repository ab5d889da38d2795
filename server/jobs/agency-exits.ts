// The agencies' time-driven work (SPEC 4, DESIGN 11): an exit request the head has not answered in 15 days detaches the
// host, and so do 90 days without streaming after a rejection (server/agency/exits.ts).
import { detachDueExits } from '../agency/exits.ts';
import type { Job } from '../services/job-runner.ts';

/** SPEC 4: the 15-day exit timeout and the 90-day detachment after a rejection. */
export const agencyExitJob: Job = { name: 'agency-exits', run: detachDueExits };
