// The signed-in user's own account.
import { Hono } from 'hono';
import { USER_ENDPOINTS } from '../../src/contract/endpoints.ts';
import { profileOf } from '../account/profile.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { answer } from './respond.ts';

/** Sub-app with POST /api/user/me. */
export function userApi(deps: ApiDeps) {
  return new Hono<AuthedEnv>().post(USER_ENDPOINTS.me.path, requireSession(deps), (c) => answer(c, profileOf(deps.db, c.var.user.userId, deps.clock.now())));
}
