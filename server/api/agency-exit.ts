// Leaving an agency (SPEC 4, 9): a host asks to leave and may withdraw the request at any time; the head approves or
// rejects it within 15 days; the 15-day timeout and the 90-day rule after a rejection are the exit job's
// (server/jobs/agency-exits.ts). A head sees and decides their own agency's requests only.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { AGENCY_HEAD_ENDPOINTS, AGENCY_HOST_ENDPOINTS, type ExitRequestView, type ExitStatusData } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import {
  decideExitRequest,
  exitReviewDeadlineMs,
  isLiveRestricted,
  requestExit,
  withdrawExitRequest,
  type ExitRequestError,
} from '../../src/domain/agency-exit.ts';
import { transaction } from '../db/transaction.ts';
import {
  agencyCard,
  canonicalId,
  detachHost,
  exitStateOf,
  headedAgency,
  hostAgencyId,
  inactiveView,
  lastStreamEnd,
  openExitOf,
  recordEvent,
  type ExitRow,
} from './agency-store.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, pageOf } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isAgencyHead, isHost, requireRole } from './roles.ts';

/** Refusals of the exit transitions as API errors. */
const EXIT_ERRORS: Record<ExitRequestError, ErrorName> = {
  alreadyPending: 'agency.exitAlreadyPending',
  notInAgency: 'agency.notInAgency',
  notPending: 'agency.exitNotPending',
  reviewTimedOut: 'agency.exitTimedOut',
  notDue: 'agency.exitNotPending',
};

/** How a host left, from the history, as the host's screen says it. */
const LEFT_BY = { exitApproved: 'approved', exitTimedOut: 'timedOut', detachedInactive: 'inactive', unbound: 'unbound' } as const;

/** What /exitApply shows a host. */
function exitStatusOf(db: DatabaseSync, hostId: number, now: number): ExitStatusData {
  const member = hostAgencyId(db, hostId) ?? null;
  if (member === null) {
    const left = db
      .prepare(
        `SELECT e.kind, e.at, a.name FROM agency_events e JOIN agencies a ON a.id = e.agency_id
         WHERE e.host_id = ? AND e.kind IN ('exitApproved', 'exitTimedOut', 'detachedInactive', 'unbound') ORDER BY e.id DESC LIMIT 1`,
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

/** An exit request row with the host's nickname. */
type ExitRequestRow = ExitRow & { nickname: string };

/** The exit sub-app: hosts for their own request, heads for their agency's. */
export function agencyExitApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const headsOnly = requireRole(db, isAgencyHead);
  const hostsOnly = requireRole(db, isHost);

  return new Hono<AuthedEnv>()
    .post(AGENCY_HOST_ENDPOINTS.exitStatus.path, session, hostsOnly, (c) => ok(c, exitStatusOf(db, c.var.user.userId, clock.now())))
    .post(AGENCY_HOST_ENDPOINTS.exitRequest.path, session, hostsOnly, (c) => {
      const hostId = c.var.user.userId;
      const agencyId = canonicalId(c.var.fields['agency_id']);
      if (agencyId === null) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        // The agency the page showed must still be the host's: a stale page never asks to leave another one.
        if (hostAgencyId(db, hostId) !== agencyId) return fail(c, 'agency.notInAgency');
        const open = openExitOf(db, hostId);
        const asked = requestExit(exitStateOf(open), now);
        if (!asked.ok) return fail(c, EXIT_ERRORS[asked.error]);
        // A rejected request asked again: the new one replaces it (the 90-day rule stops while this one waits).
        if (open) db.prepare(`UPDATE agency_exit_requests SET status = 'closed', ended_at = ? WHERE id = ? AND status = 'rejected'`).run(now, open.id);
        db.prepare(`INSERT INTO agency_exit_requests (host_id, agency_id, status, requested_at) VALUES (?, ?, 'pending', ?)`).run(hostId, agencyId, now);
        recordEvent(db, { agencyId, kind: 'exitRequested', hostId, actorId: hostId, at: now });
        return ok(c, exitStatusOf(db, hostId, now));
      });
    })
    .post(AGENCY_HOST_ENDPOINTS.exitWithdraw.path, session, hostsOnly, (c) => {
      const hostId = c.var.user.userId;
      const id = canonicalId(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM agency_exit_requests WHERE id = ? AND host_id = ?').get(id, hostId) as ExitRow | undefined;
        if (!row) return fail(c, 'agency.exitRequestNotFound');
        const withdrawn = withdrawExitRequest(exitStateOf(row), now);
        if (!withdrawn.ok) return fail(c, EXIT_ERRORS[withdrawn.error]);
        // The head may be deciding at this moment: exactly one of the two changes the request.
        const changed = db.prepare(`UPDATE agency_exit_requests SET status = 'withdrawn', ended_at = ? WHERE id = ? AND status = 'pending'`).run(now, id).changes;
        if (changed !== 1) return fail(c, 'agency.exitNotPending');
        recordEvent(db, { agencyId: row.agency_id, kind: 'exitWithdrawn', hostId, actorId: hostId, at: now });
        return ok(c, exitStatusOf(db, hostId, now));
      });
    })
    .post(AGENCY_HEAD_ENDPOINTS.exitRequests.path, session, headsOnly, (c) => {
      const agency = headedAgency(db, c.var.user.userId);
      const tab = c.var.fields['tab'];
      if (!agency || (tab !== 'pending' && tab !== 'rejected')) return fail(c, 'invalidParams');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const now = clock.now();
      const rows = db
        .prepare(
          `SELECT e.*, u.nickname FROM agency_exit_requests e JOIN users u ON u.id = e.host_id
           WHERE e.agency_id = ? AND e.status = ? AND (? IS NULL OR e.id < ?) ORDER BY e.id DESC LIMIT ?`,
        )
        .all(agency.id, tab, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as ExitRequestRow[];
      return ok(
        c,
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
    })
    .post(AGENCY_HEAD_ENDPOINTS.decideExit.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const id = canonicalId(c.var.fields['id']);
      const decision = c.var.fields['decision'];
      if (id === null || (decision !== 'approve' && decision !== 'reject')) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const agency = headedAgency(db, headId);
        const row = db.prepare('SELECT * FROM agency_exit_requests WHERE id = ?').get(id) as ExitRow | undefined;
        if (!agency || !row) return fail(c, 'agency.exitRequestNotFound');
        if (row.agency_id !== agency.id) return fail(c, 'forbidden');
        const decided = decideExitRequest(exitStateOf(row.status === 'pending' ? row : undefined), decision, now);
        if (!decided.ok) return fail(c, EXIT_ERRORS[decided.error]);
        // Of two decisions, or a decision and the host's withdrawal, at once, the database lets exactly one through.
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const changed = db
          .prepare(
            `UPDATE agency_exit_requests SET status = ?, decided_at = ?, ended_at = CASE WHEN ? = 'approved' THEN ? END
             WHERE id = ? AND agency_id = ? AND status = 'pending'`,
          )
          .run(status, now, status, now, id, agency.id).changes;
        if (changed !== 1) return fail(c, 'agency.exitNotPending');
        if (status === 'approved') detachHost(db, { hostId: row.host_id, agencyId: agency.id, at: now, how: 'approved', actorId: headId });
        else recordEvent(db, { agencyId: agency.id, kind: 'exitRejected', hostId: row.host_id, actorId: headId, at: now });
        return ok(c, { id: String(id), status });
      });
    });
}
