// The account area's time-driven work (DESIGN 11): cancellations whose cooling period is over close their account,
// active VIP memberships are re-rated once a business day (SPEC 4), and expired dress-ups are taken off.
import { closeDueAccounts } from '../account/standing.ts';
import { takeOffExpiredDecor } from '../account/decor.ts';
import { rerateDueMemberships } from '../account/vip.ts';
import type { Job } from '../services/job-runner.ts';

/** Closes every account whose cancellation cooling period has ended by `now` (an account with frozen beans waits). */
export const accountClosureJob: Job = { name: 'account closure', run: closeDueAccounts };

/** SPEC 4: the daily VIP re-rating. */
export const vipRatingJob: Job = {
  name: 'vip rating',
  run(db, now) {
    rerateDueMemberships(db, now);
  },
};

/** Expired dress-ups are no longer worn. */
export const decorExpiryJob: Job = {
  name: 'decor expiry',
  run(db, now) {
    takeOffExpiredDecor(db, now);
  },
};
