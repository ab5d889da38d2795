// Invitations (DESIGN 12 "Consent", issue 24.2): "Add host" on /castmanage no longer binds anyone. It invites the user,
// who accepts or declines on /join_family; only an accepted invitation makes a member. A user's own pending request to
// the agency is consent already: adding them accepts it at once. Whom a head may invite is checkAddHost and the
// policy's beBoundToAgency (never coin dealers, operators or accounts that are not active), asked again on accepting.
import type { AddHostResult, JoinStatusData, ReceivedInvitationView, SentInvitationView } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { checkAddHost, type AddHostError } from '../../src/domain/agency-join.ts';
import { decide } from '../../src/domain/policy.ts';
import { businessDate } from '../../src/domain/time.ts';
import { accountFacts } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { isClosed } from './close.ts';
import { hostCandidate } from './members.ts';
import { agencyCard, headedAgency, hostAgencyId, isApplying, joinAgency, joinStatusOf, pendingJoinOf, recordEvent } from './store.ts';
import { teamHost } from './team.ts';

/** Assumed (docs/rules.md): the most invitations a screen lists (a head's pending ones, a user's). */
export const INVITATIONS_LISTED_MAX = 50;

/** checkAddHost's refusals as the invited user reads them when accepting. */
const ACCEPT_ERRORS: Record<AddHostError, ErrorName> = {
  alreadyYourHost: 'agency.alreadyInAgency',
  inAnotherAgency: 'agency.alreadyInAgency',
  isAgencyHead: 'agency.headCannotJoin',
  applying: 'agency.applyingCannotJoin',
  pendingElsewhere: 'agency.joinAlreadyPending',
};

/** A pending invitation row. */
interface InvitationRow {
  id: number;
  agency_id: number;
  user_id: number;
  invited_by: number;
  status: string;
  created_at: number;
}

/** The head of `agencyId` invites `userId`, or accepts the user's own request to this agency (they asked first). */
export function inviteHost(db: Db, headId: number, agencyId: number, userId: number, now: number): Outcome<AddHostResult> {
  return transaction(db, () => {
    const found = hostCandidate(db, agencyId, userId, now);
    if (!found.ok) return found;
    if (found.data.acceptsRequest) {
      db.prepare(`UPDATE agency_join_requests SET status = 'accepted', decided_at = ?, decided_by = ? WHERE user_id = ? AND agency_id = ? AND status = 'pending'`).run(
        now,
        headId,
        userId,
        agencyId,
      );
      return done({ outcome: 'joined', host: join(db, agencyId, userId, headId, now) });
    }
    if (db.prepare(`SELECT 1 FROM agency_invitations WHERE agency_id = ? AND user_id = ? AND status = 'pending'`).get(agencyId, userId) !== undefined) {
      return refused('agency.invitationPending');
    }
    const id = Number(
      db
        .prepare(`INSERT INTO agency_invitations (agency_id, user_id, invited_by, status, created_at) VALUES (?, ?, ?, 'pending', ?)`)
        .run(agencyId, userId, headId, now).lastInsertRowid,
    );
    return done({ outcome: 'invited', invitation: { id: String(id), userId: String(userId), nickname: found.data.nickname, createdAt: now } });
  });
}

/** Makes `userId` a host of `agencyId` and records who brought them in. */
function join(db: Db, agencyId: number, userId: number, actorId: number, now: number) {
  const today = businessDate(now);
  joinAgency(db, userId, agencyId, today);
  recordEvent(db, { agencyId, kind: 'hostAdded', hostId: userId, actorId, at: now });
  // Joining one agency answers every other invitation: none can be accepted any more.
  db.prepare(`UPDATE agency_invitations SET status = 'closed', decided_at = ? WHERE user_id = ? AND status = 'pending'`).run(now, userId);
  return teamHost(db, userId, today);
}

/** The invitations the head of `agencyId` sent that wait for an answer, newest first. */
export function sentInvitations(db: Db, agencyId: number): { invitations: SentInvitationView[] } {
  const rows = db
    .prepare(
      `SELECT i.id, i.user_id, u.nickname, i.created_at FROM agency_invitations i JOIN users u ON u.id = i.user_id
       WHERE i.agency_id = ? AND i.status = 'pending' ORDER BY i.id DESC LIMIT ?`,
    )
    .all(agencyId, INVITATIONS_LISTED_MAX) as { id: number; user_id: number; nickname: string; created_at: number }[];
  return { invitations: rows.map((row) => ({ id: String(row.id), userId: String(row.user_id), nickname: row.nickname, createdAt: row.created_at })) };
}

/** The head of `agencyId` withdraws a pending invitation of theirs. */
export function withdrawInvitation(db: Db, agencyId: number, id: number, now: number): Outcome<{ id: string }> {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM agency_invitations WHERE id = ?').get(id) as InvitationRow | undefined;
    if (!row || row.agency_id !== agencyId) return refused('agency.invitationNotFound');
    const changed = db.prepare(`UPDATE agency_invitations SET status = 'withdrawn', decided_at = ? WHERE id = ? AND status = 'pending'`).run(now, id).changes;
    return changed === 1 ? done({ id: String(id) }) : refused('agency.invitationNotPending');
  });
}

/** The invitations waiting for `userId`'s answer, newest first. */
export function receivedInvitations(db: Db, userId: number): { invitations: ReceivedInvitationView[] } {
  const rows = db
    .prepare(`SELECT id, agency_id, created_at FROM agency_invitations WHERE user_id = ? AND status = 'pending' ORDER BY id DESC LIMIT ?`)
    .all(userId, INVITATIONS_LISTED_MAX) as { id: number; agency_id: number; created_at: number }[];
  const invitations: ReceivedInvitationView[] = [];
  for (const row of rows) {
    const agency = agencyCard(db, row.agency_id);
    if (agency) invitations.push({ id: String(row.id), createdAt: row.created_at, agency });
  }
  return { invitations };
}

/** `userId` accepts (joins, if the rules still let them) or declines the invitation `id`. */
export function answerInvitation(
  db: Db,
  userId: number,
  id: number,
  answer: 'accept' | 'decline',
  now: number,
): Outcome<{ invitations: ReceivedInvitationView[]; status: JoinStatusData }> {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM agency_invitations WHERE id = ? AND user_id = ?').get(id, userId) as InvitationRow | undefined;
    if (!row) return refused('agency.invitationNotFound');
    if (isClosed(db, row.agency_id)) return refused('agency.closed');
    if (row.status !== 'pending') return refused('agency.invitationNotPending');
    if (answer === 'accept') {
      const facts = accountFacts(db, userId, now);
      if (!facts || !decide('beBoundToAgency', facts).ok) return refused('agency.inviteeNotAllowed');
      const pending = pendingJoinOf(db, userId);
      const check = checkAddHost(
        { isAgencyHead: headedAgency(db, userId) !== undefined, agencyId: hostAgencyId(db, userId) ?? null, applying: isApplying(db, userId), pendingJoinAgencyId: pending?.agency_id ?? null },
        row.agency_id,
      );
      if (!check.ok) return refused(ACCEPT_ERRORS[check.error]);
      if (check.acceptsRequest) {
        db.prepare(`UPDATE agency_join_requests SET status = 'accepted', decided_at = ? WHERE user_id = ? AND agency_id = ? AND status = 'pending'`).run(now, userId, row.agency_id);
      }
    }
    // Of two answers (or an answer and the head's withdrawal) at once, the database lets exactly one through.
    const changed = db
      .prepare(`UPDATE agency_invitations SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'`)
      .run(answer === 'accept' ? 'accepted' : 'declined', now, id).changes;
    if (changed !== 1) return refused('agency.invitationNotPending');
    // The history says the head who invited added the host ("Budi added Andi"), on the day they accepted.
    if (answer === 'accept') join(db, row.agency_id, userId, row.invited_by, now);
    return done({ invitations: receivedInvitations(db, userId).invitations, status: joinStatusOf(db, userId) });
  });
}
