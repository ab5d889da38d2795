// An agency the browser tests make for themselves (never in the seeded demo that users see): one with no hosts yet, so
// /castmanage shows its first steps. Its head has an id in 54290-54299 and the demo token, so tests sign in as them.
import { DatabaseSync } from 'node:sqlite';
import { DEMO_TOKEN } from '../../server/demo/accounts.ts';

/** The empty agency and its head. */
export const EMPTY_AGENCY = { id: 29_990, name: 'Agensi Kosong', head: 54_290, headName: 'Dewi Kosong', inviteCode: 'KSNG26' } as const;

/** Adds the empty agency to the database file at `path` (a reference server's), once. */
export function addEmptyAgencyAt(path: string, now: number): void {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
    db.prepare("INSERT OR IGNORE INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, 'female', ?, ?)").run(
      EMPTY_AGENCY.head,
      EMPTY_AGENCY.headName,
      DEMO_TOKEN,
      now,
    );
    db.prepare('INSERT OR IGNORE INTO agencies (id, name, head_user_id, created_at, invite_code) VALUES (?, ?, ?, ?, ?)').run(
      EMPTY_AGENCY.id,
      EMPTY_AGENCY.name,
      EMPTY_AGENCY.head,
      now,
      EMPTY_AGENCY.inviteCode,
    );
  } finally {
    db.close();
  }
}
