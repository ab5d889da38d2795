// Price lists and the coin dealer list (the /pricelist and /coinerlist screens; SPEC 3, DESIGN 11), and the
// operators' review of price lists. Erasable TypeScript, shared by the site and the server.
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest } from './paging.ts';

/** A price-list submission as its dealer (or an operator) sees it. */
export interface PriceListSubmissionView {
  id: string;
  imageUrl: string;
  /** Digits with the country code. */
  whatsapp: string;
  state: 'auditing' | 'rejected' | 'approved';
  /** The operator's reason when refused. */
  reason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
}

/** The dealer's price list: what users see now, and the newer submission under review or refused. */
export interface PriceListView {
  /** The approved submission users see in the dealer list, or null. */
  live: PriceListSubmissionView | null;
  /** A submission newer than `live` that is auditing or was refused, or null. */
  latest: PriceListSubmissionView | null;
  /** The last WhatsApp number submitted, to fill the form. */
  whatsapp: string | null;
}

/** A coin dealer with an approved price list, as the dealer list shows them. */
export interface DealerListing {
  userId: string;
  nickname: string;
  imageUrl: string;
  whatsapp: string;
  approvedAt: number;
}

/** A submission waiting for an operator. */
export interface PendingPriceList extends PriceListSubmissionView {
  dealerId: string;
  dealerNickname: string;
}

/** The dealer's own price list: coin dealers only (SPEC 6). */
export const PRICE_LIST_ENDPOINTS = {
  mine: endpoint<Record<string, never>, PriceListView>('/api/pricelist/mine'),
  upload: endpoint<Record<string, never>, { id: string; url: string }>('/api/pricelist/upload'),
  submit: endpoint<{ upload_id: string; whatsapp: string }, PriceListView>('/api/pricelist/submit'),
};

/** A page of the dealer list, with how many dealers the whole list (or the search) holds. */
export interface DealerPage extends Page<DealerListing> {
  total: number;
}

/** The dealer list: every signed-in user; `user_id` finds one dealer by id. */
export const DEALER_ENDPOINTS = {
  list: endpoint<{ user_id?: string } & PageRequest, DealerPage>('/api/dealers/list'),
};

/** Operators only: price lists waiting for review, and the review (a refusal names its reason). */
export const PRICE_LIST_OPS_ENDPOINTS = {
  pending: endpoint<PageRequest, Page<PendingPriceList>>('/api/ops/price-lists/pending'),
  review: endpoint<{ id: string; decision: string; reason?: string }, PriceListSubmissionView>('/api/ops/price-lists/review'),
};
