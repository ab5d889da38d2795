// Opens the SQLite database (node:sqlite), applies migrations and, when asked, seeds the demo data on first run.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { businessDate, type BusinessDate } from '../../src/domain/time.ts';
import { migrate } from './migrations.ts';
import { DEMO_SEEDED_AT_KEY, seed } from '../demo/seed.ts';
import { transaction } from './transaction.ts';

/** The database handle every sub-app uses. */
export type Db = DatabaseSync;

/**
 * How long a write waits for another process's write to finish. node:sqlite waits synchronously, so this bounds how
 * long one request can hold up every other request of its process; past it the request answers `busy`, unchanged.
 */
export const DB_BUSY_TIMEOUT_MS = 1000;

/** Opens (creating if needed) the database at `path` (`:memory:` for tests), migrated; seeds it when fresh and `demo`. */
export function openDatabase(path: string, now: number, options: { demo: boolean }): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // The busy timeout first: switching a fresh file to WAL waits for other processes opening it too.
  db.exec(`PRAGMA busy_timeout = ${DB_BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;`);
  // One write transaction: a second process opening the same fresh file waits, then finds it migrated and seeded.
  transaction(db, () => {
    if (migrate(db) && options.demo) seed(db, now);
  });
  return db;
}

/** The business date (UTC+7) a demo database was seeded on, or null when it holds no demo data. */
export function demoSeedDate(db: Db): BusinessDate | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(DEMO_SEEDED_AT_KEY) as { value: string } | undefined;
  return row ? businessDate(Number(row.value)) : null;
}

/** Deletes a database file with its write-ahead log. */
export function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

/**
 * Opens the server's database. With demo data on, a demo database seeded on an earlier day (UTC+7) is seeded anew
 * for today, since its "today" would be empty and its history stale, unless `keepDemoDb`; says what it did.
 */
export function openServerDatabase(
  config: { dbPath: string; demo: boolean; keepDemoDb: boolean },
  now: number,
): { db: Db; note: string | null } {
  const db = openDatabase(config.dbPath, now, { demo: config.demo });
  const seededOn = config.demo ? demoSeedDate(db) : null;
  if (seededOn === null || seededOn >= businessDate(now) || config.dbPath === ':memory:') return { db, note: null };
  if (config.keepDemoDb) return { db, note: `Keeping the demo database seeded on ${seededOn} (KEEP_DEMO_DB=1): its history ends that day.` };
  db.close();
  removeDatabase(config.dbPath);
  return {
    db: openDatabase(config.dbPath, now, { demo: true }),
    note: `The demo database was seeded on ${seededOn}: seeded it anew for today (KEEP_DEMO_DB=1 keeps an old one).`,
  };
}
