// Sessions created by the token check and presented as `Authorization: Bearer <authorization_token>`. Only a hash of
// each token is stored, so a copy of the database opens no session. A user has a handful of live sessions at most,
// and a new token check from the same app login ends that login's older ones.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** DESIGN 3 leaves it open: a session lasts 24 hours (docs/api.md); the app reopens pages with fresh credentials. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Assumed (docs/rules.md): live sessions per user; a new one ends the oldest beyond it. */
export const MAX_SESSIONS_PER_USER = 5;
/**
 * Assumed (docs/rules.md): a new token check from an app login ends that login's sessions made more than this long
 * before it. Pages the app opens close together (a banner page and the page it leads to) keep working; a session
 * left behind, or copied, ends at the next entry.
 */
export const SESSION_REPLACE_GRACE_MS = 2 * 60 * 1000;

/** The user behind a valid session. */
export interface SessionUser {
  userId: number;
  packageType: string;
}

/** SHA-256 hex of a secret, as stored. */
function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Creates a session for `userId` from the app token it was checked with; returns its token and when it expires. Ends
 * the same app login's sessions older than the grace, and the user's oldest beyond MAX_SESSIONS_PER_USER.
 */
export function createSession(
  db: Db,
  userId: number,
  packageType: string,
  appToken: string,
  now: number,
): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('hex');
  const appTokenHash = hashOf(appToken);
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND app_token_hash = ? AND created_at < ?').run(userId, appTokenHash, now - SESSION_REPLACE_GRACE_MS);
  db.prepare('INSERT INTO sessions (token_hash, user_id, package_type, app_token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    hashOf(token),
    userId,
    packageType,
    appTokenHash,
    now,
    now + SESSION_TTL_MS,
  );
  db.prepare(
    `DELETE FROM sessions WHERE user_id = ? AND token_hash NOT IN (
       SELECT token_hash FROM sessions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
  ).run(userId, userId, MAX_SESSIONS_PER_USER);
  return { token, expiresAt: now + SESSION_TTL_MS };
}

/** The user of a token that exists and has not expired, or null. */
export function sessionUser(db: Db, token: string, now: number): SessionUser | null {
  const row = db.prepare('SELECT user_id, package_type, expires_at FROM sessions WHERE token_hash = ?').get(hashOf(token)) as
    | { user_id: number; package_type: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= now) return null;
  return { userId: row.user_id, packageType: row.package_type };
}

/** Ends one session (its token); true when it existed. */
export function endSession(db: Db, token: string): boolean {
  return Number(db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashOf(token)).changes) > 0;
}

/** Ends every session of a user (sign-out everywhere, a ban, an account cancellation); returns how many. */
export function endSessionsOf(db: Db, userId: number): number {
  return Number(db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId).changes);
}

/** Ends every session of a user but the one of `keepToken` (signed out on every other device); returns how many. */
export function endOtherSessions(db: Db, userId: number, keepToken: string): number {
  return Number(db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?').run(userId, hashOf(keepToken)).changes);
}
