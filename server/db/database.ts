// Opens the SQLite database (node:sqlite), applies migrations and seeds demo data on first run.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations.ts';
import { seed } from './seed.ts';

/** The database handle every sub-app uses. */
export type Db = DatabaseSync;

/** Opens (creating if needed) the database at `path` (`:memory:` for tests), migrated and seeded. */
export function openDatabase(path: string, now: number): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  const fresh = migrate(db);
  if (fresh) seed(db, now);
  return db;
}
