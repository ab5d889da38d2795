// What members see of their family (issue 26.5): the member list with roles, wealth levels and this week's
// contributions, the week's contribution ranking, and the live summons on the family page and the "My family" card.
import { describe, expect, it } from 'vitest';
import type { FamilyDetail, FamilyMemberView, FamilyOverview } from '../../src/contract/family.ts';
import type { Page } from '../../server/services/paging.ts';
import { addMember, addUser, callers, code, familyApp, giveCoins, key } from './family-support.ts';

const [CREATOR, MEMBER, OTHER, OUTSIDER] = [59_801, 59_802, 59_803, 59_804];

describe('a family its members can see', () => {
  it('lists members with level and week contribution to every member, ranks the week, and shows the live summons', async () => {
    const t = familyApp(Date.parse('2026-03-18T12:00:00+07:00'));
    addUser(t, CREATOR, 12_000);
    for (const id of [MEMBER, OTHER, OUTSIDER]) addUser(t, id);
    giveCoins(t, CREATOR, 1_000_000);
    giveCoins(t, OTHER, 100_000);
    const as = await callers(t, [CREATOR, MEMBER, OTHER, OUTSIDER]);
    const created = await as(CREATOR)<{ familyId: string }>('/api/family/create', { name: 'Uji Lihat', notice: '' });
    const family = { family_id: created.data.familyId };
    addMember(t, Number(family.family_id), MEMBER);
    addMember(t, Number(family.family_id), OTHER);
    expect((await as(OTHER)('/api/family/contribute', { ...family, amount: '30000' }, key())).code).toBe(0);
    expect((await as(CREATOR)('/api/family/contribute', { ...family, amount: '20000' }, key())).code).toBe(0);

    const byRole = await as(MEMBER)<Page<FamilyMemberView>>('/api/family/members', family);
    expect(byRole.data.items.map((item) => [Number(item.userId), item.role, item.weekContribution])).toEqual([
      [CREATOR, 'creator', 20_000],
      [MEMBER, 'member', 0],
      [OTHER, 'member', 30_000],
    ]);
    expect(byRole.data.items[0]?.wealthLevel).toBe(30);
    const ranked = await as(MEMBER)<Page<FamilyMemberView>>('/api/family/members', { ...family, order: 'contribution' });
    expect(ranked.data.items.map((item) => Number(item.userId))).toEqual([OTHER, CREATOR, MEMBER]);
    expect((await as(MEMBER)('/api/family/members', { ...family, order: 'name' })).code).toBe(code('invalidParams'));
    expect((await as(OUTSIDER)('/api/family/members', family)).code).toBe(code('forbidden'));

    // No summons yet; one sent is on the page and the card of every member, never an outsider's view.
    expect((await as(MEMBER)<FamilyDetail>('/api/family/detail', family)).data.liveSummons).toBeNull();
    const sent = await as(CREATOR)<{ summons: { id: string; expiresAt: number } }>('/api/family/summons/start', { ...family, tier: 'basic' }, key());
    expect(sent.code).toBe(0);
    const badge = { id: sent.data.summons.id, expiresAt: sent.data.summons.expiresAt, packetsLeft: 10 };
    expect((await as(MEMBER)<FamilyDetail>('/api/family/detail', family)).data.liveSummons).toEqual(badge);
    expect((await as(MEMBER)<FamilyOverview>('/api/family/overview')).data.family?.liveSummons).toEqual(badge);
    expect((await as(OUTSIDER)<FamilyDetail>('/api/family/detail', family)).data.liveSummons).toBeNull();
    await as(MEMBER)('/api/family/summons/grab', { summons_id: badge.id }, key());
    expect((await as(OTHER)<FamilyDetail>('/api/family/detail', family)).data.liveSummons?.packetsLeft).toBe(9);
    t.clock.setTo(badge.expiresAt);
    const later = await callers(t, [MEMBER]);
    expect((await later(MEMBER)<FamilyDetail>('/api/family/detail', family)).data.liveSummons).toBeNull();
  });
});
