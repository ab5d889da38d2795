// Migration of issue 24 (trust). Published: never edit it once merged, add a migration (server/db/migrations.ts).

/** The trust migration's SQL. */
export const TRUST = `
  -- Standings of a finished round are final (DESIGN 12): the event job copies a round's board here when the round
  -- ends, and boards and claims of an ended round read it, whatever moves later (hosts changing agency, late rows).
  CREATE TABLE event_rounds_frozen (
    event TEXT NOT NULL,
    round_key TEXT NOT NULL,
    frozen_at INTEGER NOT NULL,
    PRIMARY KEY (event, round_key)
  ) STRICT;
  CREATE TABLE event_round_standings (
    event TEXT NOT NULL,
    round_key TEXT NOT NULL,
    participant INTEGER NOT NULL,
    value INTEGER NOT NULL CHECK (value > 0),
    rank INTEGER NOT NULL CHECK (rank >= 1),
    PRIMARY KEY (event, round_key, participant),
    FOREIGN KEY (event, round_key) REFERENCES event_rounds_frozen(event, round_key)
  ) STRICT;

  -- A login code's wrong tries, per client address (DESIGN 12): a stranger's wrong codes use up the tries of their own
  -- address only, never the owner's code (login_codes.attempts is no longer read).
  CREATE TABLE login_code_failures (
    code_id INTEGER NOT NULL REFERENCES login_codes(id),
    address TEXT NOT NULL,
    failures INTEGER NOT NULL CHECK (failures > 0),
    PRIMARY KEY (code_id, address)
  ) STRICT;
`;
