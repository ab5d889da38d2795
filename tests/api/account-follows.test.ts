// The follow list (/followList): newest follow first, 20 a page, level badges and "live now" (a stream open in
// live_now, docs/rules.md), and unfollowing.
import { describe, expect, it } from 'vitest';
import { FOLLOW_ENDPOINTS, type FollowView } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { LIVE_NOW_MAX_HOURS } from '../../src/domain/account.ts';
import { caller, testApp } from './helpers.ts';

describe('POST /api/follows/list', () => {
  it("pages 10004's 25 follows by 20, newest first, with levels and who is live now", async () => {
    const t = testApp();
    const andi = await caller(t, '10004');
    const first = await andi<Page<FollowView>>(FOLLOW_ENDPOINTS.list.path);
    expect(first.data.items).toHaveLength(20);
    expect(first.data.next).not.toBeNull();
    const second = await andi<Page<FollowView>>(FOLLOW_ENDPOINTS.list.path, { cursor: first.data.next ?? '' });
    expect(second.data).toMatchObject({ next: null });
    const all = [...first.data.items, ...second.data.items];
    expect(all).toHaveLength(25);
    expect(all.at(-1)).toMatchObject({ userId: '10001', nickname: 'Sari', charmLevel: 12, isHost: true, liveNow: false });
    expect(all.map((f) => f.followedAt)).toEqual([...all.map((f) => f.followedAt)].sort((a, b) => b - a));
    expect(all.filter((f) => f.liveNow).map((f) => f.userId).sort()).toEqual(['20102', '20105', '20110']);
  });

  it('stops showing a stream as live after 12 hours (a record the live service never closed)', async () => {
    const t = testApp();
    t.clock.setTo(t.clock.now() + LIVE_NOW_MAX_HOURS * 3_600_000);
    const items = [];
    const andi = await caller(t, '10004');
    for (let cursor = ''; ; ) {
      const page = await andi<Page<FollowView>>(FOLLOW_ENDPOINTS.list.path, { cursor });
      items.push(...page.data.items);
      if (!page.data.next) break;
      cursor = page.data.next;
    }
    expect(items.filter((f) => f.liveNow)).toEqual([]);
  });

  it('is empty for someone who follows no one', async () => {
    const t = testApp();
    expect((await (await caller(t, '52006'))<Page<FollowView>>(FOLLOW_ENDPOINTS.list.path)).data).toEqual({ items: [], next: null });
  });
});

describe('POST /api/follows/unfollow', () => {
  it('unfollows once; the list no longer shows them', async () => {
    const t = testApp();
    const andi = await caller(t, '10004');
    expect(await andi(FOLLOW_ENDPOINTS.unfollow.path, { user_id: '20102' })).toMatchObject({ code: 0, data: { unfollowed: true } });
    expect((await andi(FOLLOW_ENDPOINTS.unfollow.path, { user_id: '20102' })).code).toBe(ERROR_CODES['follow.notFollowing']);
    expect((await andi(FOLLOW_ENDPOINTS.unfollow.path, { user_id: '020102' })).code).toBe(ERROR_CODES.invalidParams);
    const first = await andi<Page<FollowView>>(FOLLOW_ENDPOINTS.list.path);
    expect(first.data.items.some((f) => f.userId === '20102')).toBe(false);
    // Following again (the list's undo) puts them back at the top; a second follow changes nothing.
    expect(await andi(FOLLOW_ENDPOINTS.follow.path, { user_id: '20102' })).toMatchObject({ code: 0, data: { followed: true } });
    expect((await andi(FOLLOW_ENDPOINTS.follow.path, { user_id: '20102' })).code).toBe(0);
    expect((await andi<Page<FollowView>>(FOLLOW_ENDPOINTS.list.path)).data.items[0]?.userId).toBe('20102');
    expect((await andi(FOLLOW_ENDPOINTS.follow.path, { user_id: '10004' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await andi(FOLLOW_ENDPOINTS.follow.path, { user_id: '99999' })).code).toBe(ERROR_CODES.userNotFound);
    // Another user's follow is untouched.
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM follows WHERE follower_id = 10002 AND followee_id = 20102').get()).toEqual({ n: 1 });
  });
});
