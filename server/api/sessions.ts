// Sessions created by the token check and presented as `Authorization: Bearer <authorization_token>`.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** DESIGN 3 leaves it open: a session lasts 24 hours (docs/api.md); the app reopens pages with fresh credentials. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The user behind a valid session. */
export interface SessionUser {
  userId: number;
  packageType: string;
}

/** Creates a session for `userId`; returns its token and when it expires. */
export function createSession(db: Db, userId: number, packageType: string, now: number): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('hex');
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO sessions (token, user_id, package_type, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    userId,
    packageType,
    now,
    now + SESSION_TTL_MS,
  );
  return { token, expiresAt: now + SESSION_TTL_MS };
}

/** The user of a token that exists and has not expired, or null. */
export function sessionUser(db: Db, token: string, now: number): SessionUser | null {
  const row = db.prepare('SELECT user_id, package_type, expires_at FROM sessions WHERE token = ?').get(token) as
    | { user_id: number; package_type: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= now) return null;
  return { userId: row.user_id, packageType: row.package_type };
}
