// The demo data seeds on any day of the year and at any time of day (the first half of a leap year, 29 February and
// the edges of months and years): fresh in-memory databases, one per instant, each checked by problemsOfSeedAt
// (tests/support/demo-seed-check.ts). Every fifth day here; every day under `npm run test:dates` (DEMO_SEED_SCAN=year).
import { describe, expect, it } from 'vitest';
import { SEED_SCAN_TIMEOUT_MS, seedFailures } from '../support/demo-seed-check.ts';

describe('seedDemoData', () => {
  it('seeds across the first half of a leap year and on its edges at any time of day, reconciled and with DESIGN 5 balances', () => {
    expect(seedFailures(0)).toEqual([]);
  }, SEED_SCAN_TIMEOUT_MS);
});
