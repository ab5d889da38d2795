// Price lists and the coin dealer list (SPEC 3, DESIGN 11): a dealer uploads an image and submits it with the
// WhatsApp number users reach them on; an operator approves it or refuses it with a reason; the dealer list shows every
// dealer's latest approved price list.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  DEALER_ENDPOINTS,
  PRICE_LIST_ENDPOINTS,
  PRICE_LIST_OPS_ENDPOINTS,
  type DealerListing,
  type DealerPage,
  type PendingPriceList,
  type PriceListSubmissionView,
  type PriceListView,
} from '../../src/contract/price-list.ts';
import { checkPriceListSubmission, checkRefusalReason } from '../../src/domain/price-list.ts';
import { transaction } from '../db/transaction.ts';
import { ownsUpload, readImage, storeImage, uploadUrl } from '../services/uploads.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, fileField, idField } from './fields.ts';
import { PAGE_QUERY_LIMIT, pageOf } from '../services/paging.ts';
import { fail, ok } from './respond.ts';
import { isDealer, isOperator, requireRole } from './roles.ts';

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
function priceListOf(db: DatabaseSync, dealerId: number): PriceListView {
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

/** The price-list and dealer-list sub-app, with the operators' review. */
export function priceListApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const dealersOnly = requireRole(db, isDealer);
  const operatorsOnly = requireRole(db, isOperator);

  return new Hono<AuthedEnv>()
    .post(PRICE_LIST_ENDPOINTS.mine.path, session, dealersOnly, (c) => ok(c, priceListOf(db, c.var.user.userId)))
    .post(PRICE_LIST_ENDPOINTS.upload.path, session, dealersOnly, async (c) => {
      const image = await readImage(await fileField(c, 'file'));
      if (!image.ok) return fail(c, image.error);
      const stored = transaction(db, () => storeImage(db, c.var.user.userId, image, clock.now()));
      return ok(c, stored);
    })
    .post(PRICE_LIST_ENDPOINTS.submit.path, session, dealersOnly, (c) => {
      const userId = c.var.user.userId;
      const uploadId = c.var.fields['upload_id'] ?? '';
      const check = checkPriceListSubmission({ imageId: uploadId === '' ? null : uploadId, whatsapp: c.var.fields['whatsapp'] ?? null });
      if (!check.ok) return fail(c, `priceList.${check.error}`);
      // A form may only name an image its sender uploaded.
      if (!ownsUpload(db, userId, uploadId)) return fail(c, 'priceList.imageRequired');
      const now = clock.now();
      transaction(db, () => {
        // A new submission replaces the one still under review: one at a time.
        db.prepare(`UPDATE price_lists SET status = 'replaced' WHERE dealer_user_id = ? AND status = 'auditing'`).run(userId);
        db.prepare(`INSERT INTO price_lists (dealer_user_id, upload_id, whatsapp, status, created_at) VALUES (?, ?, ?, 'auditing', ?)`).run(
          userId,
          uploadId,
          check.whatsapp,
          now,
        );
      });
      return ok(c, priceListOf(db, userId));
    })
    .post(DEALER_ENDPOINTS.list.path, session, (c) => {
      const fields = c.var.fields;
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const search = fields['user_id'] ?? '';
      const only = search === '' ? null : idField(search);
      if (search !== '' && only === null) return fail(c, 'invalidParams');
      // A stable order: by dealer id, so pages never shift as price lists are approved.
      const rows = db
        .prepare(`${LISTING_SQL} WHERE (? IS NULL OR d.user_id = ?) AND (? IS NULL OR d.user_id > ?) ORDER BY d.user_id LIMIT ?`)
        .all(only, only, cursor, cursor, PAGE_QUERY_LIMIT) as { id: number; nickname: string; upload_id: string; whatsapp: string; reviewed_at: number }[];
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${LISTING_SQL} WHERE (? IS NULL OR d.user_id = ?))`).get(only, only) as { total: number };
      const page: DealerPage = {
        ...pageOf(rows, (row): DealerListing => ({
          userId: String(row.id),
          nickname: row.nickname,
          imageUrl: uploadUrl(row.upload_id),
          whatsapp: row.whatsapp,
          approvedAt: row.reviewed_at,
        })),
        total,
      };
      return ok(c, page);
    })
    .post(PRICE_LIST_OPS_ENDPOINTS.pending.path, session, operatorsOnly, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      // Oldest first: the one waiting longest is reviewed first.
      const rows = db
        .prepare(
          `SELECT p.*, u.nickname FROM price_lists p JOIN users u ON u.id = p.dealer_user_id
           WHERE p.status = 'auditing' AND (? IS NULL OR p.id > ?) ORDER BY p.id LIMIT ?`,
        )
        .all(cursor, cursor, PAGE_QUERY_LIMIT) as unknown as (PriceListRow & { nickname: string })[];
      return ok(
        c,
        pageOf(rows, (row): PendingPriceList => ({ ...submissionView(row), dealerId: String(row.dealer_user_id), dealerNickname: row.nickname })),
      );
    })
    .post(PRICE_LIST_OPS_ENDPOINTS.review.path, session, operatorsOnly, (c) => {
      const fields = c.var.fields;
      const id = idField(fields['id']);
      const decision = fields['decision'];
      if (id === null || (decision !== 'approve' && decision !== 'refuse')) return fail(c, 'invalidParams');
      const reason = decision === 'refuse' ? checkRefusalReason(fields['reason']) : null;
      if (reason && !reason.ok) return fail(c, `priceList.${reason.error}`);
      const now = clock.now();
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM price_lists WHERE id = ?').get(id) as PriceListRow | undefined;
        if (!row) return fail(c, 'priceList.notFound');
        if (row.status !== 'auditing') return fail(c, 'priceList.notAuditing');
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const text = reason?.ok ? reason.reason : null;
        db.prepare('UPDATE price_lists SET status = ?, reason = ?, reviewed_at = ?, reviewer_user_id = ? WHERE id = ?').run(status, text, now, c.var.user.userId, id);
        return ok(c, submissionView({ ...row, status, reason: text, reviewed_at: now }));
      });
    });
}
