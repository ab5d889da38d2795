// The demo data seeds on every day of the year and at every time of day (the second half of a leap year): fresh in-memory databases, one per
// instant, each checked by problemsOfSeedAt (tests/support/demo-seed-check.ts).
import { describe, expect, it } from 'vitest';
import { problemsOfSeedAt, seedInstants } from '../support/demo-seed-check.ts';

describe('seedDemoData', () => {
  it('seeds on every day of the second half of a leap year at any time of day, reconciled and with DESIGN 5 balances', () => {
    const failures: string[] = [];
    for (const now of seedInstants(1)) {
      const problems = problemsOfSeedAt(now);
      if (problems.length > 0) failures.push(`${new Date(now + 7 * 3_600_000).toISOString().replace('Z', '+07:00')}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
