// Migration 4: sessions that keep only a hash of their token. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 4's SQL. */
export const HASHED_SESSIONS = `
  -- Sessions keep only a hash of their token, and which app login (a hash of the app token) made them. Sessions of
  -- the earlier shape are dropped: their pages sign in again at the next entry.
  DROP TABLE sessions;
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    package_type TEXT NOT NULL,
    app_token_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sessions_by_user ON sessions(user_id, created_at);
  `;
