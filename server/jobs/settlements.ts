// The settlement job (DESIGN 11): at each period's end (daily 24:00, weekly Sunday 24:00, monthly at the month's end,
// UTC+7) it makes the period's settlements, under review, from the recorded live days and gifts. A period is settled
// once: the settlement_periods row is written in the same transaction, so a second run or a second process finds it.
import { SETTLEMENT_PERIODS } from '../../src/domain/settlement.ts';
import { businessDate } from '../../src/domain/time.ts';
import { periodsDue, settleDuePeriods } from '../earnings/settlements.ts';
import type { Job } from '../services/job-runner.ts';

/** Settles every period that has ended and was not settled yet. */
export const SETTLEMENT_JOB: Job = {
  name: 'settlements',
  run: (db, now) => void settleDuePeriods(db, now),
  due: (db, now) => SETTLEMENT_PERIODS.some((period) => periodsDue(db, period, businessDate(now)).length > 0),
};
