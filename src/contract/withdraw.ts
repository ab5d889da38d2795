// Withdrawal endpoints (the /selwithdrawalMethod, /addAccount, /withdrawcash, /withdrawalRecord and
// /withdrawaldetail screens). Erasable TypeScript, shared by the site and the server.
import type { SettlementStatus } from '../domain/settlement.ts';
import type { WithdrawMethod } from '../domain/withdrawal.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest, RangeRequest } from './paging.ts';

/** A bound account as pages show it: numbers masked. */
export interface BoundAccountView {
  method: WithdrawMethod;
  bankCode: string | null;
  /** All but the last four digits hidden. */
  accountMasked: string;
  holderName: string;
  phoneMasked: string | null;
}

/** The withdrawal rules and the user's position, for the withdraw screens. */
export interface WithdrawOverview {
  availableBeans: number;
  frozenBeans: number;
  /** A withdrawal of today (UTC+7) is live: SPEC 9 allows one a day. */
  withdrewToday: boolean;
  methods: { method: WithdrawMethod; bound: BoundAccountView | null }[];
  rules: { minBeans: number; maxBeans: number; multipleBeans: number; feeBeans: Record<WithdrawMethod, number> };
}

/** The bind form (bank card: bank, number, name, phone; DANA/OVO: account, name). */
export interface BindRequest {
  method: string;
  bank_code?: string;
  account_number: string;
  holder_name: string;
  phone?: string;
}

/** A withdrawal as the record screens show it. */
export interface WithdrawalView {
  id: string;
  method: WithdrawMethod;
  bankCode: string | null;
  accountMasked: string;
  holderName: string;
  amount: number;
  fee: number;
  /** What arrives: amount - fee, in IDR. */
  net: number;
  status: SettlementStatus;
  createdAt: number;
  /** The business date (UTC+7) it counts for. */
  date: string;
}

/** /withdrawaldetail: a withdrawal and its status history. */
export interface WithdrawalDetail extends WithdrawalView {
  timeline: { status: SettlementStatus; at: number }[];
}

/** The withdrawal area. */
export const WITHDRAW_ENDPOINTS = {
  overview: endpoint<Record<string, never>, WithdrawOverview>('/api/withdraw/overview'),
  bind: endpoint<BindRequest, BoundAccountView>('/api/withdraw/bind'),
  submit: endpoint<{ method: string; amount: string }, { withdrawal: WithdrawalView; availableBeans: number }>('/api/withdraw/submit', {
    money: true,
  }),
  records: endpoint<RangeRequest & PageRequest, Page<WithdrawalView>>('/api/withdraw/records'),
  detail: endpoint<{ id: string }, WithdrawalDetail>('/api/withdraw/detail'),
};

/** Operator-only: review a withdrawal (the reference server's stand-in for the payment back office). */
export const OPS_ENDPOINTS = {
  reviewWithdrawal: endpoint<{ id: string; status: string }, WithdrawalView>('/api/ops/withdrawals/review'),
};
