// Closing an agency (issue 27.6): its head ends it for good, the other way out besides handing it over. In one
// transaction every host leaves (their earnings and live history stay theirs) and gets a notice, pending requests to
// join are rejected (the applicant reads that the agency closed) and pending invitations closed. The agency keeps its
// row, history and records for operators; it is no longer found, joined or ranked, and its head heads nothing.
import type { AgencyCloseResult } from '../../src/contract/agency.ts';
import type { Db } from '../db/database.ts';
import { inTransaction, transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { detachHost } from './store.ts';

/** The head `headId` closes `agencyId`; of two closes at once exactly one does it, the other is told it is closed. */
export function closeAgency(db: Db, headId: number, agencyId: number, now: number): Outcome<AgencyCloseResult> {
  // Inside the Idempotency-Key's transaction when the API calls it, so a retry finds the stored answer.
  return inTransaction(db, () => {
    const changed = db
      .prepare('UPDATE agencies SET closed_at = ?, closed_by = ? WHERE id = ? AND head_user_id = ? AND closed_at IS NULL')
      .run(now, headId, agencyId, headId).changes;
    if (changed !== 1) return refused('agency.alreadyClosed');
    const hosts = db.prepare('SELECT user_id FROM hosts WHERE agency_id = ? ORDER BY user_id').all(agencyId) as { user_id: number }[];
    const notice = db.prepare('INSERT OR IGNORE INTO agency_close_notices (user_id, agency_id, created_at) VALUES (?, ?, ?)');
    for (const { user_id: hostId } of hosts) {
      detachHost(db, { hostId, agencyId, at: now, how: 'agencyClosed', actorId: headId });
      notice.run(hostId, agencyId, now);
    }
    const joinRequestsClosed = db
      .prepare(`UPDATE agency_join_requests SET status = 'rejected', decided_at = ?, decided_by = ?, reason = NULL WHERE agency_id = ? AND status = 'pending'`)
      .run(now, headId, agencyId).changes;
    const invitationsClosed = db
      .prepare(`UPDATE agency_invitations SET status = 'closed', decided_at = ? WHERE agency_id = ? AND status = 'pending'`)
      .run(now, agencyId).changes;
    const { name } = db.prepare('SELECT name FROM agencies WHERE id = ?').get(agencyId) as { name: string };
    return done({ agencyId: String(agencyId), name, closedAt: now, hostsFreed: hosts.length, joinRequestsClosed: Number(joinRequestsClosed), invitationsClosed: Number(invitationsClosed) });
  });
}

/** True when the agency is closed. */
export function isClosed(db: Db, agencyId: number): boolean {
  const row = db.prepare('SELECT closed_at FROM agencies WHERE id = ?').get(agencyId) as { closed_at: number | null } | undefined;
  return row !== undefined && row.closed_at !== null;
}

/** The freed host has read the notice of `agencyId` (again: nothing changes). */
export function dismissClosedNotice(db: Db, userId: number, agencyId: number, now: number): Outcome<null> {
  return transaction(db, () => {
    const row = db.prepare('SELECT dismissed_at FROM agency_close_notices WHERE user_id = ? AND agency_id = ?').get(userId, agencyId);
    if (row === undefined) return refused('notFound');
    db.prepare('UPDATE agency_close_notices SET dismissed_at = ? WHERE user_id = ? AND agency_id = ? AND dismissed_at IS NULL').run(now, userId, agencyId);
    return done(null);
  });
}
