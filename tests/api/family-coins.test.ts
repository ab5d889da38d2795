// Family coins, tasks and red-packet summons (SPEC 3, 4, 8, 9; DESIGN 11): contributions (spent with wealth exp and
// prestige), check-ins and task rewards into the family coins; summons sent from them, split by a verifiable draw,
// grabbed once per member, refunded at expiry by the job; and the Sunday 24:00 tiers with King kept at 10%.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { FamilyCoinsView, FamilyDetail, SummonsDetail, SummonsOverview, SummonsView } from '../../src/contract/family.ts';
import { FAMILY_CONTRIBUTION_MIN_COINS, FAMILY_TASKS } from '../../src/domain/family-coins.ts';
import {
  SUMMONS_PACKETS_AND_COINS,
  splitCoinsIntoPackets,
  summonsEffectLevel,
} from '../../src/domain/family-summons.ts';
import { familyTierWeek } from '../../src/domain/family-tiers.ts';
import { wealthExp } from '../../src/domain/levels.ts';
import { addDays } from '../../src/domain/time.ts';
import { transaction } from '../../server/db/transaction.ts';
import { addFamilyActivity } from '../../server/family/store.ts';
import { reconcile } from '../../server/services/ledger.ts';
import { TEST_FAMILIES } from '../support/test-families.ts';
import { addMember, addUser, callers, code, familyApp, familyBalance, giveCoins, key, type App } from './family-support.ts';

const S = TEST_FAMILIES.summons;
const [CREATOR = 0, ADMIN = 0, ...MEMBERS] = S.people;
const family = { family_id: String(S.id) };

/** Every family code an answer carried in this file. */
const seen = new Set<number>();
function saw<T extends { code: number }>(answer: T): T {
  seen.add(answer.code);
  return answer;
}

/** A user's available coins. */
function coinsOf(t: App, userId: number): number {
  const row = t.db.prepare("SELECT balance FROM accounts WHERE user_id = ? AND currency = 'coin' AND kind = 'available'").get(userId) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** docs/api.md "Verifiable draws", step by step: the draw's numbers from the seed and the message alone. */
function drawNumbers(seedHex: string, message: string): () => number {
  const numbers: number[] = [];
  let block = 0;
  return () => {
    if (numbers.length === 0) {
      const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${message}|${block++}`).digest();
      for (let i = 0; i < 32; i += 4) numbers.push(digest.readUInt32BE(i) / 2 ** 32);
    }
    return numbers.shift() ?? 0;
  };
}

describe('contributions and check-ins', () => {
  it('moves a member’s coins into the family coins, with wealth exp and prestige, once per submission', async () => {
    const t = familyApp();
    const member = MEMBERS[0] ?? 0;
    giveCoins(t, member, 250_000);
    const as = await callers(t, [member, 10003]);
    const contribute = (amount: string, headers = key()) => as(member)('/api/family/contribute', { ...family, amount }, headers).then(saw);
    expect((await contribute('')).code).toBe(code('family.amountRequired'));
    expect((await contribute('1.5')).code).toBe(code('family.amountInvalid'));
    expect((await contribute(String(FAMILY_CONTRIBUTION_MIN_COINS - 1))).code).toBe(code('family.amountTooSmall'));
    expect((await contribute('1500')).code).toBe(code('family.notMultiple'));
    expect((await contribute('251000')).code).toBe(code('family.exceedsBalance'));
    expect(saw(await as(10003)('/api/family/contribute', { ...family, amount: '1000' }, key())).code).toBe(ERROR_CODES.forbidden);

    const familyBefore = familyBalance(t, S.id);
    const prestigeBefore = (await as(member)<FamilyDetail>('/api/family/detail', family)).data.weeklyPrestige;
    const expBefore = (t.db.prepare('SELECT wealth_exp FROM users WHERE id = ?').get(member) as { wealth_exp: number }).wealth_exp;
    const repeat = key();
    const done = await contribute('200000', repeat);
    expect(done).toMatchObject({ code: 0, data: { coins: familyBefore + 200_000, myCoins: 50_000 } });
    expect(await contribute('200000', repeat)).toEqual(done);
    expect(familyBalance(t, S.id)).toBe(familyBefore + 200_000);
    expect(coinsOf(t, member)).toBe(50_000);
    // SPEC 9: 800 coins spent in the family = 1 prestige; 10,000 coins spent = 1 wealth exp.
    expect((await as(member)<FamilyDetail>('/api/family/detail', family)).data.weeklyPrestige).toBe(prestigeBefore + 200_000 / 800);
    expect((t.db.prepare('SELECT wealth_exp FROM users WHERE id = ?').get(member) as { wealth_exp: number }).wealth_exp).toBe(expBefore + wealthExp(200_000));
    expect(reconcile(t.db)).toEqual([]);
  });

  it('checks a member in once a day and pays each task once per period into the family coins', async () => {
    const t = familyApp();
    const as = await callers(t, S.people.slice());
    const tasks = async () => (await as(CREATOR)<FamilyCoinsView>('/api/family/coins', family)).data.tasks;
    const claim = (task: string) => as(ADMIN)<{ coins: number; rewardCoins: number }>('/api/family/task/claim', { ...family, task }, key()).then(saw);
    const [checkIn, contribute] = FAMILY_TASKS;
    expect((await claim('checkIn')).code).toBe(code('family.taskNotDone'));
    expect((await claim('nothing')).code).toBe(ERROR_CODES.invalidParams);
    for (const person of S.people.slice(0, checkIn.target)) expect((await as(person)<{ checkins: number }>('/api/family/check-in', family)).code).toBe(0);
    expect(saw(await as(CREATOR)('/api/family/check-in', family)).code).toBe(code('family.checkedIn'));
    expect((await as(CREATOR)<FamilyCoinsView>('/api/family/coins', family)).data.checkedInToday).toBe(true);
    expect((await tasks()).find((task) => task.id === 'checkIn')).toMatchObject({ progress: checkIn.target, state: 'claim' });
    const before = familyBalance(t, S.id);
    expect((await claim('checkIn')).data).toEqual({ coins: before + checkIn.rewardCoins, rewardCoins: checkIn.rewardCoins });
    expect((await claim('checkIn')).code).toBe(code('family.taskClaimed'));
    expect((await tasks()).find((task) => task.id === 'checkIn')?.state).toBe('claimed');
    giveCoins(t, ADMIN, contribute.target);
    await as(ADMIN)('/api/family/contribute', { ...family, amount: String(contribute.target) }, key());
    expect((await claim('contribute')).code).toBe(0);
    expect(reconcile(t.db)).toEqual([]);
    // The next business day starts the daily tasks again.
    t.clock.advance(24 * 3_600_000);
    const nextDay = await callers(t, [CREATOR]);
    const again = (await nextDay(CREATOR)<FamilyCoinsView>('/api/family/coins', family)).data;
    expect(again.checkedInToday).toBe(false);
    expect(again.tasks.find((task) => task.id === 'checkIn')).toMatchObject({ progress: 0, state: 'undone' });
  });
});

describe('red-packet summons', () => {
  /** Twelve members in all: the family's seven and five more. */
  function withTwelve(t: App): number[] {
    const more = [54660, 54661, 54662, 54663, 54664];
    for (const id of more) {
      addUser(t, id);
      addMember(t, S.id, id);
    }
    return [...S.people, ...more];
  }

  it('is sent by the creator, vice leader or an admin from the family coins, one live at a time', async () => {
    const t = familyApp();
    const as = await callers(t, [CREATOR, ADMIN, MEMBERS[0] ?? 0, TEST_FAMILIES.roles.people[0], 10003]);
    const start = (user: number, fields: Record<string, string>) => as(user)<{ summons: SummonsView; coins: number }>('/api/family/summons/start', fields, key()).then(saw);
    expect((await start(MEMBERS[0] ?? 0, { ...family, tier: 'basic' })).code).toBe(ERROR_CODES.forbidden);
    expect((await start(ADMIN, { ...family, tier: 'huge' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await start(TEST_FAMILIES.roles.people[0], { family_id: String(TEST_FAMILIES.roles.id), tier: 'basic' })).code).toBe(
      code('family.notEnoughCoins'),
    );
    const sent = await start(ADMIN, { ...family, tier: 'premium' });
    const { coins, packets } = SUMMONS_PACKETS_AND_COINS.premium;
    expect(sent).toMatchObject({ code: 0, data: { coins: S.coins - coins, summons: { tier: 'premium', coins, packets, claimed: 0, people: 0, refundedCoins: null } } });
    expect(sent.data.summons.expiresAt - sent.data.summons.sentAt).toBe(30 * 60_000);
    expect(familyBalance(t, S.id, 'frozen')).toBe(coins);
    expect((await start(CREATOR, { ...family, tier: 'basic' })).code).toBe(code('family.summonsLive'));
    const overview = await as(MEMBERS[0] ?? 0)<SummonsOverview>('/api/family/summons/overview');
    expect(overview.data).toMatchObject({ family: { id: String(S.id) }, myRole: 'member', canStart: false, coins: S.coins - coins, live: { id: sent.data.summons.id } });
    expect(saw(await as(10003)('/api/family/summons/overview')).code).toBe(code('family.notMember'));
  });

  it('hands out one packet per member in order, counts everyone who answered, and refunds the rest at expiry', async () => {
    const t = familyApp();
    const twelve = withTwelve(t);
    const as = await callers(t, twelve);
    const sent = await as(CREATOR)<{ summons: SummonsView }>('/api/family/summons/start', { ...family, tier: 'basic' }, key());
    const id = sent.data.summons.id;
    const grab = (user: number) =>
      as(user)<{ summons: SummonsView; coins: number | null; position: number | null; myCoins: number }>('/api/family/summons/grab', { summons_id: id }, key()).then(saw);
    const { packets, coins } = SUMMONS_PACKETS_AND_COINS.basic;
    const got: number[] = [];
    for (const [index, user] of twelve.slice(0, 3).entries()) {
      const before = coinsOf(t, user);
      const answer = await grab(user);
      expect(answer.data).toMatchObject({ position: index, summons: { claimed: index + 1, people: index + 1 } });
      expect(answer.data.myCoins).toBe(before + (answer.data.coins ?? 0));
      got.push(answer.data.coins ?? 0);
    }
    expect((await grab(twelve[0] ?? 0)).code).toBe(code('family.alreadyGrabbed'));
    expect(saw(await as(CREATOR)('/api/family/summons/grab', { summons_id: '999999' }, key())).code).toBe(code('family.summonsNotFound'));

    // Only 3 of 10 packets taken when the 30 minutes end: the other 7 return to the family.
    const familyCoinsBefore = familyBalance(t, S.id);
    t.clock.setTo(sent.data.summons.expiresAt);
    const after = await callers(t, [CREATOR, twelve[5] ?? 0]);
    expect(saw(await after(twelve[5] ?? 0)('/api/family/summons/grab', { summons_id: id }, key())).code).toBe(code('family.summonsExpired'));
    const overview = await after(CREATOR)<SummonsOverview>('/api/family/summons/overview', family);
    const ended = overview.data.recent.find((summons) => summons.id === id);
    const claimed = got.reduce((sum, value) => sum + value, 0);
    expect(overview.data.live).toBeNull();
    expect(ended).toMatchObject({ claimed: 3, people: 3, refundedCoins: coins - claimed });
    expect(familyBalance(t, S.id)).toBe(familyCoinsBefore + coins - claimed);
    expect(familyBalance(t, S.id, 'frozen')).toBe(0);
    expect(packets).toBe(10);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('lets members answer after the packets run out: they count towards the effect level, without coins', async () => {
    const t = familyApp();
    const twelve = withTwelve(t);
    const as = await callers(t, twelve);
    const sent = await as(ADMIN)<{ summons: SummonsView }>('/api/family/summons/start', { ...family, tier: 'basic' }, key());
    let last: { summons: SummonsView; coins: number | null } | null = null;
    for (const user of twelve) {
      last = (await as(user)<{ summons: SummonsView; coins: number | null }>('/api/family/summons/grab', { summons_id: sent.data.summons.id }, key())).data;
    }
    expect(last?.coins).toBeNull();
    expect(last?.summons).toMatchObject({ claimed: 10, people: 12, effectLevel: summonsEffectLevel(12), myGrab: { position: null, coins: null } });
    expect(familyBalance(t, S.id, 'frozen')).toBe(0);
  });

  it('is verifiable: the commitment is shown before the draw, and the revealed seed recomputes every packet', async () => {
    const t = familyApp();
    const twelve = withTwelve(t);
    const as = await callers(t, twelve);
    const before = await as(CREATOR)<SummonsOverview>('/api/family/summons/overview');
    const sent = await as(CREATOR)<{ summons: SummonsView }>('/api/family/summons/start', { ...family, tier: 'intermediate' }, key());
    expect(sent.data.summons).toMatchObject({ drawMessage: `summons|${before.data.commitment.period}|${sent.data.summons.id}`, period: before.data.commitment.period });
    for (const user of twelve.slice(0, 8)) await as(user)('/api/family/summons/grab', { summons_id: sent.data.summons.id }, key());
    const during = await as(CREATOR)<SummonsDetail>('/api/family/summons/detail', { summons_id: sent.data.summons.id });
    expect(during.data.seed).toEqual({ commitment: before.data.commitment.commitment, seed: null });
    expect(during.data.grabs).toHaveLength(8);
    expect(during.data.grabs.every((grab) => grab.drawMessage === sent.data.summons.drawMessage)).toBe(true);

    // The next day the seed is public: anyone recomputes the split from it and the message.
    t.clock.setTo(Date.parse(`${addDays(before.data.commitment.period, 1)}T00:00:00+07:00`) + 60_000);
    const nextDay = await callers(t, [CREATOR]);
    const detail = await nextDay(CREATOR)<SummonsDetail>('/api/family/summons/detail', { summons_id: sent.data.summons.id });
    const seed = detail.data.seed.seed ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(before.data.commitment.commitment);
    const revealed = await nextDay(CREATOR)<{ seed: string }>('/api/draws/seed', { game: 'summons', period: before.data.commitment.period });
    expect(revealed.data.seed).toBe(seed);
    const { coins, packets } = SUMMONS_PACKETS_AND_COINS.intermediate;
    const split = splitCoinsIntoPackets(coins, packets, drawNumbers(seed, detail.data.drawMessage));
    for (const grab of detail.data.grabs) expect(grab.coins).toBe(split[grab.position ?? -1]);
  });
  it('keeps the seed secret past midnight while a summons drawn from it can still be grabbed (issue 24.3)', async () => {
    // Sent at 23:50 (UTC+7): its 30 minutes run to 00:20 the next day, when the seed's day is already over.
    const sentAt = Date.parse('2026-03-18T23:50:00+07:00');
    const t = familyApp(sentAt);
    const twelve = withTwelve(t);
    const as = await callers(t, twelve);
    const sent = await as(CREATOR)<{ summons: SummonsView }>('/api/family/summons/start', { ...family, tier: 'basic' }, key());
    const id = sent.data.summons.id;
    await as(twelve[1] ?? 0)('/api/family/summons/grab', { summons_id: id }, key());
    const seedOf = (call: Awaited<ReturnType<typeof callers>>) =>
      Promise.all([
        call(CREATOR)<SummonsDetail>('/api/family/summons/detail', { summons_id: id }).then((answer) => answer.data.seed.seed),
        call(CREATOR)<{ seed: string | null }>('/api/draws/seed', { game: 'summons', period: '2026-03-18' }).then((answer) => answer.data.seed),
      ]);

    t.clock.setTo(Date.parse('2026-03-19T00:05:00+07:00'));
    const afterMidnight = await callers(t, twelve);
    expect(await seedOf(afterMidnight)).toEqual([null, null]);
    expect((await afterMidnight(twelve[2] ?? 0)('/api/family/summons/grab', { summons_id: id }, key())).code).toBe(0);

    // Once nobody can grab any more, the seed is public and recomputes the split.
    t.clock.setTo(sent.data.summons.expiresAt);
    const ended = await callers(t, [CREATOR]);
    const [detailSeed, publicSeed] = await seedOf(ended);
    expect(detailSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(publicSeed).toBe(detailSeed);
  });
});

describe('the Sunday 24:00 tiers', () => {
  it('rates every family from the week that ended, keeping King with 10% of its minimum', async () => {
    const t = familyApp();
    const { currentWeekStart, nextRatingAtMs } = familyTierWeek(t.clock.now());
    const setWeek = (familyId: number, giftPoints: number) => transaction(t.db, () => addFamilyActivity(t.db, familyId, currentWeekStart, { giftPoints }));
    // The rising family: nothing before; 200,000 this week makes it Silver.
    setWeek(TEST_FAMILIES.rising.id, 200_000);
    // A King keeps King with 6,000,000 (10% of 60,000,000); another King with one point less falls to Platinum.
    const kings = t.db.prepare("SELECT id FROM families WHERE tier = 'king'").all() as { id: number }[];
    t.db.prepare("UPDATE families SET tier = 'king' WHERE id = ?").run(TEST_FAMILIES.roles.id);
    t.db.prepare("DELETE FROM family_weeks WHERE family_id IN (?, ?) AND week = ?").run(kings[0]?.id ?? 0, TEST_FAMILIES.roles.id, currentWeekStart);
    setWeek(kings[0]?.id ?? 0, 6_000_000);
    setWeek(TEST_FAMILIES.roles.id, 5_999_999);
    const tierOf = async (as: Awaited<ReturnType<typeof callers>>, familyId: number) =>
      (await as(10004)<FamilyDetail>('/api/family/detail', { family_id: String(familyId) })).data;

    t.clock.setTo(nextRatingAtMs - 60_000);
    const sunday = await callers(t, [10004]);
    expect((await tierOf(sunday, TEST_FAMILIES.rising.id)).tier).toBe('bronze');
    t.clock.setTo(nextRatingAtMs);
    const monday = await callers(t, [10004]);
    const rising = await tierOf(monday, TEST_FAMILIES.rising.id);
    expect(rising.tier).toBe('silver');
    expect(rising.history[0]).toEqual({ week: currentWeekStart, prestige: 200_000, tier: 'silver' });
    expect(rising.weeklyPrestige).toBe(0);
    expect((await tierOf(monday, kings[0]?.id ?? 0)).tier).toBe('king');
    expect((await tierOf(monday, TEST_FAMILIES.roles.id)).tier).toBe('platinum');
    // Run again (another request): nothing changes.
    expect((await tierOf(monday, TEST_FAMILIES.rising.id)).history.filter((week) => week.week === currentWeekStart)).toHaveLength(1);
  });
});

afterAll(() => {
  const names = [
    'family.notEnoughCoins', 'family.amountRequired', 'family.amountInvalid', 'family.amountTooSmall', 'family.notMultiple',
    'family.exceedsBalance', 'family.taskNotDone', 'family.taskClaimed', 'family.checkedIn', 'family.summonsNotFound',
    'family.summonsExpired', 'family.alreadyGrabbed', 'family.summonsLive', 'family.notMember',
  ] as const;
  expect(names.filter((name) => !seen.has(ERROR_CODES[name]))).toEqual([]);
});
