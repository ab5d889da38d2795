// Price lists and the coin dealer list (SPEC 3, DESIGN 11): a dealer submits an uploaded image with the WhatsApp number
// users reach them on; an operator approves it or refuses it with a reason; the dealer list shows every dealer's
// latest approved price list.
import type { DealerListing, DealerPage, PendingPriceList, PriceListSubmissionView, PriceListView } from '../../src/contract/price-list.ts';
import { checkPriceListSubmission } from '../../src/domain/price-list.ts';
import { reviewRefusal } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { inTransaction, transaction } from '../db/transaction.ts';
import { recordDecision } from '../services/decisions.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { ownsUpload, uploadUrl } from '../services/uploads.ts';

/** A row of price_lists. */
interface PriceListRow {
  id: number;
  dealer_user_id: number;
  upload_id: string;
  whatsapp: string;
  status: 'auditing' | 'rejected' | 'approved' | 'replaced';
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

/** A submission as the API shows it (a replaced one never is). */
function submissionView(row: PriceListRow): PriceListSubmissionView {
  if (row.status === 'replaced') throw new Error(`price list ${row.id} was replaced`);
  return {
    id: String(row.id),
    imageUrl: uploadUrl(row.upload_id),
    whatsapp: row.whatsapp,
    state: row.status,
    reason: row.reason,
    submittedAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/** The dealer's live price list, its newer submission, and the number to fill the form with. */
export function priceListOf(db: Db, dealerId: number): PriceListView {
  const live = db
    .prepare(`SELECT * FROM price_lists WHERE dealer_user_id = ? AND status = 'approved' ORDER BY id DESC LIMIT 1`)
    .get(dealerId) as PriceListRow | undefined;
  const latest = db
    .prepare(`SELECT * FROM price_lists WHERE dealer_user_id = ? AND status IN ('auditing', 'rejected') AND id > ? ORDER BY id DESC LIMIT 1`)
    .get(dealerId, live?.id ?? 0) as PriceListRow | undefined;
  const last = db.prepare('SELECT whatsapp FROM price_lists WHERE dealer_user_id = ? ORDER BY id DESC LIMIT 1').get(dealerId) as
    | { whatsapp: string }
    | undefined;
  return { live: live ? submissionView(live) : null, latest: latest ? submissionView(latest) : null, whatsapp: last?.whatsapp ?? null };
}

/** The dealer list's rows: each dealer with its latest approved price list. */
const LISTING_SQL = `SELECT d.user_id AS id, u.nickname, p.upload_id, p.whatsapp, p.reviewed_at
  FROM dealers d JOIN users u ON u.id = d.user_id
  JOIN price_lists p ON p.id = (SELECT MAX(id) FROM price_lists WHERE dealer_user_id = d.user_id AND status = 'approved')`;

/** Submits a price list for review; a new submission replaces the one still under review (one at a time). */
export function submitPriceList(db: Db, dealerId: number, form: { uploadId: string; whatsapp: string | null }, now: number): Outcome<PriceListView> {
  const check = checkPriceListSubmission({ imageId: form.uploadId === '' ? null : form.uploadId, whatsapp: form.whatsapp });
  if (!check.ok) return refused(`priceList.${check.error}`);
  // A form may only name an image its sender uploaded.
  if (!ownsUpload(db, dealerId, form.uploadId)) return refused('priceList.imageRequired');
  transaction(db, () => {
    db.prepare(`UPDATE price_lists SET status = 'replaced' WHERE dealer_user_id = ? AND status = 'auditing'`).run(dealerId);
    db.prepare(`INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, created_at) VALUES (?, ?, ?, 'auditing', ?)`).run(
      dealerId,
      form.uploadId,
      check.whatsapp,
      now,
    );
  });
  return done(priceListOf(db, dealerId));
}

/** The dealer list, by dealer id (a stable order: pages never shift as price lists are approved), or one dealer. */
export function dealerList(db: Db, only: number | null, cursor: number | null): DealerPage {
  const rows = db
    .prepare(`${LISTING_SQL} WHERE (? IS NULL OR d.user_id = ?) AND (? IS NULL OR d.user_id > ?) ORDER BY d.user_id LIMIT ?`)
    .all(only, only, cursor, cursor, PAGE_QUERY_LIMIT) as { id: number; nickname: string; upload_id: string; whatsapp: string; reviewed_at: number }[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${LISTING_SQL} WHERE (? IS NULL OR d.user_id = ?))`).get(only, only) as { total: number };
  return {
    ...pageOf(rows, (row): DealerListing => ({
      userId: String(row.id),
      nickname: row.nickname,
      imageUrl: uploadUrl(row.upload_id),
      whatsapp: row.whatsapp,
      approvedAt: row.reviewed_at,
    })),
    total,
  };
}

/** The price lists under review, oldest first (the one waiting longest is reviewed first). */
export function priceListsToReview(db: Db, cursor: number | null): Page<PendingPriceList> {
  const rows = db
    .prepare(
      `SELECT p.*, u.nickname FROM price_lists p JOIN users u ON u.id = p.dealer_user_id
       WHERE p.status = 'auditing' AND (? IS NULL OR p.id > ?) ORDER BY p.id LIMIT ?`,
    )
    .all(cursor, cursor, PAGE_QUERY_LIMIT) as unknown as (PriceListRow & { nickname: string })[];
  return pageOf(rows, (row): PendingPriceList => ({ ...submissionView(row), dealerId: String(row.dealer_user_id), dealerNickname: row.nickname }));
}

/**
 * An operator approves a price list or refuses it with a reason. Nobody reviews their own row (issue 24):
 * the policy refuses it with `ops.ownRow`.
 */
export function reviewPriceList(
  db: Db,
  operatorId: number,
  review: { id: number; decision: 'approve' | 'refuse'; reason: string | null },
  now: number,
): Outcome<PriceListSubmissionView> {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT * FROM price_lists WHERE id = ?').get(review.id) as PriceListRow | undefined;
    if (!row) return refused('priceList.notFound');
    const refusal = reviewRefusal(db, operatorId, 'reviewPriceLists', row.dealer_user_id, now);
    if (refusal) return refused(refusal);
    if (row.status !== 'auditing') return refused('priceList.notAuditing');
    const status = review.decision === 'approve' ? 'approved' : 'rejected';
    db.prepare('UPDATE price_lists SET status = ?, reason = ?, reviewed_at = ?, reviewer_user_id = ? WHERE id = ?').run(status, review.reason, now, operatorId, review.id);
    recordDecision(db, {
      subject: 'priceList',
      subjectId: row.id,
      ownerUserId: row.dealer_user_id,
      operatorUserId: operatorId,
      action: review.decision,
      fromState: row.status,
      toState: status,
      reason: review.reason,
      at: now,
    });
    return done(submissionView({ ...row, status, reason: review.reason, reviewed_at: now }));
  });
}
