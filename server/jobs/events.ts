// The events' time-driven work (DESIGN 11, 12): when a round ends, its board is frozen, so what it pays is final.
import { freezeEndedRounds, standingsDue } from '../events/standings.ts';
import type { Job } from '../services/job-runner.ts';

/** The job that freezes the boards of ended rounds, before every API request and on the timer. */
export const eventStandingsJob: Job = {
  name: 'eventStandings',
  run: (db, now) => void freezeEndedRounds(db, now),
  due: (db, now) => standingsDue(db, now),
};
