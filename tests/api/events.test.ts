// The event kit's API (DESIGN 11): boards read from the ledger and move with it, the caller's rank, rewards claimed
// once through the ledger with an Idempotency-Key (also when claims race), and each refusal with its code.
import { describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS, type EventBattles, type EventBoard, type EventMe } from '../../src/contract/events.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { EVENT_CLAIM_DAYS } from '../../src/domain/events.ts';
import { leagueTable } from '../../src/domain/pk.ts';
import { addDays, businessDate, businessDayStartMs, monthStart } from '../../src/domain/time.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { transaction } from '../../server/db/transaction.ts';
import { recordTopUp, toppedUpCoins } from '../../server/services/topups.ts';
import { caller, envelope, postSigned, signIn, testApp } from './helpers.ts';

const DAY_MS = 24 * 3_600_000;

/** The public board of an event, without a session. */
async function board(t: ReturnType<typeof testApp>, event: string) {
  const res = await t.app.request(EVENT_ENDPOINTS.board.path, { method: 'POST', body: new URLSearchParams({ event }) });
  return envelope<EventBoard>(res);
}

/** The public battles of a PK event, without a session. */
async function battles(t: ReturnType<typeof testApp>, event: string) {
  const res = await t.app.request(EVENT_ENDPOINTS.battles.path, { method: 'POST', body: new URLSearchParams({ event }) });
  return envelope<EventBattles>(res);
}

describe('event boards', () => {
  it('answers any event folder publicly, and the board moves after a ledger change', async () => {
    const t = testApp();
    const before = await board(t, 'rechargebonus');
    expect(before.code).toBe(0);
    expect(before.data.phase).toBe('live');
    const top = before.data.current!.entries[0]?.value ?? 0;
    // What 10004 topped up this month so far (the demo's small top-ups, whether or not they reach the board).
    const monthSoFar = toppedUpCoins(t.db, 10004, businessDayStartMs(monthStart(businessDate(t.clock.now()))), t.clock.now());
    // A top-up above the current leader's total puts 10004 first.
    transaction(t.db, () => recordTopUp(t.db, { userId: 10004, coins: top + 1_000_000, at: t.clock.now() - 1000 }));
    const after = await board(t, 'rechargebonus');
    expect(after.data.current!.entries[0]).toMatchObject({ rank: 1, id: '10004', value: monthSoFar + top + 1_000_000 });
    expect((await board(t, 'nosuchevent')).code).toBe(ERROR_CODES['event.notFound']);
    expect((await board(t, '__proto__')).code).toBe(ERROR_CODES['event.notFound']);
  });

  it('marks who is live now on user boards and battle cards (their room opens from the page), never an agency', async () => {
    const t = testApp();
    const entriesOf = (data: EventBoard) => [...(data.current?.entries ?? []), ...(data.last?.entries ?? [])];
    const sidesOf = (data: EventBattles) => [...(data.current?.battles ?? []), ...(data.last?.battles ?? [])].flatMap((b) => [b.a, b.b]);
    const host = entriesOf((await board(t, 'daycharmrank')).data)[0]!;
    const fighter = sidesOf((await battles(t, 'pktable')).data)[0]!;
    // Exactly these two stream now.
    t.db.prepare('DELETE FROM live_now').run();
    for (const id of [host.id, fighter.id]) t.db.prepare('INSERT INTO live_now (host_id, started_at) VALUES (?, ?)').run(Number(id), t.clock.now() - 60_000);
    const live = new Set([host.id, fighter.id]);
    for (const entry of entriesOf((await board(t, 'daycharmrank')).data)) expect(entry.liveNow, entry.name).toBe(live.has(entry.id));
    for (const side of sidesOf((await battles(t, 'pktable')).data)) expect(side.liveNow, side.name).toBe(live.has(side.id));
    expect(entriesOf((await board(t, 'funPlanet')).data).every((entry) => !entry.liveNow)).toBe(true);
  });

  it('books no /pktable host into two battles at one start, and ranks the board as the league table (issue 26.1)', async () => {
    const t = testApp();
    const data = (await battles(t, 'pktable')).data;
    for (const round of [data.current, data.last]) {
      const starts = Map.groupBy(round?.battles ?? [], (b) => b.startMs);
      expect(starts.size).toBeGreaterThan(0);
      for (const at of starts.values()) {
        const sides = at.flatMap((b) => [b.a.id, b.b.id]);
        expect(new Set(sides).size).toBe(sides.length);
      }
    }
    // The last round's board: a rank each, in the order of its table, so rank 1 is owed once.
    const last = (await board(t, 'pktable')).data.last!;
    const ranks = last.entries.map((entry) => entry.rank);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
    const table = leagueTable((data.last?.battles ?? []).map((b) => ({ ...b, a: b.a.id, b: b.b.id })));
    expect(last.entries.map((entry) => entry.id)).toEqual(table.filter((row) => row.points > 0).map((row) => row.id).slice(0, last.entries.length));
  });

  it('tells before, live and after from the window as the clock moves', async () => {
    const t = testApp({ now: Date.parse('2027-08-06T12:00:00+07:00') });
    expect((await board(t, 'pk0807')).data.phase).toBe('before');
    t.clock.setTo(Date.parse('2027-08-07T12:00:00+07:00'));
    expect((await board(t, 'pk0807')).data.phase).toBe('live');
    t.clock.setTo(Date.parse('2028-09-01T12:00:00+07:00'));
    const after = await board(t, 'pk0807');
    expect(after.data.phase).toBe('after');
    expect(after.data.last?.key).toBe('2028-08-07');
  });
});

describe('event rewards', () => {
  it('gives the caller their rank and earned tiers, claims each once, and refuses what is not theirs', async () => {
    const t = testApp();
    const now = t.clock.now();
    const call = await caller(t, '10004');
    transaction(t.db, () => recordTopUp(t.db, { userId: 10004, coins: 2_000_000, at: now - 1000 }));
    const me = await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'rechargebonus' });
    expect(me.code).toBe(0);
    expect(me.data.current?.rank).not.toBeNull();
    const round = monthStart(businessDate(now));
    expect(me.data.rewards.map((r) => [r.round, r.reward, r.claimedAt])).toEqual([
      [round, 0, null],
      [round, 1, null],
      [round, 2, null],
    ]);
    const balance = available(t.db, 10004, 'coin');
    const claim = await call<{ balance: number }>(EVENT_ENDPOINTS.claim.path, { event: 'rechargebonus', round, reward: '2' }, { 'Idempotency-Key': 'ev-claim-1' });
    expect(claim.code).toBe(0);
    expect(claim.data.balance).toBe(balance + 100_000);
    // The same key answers the same; a new key is refused; nothing is credited twice.
    expect((await call(EVENT_ENDPOINTS.claim.path, { event: 'rechargebonus', round, reward: '2' }, { 'Idempotency-Key': 'ev-claim-1' })).code).toBe(0);
    expect((await call(EVENT_ENDPOINTS.claim.path, { event: 'rechargebonus', round, reward: '2' }, { 'Idempotency-Key': 'ev-claim-2' })).code).toBe(
      ERROR_CODES['event.alreadyClaimed'],
    );
    expect(available(t.db, 10004, 'coin')).toBe(balance + 100_000);
    expect((await call(EVENT_ENDPOINTS.claim.path, { event: 'rechargebonus', round, reward: '9' }, { 'Idempotency-Key': 'ev-claim-3' })).code).toBe(
      ERROR_CODES['event.notEarned'],
    );
    expect((await call(EVENT_ENDPOINTS.claim.path, { event: 'rechargebonus', round: addDays(round, 1), reward: '0' }, { 'Idempotency-Key': 'ev-claim-4' })).code).toBe(
      ERROR_CODES['event.roundNotFound'],
    );
    // A viewer is not a host: the hosts' charm ranking is not theirs to claim, and nothing is written.
    expect((await call(EVENT_ENDPOINTS.claim.path, { event: 'daycharmrank', round: addDays(businessDate(now), -1), reward: '0' }, { 'Idempotency-Key': 'ev-claim-5' })).code).toBe(
      ERROR_CODES.forbidden,
    );
    expect((await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'daycharmrank' })).data.participant).toBeNull();
    expect(reconcile(t.db)).toEqual([]);
  });

  it('pays a rank reward once the round is over, until the claim window closes', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    // 10001 receives more beans today than anyone: first of today's charm ranking.
    t.db.prepare('INSERT INTO host_days (host_id, date, live_minutes, beans_normal) VALUES (10001, ?, 120, 90000000) ON CONFLICT (host_id, date) DO UPDATE SET beans_normal = 90000000').run(today);
    const call = await caller(t, '10001');
    expect((await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'daycharmrank' })).data).toMatchObject({ current: { rank: 1 }, rewards: [] });
    expect((await call(EVENT_ENDPOINTS.claim.path, { event: 'daycharmrank', round: today, reward: '0' }, { 'Idempotency-Key': 'rank-claim-1' })).code).toBe(
      ERROR_CODES['event.notEarned'],
    );
    t.clock.setTo(businessDayStartMs(addDays(today, 1)) + 60_000);
    const me = await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'daycharmrank' });
    expect(me.data.rewards.find((r) => r.round === today)).toMatchObject({ reward: 0, coins: 10_000, basis: { kind: 'rank', rank: 1 } });
    t.clock.setTo(businessDayStartMs(addDays(today, 1)) + EVENT_CLAIM_DAYS * DAY_MS);
    const later = await caller(t, '10001');
    expect((await later(EVENT_ENDPOINTS.claim.path, { event: 'daycharmrank', round: today, reward: '0' }, { 'Idempotency-Key': 'rank-claim-2' })).code).toBe(
      ERROR_CODES['event.claimClosed'],
    );
  });

  it('credits a reward once when 40 claims race, with repeated and fresh keys', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const now = t.clock.now();
    const token = await signIn(t.app, now, '10004');
    transaction(t.db, () => recordTopUp(t.db, { userId: 10004, coins: 600_000, at: now - 1000 }));
    const round = monthStart(businessDate(now));
    const balance = available(t.db, 10004, 'coin');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postSigned(t.app, EVENT_ENDPOINTS.claim.path, token, { event: 'rechargebonus', round, reward: '1' }, { now, headers: { 'Idempotency-Key': `event-race-${i % 10}` } }).then(
          (res) => envelope(res),
        ),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.every((code) => code === 0 || code === ERROR_CODES['event.alreadyClaimed'] || code === ERROR_CODES.busy)).toBe(true);
    expect(codes.filter((code) => code === 0).length).toBeGreaterThanOrEqual(1);
    expect(available(t.db, 10004, 'coin')).toBe(balance + 20_000);
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM event_claims WHERE event = 'rechargebonus' AND participant = 10004").get()).toEqual({ n: 1 });
    expect(reconcile(t.db)).toEqual([]);
  });
});
