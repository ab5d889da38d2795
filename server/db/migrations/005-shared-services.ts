// Migration 5: what the areas share: coins spent, draw seeds, uploads, live sessions. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 5's SQL. */
export const SHARED_SERVICES = `
  -- Shared by the areas (DESIGN 11). Coins spent through the ledger, for wealth exp (server/coins.ts).
  ALTER TABLE users ADD COLUMN coins_spent INTEGER NOT NULL DEFAULT 0 CHECK (coins_spent >= 0);

  -- Verifiable draws: one secret seed per game and business day; its SHA-256 is public before the first draw.
  CREATE TABLE draw_seeds (
    game TEXT NOT NULL,
    period TEXT NOT NULL,
    seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, period)
  ) STRICT;

  -- Uploaded images (agency avatars, price lists): the bytes under a random id, with the type read from them.
  CREATE TABLE uploads (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
    size INTEGER NOT NULL CHECK (size > 0),
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX uploads_by_user ON uploads(user_id, created_at);

  -- A host's live sessions (SPEC 9): a session counts for the business day (UTC+7) it started on; only sessions of
  -- at least a minute are valid, and a day's valid minutes make host_days.live_minutes.
  CREATE TABLE live_sessions (
    id INTEGER PRIMARY KEY,
    host_id INTEGER NOT NULL REFERENCES hosts(user_id),
    date TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL CHECK (ended_at > started_at)
  ) STRICT;
  CREATE INDEX live_sessions_by_host ON live_sessions(host_id, date, started_at);
  `;
