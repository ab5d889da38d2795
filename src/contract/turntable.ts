// Turntable endpoints (the wheel pages /turntable, /turntableone, /turntableTwo, /tanpaTurn, /harta, /shining3,
// /shining6 and the wheel list /turnPage). Erasable TypeScript, shared by the site and the server.
import type { DecorDurationDays, DecorItemId } from '../domain/decor.ts';
import type { WheelId } from '../domain/turntable.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest } from './paging.ts';

/** A prize as the pages show it: a slot of the wheel's table without its weight. */
export type PrizeView = { kind: 'coins'; coins: number } | { kind: 'decor'; itemId: DecorItemId; days: DecorDurationDays };

/** A round of a wheel: its first and last business days (UTC+7) and its bounds (epoch ms, end exclusive). */
export interface RoundView {
  key: string;
  first: string;
  last: string;
  startMs: number;
  endMs: number;
}

/** Whether a wheel is open now, in which round; or the round that closed last and the next one. */
export type WheelStateView = { open: true; round: RoundView } | { open: false; previous: RoundView; next: RoundView };

/** A user's spins on a wheel in its open round (all 0 while the wheel is closed: spins never outlive their round). */
export interface SpinsView {
  toppedUpCoins: number;
  earned: number;
  used: number;
  available: number;
  /** Coins to top up in the round for one more spin; null once the round's limit is reached. */
  coinsToNextSpin: number | null;
}

/** One wheel for the wheel list: its state and the caller's spins left. */
export interface WheelSummary {
  wheel: WheelId;
  state: WheelStateView;
  spinsAvailable: number;
}

/** The draws of today (DESIGN 11): the SHA-256 of today's seed, published before any spin of the day. */
export interface DrawCommitmentView {
  game: string;
  /** Business date (UTC+7) of the seed. */
  period: string;
  commitment: string;
}

/** A wheel page's data: its state, the caller's top-ups and spins in the round, today's commitment, the coin balance. */
export interface WheelView {
  wheel: WheelId;
  state: WheelStateView;
  spins: SpinsView;
  /** The top-ups of the open round that earned the spins, oldest first. */
  topUps: { at: number; coins: number }[];
  /** Null while the wheel is closed (no draw can happen). */
  draw: DrawCommitmentView | null;
  balanceCoins: number;
}

/** One spin as its records show it, with everything needed to recompute it (docs/api.md "Verifiable draws"). */
export interface SpinView {
  id: string;
  wheel: WheelId;
  /** The round it used a spin of (its first business day). */
  round: string;
  at: number;
  /** The slot won, counted clockwise from the pointer's first slot (the order of the wheel's prize table). */
  prizeIndex: number;
  prize: PrizeView;
  /** The draw: game, business date, spin id joined with `|`. */
  message: string;
  period: string;
  commitment: string;
  /** The seed, once its day is over; null until then. */
  seed: string | null;
}

/** What a spin answers: the spin, the spins left in the round and the coin balance after the prize. */
export interface SpinResult {
  spin: SpinView;
  /** A dress-up won: when the item now ends (epoch ms; days add to an item still active). Null for coins. */
  decorUntil: number | null;
  spinsAvailable: number;
  balanceCoins: number;
}

/** A recent big win on a wheel, as everyone may see it: the winner's nickname partly hidden. */
export interface BigWinView {
  id: string;
  nickname: string;
  prize: PrizeView;
  at: number;
}

/** The turntable area: players only (everyone but coin dealers and operators). */
export const TURNTABLE_ENDPOINTS = {
  wheels: endpoint<Record<string, never>, { wheels: WheelSummary[] }>('/api/turntable/wheels'),
  wheel: endpoint<{ wheel: WheelId }, WheelView>('/api/turntable/wheel'),
  spin: endpoint<{ wheel: WheelId }, SpinResult>('/api/turntable/spin', { money: true }),
  records: endpoint<{ wheel: WheelId } & PageRequest, Page<SpinView>>('/api/turntable/records'),
  bigWins: endpoint<{ wheel: WheelId }, { items: BigWinView[] }>('/api/turntable/big-wins'),
};
