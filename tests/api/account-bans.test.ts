// The internal ban form (SPEC 2, 3): operators ban with their name and a reason; the banned user's sessions end at once
// and the token check refuses them until the ban is lifted; recent bans are listed with their state.
import { describe, expect, it } from 'vitest';
import { BAN_ENDPOINTS, type BanTargetView, type BanView } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { USER_ENDPOINTS } from '../../src/contract/endpoints.ts';
import type { Page } from '../../src/contract/paging.ts';
import { BAN_REASON_MAX_CHARS } from '../../src/domain/account.ts';
import { businessFingerprint, caller, envelope, postSigned, signIn, testApp } from './helpers.ts';

const BAN = { user_id: '52003', operator_name: 'Operator Dewi', reason: 'Repeated spam in live chat' };

describe('the ban form', () => {
  it('looks a user up before banning', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    expect(await ops<BanTargetView>(BAN_ENDPOINTS.lookup.path, { user_id: '52003' })).toMatchObject({ code: 0, data: { nickname: 'Joko', banned: false, isOperator: false } });
    expect((await ops<BanTargetView>(BAN_ENDPOINTS.lookup.path, { user_id: '52007' })).data.banned).toBe(true);
    expect((await ops(BAN_ENDPOINTS.lookup.path, { user_id: '99999' })).code).toBe(ERROR_CODES.userNotFound);
    expect((await ops(BAN_ENDPOINTS.lookup.path, { user_id: '0052003' })).code).toBe(ERROR_CODES['ban.userIdInvalid']);
  });

  it('bans: every session of the user ends at once and the token check refuses them; lifting lets them back', async () => {
    const t = testApp();
    const joko = await signIn(t.app, t.clock.now(), '52003');
    const ops = await caller(t, '10008');
    const banned = await ops<{ ban: BanView; sessionsEnded: number }>(BAN_ENDPOINTS.create.path, BAN);
    expect(banned).toMatchObject({ code: 0, data: { sessionsEnded: 1, ban: { userId: '52003', nickname: 'Joko', operatorName: 'Operator Dewi', operatorUserId: '10008', reason: BAN.reason, liftedAt: null } } });
    expect((await envelope(await postSigned(t.app, USER_ENDPOINTS.me.path, joko, {}, { now: t.clock.now() }))).code).toBe(ERROR_CODES.tokenInvalid);
    await expect(signIn(t.app, t.clock.now(), '52003')).rejects.toThrow(/failed with 1004/);
    expect((await ops(BAN_ENDPOINTS.create.path, BAN)).code).toBe(ERROR_CODES['ban.alreadyBanned']);

    const list = await ops<Page<BanView>>(BAN_ENDPOINTS.list.path);
    expect(list.data.items.map((ban) => [ban.userId, ban.liftedAt === null])).toEqual([['52003', true], ['52007', true], ['52008', false]]);

    const lifted = await ops<BanView>(BAN_ENDPOINTS.lift.path, { id: banned.data.ban.id });
    expect(lifted).toMatchObject({ code: 0, data: { userId: '52003' } });
    expect(lifted.data.liftedAt).not.toBeNull();
    expect((await ops(BAN_ENDPOINTS.lift.path, { id: banned.data.ban.id })).code).toBe(ERROR_CODES['ban.alreadyLifted']);
    expect((await ops(BAN_ENDPOINTS.lift.path, { id: '999' })).code).toBe(ERROR_CODES['ban.notFound']);
    expect(await signIn(t.app, t.clock.now(), '52003')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives each bad form its own code and writes nothing', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    const before = businessFingerprint(t.db);
    const cases: [Record<string, string>, keyof typeof ERROR_CODES][] = [
      [{ ...BAN, user_id: '' }, 'ban.userIdInvalid'],
      [{ ...BAN, user_id: 'abc' }, 'ban.userIdInvalid'],
      [{ ...BAN, operator_name: '  ' }, 'ban.operatorNameRequired'],
      [{ ...BAN, operator_name: 'x'.repeat(41) }, 'ban.operatorNameTooLong'],
      [{ ...BAN, reason: '' }, 'ban.reasonRequired'],
      [{ ...BAN, reason: 'x'.repeat(BAN_REASON_MAX_CHARS + 1) }, 'ban.reasonTooLong'],
      [{ ...BAN, reason: 'spam\u0000' }, 'ban.textInvalid'],
      [{ ...BAN, user_id: '99999' }, 'userNotFound'],
      [{ ...BAN, user_id: '10008' }, 'ban.notAllowed'],
    ];
    for (const [fields, name] of cases) expect((await ops(BAN_ENDPOINTS.create.path, fields)).code, name).toBe(ERROR_CODES[name]);
    expect(businessFingerprint(t.db)).toBe(before);
    // A reason of exactly the limit, emoji counted as one character each, is fine.
    expect((await ops(BAN_ENDPOINTS.create.path, { ...BAN, reason: '🙂'.repeat(BAN_REASON_MAX_CHARS) })).code).toBe(0);
  });
});

describe('a ban with a duration (issue 28)', () => {
  it('ends by itself after its days, and the account may be banned again after it', async () => {
    const t = testApp();
    const ops = await caller(t, '10008');
    const start = t.clock.now();
    expect((await ops('/api/ops/bans/create', { ...BAN, days: '2' })).code).toBe(ERROR_CODES['ops.banDurationInvalid']);
    const banned = await ops<{ ban: BanView }>('/api/ops/bans/create', { ...BAN, days: '1' });
    expect(banned.data.ban).toMatchObject({ userId: '52003', endsAt: start + 24 * 60 * 60 * 1000, liftedAt: null });
    await expect(signIn(t.app, t.clock.now(), '52003')).rejects.toThrow(/failed with 1004/);
    t.clock.setTo(start + 24 * 60 * 60 * 1000);
    await expect(signIn(t.app, t.clock.now(), '52003')).resolves.toMatch(/./);
    const again = await (await caller(t, '10008'))<{ ban: BanView }>('/api/ops/bans/create', { ...BAN });
    expect(again.data.ban).toMatchObject({ userId: '52003', endsAt: null, liftedAt: null });
    const list = await (await caller(t, '10008'))<Page<BanView>>('/api/ops/bans/list');
    expect(list.data.items.find((ban) => ban.id === banned.data.ban.id)).toMatchObject({ liftedAt: start + 24 * 60 * 60 * 1000 });
  });
});
