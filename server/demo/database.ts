// The demo database (DESIGN 5): a fresh database seeded with the demo accounts and their history as of an instant;
// the start script's database, seeded anew on a later day; and the test clock's reset to a freshly seeded one.
import { businessDate, type BusinessDate } from '../../src/domain/time.ts';
import { clearTables, openDatabase, removeDatabase, type Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { DEMO_SEEDED_AT_KEY, seedDemo } from './seed.ts';

/** Opens the database at `path`, seeding the demo data as of `now` when it is fresh. */
export function openDemoDatabase(path: string, now: number): Db {
  return openDatabase(path, { onCreate: (db) => seedDemo(db, now) });
}

/** The business date (UTC+7) a demo database was seeded on, or null when it holds no demo data. */
export function demoSeedDate(db: Db): BusinessDate | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(DEMO_SEEDED_AT_KEY) as { value: string } | undefined;
  return row ? businessDate(Number(row.value)) : null;
}

/**
 * Opens the server's database, with the demo data when `demo` is on. A demo database seeded on an earlier day (UTC+7)
 * is seeded anew for today, since its "today" would be empty and its history stale, unless `keepDemoDb`; says what it
 * did.
 */
export function openServerDatabase(
  config: { dbPath: string; demo: boolean; keepDemoDb: boolean },
  now: number,
): { db: Db; note: string | null } {
  const db = config.demo ? openDemoDatabase(config.dbPath, now) : openDatabase(config.dbPath);
  const seededOn = config.demo ? demoSeedDate(db) : null;
  if (seededOn === null || seededOn >= businessDate(now) || config.dbPath === ':memory:') return { db, note: null };
  if (config.keepDemoDb) return { db, note: `Keeping the demo database seeded on ${seededOn} (KEEP_DEMO_DB=1): its history ends that day.` };
  db.close();
  removeDatabase(config.dbPath);
  return {
    db: openDemoDatabase(config.dbPath, now),
    note: `The demo database was seeded on ${seededOn}: seeded it anew for today (KEEP_DEMO_DB=1 keeps an old one).`,
  };
}

/** Empties every table and seeds the demo data at `at`, in one transaction (foreign keys checked at its end). */
export function reseedDemo(db: Db, at: number): void {
  transaction(db, () => {
    clearTables(db);
    seedDemo(db, at);
  });
}
