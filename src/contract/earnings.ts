// Earnings endpoints (the /earnings, /everyday/details, /goldbill, /incomelog and /incomedetail screens).
// Erasable TypeScript, shared by the site and the server.
import type { BasicSalaryStatus, BonusProgress, LevelTaskProgress } from '../domain/host-pay.ts';
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
  levelTask: LevelTaskProgress & { charmLevel: number; liveMinutesToday: number };
}

/** One day of /everyday/details. */
export interface EarningsDay {
  date: string;
  liveMinutes: number;
  /** SPEC 9: at least 60 minutes live. */
  validDay: boolean;
  beans: { lucky: number; sLucky: number; deluxe: number; normal: number; total: number };
  /** What the day earned on top: the daily bonus (daily-salary hosts) and the level task pay. */
  bonusBeans: number;
}

/** The two tabs of /goldbill. */
export type BillTab = 'income' | 'consumption';

/** What a bill line was for. */
export type BillKind =
  | 'settlement'
  | 'withdrawal'
  | 'withdrawalRefund'
  | 'openingBalance'
  | 'transferIn'
  | 'transferOut'
  | 'adjustment';

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

/** What a settlement line pays for: the period's gift beans and each bonus (SPEC 6, 9). */
export type SettlementLineKind = 'giftIncome' | 'dailyBonus' | 'weeklyBonus' | 'rankBonus' | 'basicSalary' | 'levelTask' | 'agencyRankBonus';

/** /incomedetail: a settlement with its lines and status history. */
export interface SettlementDetail extends SettlementItem {
  lines: { kind: SettlementLineKind; amount: number }[];
  timeline: { status: SettlementStatus; at: number }[];
}

/** The earnings area. */
export const EARNINGS_ENDPOINTS = {
  summary: endpoint<Record<string, never>, EarningsSummary>('/api/earnings/summary'),
  daily: endpoint<RangeRequest, { days: EarningsDay[] }>('/api/earnings/daily'),
  bills: endpoint<RangeRequest & PageRequest & { tab: BillTab }, Page<BillItem>>('/api/earnings/bills'),
  settlements: endpoint<Partial<RangeRequest> & PageRequest, Page<SettlementItem>>('/api/earnings/settlements'),
  settlement: endpoint<{ id: string }, SettlementDetail>('/api/earnings/settlement'),
  changePayoutType: endpoint<{ type: PayoutType }, { payoutType: PayoutType; changedAt: number; nextDate: string }>(
    '/api/earnings/payout-type',
  ),
};
