// Who is in an agency (SPEC 4, 6): its head finds a user to invite as a host (invitations.ts), unbinds a host, and
// answers the join requests. A head acts on their own agency only: a request or host of another agency answers `forbidden` and changes
// nothing. Whom a head may bind is the policy's (beBoundToAgency) after the agency rules (checkAddHost).
import type { JoinApplicantView } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { checkAddHost, type AddHostError } from '../../src/domain/agency-join.ts';
import { decide } from '../../src/domain/policy.ts';
import { businessDate } from '../../src/domain/time.ts';
import { accountFacts } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { detachHost, headedAgency, hostAgencyId, isApplying, joinAgency, pendingJoinOf, recordEvent, type JoinRow } from './store.ts';

/** Refusals of checkAddHost as API errors. */
const ADD_ERRORS: Record<AddHostError, ErrorName> = {
  alreadyYourHost: 'agency.alreadyYourHost',
  inAnotherAgency: 'agency.userInAnotherAgency',
  isAgencyHead: 'agency.userIsHead',
  applying: 'agency.userApplying',
  pendingElsewhere: 'agency.userPendingElsewhere',
};

/** Who `userId` is, as checkAddHost reads it. */
function addTarget(db: Db, userId: number) {
  return {
    isAgencyHead: headedAgency(db, userId) !== undefined,
    agencyId: hostAgencyId(db, userId) ?? null,
    applying: isApplying(db, userId),
    pendingJoinAgencyId: pendingJoinOf(db, userId)?.agency_id ?? null,
  };
}

/** A user the head of `agencyId` may invite as a host, with whether it answers their own request to join. */
export function hostCandidate(db: Db, agencyId: number, userId: number, now: number): Outcome<{ userId: number; nickname: string; acceptsRequest: boolean }> {
  const user = db.prepare('SELECT nickname FROM users WHERE id = ?').get(userId) as { nickname: string } | undefined;
  if (!user) return refused('userNotFound');
  const check = checkAddHost(addTarget(db, userId), agencyId);
  if (!check.ok) return refused(ADD_ERRORS[check.error]);
  const facts = accountFacts(db, userId, now);
  if (!facts || !decide('beBoundToAgency', facts).ok) return refused('agency.inviteeNotAllowed');
  return done({ userId, nickname: user.nickname, acceptsRequest: check.acceptsRequest });
}

/** The head of `agencyId` unbinds their host `hostId`; another agency's host is not theirs to touch. */
export function unbindHost(db: Db, headId: number, agencyId: number, hostId: number, now: number): Outcome<{ userId: string }> {
  return transaction(db, () => {
    const member = hostAgencyId(db, hostId);
    if (member !== undefined && member !== null && member !== agencyId) return refused('forbidden');
    if (!detachHost(db, { hostId, agencyId, at: now, how: 'unbound', actorId: headId })) return refused('agency.notYourHost');
    return done({ userId: String(hostId) });
  });
}

/** A join request row with the applicant's nickname. */
type ApplicantRow = JoinRow & { nickname: string };

/** A join request as the head sees it. */
function applicantView(row: ApplicantRow): JoinApplicantView {
  return {
    id: String(row.id),
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    userId: String(row.user_id),
    nickname: row.nickname,
  };
}

/** The agency's join requests of one tab, newest first. */
export function joinRequestsOf(db: Db, agencyId: number, tab: 'pending' | 'rejected', cursor: number | null): Page<JoinApplicantView> {
  const rows = db
    .prepare(
      `SELECT r.*, u.nickname FROM agency_join_requests r JOIN users u ON u.id = r.user_id
       WHERE r.agency_id = ? AND r.status = ? AND (? IS NULL OR r.id < ?) ORDER BY r.id DESC LIMIT ?`,
    )
    .all(agencyId, tab, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as ApplicantRow[];
  return pageOf(rows, applicantView);
}

/** The head of `agencyId` approves (the user joins) or rejects the request `id`. */
export function decideJoin(db: Db, headId: number, agencyId: number, id: number, decision: 'approve' | 'reject', now: number): Outcome<JoinApplicantView> {
  return transaction(db, () => {
    const select = () => db.prepare('SELECT r.*, u.nickname FROM agency_join_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ?').get(id) as ApplicantRow | undefined;
    const row = select();
    if (!row) return refused('agency.joinRequestNotFound');
    if (row.agency_id !== agencyId) return refused('forbidden');
    // Of two decisions (or a decision and the applicant's cancel) at once, the database lets exactly one through.
    const changed = db
      .prepare(`UPDATE agency_join_requests SET status = ?, decided_at = ?, decided_by = ? WHERE id = ? AND agency_id = ? AND status = 'pending'`)
      .run(decision === 'approve' ? 'accepted' : 'rejected', now, headId, id, agencyId).changes;
    if (changed !== 1) return refused('agency.joinNotPending');
    if (decision === 'approve') joinAgency(db, row.user_id, agencyId, businessDate(now));
    recordEvent(db, { agencyId, kind: decision === 'approve' ? 'joinApproved' : 'joinRejected', hostId: row.user_id, actorId: headId, at: now });
    const decided = select();
    if (!decided) throw new Error(`join request ${id} is gone`);
    return done(applicantView(decided));
  });
}
