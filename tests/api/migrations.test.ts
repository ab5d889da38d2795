// The migrations (server/db/migrations.ts, one file per step): a database made at any earlier step, as a server of that
// time left it, migrates to the latest and ends with the same schema as a fresh one.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../server/db/migrations.ts';
import { transaction } from '../../server/db/transaction.ts';

/** A database with the first `steps` migrations applied, as the server of that step made it. */
function databaseAtStep(steps: number): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  transaction(db, () => {
    for (const sql of MIGRATIONS.slice(0, steps)) db.exec(sql);
    db.exec(`PRAGMA user_version = ${steps}`);
  });
  return db;
}

/** Every table, index, trigger and view with its SQL, by name. */
function schemaOf(db: DatabaseSync): { type: string; name: string; tbl_name: string; sql: string | null }[] {
  return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as {
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }[];
}

describe('migrate', () => {
  const fresh = databaseAtStep(0);
  transaction(fresh, () => migrate(fresh));
  const latest = schemaOf(fresh);

  it.each(MIGRATIONS.map((_, steps) => steps).slice(1))('brings a database of step %i to the latest schema, its users kept, and says it was not empty', (steps) => {
    const db = databaseAtStep(steps);
    db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (10001, 'Sari', 'female', 'demo', 1)").run();
    expect(transaction(db, () => migrate(db))).toBe(false);
    expect(db.prepare('SELECT id, nickname, wealth_exp, coins_spent, closed_at FROM users').all()).toEqual([
      { id: 10001, nickname: 'Sari', wealth_exp: 0, coins_spent: 0, closed_at: null },
    ]);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(MIGRATIONS.length);
    expect(schemaOf(db)).toEqual(latest);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    db.close();
  });

  it('migrates an empty database in one go, says so, and leaves a migrated one as it is', () => {
    const db = databaseAtStep(0);
    expect(transaction(db, () => migrate(db))).toBe(true);
    expect(transaction(db, () => migrate(db))).toBe(false);
    expect(schemaOf(db)).toEqual(latest);
    expect(latest.length).toBeGreaterThan(50);
  });
});
