// Joining an agency (SPEC 4): who the caller is in the agency area, finding an agency by its invite code, asking to
// join, following the request, cancelling it (or clearing a rejection).
import type { AgencyCard, AgencyMeData, JoinStatusData } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { normalizeInviteCode } from '../../src/domain/agency-invite.ts';
import { cancelJoinRequest, sendJoinRequest, type JoinRequestState } from '../../src/domain/agency-join.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { agencyCard, headedAgency, hostAgencyId, isApplying, joinStatusOf, type JoinRow } from './store.ts';

/** Refusals of sendJoinRequest and cancelJoinRequest as API errors. */
const JOIN_ERRORS = {
  alreadyPending: 'agency.joinAlreadyPending',
  alreadyInAgency: 'agency.alreadyInAgency',
  isAgencyHead: 'agency.headCannotJoin',
  applying: 'agency.applyingCannotJoin',
  nothingToCancel: 'agency.nothingToCancel',
  notPending: 'agency.joinNotPending',
} as const satisfies Record<string, ErrorName>;

/** Who `userId` is in the agency area: a head, a host (of an agency or none), or neither. */
export function agencyMe(db: Db, userId: number): AgencyMeData {
  const headed = headedAgency(db, userId);
  if (headed) return { role: 'head', agency: { id: String(headed.id), name: headed.name } };
  const member = hostAgencyId(db, userId);
  if (member === undefined) return { role: 'none', agency: null };
  const card = member === null ? null : agencyCard(db, member);
  return { role: 'host', agency: card && { id: card.id, name: card.name } };
}

/** The agency an invite code names, or the error to answer. */
function agencyByCode(db: Db, raw: string | undefined): Outcome<{ id: number }> {
  const code = normalizeInviteCode(raw ?? '');
  if (code === null) return refused('agency.inviteCodeInvalid');
  const row = db.prepare('SELECT id, closed_at FROM agencies WHERE invite_code = ?').get(code) as { id: number; closed_at: number | null } | undefined;
  if (!row) return refused('agency.inviteCodeUnknown');
  // Issue 27.6: a closed agency is found by its code only to say it closed.
  return row.closed_at === null ? done({ id: row.id }) : refused('agency.closed');
}

/** The card of the agency an invite code names. */
export function findAgency(db: Db, code: string | undefined): Outcome<AgencyCard | null> {
  const found = agencyByCode(db, code);
  return found.ok ? done(agencyCard(db, found.data.id)) : found;
}

/** The user's join state as the domain rules read it. */
function stateOf(db: Db, userId: number): JoinRequestState {
  const status = joinStatusOf(db, userId);
  const agencyId = Number(status.agency?.id ?? 0);
  return status.state === 'none' ? { status: 'none' } : { status: status.state, agencyId };
}

/** Asks to join the agency of an invite code. */
export function sendJoin(db: Db, userId: number, code: string | undefined, now: number): Outcome<JoinStatusData> {
  const found = agencyByCode(db, code);
  if (!found.ok) return found;
  return transaction(db, () => {
    const sent = sendJoinRequest(stateOf(db, userId), found.data.id, { isAgencyHead: headedAgency(db, userId) !== undefined, applying: isApplying(db, userId) });
    if (!sent.ok) return refused(JOIN_ERRORS[sent.error]);
    // The one-pending-request index refuses a second copy racing this one.
    db.prepare(`INSERT INTO agency_join_requests (user_id, agency_id, status, created_at) VALUES (?, ?, 'pending', ?)`).run(userId, found.data.id, now);
    return done(joinStatusOf(db, userId));
  });
}

/** Cancels the user's pending request `id`, or clears its rejection. */
export function cancelJoin(db: Db, userId: number, id: number, now: number): Outcome<JoinStatusData> {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM agency_join_requests WHERE id = ? AND user_id = ?').get(id, userId) as JoinRow | undefined;
    if (!row) return refused('agency.joinRequestNotFound');
    const state = stateOf(db, userId);
    // Only the request the screen shows can be cancelled or cleared; an older one has nothing left to do.
    const current = joinStatusOf(db, userId).request?.id === String(id);
    const cancelled = current ? cancelJoinRequest(state) : ({ ok: false, error: 'nothingToCancel' } as const);
    if (!cancelled.ok) return refused(JOIN_ERRORS[cancelled.error]);
    // The head may have decided meanwhile: a conditional UPDATE lets exactly one of the two change the request.
    const changed =
      row.status === 'pending'
        ? db.prepare(`UPDATE agency_join_requests SET status = 'cancelled', decided_at = ? WHERE id = ? AND status = 'pending'`).run(now, id).changes
        : db.prepare(`UPDATE agency_join_requests SET dismissed_at = ? WHERE id = ? AND status = 'rejected' AND dismissed_at IS NULL`).run(now, id).changes;
    if (changed !== 1) return refused('agency.nothingToCancel');
    return done(joinStatusOf(db, userId));
  });
}
