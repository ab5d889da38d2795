// Opens the SQLite database (node:sqlite) and applies migrations; what a fresh database is filled with is the
// caller's (`onCreate`), run in the same transaction.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations.ts';
import { transaction } from './transaction.ts';

/** The database handle every operation uses. */
export type Db = DatabaseSync;

/**
 * How long a write waits for another process's write to finish. node:sqlite waits synchronously, so this bounds how
 * long one request can hold up every other request of its process; past it the request answers `busy`, unchanged.
 */
export const DB_BUSY_TIMEOUT_MS = 1000;

/** What to do with the database when it is opened. */
export interface OpenOptions {
  /** Fills a database that was empty before its migrations, inside their transaction. */
  onCreate?: (db: Db) => void;
}

/** Opens (creating if needed) the database at `path` (`:memory:` for tests), migrated; a fresh one gets `onCreate`. */
export function openDatabase(path: string, options: OpenOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // The busy timeout first: switching a fresh file to WAL waits for other processes opening it too.
  db.exec(`PRAGMA busy_timeout = ${DB_BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;`);
  // One write transaction: a second process opening the same fresh file waits, then finds it migrated and filled.
  transaction(db, () => {
    if (migrate(db)) options.onCreate?.(db);
  });
  return db;
}

/** Empties every table (inside the caller's transaction; foreign keys are checked at its end). */
export function clearTables(db: Db): void {
  db.exec('PRAGMA defer_foreign_keys = ON');
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  for (const { name } of tables) db.exec(`DELETE FROM "${name.replace(/"/g, '""')}"`);
  if (db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence'").get()) db.exec('DELETE FROM sqlite_sequence');
}

/** Deletes a database file with its write-ahead log. */
export function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
