// Demo data (DESIGN 5): the eight demo accounts (server/demo/accounts.ts), all with app token `demo`, and their
// history.
import type { DatabaseSync } from 'node:sqlite';
import { DEMO_ACCOUNTS, DEMO_TOKEN } from './accounts.ts';
import { seedDecorCatalogue } from './decor.ts';
import { seedDemoData } from './history.ts';

/** The meta row that marks a demo database, with the instant it was seeded. */
export const DEMO_SEEDED_AT_KEY = 'demo_seeded_at';

/** Writes the demo data into a freshly migrated database, inside the caller's transaction. */
export function seedDemo(db: DatabaseSync, now: number): void {
  const insertUser = db.prepare('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const account of DEMO_ACCOUNTS) insertUser.run(account.id, account.nickname, account.gender, DEMO_TOKEN, now);
  seedDecorCatalogue(db);
  seedDemoData(db, now);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(DEMO_SEEDED_AT_KEY, String(now));
}
