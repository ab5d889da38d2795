// The follow list (/followList): the people the user follows, with their level badges and whether a stream of theirs
// is open now (live_now, docs/rules.md), newest follow first; following and unfollowing. Whom one may follow is the
// policy's (beFollowed: not a closed account).
import type { FollowView } from '../../src/contract/account.ts';
import { isLiveNow } from '../../src/domain/account.ts';
import { charmExp, levelForExp, wealthExp } from '../../src/domain/levels.ts';
import { decide } from '../../src/domain/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { accountFacts } from './policy.ts';

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

/** A page of the people `userId` follows, newest follow first, after `cursor` (a follow id). */
export function followsOf(db: Db, userId: number, cursor: number | null, now: number): Page<FollowView> {
  const rows = db
    .prepare(
      `SELECT f.id, f.followee_id, f.created_at, u.nickname, u.coins_spent, u.beans_received,
         EXISTS (SELECT 1 FROM hosts h WHERE h.user_id = f.followee_id) AS is_host, l.started_at
       FROM follows f JOIN users u ON u.id = f.followee_id LEFT JOIN live_now l ON l.host_id = f.followee_id
       WHERE f.follower_id = ? AND (? IS NULL OR f.id < ?) ORDER BY f.id DESC LIMIT ?`,
    )
    .all(userId, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as FollowRow[];
  return pageOf(rows, (row): FollowView => ({
    id: String(row.id),
    userId: String(row.followee_id),
    nickname: row.nickname,
    wealthLevel: levelForExp('wealth', wealthExp(row.coins_spent)),
    charmLevel: levelForExp('charm', charmExp(row.beans_received)),
    isHost: row.is_host === 1,
    liveNow: isLiveNow(row.started_at, now),
    followedAt: row.created_at,
  }));
}

/** Stops following `followeeId`. */
export function unfollow(db: Db, userId: number, followeeId: number): Outcome<{ unfollowed: boolean }> {
  return transaction(db, () => {
    const removed = Number(db.prepare('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?').run(userId, followeeId).changes);
    return removed > 0 ? done({ unfollowed: true }) : refused('follow.notFollowing');
  });
}

/** Follows `followeeId` (once; following again changes nothing); an account the policy refuses is not found. */
export function follow(db: Db, userId: number, followeeId: number, now: number): Outcome<{ followed: boolean }> {
  return transaction(db, () => {
    const followee = accountFacts(db, followeeId, now);
    if (!followee || !decide('beFollowed', followee).ok) return refused('userNotFound');
    db.prepare('INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, followeeId, now);
    return done({ followed: true });
  });
}
