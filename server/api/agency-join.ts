// Joining an agency (SPEC 4): find it by its invite code, ask to join, follow the request, cancel it (or clear a
// rejection); and who the caller is in the agency area.
import { Hono } from 'hono';
import { AGENCY_JOIN_ENDPOINTS, AGENCY_ME_ENDPOINTS, type AgencyMeData } from '../../src/contract/agency.ts';
import { normalizeInviteCode } from '../../src/domain/agency-invite.ts';
import { cancelJoinRequest, sendJoinRequest, type JoinRequestState } from '../../src/domain/agency-join.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { transaction } from '../db/transaction.ts';
import { agencyCard, canonicalId, headedAgency, hostAgencyId, isApplying, joinStatusOf, type JoinRow } from './agency-store.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { fail, ok } from './respond.ts';

/** Refusals of sendJoinRequest and cancelJoinRequest as API errors. */
const JOIN_ERRORS = {
  alreadyPending: 'agency.joinAlreadyPending',
  alreadyInAgency: 'agency.alreadyInAgency',
  isAgencyHead: 'agency.headCannotJoin',
  applying: 'agency.applyingCannotJoin',
  nothingToCancel: 'agency.nothingToCancel',
  notPending: 'agency.joinNotPending',
} as const satisfies Record<string, ErrorName>;

/** The join sub-app: anyone signed in. */
export function agencyJoinApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  /** The agency an invite code names, or the error to answer. */
  const agencyByCode = (raw: string | undefined): { id: number } | ErrorName => {
    const code = normalizeInviteCode(raw ?? '');
    if (code === null) return 'agency.inviteCodeInvalid';
    const row = db.prepare('SELECT id FROM agencies WHERE invite_code = ?').get(code) as { id: number } | undefined;
    return row ?? 'agency.inviteCodeUnknown';
  };

  /** The user's join state as the domain rules read it. */
  const stateOf = (userId: number): JoinRequestState => {
    const status = joinStatusOf(db, userId);
    const agencyId = Number(status.agency?.id ?? 0);
    return status.state === 'none' ? { status: 'none' } : { status: status.state, agencyId };
  };

  return new Hono<AuthedEnv>()
    .post(AGENCY_ME_ENDPOINTS.me.path, session, (c) => {
      const userId = c.var.user.userId;
      const headed = headedAgency(db, userId);
      if (headed) return ok<AgencyMeData>(c, { role: 'head', agency: { id: String(headed.id), name: headed.name } });
      const member = hostAgencyId(db, userId);
      if (member === undefined) return ok<AgencyMeData>(c, { role: 'none', agency: null });
      const card = member === null ? null : agencyCard(db, member);
      return ok<AgencyMeData>(c, { role: 'host', agency: card && { id: card.id, name: card.name } });
    })
    .post(AGENCY_JOIN_ENDPOINTS.find.path, session, (c) => {
      const found = agencyByCode(c.var.fields['code']);
      if (typeof found === 'string') return fail(c, found);
      return ok(c, agencyCard(db, found.id));
    })
    .post(AGENCY_JOIN_ENDPOINTS.status.path, session, (c) => ok(c, joinStatusOf(db, c.var.user.userId)))
    .post(AGENCY_JOIN_ENDPOINTS.send.path, session, (c) => {
      const userId = c.var.user.userId;
      const found = agencyByCode(c.var.fields['code']);
      if (typeof found === 'string') return fail(c, found);
      const now = clock.now();
      return transaction(db, () => {
        const sent = sendJoinRequest(stateOf(userId), found.id, { isAgencyHead: headedAgency(db, userId) !== undefined, applying: isApplying(db, userId) });
        if (!sent.ok) return fail(c, JOIN_ERRORS[sent.error]);
        // The one-pending-request index refuses a second copy racing this one.
        db.prepare(`INSERT INTO agency_join_requests (user_id, agency_id, status, created_at) VALUES (?, ?, 'pending', ?)`).run(userId, found.id, now);
        return ok(c, joinStatusOf(db, userId));
      });
    })
    .post(AGENCY_JOIN_ENDPOINTS.cancel.path, session, (c) => {
      const userId = c.var.user.userId;
      const id = canonicalId(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM agency_join_requests WHERE id = ? AND user_id = ?').get(id, userId) as JoinRow | undefined;
        if (!row) return fail(c, 'agency.joinRequestNotFound');
        const state = stateOf(userId);
        // Only the request the screen shows can be cancelled or cleared; an older one has nothing left to do.
        const current = joinStatusOf(db, userId).request?.id === String(id);
        const cancelled = current ? cancelJoinRequest(state) : ({ ok: false, error: 'nothingToCancel' } as const);
        if (!cancelled.ok) return fail(c, JOIN_ERRORS[cancelled.error]);
        // The head may have decided meanwhile: a conditional UPDATE lets exactly one of the two change the request.
        const changed =
          row.status === 'pending'
            ? db.prepare(`UPDATE agency_join_requests SET status = 'cancelled', decided_at = ? WHERE id = ? AND status = 'pending'`).run(now, id).changes
            : db.prepare(`UPDATE agency_join_requests SET dismissed_at = ? WHERE id = ? AND status = 'rejected' AND dismissed_at IS NULL`).run(now, id).changes;
        if (changed !== 1) return fail(c, 'agency.nothingToCancel');
        return ok(c, joinStatusOf(db, userId));
      });
    });
}
