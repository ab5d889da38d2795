// Handing a family over (issue 27.6): the creator hands the family to one of its admins, who then has every creator's
// right; refused to a member, a banned or cancelling admin, the creator themself, and while the family is disbanding;
// one hand-over of two at once; a retry under the same key gets the first answer; the old creator can then cancel.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, type AccountStatus } from '../../src/contract/account.ts';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../src/contract/family.ts';
import { TEST_FAMILIES } from '../support/test-families.ts';
import { callers, code, familyApp, key, type App } from './family-support.ts';

const FAMILY = TEST_FAMILIES.roles;
const [CREATOR, ADMIN, MEMBER, SECOND] = FAMILY.people;

/** The roles family with a second admin, and a caller per person. */
async function setUp(): Promise<{ t: App; as: Awaited<ReturnType<typeof callers>> }> {
  const t = familyApp();
  t.db.prepare("UPDATE family_members SET role = 'admin' WHERE family_id = ? AND user_id = ?").run(FAMILY.id, SECOND);
  return { t, as: await callers(t, [CREATOR, ADMIN, MEMBER, SECOND]) };
}

const handOver = (to: number) => ({ family_id: FAMILY.id, user_id: to });

describe('POST /api/family/hand-over', () => {
  it('makes the admin the creator with every creator right; the old creator becomes an admin and may cancel', async () => {
    const { t, as } = await setUp();
    const blocked = await as(CREATOR)<AccountStatus>(ACCOUNT_ENDPOINTS.status.path);
    expect(blocked.data.blockers).toContain('familyCreator');
    expect(blocked.data.losses.family).toEqual({ id: String(FAMILY.id), name: FAMILY.name });

    const done = await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), key());
    expect(done).toMatchObject({ code: 0, data: { familyId: String(FAMILY.id), creator: { userId: String(ADMIN) } } });

    const roles = t.db.prepare('SELECT user_id, role FROM family_members WHERE family_id = ? AND user_id IN (?, ?)').all(FAMILY.id, CREATOR, ADMIN);
    expect(roles).toEqual(expect.arrayContaining([{ user_id: CREATOR, role: 'admin' }, { user_id: ADMIN, role: 'creator' }]));
    // The new creator's rights: the settings (a creator's own action), and the family's page names them.
    const edited = await as(ADMIN)<FamilyDetail>(FAMILY_ENDPOINTS.edit.path, { family_id: FAMILY.id, name: 'Uji Peran Baru', notice: 'Halo' });
    expect(edited.code).toBe(0);
    expect(edited.data.creator.userId).toBe(String(ADMIN));
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.edit.path, { family_id: FAMILY.id, name: 'Lagi', notice: '' })).code).toBe(code('forbidden'));

    // The news line for everyone, and the new creator's notice until dismissed.
    const seenByMember = await as(MEMBER)<FamilyDetail>(FAMILY_ENDPOINTS.detail.path, { family_id: FAMILY.id });
    expect(seenByMember.data.news).toEqual([{ kind: 'handOver', from: { userId: String(CREATOR), nickname: `Uji ${CREATOR}` }, to: { userId: String(ADMIN), nickname: `Uji ${ADMIN}` }, at: t.clock.now() }]);
    expect(seenByMember.data.handedToMe).toBeNull();
    const seenByNew = await as(ADMIN)<FamilyDetail>(FAMILY_ENDPOINTS.detail.path, { family_id: FAMILY.id });
    expect(seenByNew.data.handedToMe).toEqual({ from: { userId: String(CREATOR), nickname: `Uji ${CREATOR}` }, at: t.clock.now() });
    expect((await as(ADMIN)(FAMILY_ENDPOINTS.noticeSeen.path, { family_id: FAMILY.id })).code).toBe(0);
    expect((await as(ADMIN)<FamilyDetail>(FAMILY_ENDPOINTS.detail.path, { family_id: FAMILY.id })).data.handedToMe).toBeNull();

    // The old creator is no longer blocked: they can cancel their account.
    const status = await as(CREATOR)<AccountStatus>(ACCOUNT_ENDPOINTS.status.path);
    expect(status.data.blockers).not.toContain('familyCreator');
    const cancelled = await as(CREATOR)<AccountStatus>(ACCOUNT_ENDPOINTS.requestCancel.path, { confirm: String(CREATOR) });
    expect(cancelled).toMatchObject({ code: 0, data: { cancellation: { state: 'pending' } } });
  });

  it('refuses a member, a banned or cancelling admin, the creator themself, and anyone but the creator', async () => {
    const { t, as } = await setUp();
    const before = t.db.prepare('SELECT creator_user_id FROM families WHERE id = ?').get(FAMILY.id);
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(MEMBER), key())).code).toBe(code('family.handOverNotAdmin'));
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(CREATOR), key())).code).toBe(code('family.handOverSelf'));
    // Someone outside the family, and an id nobody has.
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(TEST_FAMILIES.summons.people[1]), key())).code).toBe(code('family.handOverNotAdmin'));
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(99_999_999), key())).code).toBe(code('family.handOverNotAdmin'));
    expect((await as(ADMIN)(FAMILY_ENDPOINTS.handOver.path, handOver(SECOND), key())).code).toBe(code('forbidden'));

    t.db.prepare("INSERT INTO bans (user_id, operator_user_id, operator_name, reason, created_at) VALUES (?, 10005, 'Ops', 'spam', ?)").run(ADMIN, t.clock.now());
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), key())).code).toBe(code('family.handOverNotActive'));
    t.db.prepare("INSERT INTO account_cancellations (user_id, requested_at, ends_at, state) VALUES (?, ?, ?, 'pending')").run(SECOND, t.clock.now(), t.clock.now() + 1e9);
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(SECOND), key())).code).toBe(code('family.handOverNotActive'));
    expect(t.db.prepare('SELECT creator_user_id FROM families WHERE id = ?').get(FAMILY.id)).toEqual(before);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM family_events').get()).toEqual({ n: 0 });
  });

  it('is refused while the family is being disbanded, with the reason', async () => {
    const { as } = await setUp();
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.dissolve.path, { family_id: FAMILY.id })).code).toBe(0);
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), key())).code).toBe(code('family.handOverDisbanding'));
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.cancelDissolve.path, { family_id: FAMILY.id })).code).toBe(0);
    expect((await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), key())).code).toBe(0);
  });

  it('lets one of two hand-overs at once through; the other is told who has the family', async () => {
    const { t, as } = await setUp();
    const answers = await Promise.all([
      as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), key()),
      as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(SECOND), key()),
    ]);
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([0, code('family.handedOver')]);
    const winner = answers.find((answer) => answer.code === 0)?.data as { creator: { userId: string; nickname: string } };
    expect(answers.find((answer) => answer.code !== 0)?.data).toEqual({ name: winner.creator.nickname });
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM family_members WHERE family_id = ? AND role = 'creator'").get(FAMILY.id)).toEqual({ n: 1 });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM family_events').get()).toEqual({ n: 1 });
  });

  it('answers a retry under the same key as the first time, doing nothing more', async () => {
    const { t, as } = await setUp();
    const headers = key();
    const first = await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), headers);
    const again = await as(CREATOR)(FAMILY_ENDPOINTS.handOver.path, handOver(ADMIN), headers);
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM family_events').get()).toEqual({ n: 1 });
    // Without a key it is not sent at all.
    expect((await as(ADMIN)(FAMILY_ENDPOINTS.handOver.path, handOver(CREATOR))).code).toBe(code('invalidParams'));
  });
});
