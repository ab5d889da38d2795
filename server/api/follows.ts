// The follow list (/followList; server/account/follows.ts).
import { Hono } from 'hono';
import { FOLLOW_ENDPOINTS } from '../../src/contract/account.ts';
import { isCanonicalId } from '../../src/domain/account.ts';
import { follow, followsOf, unfollow } from '../account/follows.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The follows sub-app: every signed-in user, about their own follows. */
export function followsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(FOLLOW_ENDPOINTS.list.path, session, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, followsOf(db, c.var.user.userId, cursor, clock.now()));
    })
    .post(FOLLOW_ENDPOINTS.unfollow.path, session, (c) => {
      const raw = c.var.fields['user_id'];
      if (!isCanonicalId(raw)) return fail(c, 'invalidParams');
      return answer(c, unfollow(db, c.var.user.userId, Number(raw)));
    })
    .post(FOLLOW_ENDPOINTS.follow.path, session, (c) => {
      const raw = c.var.fields['user_id'];
      if (!isCanonicalId(raw)) return fail(c, 'invalidParams');
      const userId = Number(raw);
      if (userId === c.var.user.userId) return fail(c, 'invalidParams');
      return answer(c, follow(db, c.var.user.userId, userId, clock.now()));
    });
}
