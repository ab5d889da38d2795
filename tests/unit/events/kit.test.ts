// The event kit's pure rules (src/domain/events.ts, pk.ts): rounds of a window, phases, ranks with ties, earned
// rewards, the claim window, the config checks marketing's folders go through, league tables and knockout brackets.
import { describe, expect, it } from 'vitest';
import {
  EVENT_CLAIM_DAYS,
  claimDeadline,
  earnedRewards,
  eventConfigProblems,
  eventPhase,
  lastEndedRound,
  nextRound,
  rankScores,
  roundAt,
  roundByKey,
  type EventConfig,
} from '../../../src/domain/events.ts';
import { knockoutBracket, leagueTable, type PkBattle } from '../../../src/domain/pk.ts';

const at = (iso: string) => Date.parse(`${iso}+07:00`);

describe('event windows', () => {
  it('cuts weeks Monday to Sunday and months by the calendar, in UTC+7', () => {
    // Wednesday 18 March 2026, 00:30 in Jakarta (still the 17th in UTC).
    const now = at('2026-03-18T00:30:00');
    expect(roundAt({ kind: 'weekly' }, now)).toMatchObject({ key: '2026-03-16', last: '2026-03-22' });
    expect(roundAt({ kind: 'monthly' }, now)).toMatchObject({ key: '2026-03-01', last: '2026-03-31' });
    expect(roundAt({ kind: 'daily' }, now)).toMatchObject({ key: '2026-03-18', startMs: at('2026-03-18T00:00:00') });
    expect(lastEndedRound({ kind: 'weekly' }, now)).toMatchObject({ key: '2026-03-09' });
    expect(nextRound({ kind: 'monthly' }, now)).toMatchObject({ key: '2026-04-01' });
  });

  it('tells before, live and after for editions and bounded windows', () => {
    const editions = { kind: 'editions' as const, editions: [{ start: '2026-08-07', end: '2026-08-07' }] };
    expect(eventPhase(editions, at('2026-08-06T23:59:59'))).toBe('before');
    expect(eventPhase(editions, at('2026-08-07T00:00:00'))).toBe('live');
    expect(eventPhase(editions, at('2026-08-08T00:00:00'))).toBe('after');
    expect(lastEndedRound(editions, at('2026-08-08T00:00:00'))?.key).toBe('2026-08-07');
    const bounded = { kind: 'weekly' as const, from: '2026-03-16', until: '2026-03-29' };
    expect(eventPhase(bounded, at('2026-03-10T12:00:00'))).toBe('before');
    expect(eventPhase(bounded, at('2026-03-30T12:00:00'))).toBe('after');
    expect(lastEndedRound(bounded, at('2026-04-20T12:00:00'))?.key).toBe('2026-03-23');
    expect(roundByKey(bounded, '2026-03-23')?.last).toBe('2026-03-29');
    expect(roundByKey(bounded, '2026-03-24')).toBeNull();
    expect(roundByKey(bounded, '__proto__')).toBeNull();
  });
});

describe('boards and rewards', () => {
  it('ranks highest first, ties share a rank and the next skips, zero is not ranked', () => {
    const ranked = rankScores([
      { id: '10', value: 5 },
      { id: '9', value: 7 },
      { id: '11', value: 5 },
      { id: '12', value: 0 },
      { id: '2', value: 1 },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([['9', 1], ['10', 2], ['11', 2], ['2', 4]]);
  });

  it('pays ranks once the round is over and tiers as soon as they are reached', () => {
    const rank = { kind: 'rank' as const, table: [{ fromRank: 1, toRank: 1, coins: 100 }, { fromRank: 2, toRank: 3, coins: 50 }] };
    expect(earnedRewards(rank, { value: 9, rank: 2, roundOver: false })).toEqual([]);
    expect(earnedRewards(rank, { value: 9, rank: 2, roundOver: true })).toEqual([{ reward: 1, coins: 50, basis: { kind: 'rank', rank: 2 } }]);
    expect(earnedRewards(rank, { value: 9, rank: 4, roundOver: true })).toEqual([]);
    const tiers = { kind: 'tiers' as const, table: [{ atLeast: 10, coins: 1 }, { atLeast: 20, coins: 2 }] };
    expect(earnedRewards(tiers, { value: 15, rank: null, roundOver: false }).map((r) => r.reward)).toEqual([0]);
    const round = roundAt({ kind: 'daily' }, at('2026-03-18T12:00:00'))!;
    expect(claimDeadline(round)).toBe(at('2026-03-19T00:00:00') + EVENT_CLAIM_DAYS * 86_400_000);
  });

  it('refuses a folder whose window, rewards, audience or PK layout is not sound', () => {
    const sound: EventConfig = { window: { kind: 'weekly' }, metric: 'charm', audience: 'hosts', rewards: { currency: 'bean', kind: 'tiers', table: [{ atLeast: 1, coins: 1 }] } };
    expect(eventConfigProblems(sound)).toEqual([]);
    expect(eventConfigProblems({ ...sound, audience: 'everyone' })).not.toEqual([]);
    expect(eventConfigProblems({ ...sound, window: { kind: 'weekly', from: '2026-03-18' } })).not.toEqual([]);
    expect(eventConfigProblems({ ...sound, rewards: { kind: 'rank', table: [{ fromRank: 2, toRank: 3, coins: 5 }] } })).not.toEqual([]);
    expect(eventConfigProblems({ ...sound, metric: 'pkWins' })).toContain('a PK metric needs a pk layout');
    expect(eventConfigProblems({ ...sound, metric: 'pkWins', pk: { format: 'knockout', sides: 6, startHours: [1, 2, 3], minutes: 30 } })).not.toEqual([]);
  });
});

describe('PK tables and brackets', () => {
  const battle = (slot: string, a: string, b: string, scoreA: number | null, scoreB: number | null): PkBattle => ({ slot, a, b, startMs: 0, endMs: 1, scoreA, scoreB });

  it('gives 3 points a win and 1 a draw, ordered by points then score difference', () => {
    const table = leagueTable([battle('b1', 'x', 'y', 5, 3), battle('b2', 'y', 'z', 2, 2), battle('b3', 'x', 'z', 1, 4), battle('b4', 'y', 'x', null, null)]);
    expect(table.map((row) => [row.id, row.points, row.played])).toEqual([['z', 4, 2], ['x', 3, 2], ['y', 1, 2]]);
  });

  it('advances the winners of each stage and leaves the undecided open', () => {
    const stages = knockoutBracket(4, [battle('k0-0', 'a', 'b', 3, 1), battle('k0-1', 'c', 'd', null, null)]);
    expect(stages[1]?.[0]).toMatchObject({ a: 'a', b: null, winner: null });
    const done = knockoutBracket(4, [battle('k0-0', 'a', 'b', 3, 1), battle('k0-1', 'c', 'd', 0, 2), battle('k1-0', 'a', 'd', 1, 9)]);
    expect(done[1]?.[0]?.winner).toBe('d');
  });
});
