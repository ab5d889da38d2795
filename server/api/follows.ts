// The follow list (/followList): the people the user follows, with their level badges and whether a stream of theirs
// is open now (live_now, docs/rules.md), newest follow first; and unfollowing.
import { Hono } from 'hono';
import { FOLLOW_ENDPOINTS, type FollowView } from '../../src/contract/account.ts';
import { isCanonicalId, isLiveNow } from '../../src/domain/account.ts';
import { charmExp, levelForExp, wealthExp } from '../../src/domain/levels.ts';
import { transaction } from '../db/transaction.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, pageOf } from './fields.ts';
import { fail, ok } from './respond.ts';

/** A follow with the followed user's figures. */
interface FollowRow {
  id: number;
  followee_id: number;
  nickname: string;
  coins_spent: number;
  beans_received: number;
  is_host: number;
  started_at: number | null;
  created_at: number;
}

/** The follows sub-app: every signed-in user, about their own follows. */
export function followsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(FOLLOW_ENDPOINTS.list.path, session, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const now = clock.now();
      const rows = db
        .prepare(
          `SELECT f.id, f.followee_id, f.created_at, u.nickname, u.coins_spent, u.beans_received,
             EXISTS (SELECT 1 FROM hosts h WHERE h.user_id = f.followee_id) AS is_host, l.started_at
           FROM follows f JOIN users u ON u.id = f.followee_id LEFT JOIN live_now l ON l.host_id = f.followee_id
           WHERE f.follower_id = ? AND (? IS NULL OR f.id < ?) ORDER BY f.id DESC LIMIT ?`,
        )
        .all(c.var.user.userId, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as FollowRow[];
      return ok(
        c,
        pageOf(rows, (row): FollowView => ({
          id: String(row.id),
          userId: String(row.followee_id),
          nickname: row.nickname,
          wealthLevel: levelForExp('wealth', wealthExp(row.coins_spent)),
          charmLevel: levelForExp('charm', charmExp(row.beans_received)),
          isHost: row.is_host === 1,
          liveNow: isLiveNow(row.started_at, now),
          followedAt: row.created_at,
        })),
      );
    })
    .post(FOLLOW_ENDPOINTS.unfollow.path, session, (c) => {
      const raw = c.var.fields['user_id'];
      if (!isCanonicalId(raw)) return fail(c, 'invalidParams');
      const userId = Number(raw);
      return transaction(db, () => {
        const removed = Number(db.prepare('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?').run(c.var.user.userId, userId).changes);
        return removed > 0 ? ok(c, { unfollowed: true }) : fail(c, 'follow.notFollowing');
      });
    })
    .post(FOLLOW_ENDPOINTS.follow.path, session, (c) => {
      const raw = c.var.fields['user_id'];
      if (!isCanonicalId(raw)) return fail(c, 'invalidParams');
      const userId = Number(raw);
      if (userId === c.var.user.userId) return fail(c, 'invalidParams');
      return transaction(db, () => {
        if (db.prepare('SELECT 1 FROM users WHERE id = ? AND closed_at IS NULL').get(userId) === undefined) return fail(c, 'userNotFound');
        db.prepare('INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(c.var.user.userId, userId, clock.now());
        return ok(c, { followed: true });
      });
    });
}
