// Migration: agencies, third pass (issue 27.9). Published once merged: never edit it, add a migration
// (server/db/migrations.ts).

/** This migration's SQL. */
export const AGENCY_THIRD_PASS = `
  -- Issue 27.9: a head rejects a request to join with a reason, which only the applicant reads.
  ALTER TABLE agency_join_requests ADD COLUMN reason TEXT;
`;
