// Coin resale endpoints (the /resell, /subagent, /resellRecord and /subresellrecord screens).
// Erasable TypeScript, shared by the site and the server.
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest, RangeRequest } from './paging.ts';

/** A sub-agent of a reseller, with the coins the reseller sent it this month (UTC+7, from the 1st). */
export interface SubAgentView {
  userId: string;
  nickname: string;
  sentThisMonth: number;
}

/** The dealer's own position. */
export interface ResaleOverview {
  balance: number;
  /** A sub-agent (sub reseller) of another dealer. */
  isSubAgent: boolean;
  parentUserId: string | null;
  parentNickname: string | null;
  subAgents: SubAgentView[];
}

/** A user found by id, as the transfer form shows them before sending. */
export interface TransferTargetView {
  userId: string;
  nickname: string;
  /** A coin dealer: transfers to them are refused unless they are the sender's own sub-agent. */
  isDealer: boolean;
  isOwnSubAgent: boolean;
}

/** A transfer as the record screens show it. */
export interface TransferView {
  id: string;
  fromUserId: string;
  fromNickname: string;
  toUserId: string;
  toNickname: string;
  amount: number;
  createdAt: number;
}

/** A page of transfers with the totals of the whole range (every page carries them). */
export interface TransferPage extends Page<TransferView> {
  totalCount: number;
  totalCoins: number;
}

/** The resale area: coin dealers only (SPEC 6). */
export const RESALE_ENDPOINTS = {
  overview: endpoint<Record<string, never>, ResaleOverview>('/api/resale/overview'),
  search: endpoint<{ user_id: string }, TransferTargetView>('/api/resale/search'),
  transfer: endpoint<{ target_user_id: string; amount: string }, { transfer: TransferView; balance: number }>('/api/resale/transfer', {
    money: true,
  }),
  records: endpoint<Partial<RangeRequest> & PageRequest, TransferPage>('/api/resale/records'),
  subRecords: endpoint<Partial<RangeRequest> & PageRequest & { sub_agent_id?: string }, TransferPage>('/api/resale/sub-records'),
};
