// Migration: a family's news, starting with hand-overs (issue 27 item 6). Published once merged: never edit it then,
// add a migration (server/db/migrations.ts).

/** This migration's SQL. */
export const FAMILY_HANDOVER = `
  -- What happened to a family that its page tells (kinds: FAMILY_NEWS_KINDS of src/contract/family.ts): who did it,
  -- to whom, when; seen_at is when the person it happened to dismissed their notice of it (null: not yet).
  CREATE TABLE family_events (
    id INTEGER PRIMARY KEY,
    family_id INTEGER NOT NULL REFERENCES families(id),
    kind TEXT NOT NULL CHECK (kind IN ('handOver')),
    actor_id INTEGER NOT NULL REFERENCES users(id),
    target_id INTEGER NOT NULL REFERENCES users(id),
    at INTEGER NOT NULL,
    seen_at INTEGER
  ) STRICT;
  CREATE INDEX family_events_by_family ON family_events(family_id, id);
  CREATE INDEX family_events_by_target ON family_events(target_id, id);
`;
