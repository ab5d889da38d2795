// Who the caller is (SPEC 6), and the middleware that answers `forbidden` to roles that may not call an endpoint.
import type { DatabaseSync } from 'node:sqlite';
import type { MiddlewareHandler } from 'hono';
import type { AuthedEnv } from './auth.ts';
import { fail } from './respond.ts';

/** A role check: true when `userId` has the role. */
export type RoleCheck = (db: DatabaseSync, userId: number) => boolean;

/** Hosts (streamers) of an agency or independent. */
export const isHost: RoleCheck = (db, userId) => db.prepare('SELECT 1 FROM hosts WHERE user_id = ?').get(userId) !== undefined;

/** Heads of an agency. */
export const isAgencyHead: RoleCheck = (db, userId) =>
  db.prepare('SELECT 1 FROM agencies WHERE head_user_id = ?').get(userId) !== undefined;

/** Coin dealers: resellers and their sub-agents. */
export const isDealer: RoleCheck = (db, userId) => db.prepare('SELECT 1 FROM dealers WHERE user_id = ?').get(userId) !== undefined;

/** Operators of the platform (the internal ban form, the withdrawal review). */
export const isOperator: RoleCheck = (db, userId) => db.prepare('SELECT 1 FROM operators WHERE user_id = ?').get(userId) !== undefined;

/** People who earn beans and may see bills, settlements and withdraw them: hosts and agency heads. */
export const isEarner: RoleCheck = (db, userId) => isHost(db, userId) || isAgencyHead(db, userId);

/** The parent dealer of a sub-agent, or null for a top reseller (undefined when not a dealer). */
export function dealerParent(db: DatabaseSync, userId: number): number | null | undefined {
  const row = db.prepare('SELECT parent_user_id FROM dealers WHERE user_id = ?').get(userId) as { parent_user_id: number | null } | undefined;
  return row === undefined ? undefined : row.parent_user_id;
}

/** Answers `forbidden` unless the signed-in user passes `check` (use after requireSession). */
export function requireRole(db: DatabaseSync, check: RoleCheck): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    if (!check(db, c.var.user.userId)) return fail(c, 'forbidden');
    await next();
  };
}
