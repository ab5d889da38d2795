// Migration 6: agencies: invite codes, applications, join and exit requests, history (issue 13). Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 6's SQL. */
export const AGENCIES = `
  -- Agencies (issue 13): invite codes and avatars, applications reviewed by operators, join and exit requests, and
  -- each agency's history. The partial unique indexes hold "one open request per person" in the database itself, so
  -- two racing submissions can never both go in.
  ALTER TABLE agencies ADD COLUMN invite_code TEXT;
  ALTER TABLE agencies ADD COLUMN avatar_upload_id TEXT REFERENCES uploads(id);
  CREATE UNIQUE INDEX agencies_by_invite_code ON agencies(invite_code);

  CREATE TABLE agency_applications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    agent_name TEXT NOT NULL,
    avatar_upload_id TEXT NOT NULL REFERENCES uploads(id),
    phone TEXT NOT NULL,
    whatsapp TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    bank_card_number TEXT NOT NULL,
    account_holder_name TEXT NOT NULL,
    platform TEXT,
    status TEXT NOT NULL CHECK (status IN ('underReview', 'passed', 'notPassed')),
    reason TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    decided_by INTEGER REFERENCES users(id),
    agency_id INTEGER REFERENCES agencies(id)
  ) STRICT;
  CREATE INDEX agency_applications_by_user ON agency_applications(user_id, id);
  CREATE INDEX agency_applications_by_status ON agency_applications(status, id);
  CREATE UNIQUE INDEX agency_applications_one_open ON agency_applications(user_id) WHERE status IN ('underReview', 'passed');

  CREATE TABLE agency_join_requests (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    decided_by INTEGER REFERENCES users(id),
    -- The applicant cleared a rejected request from their screen (SPEC 4: cancel after a rejection).
    dismissed_at INTEGER
  ) STRICT;
  CREATE INDEX agency_join_requests_by_user ON agency_join_requests(user_id, id);
  CREATE INDEX agency_join_requests_by_agency ON agency_join_requests(agency_id, status, id);
  CREATE UNIQUE INDEX agency_join_requests_one_pending ON agency_join_requests(user_id) WHERE status = 'pending';

  -- An exit request is open while pending or rejected (the 90-day rule runs); it ends withdrawn, approved, timedOut
  -- (15 days), inactive (90 days) or closed (the host left another way, or asked again).
  CREATE TABLE agency_exit_requests (
    id INTEGER PRIMARY KEY,
    host_id INTEGER NOT NULL REFERENCES hosts(user_id),
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'withdrawn', 'approved', 'rejected', 'timedOut', 'inactive', 'closed')),
    requested_at INTEGER NOT NULL,
    decided_at INTEGER,
    ended_at INTEGER
  ) STRICT;
  CREATE INDEX agency_exit_requests_by_host ON agency_exit_requests(host_id, id);
  CREATE INDEX agency_exit_requests_by_agency ON agency_exit_requests(agency_id, status, id);
  CREATE UNIQUE INDEX agency_exit_requests_one_open ON agency_exit_requests(host_id) WHERE status IN ('pending', 'rejected');

  -- The history of /agentrecord: kinds are AGENCY_EVENT_KINDS of src/domain/agency.ts.
  CREATE TABLE agency_events (
    id INTEGER PRIMARY KEY,
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    kind TEXT NOT NULL,
    host_id INTEGER NOT NULL REFERENCES users(id),
    actor_id INTEGER REFERENCES users(id),
    at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX agency_events_by_agency ON agency_events(agency_id, id);
  CREATE INDEX agency_events_by_host ON agency_events(host_id, id);
  `;
