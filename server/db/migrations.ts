// Schema migrations, in order; PRAGMA user_version counts the ones applied. Never edit a published migration:
// add a new one.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './transaction.ts';

/** Each entry is one migration's SQL. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    nickname TEXT NOT NULL,
    gender TEXT NOT NULL CHECK (gender IN ('female', 'male')),
    -- the token the app passes in the query (DESIGN 3); the demo accounts use 'demo'
    app_token TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    package_type TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sessions_by_user ON sessions(user_id);

  CREATE TABLE idempotency_keys (
    user_id INTEGER NOT NULL REFERENCES users(id),
    endpoint TEXT NOT NULL,
    key TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, endpoint, key)
  ) STRICT;
  `,
];

/** Applies the migrations not yet applied; returns true when the database was empty before. */
export function migrate(db: DatabaseSync): boolean {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  const from = row.user_version;
  for (let version = from; version < MIGRATIONS.length; version++) {
    transaction(db, () => {
      db.exec(MIGRATIONS[version] ?? '');
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return from === 0;
}
