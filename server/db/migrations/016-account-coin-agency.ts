// Migration: account, coin business and agencies, second pass. Published: never edit it, add a migration
// (server/db/migrations.ts).

/** This migration's SQL. */
export const ACCOUNT_AND_AGENCIES_SECOND_PASS = `
  -- DESIGN 12 "Consent": a head invites a user as a host; they become a member only when they accept. At most one
  -- pending invitation per agency and user; accepting closes the user's other pending invitations.
  CREATE TABLE agency_invitations (
    id INTEGER PRIMARY KEY,
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    invited_by INTEGER NOT NULL REFERENCES users(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn', 'closed')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER
  ) STRICT;
  CREATE UNIQUE INDEX agency_invitations_one_pending ON agency_invitations(agency_id, user_id) WHERE status = 'pending';
  CREATE INDEX agency_invitations_by_user ON agency_invitations(user_id, status, id);
  CREATE INDEX agency_invitations_by_agency ON agency_invitations(agency_id, status, id);
`;
