// Wealth and charm levels (SPEC 3, SPEC 9) of the signed-in user (server/account/profile.ts).
import { Hono } from 'hono';
import { LEVEL_ENDPOINTS } from '../../src/contract/account.ts';
import { levelsOf } from '../account/profile.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { answer } from './respond.ts';

/** The levels sub-app: every signed-in user. */
export function levelsApi(deps: ApiDeps) {
  return new Hono<AuthedEnv>().post(LEVEL_ENDPOINTS.mine.path, requireSession(deps), (c) => answer(c, levelsOf(deps.db, c.var.user.userId)));
}
