// One IMMEDIATE transaction: all of the work or none of it. Money moves only inside one (DESIGN 4).
import type { DatabaseSync } from 'node:sqlite';

/** Runs `work` in one transaction; rolls back and rethrows when it throws. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Runs `work` inside the caller's transaction when there is one (a money call's, with its key), else in its own. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  return db.isTransaction ? work() : transaction(db, work);
}
