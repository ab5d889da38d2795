// The event kit's boards and rewards (DESIGN 11): where each event stands, its rounds' boards and PK battles computed
// from the ledger and the app's tables (server/events/scores.ts), a participant's standing, and reward claims: coins
// granted once per participant, round and reward row, through the ledger (kind eventReward).
import type { BattleView, BoardEntry, ClaimView, EventBattles, EventBoard, EventMe, EventTimes, RoundBoard, RoundView, Standing } from '../../src/contract/events.ts';
import {
  EVENT_BOARD_SIZE,
  claimDeadline,
  claimableRounds,
  earnedRewards,
  eventPhase,
  rewardCurrency,
  lastEndedRound,
  nextRound,
  rankScores,
  roundAt,
  roundByKey,
  type EventRound,
  type Ranked,
} from '../../src/domain/events.ts';
import { parseIntegerField } from '../../src/domain/integer.ts';
import { rolesOf } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { grantCoins } from '../services/coins.ts';
import { available, post } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import type { ServerEvent } from './folders.ts';
import { battlesOf, liveNowOf, namesOf, scoresOf } from './scores.ts';
import { frozenBoard } from './standings.ts';

/** A round as the API shows it. */
function roundView(round: EventRound): RoundView {
  return { key: round.key, last: round.last, startMs: round.startMs, endMs: round.endMs };
}

/** Where an event stands at `now`. */
export function eventTimes(event: ServerEvent, now: number): EventTimes {
  const current = roundAt(event.window, now);
  const next = nextRound(event.window, now);
  const last = lastEndedRound(event.window, now);
  return {
    event: event.name,
    phase: eventPhase(event.window, now),
    current: current && roundView(current),
    next: next && roundView(next),
    last: last && roundView(last),
  };
}

/** Users or agencies: how a board's participants are named. */
function participantKind(event: ServerEvent): 'user' | 'agency' {
  return event.audience === 'agencies' ? 'agency' : 'user';
}

/**
 * The ranked board of a round: live while it runs; once it has ended, the board frozen at its end (DESIGN 12), or, in
 * the moment before the job has frozen it, the board as it stood at the end.
 */
function rankedBoard(db: Db, event: ServerEvent, round: EventRound, now: number): Ranked[] {
  if (now < round.endMs) return rankScores(scoresOf(db, event.name, event.metric, round, now));
  return frozenBoard(db, event.name, round) ?? rankScores(scoresOf(db, event.name, event.metric, round, round.endMs - 1));
}

/** The top of a round's board with names. */
function roundBoard(db: Db, event: ServerEvent, round: EventRound, now: number): RoundBoard {
  const top = rankedBoard(db, event, round, now).slice(0, EVENT_BOARD_SIZE);
  const ids = top.map((entry) => entry.id);
  const names = namesOf(db, participantKind(event), ids);
  // Agencies are never live; a user is while live_now says so (docs/rules.md), so a tap opens their room.
  const live = participantKind(event) === 'user' ? liveNowOf(db, ids, now) : new Set<string>();
  const entries: BoardEntry[] = top.map((entry) => ({
    rank: entry.rank,
    id: entry.id,
    value: entry.value,
    name: names.get(entry.id) ?? entry.id,
    liveNow: live.has(entry.id),
  }));
  return { ...roundView(round), entries };
}

/**
 * Who takes part for `userId`: the user (any user, or only hosts), or the agency the user heads; null when the event
 * is not for them (SPEC 6 roles).
 */
export function participantOf(db: Db, event: ServerEvent, userId: number): EventMe['participant'] {
  if (event.audience === 'agencies') {
    const agency = db.prepare('SELECT id, name FROM agencies WHERE head_user_id = ? AND closed_at IS NULL').get(userId) as { id: number; name: string } | undefined;
    return agency ? { kind: 'agency', id: String(agency.id), name: agency.name } : null;
  }
  if (event.audience === 'hosts' && !rolesOf(db, userId).includes('host')) return null;
  const user = db.prepare('SELECT nickname FROM users WHERE id = ?').get(userId) as { nickname: string } | undefined;
  return { kind: 'user', id: String(userId), name: user?.nickname ?? String(userId) };
}

/** A participant's value and rank in a round. */
function standingIn(board: readonly Ranked[], round: EventRound, id: string): Standing {
  const entry = board.find((e) => e.id === id);
  return { round: round.key, value: entry?.value ?? 0, rank: entry?.rank ?? null };
}

/** A row of event_claims. */
interface ClaimRow {
  round_key: string;
  reward: number;
  claimed_at: number;
}

/** What a participant has earned in the rounds still open for claims, with what was claimed. */
function rewardsOf(db: Db, event: ServerEvent, participant: string, now: number): ClaimView[] {
  const claimed = db
    .prepare('SELECT round_key, reward, claimed_at FROM event_claims WHERE event = ? AND participant = ?')
    .all(event.name, Number(participant)) as unknown as ClaimRow[];
  return claimableRounds(event.window, now).flatMap((round) => {
    const standing = standingIn(rankedBoard(db, event, round, now), round, participant);
    return earnedRewards(event.rewards, { value: standing.value, rank: standing.rank, roundOver: now >= round.endMs }).map((earned) => ({
      round: round.key,
      roundEndMs: round.endMs,
      reward: earned.reward,
      coins: earned.coins,
      currency: rewardCurrency(event.rewards),
      basis: earned.basis,
      claimedAt: claimed.find((row) => row.round_key === round.key && row.reward === earned.reward)?.claimed_at ?? null,
      deadlineMs: claimDeadline(round),
    }));
  });
}

/** A battle with its sides named. */
function battleView(battle: ReturnType<typeof battlesOf>[number], names: Map<string, string>, live: Set<string>): BattleView {
  return {
    slot: battle.slot,
    a: { id: battle.a, name: names.get(battle.a) ?? battle.a, liveNow: live.has(battle.a) },
    b: { id: battle.b, name: names.get(battle.b) ?? battle.b, liveNow: live.has(battle.b) },
    startMs: battle.startMs,
    endMs: battle.endMs,
    scoreA: battle.scoreA,
    scoreB: battle.scoreB,
  };
}

/** The database refuses a second claim of one reward (event_claims' unique key) when two race past the check. */
export const claimRefusal: Refusal = (error) =>
  error instanceof Error && error.message.includes('UNIQUE constraint failed: event_claims') ? 'event.alreadyClaimed' : null;

/** An event's current and last round's top, at `now`. */
export function eventBoard(db: Db, event: ServerEvent, now: number): EventBoard {
  const current = roundAt(event.window, now);
  const last = lastEndedRound(event.window, now);
  return {
    ...eventTimes(event, now),
    now,
    current: current && roundBoard(db, event, current, now),
    last: last && roundBoard(db, event, last, now),
  };
}

/** A PK event's battles of the current and last round, with their sides named. */
export function eventBattles(db: Db, event: ServerEvent, now: number): EventBattles {
  const kind = participantKind(event);
  const view = (round: EventRound | null) => {
    if (!round) return null;
    const battles = battlesOf(db, event.name, round);
    const ids = [...new Set(battles.flatMap((b) => [b.a, b.b]))];
    const names = namesOf(db, kind, ids);
    const live = kind === 'user' ? liveNowOf(db, ids, now) : new Set<string>();
    return { ...roundView(round), battles: battles.map((battle) => battleView(battle, names, live)) };
  };
  return { now, current: view(roundAt(event.window, now)), last: view(lastEndedRound(event.window, now)) };
}

/** Where `userId` stands in an event: who takes part for them, their standing now and last round, their rewards. */
export function eventMe(db: Db, event: ServerEvent, userId: number, now: number): EventMe {
  const participant = participantOf(db, event, userId);
  if (!participant) return { participant: null, current: null, last: null, rewards: [] };
  const current = roundAt(event.window, now);
  const last = lastEndedRound(event.window, now);
  return {
    participant,
    current: current && standingIn(rankedBoard(db, event, current, now), current, participant.id),
    last: last && standingIn(rankedBoard(db, event, last, now), last, participant.id),
    rewards: rewardsOf(db, event, participant.id, now),
  };
}

/**
 * Claims reward `form.reward` of round `form.round` for `participant` (who takes part for `userId`), inside the money
 * call's transaction: earned, within the claim window, once.
 */
export function claimEventReward(
  db: Db,
  event: ServerEvent,
  userId: number,
  participant: NonNullable<EventMe['participant']>,
  form: { round: string | undefined; reward: string | undefined },
  now: number,
): Outcome<{ claim: ClaimView; balance: number }> {
  const round = roundByKey(event.window, form.round ?? '');
  if (!round || round.startMs > now) return refused('event.roundNotFound');
  if (now >= claimDeadline(round)) return refused('event.claimClosed');
  // An integer field by the one rule (docs/api.md): anything else is no reward row at all.
  const reward = parseIntegerField(form.reward, { max: 999 });
  if (reward === null) return refused('invalidParams');
  const standing = standingIn(rankedBoard(db, event, round, now), round, participant.id);
  const earned = earnedRewards(event.rewards, { value: standing.value, rank: standing.rank, roundOver: now >= round.endMs }).find(
    (e) => e.reward === reward,
  );
  if (!earned) return refused('event.notEarned');
  const claimedBefore = db
    .prepare('SELECT 1 FROM event_claims WHERE event = ? AND round_key = ? AND reward = ? AND participant = ?')
    .get(event.name, round.key, reward, Number(participant.id));
  if (claimedBefore) return refused('event.alreadyClaimed');
  const id = Number(
    db
      .prepare('INSERT INTO event_claims (event, round_key, reward, participant, user_id, coins, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(event.name, round.key, reward, Number(participant.id), userId, earned.coins, now).lastInsertRowid,
  );
  const currency = rewardCurrency(event.rewards);
  const ref = { type: 'eventClaim', id };
  if (currency === 'coin') grantCoins(db, { userId, amount: earned.coins, kind: 'eventReward', at: now, ref });
  else grantBeans(db, userId, earned.coins, now, ref);
  const claim: ClaimView = {
    round: round.key,
    roundEndMs: round.endMs,
    reward,
    coins: earned.coins,
    currency,
    basis: earned.basis,
    claimedAt: now,
    deadlineMs: claimDeadline(round),
  };
  return done({ claim, balance: available(db, userId, currency) });
}

/** Credits a host's beans won in an event, issued by the platform (kind eventReward), as a settlement credits beans. */
function grantBeans(db: Db, userId: number, amount: number, at: number, ref: { type: string; id: number }): void {
  post(db, {
    kind: 'eventReward',
    at,
    refType: ref.type,
    refId: ref.id,
    entries: [
      { account: { userId: null, currency: 'bean', kind: 'issued' }, amount: -amount },
      { account: { userId, currency: 'bean', kind: 'available' }, amount },
    ],
  });
}
