// The family screens' API (SPEC 3-6, 8, 9): ranking and search, a family's page, creating (wealth level 30), joining by
// request, leaving, the members and what each role may do with them, favourite hosts, editing, expanding and
// dissolving. Every family error code is met at least once (the last test checks).
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { FamilyDetail, FamilyListItem, FamilyMemberView, FamilyOverview, JoinRequestView } from '../../src/contract/family.ts';
import type { Page } from '../../src/contract/paging.ts';
import { FAMILY_CREATE_MIN_WEALTH_LEVEL } from '../../src/domain/family-info.ts';
import { FAMILY_EXPANSION_COST_COINS, FAMILY_EXPANSIONS_MAX, FAMILY_MUTE_HOURS } from '../../src/domain/family-members.ts';
import { FAMILY_TIER_LIMITS, FAMILY_TIERS } from '../../src/domain/family-tiers.ts';
import { reconcile } from '../../server/services/ledger.ts';
import { DEMO_FAMILY_ID, DEMO_FAMILY_NEWCOMERS } from '../../server/demo/families.ts';
import { TEST_FAMILIES } from '../support/test-families.ts';
import { addMember, addUser, callers, code, familyApp, familyBalance, giveFamilyCoins, key } from './family-support.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROLES = TEST_FAMILIES.roles;
const [CREATOR, ADMIN, M1, M2, M3] = ROLES.people;

/** Every family code an answer carried in this file. */
const seen = new Set<number>();
/** Records the code of an answer and returns the answer. */
function saw<T extends { code: number }>(answer: T): T {
  seen.add(answer.code);
  return answer;
}

describe('/api/family/overview and /api/family/list', () => {
  it('tells 10002 they lead 30001 (Silver) and may create, and a newcomer below the level that they may not', async () => {
    const t = familyApp();
    const as = await callers(t, [10002, DEMO_FAMILY_NEWCOMERS.belowLevel, DEMO_FAMILY_NEWCOMERS.atLevel]);
    const creator = await as(10002)<FamilyOverview>('/api/family/overview');
    expect(creator.data).toMatchObject({ userId: '10002', canCreate: true, family: { id: '30001', tier: 'silver', role: 'creator' }, request: null });
    const below = await as(DEMO_FAMILY_NEWCOMERS.belowLevel)<FamilyOverview>('/api/family/overview');
    expect(below.data).toMatchObject({ wealthLevel: FAMILY_CREATE_MIN_WEALTH_LEVEL - 1, canCreate: false, family: null });
    const at = await as(DEMO_FAMILY_NEWCOMERS.atLevel)<FamilyOverview>('/api/family/overview');
    expect(at.data).toMatchObject({ wealthLevel: FAMILY_CREATE_MIN_WEALTH_LEVEL, canCreate: true, family: null });
  });

  it('ranks live families by this week prestige, pages by 20, and searches by name or id keeping each rank', async () => {
    const t = familyApp();
    const as = await callers(t, [10004, DEMO_FAMILY_NEWCOMERS.atLevel]);
    // One family more than a page.
    expect((await as(DEMO_FAMILY_NEWCOMERS.atLevel)('/api/family/create', { name: 'Keluarga 21', notice: '' })).code).toBe(0);
    const first = await as(10004)<Page<FamilyListItem>>('/api/family/list');
    expect(first.code).toBe(0);
    expect(first.data.items).toHaveLength(20);
    expect(first.data.items.map((item) => item.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (let i = 1; i < first.data.items.length; i++) {
      const [a, b] = [first.data.items[i - 1]!, first.data.items[i]!];
      expect(a.weeklyPrestige > b.weeklyPrestige || (a.weeklyPrestige === b.weeklyPrestige && FAMILY_TIERS.indexOf(a.tier) >= FAMILY_TIERS.indexOf(b.tier))).toBe(true);
    }
    expect(new Set(first.data.items.map((item) => item.tier))).toEqual(new Set(FAMILY_TIERS));
    const rest = await as(10004)<Page<FamilyListItem>>('/api/family/list', { cursor: first.data.next ?? '' });
    expect(rest.data.items.length).toBeGreaterThan(0);
    expect(rest.data.items[0]?.rank).toBe(21);
    const found = await as(10004)<Page<FamilyListItem>>('/api/family/list', { query: 'bintang' });
    const bintang = first.data.items.concat(rest.data.items).find((item) => item.id === '30001');
    expect(found.data.items).toEqual([bintang]);
    expect((await as(10004)<Page<FamilyListItem>>('/api/family/list', { query: '30001' })).data.items).toEqual([bintang]);
    expect((await as(10004)<Page<FamilyListItem>>('/api/family/list', { query: 'no such family' })).data).toEqual({ items: [], next: null });
    expect(saw(await as(10004)('/api/family/list', { cursor: 'x' })).code).toBe(ERROR_CODES.invalidParams);
  });
});

describe('/api/family/detail', () => {
  it("shows 30001's tier, limits, creator, admins, prestige, progress, history and favourite hosts; coins to members only", async () => {
    const t = familyApp();
    const as = await callers(t, [10004, 10003]);
    const member = await as(10004)<FamilyDetail>('/api/family/detail', { family_id: String(DEMO_FAMILY_ID) });
    expect(member.data).toMatchObject({
      id: '30001',
      tier: 'silver',
      creator: { userId: '10002' },
      memberLimit: FAMILY_TIER_LIMITS.silver.members,
      limits: FAMILY_TIER_LIMITS.silver,
      myRole: 'member',
      dissolve: null,
    });
    expect(member.data.admins.map((admin) => admin.role)).toEqual(['viceLeader', 'admin', 'admin']);
    expect(member.data.admins.map((admin) => admin.userId)).toContain('10001');
    expect(member.data.history).toHaveLength(8);
    expect(member.data.history.every((week) => week.tier === 'silver')).toBe(true);
    expect(member.data.progress.remaining).toBe(member.data.progress.nextMinPrestige - member.data.weeklyPrestige);
    expect(member.data.favoriteHosts.map((host) => host.userId)).toContain('10001');
    expect(member.data.coins).toBeGreaterThan(0);
    const stranger = await as(10003)<FamilyDetail>('/api/family/detail', { family_id: String(DEMO_FAMILY_ID) });
    expect(stranger.data).toMatchObject({ coins: null, myRole: null, myRequestId: null });
    expect(saw(await as(10003)('/api/family/detail', { family_id: '39999' })).code).toBe(code('family.notFound'));
    expect(saw(await as(10003)('/api/family/detail', { family_id: 'x' })).code).toBe(ERROR_CODES.invalidParams);
  });
});

describe('/api/family/create', () => {
  it('refuses below wealth level 30, then creates at level 30 a Bronze family led by its creator', async () => {
    const t = familyApp();
    const { belowLevel, atLevel } = DEMO_FAMILY_NEWCOMERS;
    const as = await callers(t, [belowLevel, atLevel, 10004]);
    expect(saw(await as(belowLevel)('/api/family/create', { name: 'Keluarga Baru', notice: '' })).code).toBe(code('family.levelTooLow'));
    // The same person, one exp point later, is at level 30.
    t.db.prepare('UPDATE users SET wealth_exp = wealth_exp + 1 WHERE id = ?').run(belowLevel);
    const created = await as(belowLevel)<{ familyId: string }>('/api/family/create', { name: '  Keluarga Baru  ', notice: 'Halo\nsemua' });
    expect(created.code).toBe(0);
    const detail = await as(belowLevel)<FamilyDetail>('/api/family/detail', { family_id: created.data.familyId });
    expect(detail.data).toMatchObject({ name: 'Keluarga Baru', notice: 'Halo\nsemua', tier: 'bronze', members: 1, myRole: 'creator', creator: { userId: String(belowLevel) } });
    expect(saw(await as(belowLevel)('/api/family/create', { name: 'Lagi', notice: '' })).code).toBe(code('family.alreadyInFamily'));
    expect(saw(await as(10004)('/api/family/create', { name: 'Lagi', notice: '' })).code).toBe(code('family.alreadyInFamily'));
    expect(saw(await as(atLevel)('/api/family/create', { name: 'keluarga BARU', notice: '' })).code).toBe(code('family.nameTaken'));
  });

  it('checks the name and the notice as the page does', async () => {
    const t = familyApp();
    const as = await callers(t, [DEMO_FAMILY_NEWCOMERS.atLevel]);
    const create = (name: string, notice = '') => as(DEMO_FAMILY_NEWCOMERS.atLevel)('/api/family/create', { name, notice }).then(saw);
    expect((await create('   ')).code).toBe(code('family.nameRequired'));
    expect((await create('x'.repeat(21))).code).toBe(code('family.nameTooLong'));
    expect((await create('a\u200bb')).code).toBe(code('family.nameInvalid'));
    expect((await create('Baik', 'x'.repeat(201))).code).toBe(code('family.noticeTooLong'));
    expect((await create('Baik', 'a\u0007b')).code).toBe(code('family.noticeInvalid'));
    expect((await create('Keluarga Bintang')).code).toBe(code('family.nameTaken'));
    expect((await create('<b>Baik</b>')).code).toBe(0);
  });

  it('cancels the creator’s pending join request', async () => {
    const t = familyApp();
    const { atLevel } = DEMO_FAMILY_NEWCOMERS;
    const as = await callers(t, [atLevel]);
    expect((await as(atLevel)('/api/family/join', { family_id: String(DEMO_FAMILY_ID) })).code).toBe(0);
    expect((await as(atLevel)('/api/family/create', { name: 'Sendiri', notice: '' })).code).toBe(0);
    expect((await as(atLevel)<FamilyOverview>('/api/family/overview')).data.request).toBeNull();
  });
});

describe('joining by request', () => {
  it('sends one request at a time, which the user may cancel, and an admin accepts or rejects', async () => {
    const t = familyApp();
    const { joiner, atLevel } = DEMO_FAMILY_NEWCOMERS;
    const as = await callers(t, [joiner, atLevel, ADMIN, M1]);
    const family = { family_id: String(ROLES.id) };
    const sent = await as(joiner)<{ requestId: string }>('/api/family/join', family);
    expect(sent.code).toBe(0);
    expect(saw(await as(joiner)('/api/family/join', { family_id: String(DEMO_FAMILY_ID) })).code).toBe(code('family.requestPending'));
    expect((await as(joiner)<FamilyOverview>('/api/family/overview')).data.request).toMatchObject({ id: sent.data.requestId, familyId: String(ROLES.id) });
    expect((await as(joiner)<FamilyDetail>('/api/family/detail', family)).data.myRequestId).toBe(sent.data.requestId);
    expect((await as(joiner)('/api/family/request/cancel', { request_id: sent.data.requestId })).code).toBe(0);
    expect(saw(await as(joiner)('/api/family/request/cancel', { request_id: sent.data.requestId })).code).toBe(code('family.requestNotFound'));

    const again = await as(joiner)<{ requestId: string }>('/api/family/join', family);
    const other = await as(atLevel)<{ requestId: string }>('/api/family/join', family);
    const pending = await as(ADMIN)<Page<JoinRequestView>>('/api/family/requests', family);
    expect(pending.data.items.map((request) => request.userId)).toEqual([String(joiner), String(atLevel)]);
    expect(saw(await as(M1)('/api/family/requests', family)).code).toBe(ERROR_CODES.forbidden);
    expect(saw(await as(M1)('/api/family/request/decide', { ...family, request_id: again.data.requestId, decision: 'accept' })).code).toBe(ERROR_CODES.forbidden);

    const accepted = await as(ADMIN)<{ members: number }>('/api/family/request/decide', { ...family, request_id: again.data.requestId, decision: 'accept' });
    expect(accepted).toMatchObject({ code: 0, data: { members: ROLES.people.length + 1 } });
    expect((await as(joiner)<FamilyOverview>('/api/family/overview')).data).toMatchObject({ family: { id: String(ROLES.id), role: 'member' }, request: null });
    expect(saw(await as(ADMIN)('/api/family/request/decide', { ...family, request_id: again.data.requestId, decision: 'reject' })).code).toBe(
      code('family.requestNotFound'),
    );
    expect((await as(ADMIN)('/api/family/request/decide', { ...family, request_id: other.data.requestId, decision: 'reject' })).code).toBe(0);
    expect((await as(atLevel)<FamilyOverview>('/api/family/overview')).data).toMatchObject({ family: null, request: null });
    expect(saw(await as(joiner)('/api/family/join', family)).code).toBe(code('family.alreadyInFamily'));
    expect(saw(await as(ADMIN)('/api/family/request/decide', { ...family, request_id: other.data.requestId, decision: 'maybe' })).code).toBe(
      ERROR_CODES.invalidParams,
    );
  });

  it('refuses a full family, counting the places the creator bought', async () => {
    const t = familyApp();
    const { joiner } = DEMO_FAMILY_NEWCOMERS;
    for (let i = 0; i < FAMILY_TIER_LIMITS.bronze.members - ROLES.people.length; i++) {
      addUser(t, 54600 + i);
      addMember(t, ROLES.id, 54600 + i);
    }
    const as = await callers(t, [joiner, CREATOR]);
    const family = { family_id: String(ROLES.id) };
    expect(saw(await as(joiner)('/api/family/join', family)).code).toBe(code('family.full'));
    giveFamilyCoins(t, ROLES.id, FAMILY_EXPANSION_COST_COINS);
    const expanded = await as(CREATOR)<{ expansions: number; memberLimit: number; coins: number }>('/api/family/expand', family, key());
    expect(expanded.data).toEqual({ expansions: 1, memberLimit: FAMILY_TIER_LIMITS.bronze.members + 10, coins: familyBalance(t, ROLES.id) });
    const request = await as(joiner)<{ requestId: string }>('/api/family/join', family);
    expect(request.code).toBe(0);
    // Full again between the request and the answer: accepting checks the limit again.
    for (let i = 0; i < 10; i++) {
      addUser(t, 54700 + i);
      addMember(t, ROLES.id, 54700 + i);
    }
    expect(saw(await as(CREATOR)('/api/family/request/decide', { ...family, request_id: request.data.requestId, decision: 'accept' })).code).toBe(
      code('family.full'),
    );
  });
});

describe('leaving', () => {
  it('lets members and admins leave (an admin loses the role) but never the creator', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR, ADMIN, M1, 10003]);
    const family = { family_id: String(ROLES.id) };
    expect(saw(await as(CREATOR)('/api/family/leave', family)).code).toBe(code('family.creatorCannotLeave'));
    expect((await as(ADMIN)('/api/family/leave', family)).data).toEqual({ left: true, lostRole: 'admin' });
    expect((await as(M1)('/api/family/leave', family)).data).toEqual({ left: true, lostRole: null });
    expect(saw(await as(10003)('/api/family/leave', family)).code).toBe(ERROR_CODES.forbidden);
    // Back through a request, the former admin is a member.
    const request = await as(ADMIN)<{ requestId: string }>('/api/family/join', family);
    await as(CREATOR)('/api/family/request/decide', { ...family, request_id: request.data.requestId, decision: 'accept' });
    expect((await as(ADMIN)<FamilyOverview>('/api/family/overview')).data.family?.role).toBe('member');
  });
});

describe('members and role actions', () => {
  it('lists the members to members only, creator first', async () => {
    const t = familyApp();
    const as = await callers(t, [M1, 10003]);
    const page = await as(M1)<Page<FamilyMemberView>>('/api/family/members', { family_id: String(ROLES.id) });
    expect(page.data.items.map((member) => member.role)).toEqual(['creator', 'admin', 'member', 'member', 'member', 'member', 'member']);
    expect(saw(await as(10003)('/api/family/members', { family_id: String(ROLES.id) })).code).toBe(ERROR_CODES.forbidden);
  });

  it('marks the members who are live now, so the list opens their room', async () => {
    const t = familyApp();
    const as = await callers(t, [10002]);
    const family = { family_id: String(DEMO_FAMILY_ID) };
    const before = await as(10002)<Page<FamilyMemberView>>('/api/family/members', family);
    expect(before.data.items.filter((member) => member.liveNow)).toEqual([]);
    // 10001, a host and an admin of 30001, starts streaming.
    t.db.prepare('INSERT INTO live_now (host_id, started_at) VALUES (?, ?)').run(10001, t.clock.now() - 60_000);
    const after = await as(10002)<Page<FamilyMemberView>>('/api/family/members', family);
    expect(after.data.items.filter((member) => member.liveNow).map((member) => member.userId)).toEqual(['10001']);
  });

  it('lets an admin mute and kick members, never another admin or the creator', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR, ADMIN, M1]);
    const family = { family_id: String(ROLES.id) };
    const now = t.clock.now();
    const muted = await as(ADMIN)<{ mutedUntil: number }>('/api/family/member/mute', { ...family, user_id: String(M1), muted: '1' });
    expect(muted.data.mutedUntil).toBeGreaterThanOrEqual(now + FAMILY_MUTE_HOURS * HOUR_MS);
    expect(muted.data.mutedUntil).toBeLessThan(now + FAMILY_MUTE_HOURS * HOUR_MS + 60_000);
    const listed = await as(M1)<Page<FamilyMemberView>>('/api/family/members', family);
    expect(listed.data.items.find((member) => member.userId === String(M1))?.mutedUntil).toBe(muted.data.mutedUntil);
    expect((await as(ADMIN)('/api/family/member/mute', { ...family, user_id: String(M1), muted: '0' })).data).toEqual({ mutedUntil: null });
    expect(saw(await as(ADMIN)('/api/family/member/mute', { ...family, user_id: String(CREATOR), muted: '1' })).code).toBe(code('family.roleTooHigh'));
    expect(saw(await as(M1)('/api/family/member/mute', { ...family, user_id: String(M2), muted: '1' })).code).toBe(ERROR_CODES.forbidden);
    expect(saw(await as(ADMIN)('/api/family/member/kick', { ...family, user_id: '10003' })).code).toBe(code('family.notMember'));
    expect((await as(ADMIN)('/api/family/member/kick', { ...family, user_id: String(M1) })).data).toEqual({ members: ROLES.people.length - 1 });
    expect(saw(await as(M1)('/api/family/members', family)).code).toBe(ERROR_CODES.forbidden);
    // The creator appoints a second admin; admins cannot kick each other; the creator can.
    expect((await as(CREATOR)('/api/family/member/role', { ...family, user_id: String(M2), role: 'admin' })).code).toBe(0);
    expect(saw(await as(ADMIN)('/api/family/member/kick', { ...family, user_id: String(M2) })).code).toBe(code('family.roleTooHigh'));
    expect((await as(CREATOR)('/api/family/member/kick', { ...family, user_id: String(M2) })).code).toBe(0);
  });

  it('lets the creator appoint admins up to the tier limit and one vice leader, and take roles back', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR, ADMIN]);
    const family = { family_id: String(ROLES.id) };
    const setRole = (userId: number, role: string) => as(CREATOR)('/api/family/member/role', { ...family, user_id: String(userId), role }).then(saw);
    // Bronze allows 2 admins: ADMIN and M1.
    expect(FAMILY_TIER_LIMITS.bronze.admins).toBe(2);
    expect((await setRole(M1, 'admin')).code).toBe(0);
    expect((await setRole(M2, 'admin')).code).toBe(code('family.adminLimit'));
    expect((await setRole(M2, 'viceLeader')).code).toBe(0);
    expect((await setRole(M3, 'viceLeader')).code).toBe(code('family.viceLeaderLimit'));
    expect((await setRole(CREATOR, 'member')).code).toBe(code('family.roleTooHigh'));
    expect((await setRole(M1, 'member')).code).toBe(0);
    expect((await setRole(M3, 'admin')).code).toBe(0);
    expect((await setRole(M3, 'owner')).code).toBe(ERROR_CODES.invalidParams);
    expect(saw(await as(ADMIN)('/api/family/member/role', { ...family, user_id: String(M1), role: 'admin' })).code).toBe(ERROR_CODES.forbidden);
    const detail = await as(CREATOR)<FamilyDetail>('/api/family/detail', family);
    expect(detail.data.admins[0]).toMatchObject({ userId: String(M2), role: 'viceLeader' });
    expect(detail.data.admins.slice(1).map((admin) => admin.userId).sort()).toEqual([String(ADMIN), String(M3)].sort());
  });

  it('lets the creator pick favourite hosts up to the tier limit, hosts only', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR]);
    const family = { family_id: String(ROLES.id) };
    const favorite = (userId: number | string, on = '1') => as(CREATOR)('/api/family/favorite-host', { ...family, user_id: String(userId), favorite: on }).then(saw);
    const hosts = t.db.prepare('SELECT user_id FROM hosts ORDER BY user_id LIMIT ?').all(FAMILY_TIER_LIMITS.bronze.favoriteHosts + 1) as { user_id: number }[];
    for (const host of hosts.slice(0, -1)) expect((await favorite(host.user_id)).code).toBe(0);
    expect((await favorite(hosts.at(-1)!.user_id)).code).toBe(code('family.favoriteLimit'));
    expect((await favorite(10004)).code).toBe(code('family.notHost'));
    expect((await favorite(99999999)).code).toBe(ERROR_CODES.userNotFound);
    const removed = await favorite(hosts[0]!.user_id, '0');
    expect(removed.data).toEqual({ favoriteHosts: expect.any(Array) });
    expect((removed.data as { favoriteHosts: unknown[] }).favoriteHosts).toHaveLength(FAMILY_TIER_LIMITS.bronze.favoriteHosts - 1);
  });

  it('lets the creator edit the name and notice, with the same checks as creating', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR, ADMIN]);
    const family = { family_id: String(ROLES.id) };
    const edited = await as(CREATOR)<FamilyDetail>('/api/family/edit', { ...family, name: 'Peran Baru', notice: 'Selamat datang' });
    expect(edited.data).toMatchObject({ name: 'Peran Baru', notice: 'Selamat datang' });
    expect(saw(await as(CREATOR)('/api/family/edit', { ...family, name: 'KELUARGA BINTANG', notice: '' })).code).toBe(code('family.nameTaken'));
    expect(saw(await as(ADMIN)('/api/family/edit', { ...family, name: 'Admin', notice: '' })).code).toBe(ERROR_CODES.forbidden);
  });
});

describe('expanding the member limit', () => {
  it('costs family coins, at most 5 times, the creator only', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR, ADMIN]);
    const family = { family_id: String(ROLES.id) };
    expect(saw(await as(CREATOR)('/api/family/expand', family, key())).code).toBe(code('family.notEnoughCoins'));
    expect(saw(await as(ADMIN)('/api/family/expand', family, key())).code).toBe(ERROR_CODES.forbidden);
    giveFamilyCoins(t, ROLES.id, FAMILY_EXPANSION_COST_COINS * (FAMILY_EXPANSIONS_MAX + 1));
    const repeat = key();
    const first = await as(CREATOR)('/api/family/expand', family, repeat);
    expect(await as(CREATOR)('/api/family/expand', family, repeat)).toEqual(first);
    for (let i = 1; i < FAMILY_EXPANSIONS_MAX; i++) expect((await as(CREATOR)('/api/family/expand', family, key())).code).toBe(0);
    expect(saw(await as(CREATOR)('/api/family/expand', family, key())).code).toBe(code('family.expansionMax'));
    expect(familyBalance(t, ROLES.id)).toBe(FAMILY_EXPANSION_COST_COINS);
    expect((await as(CREATOR)<FamilyDetail>('/api/family/detail', family)).data).toMatchObject({ expansions: 5, memberLimit: FAMILY_TIER_LIMITS.bronze.members + 50 });
    expect(reconcile(t.db)).toEqual([]);
  });
});

describe('dissolving', () => {
  const D = TEST_FAMILIES.dissolve;
  const [D_CREATOR = 0, D_MEMBER = 0] = D.people;

  it('starts a 10-day cooling period that freezes joining, recruitment and promotion, and can be cancelled', async () => {
    const t = familyApp();
    const as = await callers(t, [D_CREATOR, D_MEMBER, D.joiner, DEMO_FAMILY_NEWCOMERS.joiner]);
    const family = { family_id: String(D.id) };
    const pendingBefore = await as(DEMO_FAMILY_NEWCOMERS.joiner)<{ requestId: string }>('/api/family/join', family);
    expect(saw(await as(D_MEMBER)('/api/family/dissolve', family)).code).toBe(ERROR_CODES.forbidden);
    expect(saw(await as(D_CREATOR)('/api/family/dissolve/cancel', family)).code).toBe(code('family.notCooling'));
    const started = await as(D_CREATOR)<{ requestedAt: number; deleteAt: number }>('/api/family/dissolve', family);
    expect(started.data.deleteAt - started.data.requestedAt).toBe(10 * DAY_MS);
    expect(saw(await as(D_CREATOR)('/api/family/dissolve', family)).code).toBe(code('family.alreadyCooling'));
    expect((await as(D.joiner)<FamilyDetail>('/api/family/detail', family)).data.dissolve).toEqual(started.data);
    expect(saw(await as(D.joiner)('/api/family/join', family)).code).toBe(code('family.cooling'));
    expect(saw(await as(D_CREATOR)('/api/family/request/decide', { ...family, request_id: pendingBefore.data.requestId, decision: 'accept' })).code).toBe(
      code('family.cooling'),
    );
    expect(saw(await as(D_CREATOR)('/api/family/member/role', { ...family, user_id: String(D_MEMBER), role: 'admin' })).code).toBe(code('family.cooling'));
    // Muting and kicking go on; rejecting is not recruiting.
    expect((await as(D_CREATOR)('/api/family/member/mute', { ...family, user_id: String(D_MEMBER), muted: '1' })).code).toBe(0);
    expect((await as(D_CREATOR)('/api/family/request/decide', { ...family, request_id: pendingBefore.data.requestId, decision: 'reject' })).code).toBe(0);
    expect((await as(D_CREATOR)('/api/family/dissolve/cancel', family)).code).toBe(0);
    expect((await as(D.joiner)('/api/family/join', family)).code).toBe(0);
  });

  it('deletes the family 10 days later: members removed, requests closed, coins forfeited, name free', async () => {
    const t = familyApp();
    giveFamilyCoins(t, D.id, 12_345);
    const as = await callers(t, [D_CREATOR, D_MEMBER, D.joiner]);
    const family = { family_id: String(D.id) };
    const started = await as(D_CREATOR)<{ deleteAt: number }>('/api/family/dissolve', family);
    expect((await as(D.joiner)('/api/family/join', { family_id: String(ROLES.id) })).code).toBe(0);
    // Sessions last 24 hours: each look ten days later signs in again. (The test clock runs on: a minute before.)
    t.clock.setTo(started.data.deleteAt - 60_000);
    const lastMoment = await callers(t, [D_MEMBER]);
    expect((await lastMoment(D_MEMBER)<FamilyOverview>('/api/family/overview')).data.family?.id).toBe(String(D.id));
    t.clock.setTo(started.data.deleteAt);
    const later = await callers(t, [D_CREATOR, D_MEMBER]);
    const overview = await later(D_MEMBER)<FamilyOverview>('/api/family/overview');
    expect(overview.code).toBe(0);
    expect(overview.data.family).toBeNull();
    expect(saw(await later(D_CREATOR)('/api/family/detail', family)).code).toBe(code('family.notFound'));
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM family_members WHERE family_id = ?').get(D.id)).toEqual({ n: 0 });
    expect(familyBalance(t, D.id)).toBe(0);
    expect(reconcile(t.db)).toEqual([]);
    const list = await later(D_MEMBER)<Page<FamilyListItem>>('/api/family/list', { query: D.name });
    expect(list.data.items).toEqual([]);
    expect((await later(D_CREATOR)('/api/family/create', { name: D.name, notice: '' })).code).toBe(0);
  });
});

afterAll(() => {
  // Every code of this file's share of the family block (the summons and coin codes are met in family-coins.test.ts).
  const names = [
    'family.notFound', 'family.levelTooLow', 'family.alreadyInFamily', 'family.nameRequired', 'family.nameTooLong', 'family.nameInvalid',
    'family.nameTaken', 'family.noticeTooLong', 'family.noticeInvalid', 'family.requestPending', 'family.cooling', 'family.full',
    'family.notMember', 'family.creatorCannotLeave', 'family.requestNotFound', 'family.roleTooHigh', 'family.adminLimit',
    'family.viceLeaderLimit', 'family.alreadyCooling', 'family.notCooling', 'family.notHost', 'family.favoriteLimit', 'family.expansionMax',
    'family.notEnoughCoins',
  ] as const;
  expect(names.filter((name) => !seen.has(ERROR_CODES[name]))).toEqual([]);
});
