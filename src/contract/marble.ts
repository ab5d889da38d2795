// Marble game endpoints (the /marble/* screens; /marble/rule is static). Erasable TypeScript, shared by the site and
// the server.
import type { MarbleStep } from '../domain/marble.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest } from './paging.ts';

/** A user's daily bet limit: the one holding today, the default, and a raise waiting for its day. */
export interface MarbleLimitView {
  limitCoins: number;
  defaultCoins: number;
  next: { limitCoins: number; from: string } | null;
}

/** What the board screen needs before a bet. */
export interface MarbleOverview {
  /** The user's available coins. */
  balance: number;
  /** Today's business date (UTC+7): the period of today's seed. */
  period: string;
  /** SHA-256 (hex) of today's seed, published before any bet (DESIGN 11). */
  commitment: string;
  /** The account has confirmed it is 18 or older. */
  adultConfirmed: boolean;
  /** Coins bet today (UTC+7), counted against the daily limit. */
  betTodayCoins: number;
  limit: MarbleLimitView;
}

/** One bet as the records show it. */
export interface MarbleBetView {
  id: string;
  /** Business date of the seed it was drawn from. */
  period: string;
  betCoins: number;
  /** Left or right at each row of nails, top first. */
  path: MarbleStep[];
  hole: number;
  oddsPercent: number;
  payoutCoins: number;
  createdAt: number;
}

/** One bet with what verifying it takes (DESIGN 11): its draw message and the commitment of its seed. */
export interface MarbleBetDetail extends MarbleBetView {
  drawMessage: string;
  commitment: string;
}

/** What a bet answers. */
export interface MarbleBetResult {
  bet: MarbleBetDetail;
  balance: number;
  betTodayCoins: number;
}

/** One ranked player. */
export interface MarbleRankEntry {
  rank: number;
  userId: string;
  nickname: string;
  netCoins: number;
}

/** A daily or monthly rank of net winnings. */
export interface MarbleRankView {
  kind: 'daily' | 'monthly';
  /** The business date or month (`YYYY-MM`) and its bounds, epoch ms. */
  period: { key: string; startMs: number; endMs: number };
  top: MarbleRankEntry[];
  /** The caller's own standing: rank null when not ahead. */
  me: { rank: number | null; netCoins: number };
}

/** One recent big win. */
export interface MarbleWinView {
  id: string;
  nickname: string;
  betCoins: number;
  hole: number;
  oddsPercent: number;
  payoutCoins: number;
  createdAt: number;
}

/** The marble game. */
export const MARBLE_ENDPOINTS = {
  overview: endpoint<Record<string, never>, MarbleOverview>('/api/marble/overview'),
  confirmAdult: endpoint<Record<string, never>, { adultConfirmed: true }>('/api/marble/adult'),
  setLimit: endpoint<{ limit: string }, MarbleLimitView>('/api/marble/limit'),
  bet: endpoint<{ amount: string }, MarbleBetResult>('/api/marble/bet', { money: true }),
  records: endpoint<PageRequest, Page<MarbleBetView>>('/api/marble/records'),
  record: endpoint<{ id: string }, MarbleBetDetail>('/api/marble/record'),
  ranks: endpoint<{ kind: 'daily' | 'monthly' }, MarbleRankView>('/api/marble/ranks'),
  wins: endpoint<Record<string, never>, { items: MarbleWinView[] }>('/api/marble/wins'),
};
