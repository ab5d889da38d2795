// Migration: closing an agency (issue 27.6). Published once merged: never edit it, add a migration
// (server/db/migrations.ts).

/** This migration's SQL. */
export const AGENCY_CLOSE = `
  -- A closed agency keeps its row, hosts' history and records (operators still read them); it has no head any more.
  ALTER TABLE agencies ADD COLUMN closed_at INTEGER;
  ALTER TABLE agencies ADD COLUMN closed_by INTEGER REFERENCES users(id);

  -- What a host freed by the closing reads once on /join_family, until they dismiss it.
  CREATE TABLE agency_close_notices (
    user_id INTEGER NOT NULL REFERENCES users(id),
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    created_at INTEGER NOT NULL,
    dismissed_at INTEGER,
    PRIMARY KEY (user_id, agency_id)
  ) STRICT;
  CREATE INDEX agency_close_notices_open ON agency_close_notices(user_id) WHERE dismissed_at IS NULL;
`;
