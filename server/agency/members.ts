// Who is in an agency (SPEC 4, 6): its head finds a user to invite as a host (invitations.ts), unbinds a host, and
// answers the join requests. A head acts on their own agency only: a request or host of another agency answers `forbidden` and changes
// nothing. Whom a head may bind is the policy's (beBoundToAgency) after the agency rules (checkAddHost).
import type { JoinApplicantView } from '../../src/contract/agency.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { checkRejectReason } from '../../src/domain/agency-application.ts';
import { APPLICANT_FIGURES_DAYS, checkAddHost, type AddHostError } from '../../src/domain/agency-join.ts';
import { expOf, levelForExp } from '../../src/domain/levels.ts';
import { hasForbiddenTextChars } from '../../src/domain/name-text.ts';
import { decide } from '../../src/domain/policy.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { VALID_SESSION_MIN_MINUTES } from '../../src/domain/valid-day.ts';
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

/** A join request row with the applicant's nickname, lifetime amounts and figures of the last days. */
type ApplicantRow = JoinRow & { nickname: string; coins_spent: number; beans_received: number; beans: number; live_ms: number };

/**
 * The applicant and their figures: gift beans (host_days) and valid live sessions (SPEC 9: a minute or more) of the
 * business days from ?1 to ?2; levels from the lifetime coins spent and beans received.
 */
const APPLICANT_SELECT = `SELECT r.*, u.nickname, u.coins_spent, u.beans_received,
    (SELECT IFNULL(SUM(d.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal), 0) FROM host_days d
      WHERE d.host_id = r.user_id AND d.date BETWEEN ?1 AND ?2) AS beans,
    (SELECT IFNULL(SUM(s.ended_at - s.started_at), 0) FROM live_sessions s
      WHERE s.host_id = r.user_id AND s.date BETWEEN ?1 AND ?2 AND s.ended_at - s.started_at >= ${VALID_SESSION_MIN_MINUTES * 60_000}) AS live_ms
  FROM agency_join_requests r JOIN users u ON u.id = r.user_id`;

/** The business days the figures cover at `now`: APPLICANT_FIGURES_DAYS up to today. */
function figuresWindow(now: number): [string, string] {
  const today = businessDate(now);
  return [addDays(today, -(APPLICANT_FIGURES_DAYS - 1)), today];
}

/** A join request as the head sees it. */
function applicantView(row: ApplicantRow): JoinApplicantView {
  return {
    id: String(row.id),
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    reason: row.reason,
    userId: String(row.user_id),
    nickname: row.nickname,
    wealthLevel: levelForExp('wealth', expOf('wealth', row.coins_spent)),
    charmLevel: levelForExp('charm', expOf('charm', row.beans_received)),
    beans30d: row.beans,
    liveMinutes30d: Math.floor(row.live_ms / 60_000),
  };
}

/** The agency's join requests of one tab, newest first, with each applicant's figures at `now`. */
export function joinRequestsOf(db: Db, agencyId: number, tab: 'pending' | 'rejected', cursor: number | null, now: number): Page<JoinApplicantView> {
  const [from, to] = figuresWindow(now);
  const rows = db
    .prepare(`${APPLICANT_SELECT} WHERE r.agency_id = ?3 AND r.status = ?4 AND (?5 IS NULL OR r.id < ?5) ORDER BY r.id DESC LIMIT ?6`)
    .all(from, to, agencyId, tab, cursor, PAGE_QUERY_LIMIT) as unknown as ApplicantRow[];
  return pageOf(rows, applicantView);
}

/** Why a head's reason for rejecting is refused: missing, too long (the applications' limit, assumed), or unsafe characters. */
function rejectReasonOf(raw: string | null | undefined): Outcome<string> {
  const check = checkRejectReason(raw);
  if (!check.ok) return refused(check.error === 'required' ? 'agency.joinReasonRequired' : 'agency.joinReasonTooLong');
  if (hasForbiddenTextChars(check.reason)) return refused('agency.joinReasonInvalid');
  return done(check.reason);
}

/** The head of `agencyId` approves (the user joins) or rejects the request `id`. */
export function decideJoin(
  db: Db,
  head: { headId: number; agencyId: number },
  request: { id: number; decision: 'approve' | 'reject'; reason?: string | null },
  now: number,
): Outcome<JoinApplicantView> {
  const { headId, agencyId } = head;
  const { id, decision } = request;
  // A rejection says why (issue 27.9); an approval needs no reason and keeps none.
  const reason = decision === 'reject' ? rejectReasonOf(request.reason) : null;
  if (reason && !reason.ok) return reason;
  return transaction(db, () => {
    const [from, to] = figuresWindow(now);
    const select = () => db.prepare(`${APPLICANT_SELECT} WHERE r.id = ?3`).get(from, to, id) as ApplicantRow | undefined;
    const row = select();
    if (!row) return refused('agency.joinRequestNotFound');
    if (row.agency_id !== agencyId) return refused('forbidden');
    // Of two decisions (or a decision and the applicant's cancel) at once, the database lets exactly one through.
    const changed = db
      .prepare(`UPDATE agency_join_requests SET status = ?, decided_at = ?, decided_by = ?, reason = ? WHERE id = ? AND agency_id = ? AND status = 'pending'`)
      .run(decision === 'approve' ? 'accepted' : 'rejected', now, headId, reason?.ok ? reason.data : null, id, agencyId).changes;
    if (changed !== 1) return refused('agency.joinNotPending');
    if (decision === 'approve') joinAgency(db, row.user_id, agencyId, businessDate(now));
    recordEvent(db, { agencyId, kind: decision === 'approve' ? 'joinApproved' : 'joinRejected', hostId: row.user_id, actorId: headId, at: now });
    const decided = select();
    if (!decided) throw new Error(`join request ${id} is gone`);
    return done(applicantView(decided));
  });
}
