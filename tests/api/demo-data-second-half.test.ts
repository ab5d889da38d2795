// The demo data seeds on any day of the year and at any time of day (the second half of a leap year): fresh in-memory
// databases, one per instant, each checked by problemsOfSeedAt (tests/support/demo-seed-check.ts). Every fifth day
// here; every day under `npm run test:dates` (DEMO_SEED_SCAN=year).
import { describe, expect, it } from 'vitest';
import { SEED_SCAN_TIMEOUT_MS, seedFailures } from '../support/demo-seed-check.ts';

describe('seedDemoData', () => {
  it('seeds across the second half of a leap year at any time of day, reconciled and with DESIGN 5 balances', () => {
    expect(seedFailures(1)).toEqual([]);
  }, SEED_SCAN_TIMEOUT_MS);
});
