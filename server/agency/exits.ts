// Leaving an agency (SPEC 4, 9): a host asks to leave and may withdraw the request at any time; the head approves or
// rejects it within 15 days; the 15-day timeout and the 90-day rule after a rejection detach the host by themselves
// (detachDueExits, run by server/jobs/agency-exits.ts). A head sees and decides their own agency's requests only.
import type { ExitRequestView, ExitStatusData } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { EXIT_REVIEW_DAYS, autoDetachExit, decideExitRequest, exitReviewDeadlineMs, isLiveRestricted, requestExit, withdrawExitRequest, type ExitRequestError } from '../../src/domain/agency-exit.ts';
import { DAY_MS } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { agencyCard, detachHost, exitStateOf, headedAgency, hostAgencyId, inactiveView, lastStreamEnd, openExitOf, recordEvent, type ExitRow } from './store.ts';

/** Refusals of the exit transitions as API errors. */
const EXIT_ERRORS: Record<ExitRequestError, ErrorName> = {
  alreadyPending: 'agency.exitAlreadyPending',
  notInAgency: 'agency.notInAgency',
  notPending: 'agency.exitNotPending',
  reviewTimedOut: 'agency.exitTimedOut',
  notDue: 'agency.exitNotPending',
};

/** How a host left, from the history, as the host's screen says it. */
const LEFT_BY = { exitApproved: 'approved', exitTimedOut: 'timedOut', detachedInactive: 'inactive', unbound: 'unbound', agencyClosed: 'closed' } as const;

/** What /exitApply shows a host. */
export function exitStatusOf(db: Db, hostId: number, now: number): ExitStatusData {
  const member = hostAgencyId(db, hostId) ?? null;
  if (member === null) {
    const left = db
      .prepare(
        `SELECT e.kind, e.at, a.name FROM agency_events e JOIN agencies a ON a.id = e.agency_id
         WHERE e.host_id = ? AND e.kind IN ('exitApproved', 'exitTimedOut', 'detachedInactive', 'unbound', 'agencyClosed') ORDER BY e.id DESC LIMIT 1`,
      )
      .get(hostId) as { kind: keyof typeof LEFT_BY; at: number; name: string } | undefined;
    return {
      agency: null,
      state: 'none',
      request: null,
      liveRestricted: false,
      inactive: null,
      lastExit: left ? { agencyName: left.name, how: LEFT_BY[left.kind], at: left.at } : null,
    };
  }
  const card = agencyCard(db, member);
  const agency = card && { id: card.id, name: card.name };
  const open = openExitOf(db, hostId);
  const row = open?.agency_id === member ? open : undefined;
  const state = exitStateOf(row);
  const base = { agency, liveRestricted: isLiveRestricted(state), lastExit: null };
  if (!row || state.status === 'none') return { ...base, state: 'none', request: null, inactive: null };
  const request = { id: String(row.id), requestedAt: row.requested_at, deadlineAt: exitReviewDeadlineMs(row.requested_at), decidedAt: row.decided_at };
  if (row.status === 'pending') return { ...base, state: 'pending', request, inactive: null };
  const lastStream = lastStreamEnd(db, hostId);
  return { ...base, state: 'rejected', request, inactive: { ...inactiveView(row, lastStream, now), lastStreamAt: lastStream } };
}

/** A host asks to leave `agencyId`, the agency the page showed (a stale page never asks to leave another one). */
export function askToLeave(db: Db, hostId: number, agencyId: number, now: number): Outcome<ExitStatusData> {
  return transaction(db, () => {
    if (hostAgencyId(db, hostId) !== agencyId) return refused('agency.notInAgency');
    const open = openExitOf(db, hostId);
    const asked = requestExit(exitStateOf(open), now);
    if (!asked.ok) return refused(EXIT_ERRORS[asked.error]);
    // A rejected request asked again: the new one replaces it (the 90-day rule stops while this one waits).
    if (open) db.prepare(`UPDATE agency_exit_requests SET status = 'closed', ended_at = ? WHERE id = ? AND status = 'rejected'`).run(now, open.id);
    db.prepare(`INSERT INTO agency_exit_requests (host_id, agency_id, status, requested_at) VALUES (?, ?, 'pending', ?)`).run(hostId, agencyId, now);
    recordEvent(db, { agencyId, kind: 'exitRequested', hostId, actorId: hostId, at: now });
    return done(exitStatusOf(db, hostId, now));
  });
}

/** A host withdraws their pending request `id` and stays. */
export function withdrawExit(db: Db, hostId: number, id: number, now: number): Outcome<ExitStatusData> {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM agency_exit_requests WHERE id = ? AND host_id = ?').get(id, hostId) as ExitRow | undefined;
    if (!row) return refused('agency.exitRequestNotFound');
    const withdrawn = withdrawExitRequest(exitStateOf(row), now);
    if (!withdrawn.ok) return refused(EXIT_ERRORS[withdrawn.error]);
    // The head may be deciding at this moment: exactly one of the two changes the request.
    const changed = db.prepare(`UPDATE agency_exit_requests SET status = 'withdrawn', ended_at = ? WHERE id = ? AND status = 'pending'`).run(now, id).changes;
    if (changed !== 1) return refused('agency.exitNotPending');
    recordEvent(db, { agencyId: row.agency_id, kind: 'exitWithdrawn', hostId, actorId: hostId, at: now });
    return done(exitStatusOf(db, hostId, now));
  });
}

/** An exit request row with the host's nickname. */
type ExitRequestRow = ExitRow & { nickname: string };

/** A head's exit requests of one tab (pending, or rejected with the 90-day rule running), newest first. */
export function exitRequestsOf(db: Db, headId: number, tab: 'pending' | 'rejected', cursor: number | null, now: number): Outcome<Page<ExitRequestView>> {
  const agency = headedAgency(db, headId);
  if (!agency) return refused('invalidParams');
  const rows = db
    .prepare(
      `SELECT e.*, u.nickname FROM agency_exit_requests e JOIN users u ON u.id = e.host_id
       WHERE e.agency_id = ? AND e.status = ? AND (? IS NULL OR e.id < ?) ORDER BY e.id DESC LIMIT ?`,
    )
    .all(agency.id, tab, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as ExitRequestRow[];
  return done(
    pageOf(rows, (row): ExitRequestView => ({
      id: String(row.id),
      hostId: String(row.host_id),
      nickname: row.nickname,
      status: row.status === 'pending' ? 'pending' : 'rejected',
      requestedAt: row.requested_at,
      deadlineAt: exitReviewDeadlineMs(row.requested_at),
      decidedAt: row.decided_at,
      inactive: row.status === 'rejected' ? inactiveView(row, lastStreamEnd(db, row.host_id), now) : null,
    })),
  );
}

/** A head approves (the host leaves) or rejects (the 90-day rule starts) their agency's pending request `id`. */
export function decideExit(db: Db, headId: number, id: number, decision: 'approve' | 'reject', now: number): Outcome<{ id: string; status: 'approved' | 'rejected' }> {
  return transaction(db, () => {
    const agency = headedAgency(db, headId);
    const row = db.prepare('SELECT * FROM agency_exit_requests WHERE id = ?').get(id) as ExitRow | undefined;
    if (!agency || !row) return refused('agency.exitRequestNotFound');
    if (row.agency_id !== agency.id) return refused('forbidden');
    const decided = decideExitRequest(exitStateOf(row.status === 'pending' ? row : undefined), decision, now);
    if (!decided.ok) return refused(EXIT_ERRORS[decided.error]);
    // Of two decisions, or a decision and the host's withdrawal, at once, the database lets exactly one through.
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const changed = db
      .prepare(
        `UPDATE agency_exit_requests SET status = ?, decided_at = ?, ended_at = CASE WHEN ? = 'approved' THEN ? END
         WHERE id = ? AND agency_id = ? AND status = 'pending'`,
      )
      .run(status, now, status, now, id, agency.id).changes;
    if (changed !== 1) return refused('agency.exitNotPending');
    if (status === 'approved') detachHost(db, { hostId: row.host_id, agencyId: agency.id, at: now, how: 'approved', actorId: headId });
    else recordEvent(db, { agencyId: agency.id, kind: 'exitRejected', hostId: row.host_id, actorId: headId, at: now });
    return done({ id: String(id), status });
  });
}

/** Detaches every host whose exit became due at or before `now`. */
export function detachDueExits(db: Db, now: number): void {
  const timedOut = db
    .prepare(`SELECT * FROM agency_exit_requests WHERE status = 'pending' AND requested_at <= ? ORDER BY requested_at`)
    .all(now - EXIT_REVIEW_DAYS * DAY_MS) as unknown as ExitRow[];
  const rejected = db.prepare(`SELECT * FROM agency_exit_requests WHERE status = 'rejected' ORDER BY id`).all() as unknown as ExitRow[];
  for (const row of [...timedOut, ...rejected]) {
    const lastStream = row.status === 'rejected' ? lastStreamEnd(db, row.host_id) : null;
    const due = autoDetachExit(exitStateOf(row), now, lastStream);
    if (!due.ok || due.state.status !== 'detached') continue;
    const how = due.state.reason === 'reviewTimeout' ? 'timedOut' : 'inactive';
    const at = due.state.detachedAtMs;
    if (!detachHost(db, { hostId: row.host_id, agencyId: row.agency_id, at, how, actorId: null })) {
      // The host is no longer in that agency: the request has nothing left to do.
      db.prepare(`UPDATE agency_exit_requests SET status = 'closed', ended_at = ? WHERE id = ? AND status IN ('pending', 'rejected')`).run(at, row.id);
    }
  }
}
