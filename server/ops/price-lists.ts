// The console's price-list queue (issue 28): every dealer's submissions oldest first (keyset paging,
// server/ops/queue.ts), a submission with the dealer's earlier lists and the trail, and the decisions through the
// dealer flow's own review (server/coin/price-lists.ts): approve, or refuse with a reason the dealer sees. Of two
// operators deciding at once the first wins; the other is answered `ops.alreadyDecided` with the row as it is now.
import type { OpsPriceListDetail, OpsPriceListItem } from '../../src/contract/ops.ts';
import { OPS_RECENT_ROWS, PRICE_LIST_DECISIONS, PRICE_LIST_FILTERS, type PriceListDecision, type PriceListFilter } from '../../src/domain/ops.ts';
import { reviewRefusal } from '../account/policy.ts';
import { reviewPriceList } from '../coin/price-lists.ts';
import type { Db } from '../db/database.ts';
import { decisionsOf } from '../services/decisions.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import type { Page } from '../services/paging.ts';
import { uploadUrl } from '../services/uploads.ts';
import { queuePage, reviewAnswer, type QueueQuery } from './queue.ts';

/** A price_lists row with its dealer's nickname. */
interface OpsRow {
  id: number;
  dealer_user_id: number;
  upload_id: string;
  whatsapp: string;
  status: OpsPriceListItem['state'];
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  nickname: string;
}

const SELECT = 'SELECT p.*, u.nickname FROM price_lists p JOIN users u ON u.id = p.dealer_user_id';

function itemOf(row: OpsRow): OpsPriceListItem {
  return {
    id: String(row.id),
    userId: String(row.dealer_user_id),
    nickname: row.nickname,
    imageUrl: uploadUrl(row.upload_id),
    whatsapp: row.whatsapp,
    state: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/** A page of price lists in `filter`, oldest first, within the query's range and dealer. */
export function listOpsPriceLists(db: Db, filter: PriceListFilter, query: QueueQuery): Page<OpsPriceListItem> {
  return queuePage(db, { select: SELECT, alias: 'p', userColumn: 'dealer_user_id', statuses: PRICE_LIST_FILTERS[filter] }, query, itemOf);
}

function rowById(db: Db, id: number): OpsRow | undefined {
  return db.prepare(`${SELECT} WHERE p.id = ?`).get(id) as OpsRow | undefined;
}

function detailOf(db: Db, operatorId: number, row: OpsRow, now: number): OpsPriceListDetail {
  const earlier = db
    .prepare(`${SELECT} WHERE p.dealer_user_id = ? AND p.id <> ? ORDER BY p.created_at DESC, p.id DESC LIMIT ?`)
    .all(row.dealer_user_id, row.id, OPS_RECENT_ROWS) as unknown as OpsRow[];
  const refusal = reviewRefusal(db, operatorId, 'reviewPriceLists', row.dealer_user_id, now);
  return {
    ...itemOf(row),
    earlier: earlier.map(itemOf),
    decisions: decisionsOf(db, 'priceList', row.id),
    allowed: refusal === null && row.status === 'auditing' ? [...PRICE_LIST_DECISIONS] : [],
    ownRow: row.dealer_user_id === operatorId,
  };
}

/** Everything an operator needs to decide price list `id`. */
export function opsPriceListDetail(db: Db, operatorId: number, id: number, now: number): Outcome<OpsPriceListDetail> {
  const row = rowById(db, id);
  return row ? done(detailOf(db, operatorId, row, now)) : refused('priceList.notFound');
}

/** Operator `operatorId` approves price list `id` or refuses it with a checked reason (inside the call's transaction). */
export function decidePriceList(db: Db, operatorId: number, form: { id: number; decision: PriceListDecision; reason: string | null }, now: number): Outcome<OpsPriceListDetail> {
  const decided = reviewPriceList(db, operatorId, { id: form.id, decision: form.decision, reason: form.decision === 'refuse' ? form.reason : null }, now);
  return reviewAnswer(decided, rowById(db, form.id), { notPending: 'priceList.notAuditing', notFound: 'priceList.notFound' }, (row) => detailOf(db, operatorId, row, now));
}
