// Event endpoints (the event pages of src/events, /activity/opennotice, /activity/closenotice, /homeBanner): one set
// of endpoints answers every event. Erasable TypeScript, shared by the site and the server; docs/api.md, "Events".
import type { EventPhase, RewardBasis, RewardCurrency } from '../domain/events.ts';
import { endpoint } from './endpoints.ts';

/** A round as pages show it: its key (first business day), last day and instants (end exclusive). */
export interface RoundView {
  key: string;
  last: string;
  startMs: number;
  endMs: number;
}

/** Where an event stands at `now`: the running round, the next one and the last that ended. */
export interface EventTimes {
  event: string;
  phase: EventPhase;
  current: RoundView | null;
  next: RoundView | null;
  last: RoundView | null;
}

/** Every event's times, for the notices and the home banner. */
export interface EventSchedule {
  now: number;
  events: EventTimes[];
}

/** One line of a board: a user (or an agency), its rank (equal values share one) and its value. */
export interface BoardEntry {
  rank: number;
  id: string;
  name: string;
  value: number;
  /** A user live now (docs/rules.md; their room opens from the board); always false for an agency. */
  liveNow: boolean;
}

/** A round's board: the top of it. */
export interface RoundBoard extends RoundView {
  entries: BoardEntry[];
}

/** An event's boards: the running round live, and the last round's final winners. */
export interface EventBoard extends Omit<EventTimes, 'current' | 'last'> {
  now: number;
  current: RoundBoard | null;
  last: RoundBoard | null;
}

/** The caller's value and rank in a round (rank null: not on the board yet). */
export interface Standing {
  round: string;
  value: number;
  rank: number | null;
}

/** A reward the caller earned in a round still open for claims, claimed or not. */
export interface ClaimView {
  round: string;
  roundEndMs: number;
  /** The row of the event's reward table. */
  reward: number;
  /** The amount, in `currency`. */
  coins: number;
  currency: RewardCurrency;
  basis: RewardBasis;
  claimedAt: number | null;
  /** Claimable until then. */
  deadlineMs: number;
}

/** The caller in an event: who takes part for them (themselves, or the agency they head), standings and rewards. */
export interface EventMe {
  participant: { kind: 'user' | 'agency'; id: string; name: string } | null;
  current: Standing | null;
  last: Standing | null;
  rewards: ClaimView[];
}

/** One PK battle as pages show it: sides with names, scores once fought. */
export interface BattleView {
  slot: string;
  /** The sides; `liveNow`: a user live now (always false for an agency). */
  a: { id: string; name: string; liveNow: boolean };
  b: { id: string; name: string; liveNow: boolean };
  startMs: number;
  endMs: number;
  scoreA: number | null;
  scoreB: number | null;
}

/** A round's battles. */
export interface RoundBattles extends RoundView {
  battles: BattleView[];
}

/** A PK event's battles: the running round's and the last round's. */
export interface EventBattles {
  now: number;
  current: RoundBattles | null;
  last: RoundBattles | null;
}

/** The event endpoints: schedule, boards and battles are public (the boards are what the pages show anyone). */
export const EVENT_ENDPOINTS = {
  schedule: endpoint<Record<string, never>, EventSchedule>('/api/events/schedule', { body: 'none' }),
  board: endpoint<{ event: string }, EventBoard>('/api/events/board'),
  battles: endpoint<{ event: string }, EventBattles>('/api/events/battles'),
  me: endpoint<{ event: string }, EventMe>('/api/events/me'),
  claim: endpoint<{ event: string; round: string; reward: string }, { claim: ClaimView; /** The caller's available balance in the claim's currency. */ balance: number }>('/api/events/claim', {
    money: true,
  }),
};

/** The endpoints callable without a session. */
export const PUBLIC_EVENT_PATHS: readonly string[] = [EVENT_ENDPOINTS.schedule.path, EVENT_ENDPOINTS.board.path, EVENT_ENDPOINTS.battles.path];

/** A red-packet grab as its record shows it, with the inputs that let anyone recompute it (docs/api.md). */
export interface GrabView {
  id: string;
  at: number;
  date: string;
  period: number;
  /** The day's packet number, 1 to 10,000. */
  packetNo: number;
  coins: number;
  drawMessage: string;
  commitment: string;
  /** The day's seed once the day is over (null before): the draw can then be checked (docs/api.md). */
  seed: string | null;
  poolBefore: { packets: number; coins: number };
}

/** The Ramadan red packets as the caller sees them now. */
export interface RedPacketStatus {
  now: number;
  /** The edition running today, else null. */
  edition: { first: string; last: string } | null;
  /** The next edition when none runs today. */
  nextEdition: { first: string; last: string } | null;
  /** The grab period open now. */
  period: { index: number; startMs: number; endMs: number } | null;
  /** The next period to open within the edition (null after its last). */
  nextPeriod: { index: number; startMs: number; endMs: number } | null;
  grabsToday: number;
  grabbedThisPeriod: boolean;
  /** For hosts: their live activity over the 7 days before today; null for other users. */
  host: { validDays: number; liveMinutes: number; qualifies: boolean } | null;
  pool: { packetsLeft: number; coinsLeft: number };
  /** SHA-256 of today's seed, published before the first draw (null outside an edition). */
  commitment: string | null;
  /** The caller's grabs of this (or the last) edition, newest first. */
  grabs: GrabView[];
}

/** The red-packet endpoints (/ramadan). */
export const RED_PACKET_ENDPOINTS = {
  status: endpoint<Record<string, never>, RedPacketStatus>('/api/red-packets/status'),
  grab: endpoint<Record<string, never>, { grab: GrabView; balance: number; grabsToday: number }>('/api/red-packets/grab', { money: true }),
};
