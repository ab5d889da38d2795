// The signed-in user's own account.
import { Hono } from 'hono';
import { USER_ENDPOINTS, type MeData } from '../../src/contract/endpoints.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { fail, ok } from './respond.ts';

/** Sub-app with POST /api/user/me. */
export function userApi(deps: ApiDeps) {
  return new Hono<AuthedEnv>().post(USER_ENDPOINTS.me.path, requireSession(deps), (c) => {
    const row = deps.db.prepare('SELECT id, nickname, gender FROM users WHERE id = ?').get(c.var.user.userId) as
      | { id: number; nickname: string; gender: 'female' | 'male' }
      | undefined;
    if (!row) return fail(c, 'userNotFound');
    return ok<MeData>(c, { user_id: String(row.id), nickname: row.nickname, gender: row.gender });
  });
}
