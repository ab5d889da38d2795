// PK battles of the event pages (SPEC 2 PK pages): league points and tables, knockout brackets and the battle times of
// a round. Battles are fought in the app and read here; pure and shared by the PK pages and the server.
import { compareIds, type PkLayout, type Score } from './events.ts';

/** Assumed (docs/rules.md): league points for a win. */
export const PK_POINTS_WIN = 3;
/** Assumed (docs/rules.md): league points for a draw. */
export const PK_POINTS_DRAW = 1;

/** A PK battle as stored: two sides (host user ids or agency ids), their scores once it has been fought. */
export interface PkBattle {
  /** `k<stage>-<index>` in a knockout, `b<n>` otherwise. */
  slot: string;
  a: string;
  b: string;
  startMs: number;
  endMs: number;
  /** Null until the battle is over. */
  scoreA: number | null;
  scoreB: number | null;
}

/** The winner of a fought battle, 'draw', or null while it is not over. */
export function battleWinner(battle: Pick<PkBattle, 'scoreA' | 'scoreB'>): 'a' | 'b' | 'draw' | null {
  if (battle.scoreA === null || battle.scoreB === null) return null;
  if (battle.scoreA === battle.scoreB) return 'draw';
  return battle.scoreA > battle.scoreB ? 'a' : 'b';
}

/** One line of a league table. */
export interface LeagueRow {
  id: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoreFor: number;
  scoreAgainst: number;
  points: number;
}

/**
 * Assumed (docs/rules.md): the league table of fought battles: 3 points a win, 1 a draw; by points, then score
 * difference, then score, then the lower id. The board and the rewards rank by the same rule (leagueScores).
 */
export function leagueTable(battles: readonly PkBattle[]): LeagueRow[] {
  const rows = new Map<string, LeagueRow>();
  const row = (id: string) => {
    let found = rows.get(id);
    if (!found) rows.set(id, (found = { id, played: 0, won: 0, drawn: 0, lost: 0, scoreFor: 0, scoreAgainst: 0, points: 0 }));
    return found;
  };
  for (const battle of battles) {
    const winner = battleWinner(battle);
    if (winner === null) continue;
    for (const [side, own, theirs] of [
      ['a', battle.scoreA ?? 0, battle.scoreB ?? 0],
      ['b', battle.scoreB ?? 0, battle.scoreA ?? 0],
    ] as const) {
      const line = row(side === 'a' ? battle.a : battle.b);
      line.played++;
      line.scoreFor += own;
      line.scoreAgainst += theirs;
      if (winner === 'draw') {
        line.drawn++;
        line.points += PK_POINTS_DRAW;
      } else if (winner === side) {
        line.won++;
        line.points += PK_POINTS_WIN;
      } else {
        line.lost++;
      }
    }
  }
  return [...rows.values()].sort(
    (x, y) => y.points - x.points || y.scoreFor - y.scoreAgainst - (x.scoreFor - x.scoreAgainst) || y.scoreFor - x.scoreFor || compareIds(x.id, y.id),
  );
}

/** The league as board scores: points, with score difference and score to break ties (rankScores). */
export function leagueScores(battles: readonly PkBattle[]): Score[] {
  return leagueTable(battles).map((row) => ({ id: row.id, value: row.points, order: [row.scoreFor - row.scoreAgainst, row.scoreFor] }));
}

/**
 * A round-robin league in rounds (the circle method): with an even number of sides, sides - 1 rounds in which every
 * side plays exactly once, every pair meeting once in all; with an odd number, one side rests each round. Returns the
 * pairs of each round, as indexes into the sides.
 */
export function leagueRounds(sides: number): [number, number][][] {
  const ring = Array.from({ length: sides % 2 === 0 ? sides : sides + 1 }, (_, i) => i);
  const rest = sides % 2 === 0 ? -1 : sides;
  const rounds: [number, number][][] = [];
  for (let round = 0; round < ring.length - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < ring.length / 2; i++) {
      const a = ring[i] ?? 0;
      const b = ring[ring.length - 1 - i] ?? 0;
      if (a !== rest && b !== rest) pairs.push(round % 2 === 0 || i > 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // The first side stays; the others turn one place.
    ring.splice(1, 0, ring.pop() ?? 0);
  }
  return rounds;
}

/** One match of a knockout bracket: who plays (null while a feeding match is undecided) and the battle once set. */
export interface BracketMatch {
  stage: number;
  index: number;
  slot: string;
  a: string | null;
  b: string | null;
  battle: PkBattle | null;
  winner: string | null;
}

/** The slot name of a knockout match. */
export function knockoutSlot(stage: number, index: number): string {
  return `k${stage}-${index}`;
}

/** The number of stages of a knockout of `sides` (8 sides: quarter-finals, semi-finals, final). */
export function knockoutStages(sides: number): number {
  return Math.round(Math.log2(sides));
}

/**
 * The bracket of a knockout from its battles: stage 0 as drawn, each later match between the winners of the two
 * matches feeding it. A drawn knockout battle (which the app does not allow) advances nobody.
 */
export function knockoutBracket(sides: number, battles: readonly PkBattle[]): BracketMatch[][] {
  const bySlot = new Map(battles.map((battle) => [battle.slot, battle]));
  const stages: BracketMatch[][] = [];
  for (let stage = 0; stage < knockoutStages(sides); stage++) {
    const matches: BracketMatch[] = [];
    for (let index = 0; index < sides / 2 ** (stage + 1); index++) {
      const slot = knockoutSlot(stage, index);
      const battle = bySlot.get(slot) ?? null;
      const feeding = stage === 0 ? null : [stages[stage - 1]?.[2 * index], stages[stage - 1]?.[2 * index + 1]];
      const a = battle?.a ?? feeding?.[0]?.winner ?? null;
      const b = battle?.b ?? feeding?.[1]?.winner ?? null;
      const result = battle ? battleWinner(battle) : null;
      const winner = result === 'a' ? battle?.a ?? null : result === 'b' ? battle?.b ?? null : null;
      matches.push({ stage, index, slot, a, b, battle, winner });
    }
    stages.push(matches);
  }
  return stages;
}

/** The instants of the battles that start at each of the layout's hours in a round starting at `roundStartMs`. */
export function battleTimes(layout: PkLayout, roundStartMs: number): { startMs: number; endMs: number }[] {
  return layout.startHours.map((hour) => {
    const startMs = roundStartMs + hour * 3_600_000;
    return { startMs, endMs: startMs + layout.minutes * 60_000 };
  });
}

/**
 * Assumed (docs/rules.md): the fixtures of a league round: the start hours play the round-robin's rounds in turn (a
 * second cycle, sides swapped, when there are twice as many hours), so nobody plays two battles at once and every pair
 * meets once a cycle. Sides are indexes into the league's sides.
 */
export function leagueFixtures(layout: PkLayout, roundStartMs: number): { a: number; b: number; startMs: number; endMs: number }[] {
  const rounds = leagueRounds(layout.sides);
  return battleTimes(layout, roundStartMs).flatMap((time, index) => {
    const cycle = Math.floor(index / rounds.length);
    return (rounds[index % rounds.length] ?? []).map(([a, b]) => (cycle % 2 === 0 ? { a, b, ...time } : { a: b, b: a, ...time }));
  });
}
