// The operators' console endpoints (issue 28, /ops pages): the review queues, a row's detail with its audit trail,
// decisions, and the bank's payout export. Operators only; anyone else is answered `forbidden` and the pages show the
// not-found page. Erasable TypeScript, shared by the site and the server.
import type { SettlementStatus } from '../domain/settlement.ts';
import type { ApplicationDecision, OpsQueue, PriceListDecision, SettlementDecision, WithdrawalDecision } from '../domain/ops.ts';
import type { ApplicationView } from './agency.ts';
import type { SettlementDetail, SettlementItem } from './earnings.ts';
import { endpoint } from './endpoints.ts';
import type { Page } from './paging.ts';
import type { WithdrawalView } from './withdraw.ts';

/** One decision on a row: who (null for the system), what (from -> to, the reason, the payout reference), when. */
export interface DecisionRecord {
  operatorUserId: string | null;
  operatorNickname: string | null;
  action: string;
  fromState: string;
  toState: string;
  reason: string | null;
  reference: string | null;
  /** The ledger transaction the decision moved money with (a payout, a refund). */
  ledgerTxId: string | null;
  at: number;
}

/** A withdrawal in the console's list: the user's view of it, whose it is, and what the decisions left on it. */
export interface OpsWithdrawalItem extends WithdrawalView {
  userId: string;
  nickname: string;
  reason: string | null;
  payoutReference: string | null;
}

/** A withdrawal with what an operator needs to decide it. */
export interface OpsWithdrawalDetail extends OpsWithdrawalItem {
  /** The account the payout goes to, in full: the operator pays it. */
  accountNumber: string;
  phone: string | null;
  /** The user's available and frozen beans now. */
  availableBeans: number;
  frozenBeans: number;
  /** The user's latest other withdrawals and settlements (earnings), newest first. */
  recentWithdrawals: { id: string; amount: number; status: SettlementStatus; createdAt: number }[];
  recentSettlements: { id: string; period: string; periodStart: string; amount: number; status: SettlementStatus }[];
  decisions: DecisionRecord[];
  /** The decisions this operator may take now (none on their own row or a closed one). */
  allowed: WithdrawalDecision[];
  ownRow: boolean;
}

/**
 * The list's filters: a state (one of the queue's filters, src/domain/ops.ts), an optional date range (both ends, at
 * most 31 days), an optional user id.
 */
export interface OpsListRequest {
  filter?: string;
  start?: string;
  end?: string;
  user_id?: string;
  cursor?: string;
}

/** The console's withdrawal endpoints. */
export const OPS_WITHDRAWAL_ENDPOINTS = {
  list: endpoint<OpsListRequest, Page<OpsWithdrawalItem>>('/api/ops/withdrawals/list'),
  detail: endpoint<{ id: string }, OpsWithdrawalDetail>('/api/ops/withdrawals/detail'),
  decide: endpoint<{ id: string; decision: WithdrawalDecision; reason?: string; reference?: string }, OpsWithdrawalDetail>('/api/ops/withdrawals/decide', { money: true }),
  /** The approved withdrawals as CSV for the bank's bulk payout (text/csv, not the envelope). */
  export: endpoint<{ start?: string; end?: string }, string>('/api/ops/withdrawals/export'),
};

/** The console's overview: each queue's waiting count and oldest item, and today's figures (business day, UTC+7). */
export interface OpsOverview {
  queues: { queue: OpsQueue; waiting: number; oldestAt: number | null }[];
  today: {
    date: string;
    /** Coins users bought today (top-ups credited). */
    coinsToppedUp: number;
    /** Beans of the withdrawals paid out today. */
    beansWithdrawn: number;
    /** Approved withdrawals waiting for the bank payout: how many, and the rupiah to pay. */
    pendingPayouts: number;
    pendingPayoutIdr: number;
  };
}

/** The console's overview endpoint. */
export const OPS_ENDPOINTS_OVERVIEW = {
  overview: endpoint<Record<string, never>, OpsOverview>('/api/ops/overview'),
};

/** A settlement in the console's list: the host's view of it and whose it is. */
export interface OpsSettlementItem extends SettlementItem {
  userId: string;
  nickname: string;
}

/** A settlement with its lines and history, the user's balance, the trail and the decisions this operator may take. */
export interface OpsSettlementDetail extends SettlementDetail {
  userId: string;
  nickname: string;
  availableBeans: number;
  decisions: DecisionRecord[];
  allowed: SettlementDecision[];
  ownRow: boolean;
}

/** The console's settlement endpoints. */
export const OPS_SETTLEMENT_ENDPOINTS = {
  list: endpoint<OpsListRequest, Page<OpsSettlementItem>>('/api/ops/settlements/list'),
  detail: endpoint<{ id: string }, OpsSettlementDetail>('/api/ops/settlements/detail'),
  decide: endpoint<{ id: string; decision: SettlementDecision }, OpsSettlementDetail>('/api/ops/settlements/decide', { money: true }),
};

/** A price list in the console's list: the image, the number, its state and reason, and whose it is. */
export interface OpsPriceListItem {
  id: string;
  userId: string;
  nickname: string;
  imageUrl: string;
  whatsapp: string;
  /** `replaced`: a newer submission took its place before a decision. */
  state: 'auditing' | 'rejected' | 'approved' | 'replaced';
  reason: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

/** A price list with what an operator needs to decide it: the dealer's earlier lists, the trail, the decisions. */
export interface OpsPriceListDetail extends OpsPriceListItem {
  earlier: OpsPriceListItem[];
  decisions: DecisionRecord[];
  allowed: PriceListDecision[];
  ownRow: boolean;
}

/** The console's price-list endpoints (same shapes as the withdrawal queue's). */
export const OPS_PRICE_LIST_ENDPOINTS = {
  list: endpoint<OpsListRequest, Page<OpsPriceListItem>>('/api/ops/pricelists/list'),
  detail: endpoint<{ id: string }, OpsPriceListDetail>('/api/ops/pricelists/detail'),
  decide: endpoint<{ id: string; decision: PriceListDecision; reason?: string }, OpsPriceListDetail>('/api/ops/pricelists/decide', { money: true }),
};

/** An agency application in the console's list: its fields, state and reason, and whose it is. */
export interface OpsApplicationItem extends ApplicationView {
  userId: string;
  nickname: string;
}

/** An application with what an operator needs to decide it: the user's levels, earlier applications, the trail. */
export interface OpsApplicationDetail extends OpsApplicationItem {
  levels: { wealth: number; charm: number };
  earlier: { id: string; status: ApplicationView['status']; reason: string | null; createdAt: number }[];
  decisions: DecisionRecord[];
  allowed: ApplicationDecision[];
  ownRow: boolean;
}

/** The console's agency-application endpoints (same shapes as the withdrawal queue's). */
export const OPS_APPLICATION_ENDPOINTS = {
  list: endpoint<OpsListRequest, Page<OpsApplicationItem>>('/api/ops/applications/list'),
  detail: endpoint<{ id: string }, OpsApplicationDetail>('/api/ops/applications/detail'),
  decide: endpoint<{ id: string; decision: ApplicationDecision; reason?: string }, OpsApplicationDetail>('/api/ops/applications/decide', { money: true }),
};
