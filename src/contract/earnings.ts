// Earnings endpoints (the /earnings, /everyday/details, /goldbill, /incomelog and /incomedetail screens).
// Erasable TypeScript, shared by the site and the server.
import type { BasicSalaryInput, BasicSalaryStatus } from '../domain/basic-salary.ts';
import type { BonusProgress } from '../domain/host-bonus.ts';
import type { DayPay, SettlementLineKind } from '../domain/host-pay.ts';
import type { LevelTaskProgress } from '../domain/level-task.ts';
import type { RankBonusBand } from '../domain/rank-bonus.ts';
import type { PayoutType, SettlementPeriod, SettlementStatus } from '../domain/settlement.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest, RangeRequest } from './paging.ts';

/** What /earnings shows. */
export interface EarningsSummary {
  /** Business dates the figures are for (UTC+7). */
  today: string;
  weekStart: string;
  monthStart: string;
  availableBeans: number;
  /** Beans held by withdrawals under review. */
  frozenBeans: number;
  /** Gift beans received (they reach the balance with the period's settlement). */
  beansToday: number;
  beansThisWeek: number;
  beansThisMonth: number;
  payoutType: PayoutType;
  payoutChange: {
    /** A change is possible today. */
    allowed: boolean;
    /** Why not, when not. */
    reason: 'notMonday' | 'locked' | null;
    /** The next business date a change is possible (today when allowed). */
    nextDate: string;
    lastChangedAt: number | null;
  };
  /** Daily bonus for daily-salary hosts, weekly bonus for weekly-salary hosts. */
  bonus: BonusProgress & { period: PayoutType };
  /** Today's rank among hosts by beans so far, and the bonus it would pay. */
  rank: { rank: number | null; bonusBeans: number; top: number };
  basicSalary: BasicSalaryStatus;
  /** This week's violations and the minor ones in all, which can cancel the basic salary (SPEC 9). */
  violations: BasicSalaryInput['violations'];
  levelTask: LevelTaskProgress & { charmLevel: number; liveMinutesToday: number };
}

/** What /earnings shows an agency head: the beans, and the agency rank bonus (SPEC 6, 9: top 10 weekly). */
export interface AgencyEarningsSummary {
  today: string;
  availableBeans: number;
  frozenBeans: number;
  agency: { id: string; name: string; hosts: number };
  /** This week so far (Monday to today): the agency's gift beans, its rank and what the rank would pay. */
  thisWeek: { start: string; end: string; beans: number; rank: number | null; bonusBeans: number };
  /** Last week, settled: its rank, its bonus and the settlement that pays it, if any. */
  lastWeek: {
    start: string;
    end: string;
    beans: number;
    rank: number | null;
    bonusBeans: number;
    settlement: { id: string; status: SettlementStatus; amount: number } | null;
  };
  /** Agencies ranked weekly, the top `top` paid, by these bands. */
  top: number;
  bands: RankBonusBand[];
}

/** One day of /everyday/details. */
export interface EarningsDay {
  date: string;
  /** Today: a day in progress, its figures so far. */
  inProgress: boolean;
  /** The payout type the day ended with (SPEC 4). */
  payoutType: PayoutType;
  /** Live minutes of the day's valid sessions (SPEC 9: a minute or more each). */
  liveMinutes: number;
  /** SPEC 9: at least 60 minutes live. */
  validDay: boolean;
  /** The charm level the day ended with (the level task's). */
  charmLevel: number;
  beans: { lucky: number; sLucky: number; deluxe: number; normal: number; total: number };
  /**
   * What the day earned on top of its gift beans, by kind; the weekly bonus and the basic salary on the Sunday that
   * ends their week. Settlements pay exactly these: a range's sums match the settlements of the periods in it.
   */
  pay: DayPay;
  /** The sum of `pay`. */
  bonusBeans: number;
}

/** The two tabs of /goldbill. */
export type BillTab = 'income' | 'consumption';

/** What a bill line can be for, each produced by the bills endpoint. */
export const BILL_KINDS = ['settlement', 'withdrawal', 'withdrawalRefund', 'openingBalance', 'adjustment'] as const;
/** What a bill line was for. */
export type BillKind = (typeof BILL_KINDS)[number];

/** One line of /goldbill: a movement of the user's available beans. */
export interface BillItem {
  id: string;
  at: number;
  kind: BillKind;
  /** Positive for income, negative for consumption. */
  amount: number;
  /** The withdrawal or settlement it belongs to, if any. */
  refId: string | null;
}

/** One settlement record of /incomelog. */
export interface SettlementItem {
  id: string;
  period: SettlementPeriod;
  periodStart: string;
  periodEnd: string;
  amount: number;
  status: SettlementStatus;
  createdAt: number;
}

export type { SettlementLineKind } from '../domain/host-pay.ts';

/** /incomedetail: a settlement with its lines and status history. */
export interface SettlementDetail extends SettlementItem {
  lines: { kind: SettlementLineKind; amount: number }[];
  timeline: { status: SettlementStatus; at: number }[];
}

/** The earnings area. */
export const EARNINGS_ENDPOINTS = {
  summary: endpoint<Record<string, never>, EarningsSummary>('/api/earnings/summary'),
  agency: endpoint<Record<string, never>, AgencyEarningsSummary>('/api/earnings/agency'),
  daily: endpoint<RangeRequest, { days: EarningsDay[] }>('/api/earnings/daily'),
  bills: endpoint<RangeRequest & PageRequest & { tab: BillTab }, Page<BillItem>>('/api/earnings/bills'),
  settlements: endpoint<Partial<RangeRequest> & PageRequest, Page<SettlementItem>>('/api/earnings/settlements'),
  settlement: endpoint<{ id: string }, SettlementDetail>('/api/earnings/settlement'),
  changePayoutType: endpoint<{ type: PayoutType }, { payoutType: PayoutType; changedAt: number; nextDate: string }>(
    '/api/earnings/payout-type',
  ),
};

/** Operator-only: review a settlement (0-7, not back to 2); completing it (5) credits its beans. */
export const EARNINGS_OPS_ENDPOINTS = {
  reviewSettlement: endpoint<{ id: string; status: string }, SettlementItem>('/api/ops/settlements/review'),
};
