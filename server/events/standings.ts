// Standings of a finished round are final (DESIGN 12): when a round ends, the event job copies its ranked board into
// event_round_standings, and every later read of that round (its board, a participant's rank, a claim) reads the
// copy. Hosts changing agency, a late gift row or a battle scored afterwards never move what a round paid.
import { claimDeadline, lastEndedRound, rankScores, type EventRound, type Ranked } from '../../src/domain/events.ts';
import type { Db } from '../db/database.ts';
import { EVENTS, type ServerEvent } from './folders.ts';
import { scoresOf } from './scores.ts';

/**
 * The ended rounds of `event` whose board anyone may still read at `now`: the last one (the page's final winners) and
 * every one still open for claims, newest first.
 */
export function endedRoundsToKeep(event: ServerEvent, now: number): EventRound[] {
  const rounds: EventRound[] = [];
  for (let round = lastEndedRound(event.window, now); round; round = lastEndedRound(event.window, round.startMs - 1)) {
    if (rounds.length > 0 && claimDeadline(round) <= now) break;
    rounds.push(round);
  }
  return rounds;
}

/** Whether `round` of `event` has been frozen. */
function isFrozen(db: Db, event: string, round: EventRound): boolean {
  return db.prepare('SELECT 1 FROM event_rounds_frozen WHERE event = ? AND round_key = ?').get(event, round.key) !== undefined;
}

/** The frozen board of an ended round, or null when the job has not frozen it yet. */
export function frozenBoard(db: Db, event: string, round: EventRound): Ranked[] | null {
  if (!isFrozen(db, event, round)) return null;
  const rows = db
    .prepare('SELECT participant, value, rank FROM event_round_standings WHERE event = ? AND round_key = ? ORDER BY rank, participant')
    .all(event, round.key) as { participant: number; value: number; rank: number }[];
  return rows.map((row) => ({ id: String(row.participant), value: row.value, rank: row.rank }));
}

/** Copies the board of the ended `round` as it stood at its end; once (the frozen row's key holds it). */
function freezeRound(db: Db, event: ServerEvent, round: EventRound, now: number): void {
  const board = rankScores(scoresOf(db, event.name, event.metric, round, round.endMs - 1));
  db.prepare('INSERT INTO event_rounds_frozen (event, round_key, frozen_at) VALUES (?, ?, ?)').run(event.name, round.key, now);
  const insert = db.prepare('INSERT INTO event_round_standings (event, round_key, participant, value, rank) VALUES (?, ?, ?, ?, ?)');
  for (const entry of board) insert.run(event.name, round.key, Number(entry.id), entry.value, entry.rank);
}

/** Whether any event's last ended round is still to be frozen at `now` (reads only; the job freezes older ones with it). */
export function standingsDue(db: Db, now: number, events: Iterable<ServerEvent> = EVENTS.values()): boolean {
  for (const event of events) {
    const last = lastEndedRound(event.window, now);
    if (last && !isFrozen(db, event.name, last)) return true;
  }
  return false;
}

/** Freezes every ended round still read at `now` that is not frozen yet; returns how many. Idempotent. */
export function freezeEndedRounds(db: Db, now: number, events: Iterable<ServerEvent> = EVENTS.values()): number {
  let frozen = 0;
  for (const event of events) {
    for (const round of endedRoundsToKeep(event, now)) {
      if (isFrozen(db, event.name, round)) continue;
      freezeRound(db, event, round, now);
      frozen++;
    }
  }
  return frozen;
}
