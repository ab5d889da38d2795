// The PK league (issue 26.1): a round-robin in rounds where nobody plays twice at one start, and one tie-break order
// (points, score difference, score, the lower id) shared by the table, the board and so the rewards.
import { describe, expect, it } from 'vitest';
import { eventConfigProblems, rankScores, type EventConfig } from '../../../src/domain/events.ts';
import { leagueFixtures, leagueRounds, leagueScores, leagueTable, type PkBattle } from '../../../src/domain/pk.ts';
import { event as pktable } from '../../../src/events/pktable/event.ts';
import { event as pk0904 } from '../../../src/events/pk0904/event.ts';

const battle = (slot: string, a: string, b: string, scoreA: number, scoreB: number): PkBattle => ({ slot, a, b, startMs: 0, endMs: 1, scoreA, scoreB });

describe('league rounds', () => {
  it.each([2, 4, 5, 8])('with %i sides, every pair meets once and nobody plays twice in a round', (sides) => {
    const rounds = leagueRounds(sides);
    expect(rounds).toHaveLength(sides % 2 === 0 ? sides - 1 : sides);
    const pairs = new Set<string>();
    for (const round of rounds) {
      const playing = round.flat();
      expect(new Set(playing).size).toBe(playing.length);
      for (const [a, b] of round) pairs.add([a, b].sort().join('-'));
    }
    expect(pairs.size).toBe((sides * (sides - 1)) / 2);
  });

  it('books each side of /pktable and pk0904 into at most one battle per start', () => {
    for (const layout of [pktable.pk, pk0904.pk]) {
      const fixtures = leagueFixtures(layout, 0);
      const byStart = Map.groupBy(fixtures, (fixture) => fixture.startMs);
      expect(byStart.size).toBe(layout.startHours.length);
      for (const battles of byStart.values()) {
        const sides = battles.flatMap((fixture) => [fixture.a, fixture.b]);
        expect(new Set(sides).size).toBe(sides.length);
      }
      // Every pair meets as often as the hours make whole cycles.
      const cycles = layout.startHours.length / leagueRounds(layout.sides).length;
      expect(fixtures).toHaveLength((cycles * layout.sides * (layout.sides - 1)) / 2);
    }
  });

  it('refuses a league whose start hours are not whole cycles of its rounds', () => {
    const league: EventConfig = { window: { kind: 'weekly' }, metric: 'pkPoints', audience: 'hosts', rewards: { currency: 'bean', kind: 'tiers', table: [{ atLeast: 1, coins: 1 }] } };
    expect(eventConfigProblems({ ...league, pk: { format: 'league', sides: 8, startHours: [20, 44, 68, 92, 116, 140, 164], minutes: 30 } })).toEqual([]);
    expect(eventConfigProblems({ ...league, pk: { format: 'league', sides: 8, startHours: [20, 44, 68], minutes: 30 } })).not.toEqual([]);
  });
});

describe('the tie-break', () => {
  it('gives three hosts level on points three ranks, in the order of the table', () => {
    // x, y and z each beat w twice... and one another once: 9 points each, told apart by score difference, then score.
    const battles = [
      battle('b1', 'x', 'y', 5, 1),
      battle('b2', 'y', 'z', 5, 1),
      battle('b3', 'z', 'x', 5, 2),
      battle('b4', 'x', 'w', 3, 0),
      battle('b5', 'y', 'w', 3, 0),
      battle('b6', 'z', 'w', 3, 0),
      battle('b7', 'w', 'x', 0, 1),
      battle('b8', 'w', 'y', 0, 1),
      battle('b9', 'w', 'z', 0, 1),
    ];
    const table = leagueTable(battles);
    expect(table.slice(0, 3).map((row) => row.points)).toEqual([9, 9, 9]);
    const board = rankScores(leagueScores(battles));
    expect(board.map((entry) => [entry.id, entry.rank])).toEqual(table.filter((row) => row.points > 0).map((row, index) => [row.id, index + 1]));
    // Level on points and difference, the higher score first; level on everything, the lower id.
    const level = [battle('b1', '12', '10', 2, 2), battle('b2', '11', '13', 2, 2)];
    expect(rankScores(leagueScores(level)).map((entry) => [entry.id, entry.rank])).toEqual([['10', 1], ['11', 2], ['12', 3], ['13', 4]]);
  });

  it('keeps shared ranks on boards without a tie-break', () => {
    expect(rankScores([{ id: '1', value: 5 }, { id: '2', value: 5 }]).map((entry) => entry.rank)).toEqual([1, 1]);
  });
});
