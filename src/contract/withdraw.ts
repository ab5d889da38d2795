// Withdrawal endpoints (the /selwithdrawalMethod, /addAccount, /withdrawcash, /withdrawalRecord and
// /withdrawaldetail screens). Erasable TypeScript, shared by the site and the server.
import type { SettlementStatus } from '../domain/settlement.ts';
import type { WithdrawMethod, WithdrawRules } from '../domain/withdrawal.ts';
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

/** One change of where payouts go, as the account history shows it. */
export interface AccountChangeView {
  method: WithdrawMethod;
  /** An account linked for a method that had none, or a method's account replaced. */
  action: 'added' | 'replaced';
  accountMasked: string;
  /** How the user was proved again; null for the first account linked. */
  verifiedBy: 'appToken' | 'smsCode' | null;
  /** Withdrawals to it wait until then (epoch ms); null when nothing was held. */
  heldUntil: number | null;
  at: number;
}

/** The withdrawal rules and the user's position, for the withdraw screens. */
export interface WithdrawOverview {
  /** The business date (UTC+7) `withdrewToday` is about: a page open past 24:00 knows it no longer holds. */
  today: string;
  availableBeans: number;
  frozenBeans: number;
  /** A withdrawal of `today` is live: SPEC 9 allows one a day. */
  withdrewToday: boolean;
  /** Each method, its linked account, and until when withdrawals to it are held after a change (epoch ms), if they are. */
  methods: { method: WithdrawMethod; bound: BoundAccountView | null; heldUntil: number | null }[];
  /** The latest changes of where payouts go, newest first. */
  accountChanges: AccountChangeView[];
  /** The server's figures: the page checks, quotes and confirms with these, never its own. */
  rules: WithdrawRules;
}

/** The bind form (bank card: bank, number, name, phone; DANA/OVO: account, name). */
export interface BindRequest {
  method: string;
  bank_code?: string;
  account_number: string;
  holder_name: string;
  phone?: string;
  /**
   * The user proved again, needed while another account is linked: the token check's sealed `params`, made now
   * from the app's credentials (`reauth_method` 'appToken', the default); an SMS code may take its place later.
   */
  reauth?: string;
  reauth_method?: 'appToken';
}

/** What a bind answers: the account as saved, and what the change did. */
export interface BindResult extends BoundAccountView {
  action: 'added' | 'replaced';
  heldUntil: number | null;
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
  /** Why an operator rejected it or it failed, as they wrote it for the user; null otherwise. */
  reason: string | null;
  timeline: { status: SettlementStatus; at: number }[];
}

/** The withdrawal area. */
export const WITHDRAW_ENDPOINTS = {
  overview: endpoint<Record<string, never>, WithdrawOverview>('/api/withdraw/overview'),
  bind: endpoint<BindRequest, BindResult>('/api/withdraw/bind'),
  /** `fee`: the fee the user confirmed; a different one now answers withdraw.feeChanged. */
  submit: endpoint<{ method: string; amount: string; fee?: string }, { withdrawal: WithdrawalView; availableBeans: number }>('/api/withdraw/submit', {
    money: true,
  }),
  records: endpoint<RangeRequest & PageRequest, Page<WithdrawalView>>('/api/withdraw/records'),
  detail: endpoint<{ id: string }, WithdrawalDetail>('/api/withdraw/detail'),
};

/** Operator-only: review a withdrawal (the reference server's stand-in for the payment back office). */
export const OPS_ENDPOINTS = {
  reviewWithdrawal: endpoint<{ id: string; status: string }, WithdrawalView>('/api/ops/withdrawals/review'),
};
