// Coin top-up endpoints (the /dukurecharge screen, DESIGN 11): the page makes a payment order, the user pays on the
// provider's page, and the page follows the order until it is final. Erasable TypeScript, shared by the site and the
// server. The provider's server-to-server callback is not called by pages; docs/api.md ("Payment callback") has it.
import { endpoint } from './endpoints.ts';
import type { PaymentChannel, TopUpFailReason, TopUpOrderState } from '../domain/topup.ts';

/** A payment order as its owner sees it. */
export interface TopUpOrderView {
  id: string;
  packageId: string;
  coins: number;
  bonusCoins: number;
  priceIdr: number;
  channel: PaymentChannel;
  /** The state at the server's now: a pending order past its expiry is `expired`. */
  state: TopUpOrderState;
  failReason: TopUpFailReason | null;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  /** Where to pay a pending order (the provider's page); null once the order is final. */
  payUrl: string | null;
}

/** The recharge screen's data. */
export interface TopUpOverview {
  /** Available coins. */
  balance: number;
  /** The latest orders, newest first (TOPUP_RECENT_ORDERS). */
  recent: TopUpOrderView[];
  /** False when the server has no payment provider: packages are shown, nothing can be paid. */
  payable: boolean;
}

/** The top-up area: every signed-in user. */
export const TOPUP_ENDPOINTS = {
  overview: endpoint<Record<string, never>, TopUpOverview>('/api/topup/overview'),
  create: endpoint<{ package_id: string; channel: string; lang?: string }, { order: TopUpOrderView }>('/api/topup/create', { money: true }),
  order: endpoint<{ id: string }, { order: TopUpOrderView; balance: number }>('/api/topup/order'),
};
