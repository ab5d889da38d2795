import { describe, expect, it } from 'vitest';
import { AGENCY_RECORD_FILTERS, isAgencyRecordFilter } from '../../../src/domain/agency-records.ts';

describe('the history filters', () => {
  it('show every kind under "all" and only known names are filters', () => {
    const named = new Set(Object.entries(AGENCY_RECORD_FILTERS).filter(([name]) => name !== 'all').flatMap(([, kinds]) => kinds));
    expect([...AGENCY_RECORD_FILTERS.all].sort()).toEqual([...named].sort());
    expect(AGENCY_RECORD_FILTERS.automatic).toEqual(['exitTimedOut', 'detachedInactive']);
    expect(isAgencyRecordFilter('unbinds')).toBe(true);
    for (const bad of ['constructor', '__proto__', 'toString', 'ALL', '']) expect(isAgencyRecordFilter(bad), bad).toBe(false);
  });
});
