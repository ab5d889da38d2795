// What the agency operations share: who heads or belongs to which agency, joining and detaching a host
// (with its history entry), the state of join and exit requests as src/domain/agency.ts reads them, invite codes.
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { AgencyCard, AgencyClosedNotice, JoinStatusData } from '../../src/contract/agency.ts';
import {
  EXIT_AUTO_DETACH_INACTIVE_DAYS,
  exitInactiveProgress,
  type ExitRequestState,
} from '../../src/domain/agency-exit.ts';
import { INVITE_CODE_ALPHABET, inviteCodeFrom } from '../../src/domain/agency-invite.ts';
import { NEW_HOST_PAYOUT_TYPE } from '../../src/domain/agency-join.ts';
import type { AgencyEventKind } from '../../src/domain/agency-records.ts';
import { VALID_SESSION_MIN_MINUTES } from '../../src/domain/valid-day.ts';
import type { BusinessDate } from '../../src/domain/time.ts';
import { transaction } from '../db/transaction.ts';
import { uploadUrl } from '../services/uploads.ts';

const MINUTE_MS = 60_000;

/** The agency `userId` heads, or undefined. */
export function headedAgency(db: DatabaseSync, userId: number): { id: number; name: string } | undefined {
  return db.prepare('SELECT id, name FROM agencies WHERE head_user_id = ? AND closed_at IS NULL').get(userId) as { id: number; name: string } | undefined;
}

/** The agency of a head (the policy's manageAgency has let them in); throws for anyone else. */
export function agencyOfHead(db: DatabaseSync, userId: number): { id: number; name: string } {
  const agency = headedAgency(db, userId);
  if (!agency) throw new Error(`${userId} heads no agency`);
  return agency;
}

/** The agency of host `userId`: its id, null for a host in none, undefined for someone who is no host. */
export function hostAgencyId(db: DatabaseSync, userId: number): number | null | undefined {
  const row = db.prepare('SELECT agency_id FROM hosts WHERE user_id = ?').get(userId) as { agency_id: number | null } | undefined;
  return row === undefined ? undefined : row.agency_id;
}

/** An agency with its head's nickname, avatar and host count. */
export function agencyCard(db: DatabaseSync, agencyId: number): AgencyCard | null {
  const row = db
    .prepare(
      `SELECT a.id, a.name, a.avatar_upload_id, a.closed_at, u.nickname AS head_nickname,
         (SELECT COUNT(*) FROM hosts h WHERE h.agency_id = a.id) AS host_count
       FROM agencies a JOIN users u ON u.id = a.head_user_id WHERE a.id = ?`,
    )
    .get(agencyId) as { id: number; name: string; avatar_upload_id: string | null; closed_at: number | null; head_nickname: string; host_count: number } | undefined;
  if (!row) return null;
  return {
    id: String(row.id),
    name: row.name,
    avatarUrl: row.avatar_upload_id === null ? null : uploadUrl(row.avatar_upload_id),
    headNickname: row.head_nickname,
    hostCount: row.host_count,
    closed: row.closed_at !== null,
  };
}

/** A fresh invite code no agency has (assumed alphabet and length, docs/rules.md), from a cryptographic source. */
export function newInviteCode(db: DatabaseSync): string {
  const taken = db.prepare('SELECT 1 FROM agencies WHERE invite_code = ?');
  for (;;) {
    const code = inviteCodeFrom(() => randomInt(INVITE_CODE_ALPHABET.length) / INVITE_CODE_ALPHABET.length);
    if (taken.get(code) === undefined) return code;
  }
}

/** The agency's invite code, given one first if it has none (agencies from before invite codes); not in a transaction. */
export function inviteCodeOf(db: DatabaseSync, agencyId: number): string {
  const read = () => (db.prepare('SELECT invite_code FROM agencies WHERE id = ?').get(agencyId) as { invite_code: string | null } | undefined)?.invite_code;
  const code = read();
  if (code) return code;
  return transaction(db, () => {
    db.prepare('UPDATE agencies SET invite_code = ? WHERE id = ? AND invite_code IS NULL').run(newInviteCode(db), agencyId);
    const given = read();
    if (!given) throw new Error(`agency ${agencyId} has no invite code`);
    return given;
  });
}

/** Adds an entry to the agency's history. */
export function recordEvent(db: DatabaseSync, event: { agencyId: number; kind: AgencyEventKind; hostId: number; actorId: number | null; at: number }): void {
  db.prepare('INSERT INTO agency_events (agency_id, kind, host_id, actor_id, at) VALUES (?, ?, ?, ?, ?)').run(
    event.agencyId,
    event.kind,
    event.hostId,
    event.actorId,
    event.at,
  );
}

/** Makes `userId` a host of `agencyId` from `today`: a new host record for someone who had none. */
export function joinAgency(db: DatabaseSync, userId: number, agencyId: number, today: BusinessDate): void {
  db.prepare(
    `INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, ?, ?, NULL, 0, ?)
     ON CONFLICT (user_id) DO UPDATE SET agency_id = excluded.agency_id, joined_date = excluded.joined_date`,
  ).run(userId, agencyId, NEW_HOST_PAYOUT_TYPE, today);
}

/** How a host leaves: the exit request's final status (if one is open) and the history's kind. */
const DETACH: Record<'approved' | 'timedOut' | 'inactive' | 'unbound' | 'agencyClosed', { exitStatus: string; kind: AgencyEventKind }> = {
  approved: { exitStatus: 'approved', kind: 'exitApproved' },
  timedOut: { exitStatus: 'timedOut', kind: 'exitTimedOut' },
  inactive: { exitStatus: 'inactive', kind: 'detachedInactive' },
  unbound: { exitStatus: 'closed', kind: 'unbound' },
  agencyClosed: { exitStatus: 'closed', kind: 'agencyClosed' },
};

/**
 * Detaches `hostId` from `agencyId` at `at` if it still belongs there (a conditional UPDATE: of two racing detachments
 * one changes the row); ends their open exit request and writes the history. False when nothing changed.
 */
export function detachHost(
  db: DatabaseSync,
  detach: { hostId: number; agencyId: number; at: number; how: keyof typeof DETACH; actorId: number | null },
): boolean {
  const changed = db.prepare('UPDATE hosts SET agency_id = NULL WHERE user_id = ? AND agency_id = ?').run(detach.hostId, detach.agencyId).changes;
  if (changed !== 1) return false;
  const { exitStatus, kind } = DETACH[detach.how];
  // The request that led here takes its final status; a rejected one (90-day rule) ends with the membership.
  db.prepare(
    `UPDATE agency_exit_requests SET status = CASE WHEN status = 'pending' OR ? = 'inactive' THEN ? ELSE 'closed' END, ended_at = ?
     WHERE host_id = ? AND status IN ('pending', 'rejected')`,
  ).run(exitStatus, exitStatus, detach.at, detach.hostId);
  recordEvent(db, { agencyId: detach.agencyId, kind, hostId: detach.hostId, actorId: detach.actorId, at: detach.at });
  return true;
}

/** A row of agency_exit_requests. */
export interface ExitRow {
  id: number;
  host_id: number;
  agency_id: number;
  status: 'pending' | 'withdrawn' | 'approved' | 'rejected' | 'timedOut' | 'inactive' | 'closed';
  requested_at: number;
  decided_at: number | null;
  ended_at: number | null;
}

/** The host's open exit request (pending, or rejected with the 90-day rule running), or undefined. */
export function openExitOf(db: DatabaseSync, hostId: number): ExitRow | undefined {
  return db.prepare(`SELECT * FROM agency_exit_requests WHERE host_id = ? AND status IN ('pending', 'rejected')`).get(hostId) as ExitRow | undefined;
}

/** An open exit request as the domain rules read it. */
export function exitStateOf(row: ExitRow | undefined): ExitRequestState {
  if (row?.status === 'pending') return { status: 'pending', requestedAtMs: row.requested_at };
  if (row?.status === 'rejected') return { status: 'rejected', rejectedAtMs: row.decided_at ?? row.requested_at };
  return { status: 'none' };
}

/** SPEC 4 "does not stream": the end of the host's last valid session (SPEC 9: at least a minute), or null. */
export function lastStreamEnd(db: DatabaseSync, hostId: number): number | null {
  const row = db
    .prepare('SELECT MAX(ended_at) AS at FROM live_sessions WHERE host_id = ? AND ended_at - started_at >= ?')
    .get(hostId, VALID_SESSION_MIN_MINUTES * MINUTE_MS) as { at: number | null };
  return row.at;
}

/** The 90-day rule of a rejected request as the screens show it. */
export function inactiveView(row: ExitRow, lastStream: number | null, now: number) {
  const progress = exitInactiveProgress(row.decided_at ?? row.requested_at, lastStream, now);
  return { daysCounted: progress.daysCounted, daysRequired: EXIT_AUTO_DETACH_INACTIVE_DAYS, dueDate: progress.dueDate };
}

/** A row of agency_join_requests. */
export interface JoinRow {
  id: number;
  user_id: number;
  agency_id: number;
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled';
  created_at: number;
  decided_at: number | null;
  dismissed_at: number | null;
  reason: string | null;
}

/** The user's pending join request, or undefined. */
export function pendingJoinOf(db: DatabaseSync, userId: number): JoinRow | undefined {
  return db.prepare(`SELECT * FROM agency_join_requests WHERE user_id = ? AND status = 'pending'`).get(userId) as JoinRow | undefined;
}

/** True when the user has an agency application under review. */
export function isApplying(db: DatabaseSync, userId: number): boolean {
  return db.prepare(`SELECT 1 FROM agency_applications WHERE user_id = ? AND status = 'underReview'`).get(userId) !== undefined;
}

/** The notice a freed host has not dismissed yet (the latest), or null. */
export function closedNoticeOf(db: DatabaseSync, userId: number): AgencyClosedNotice | null {
  const row = db
    .prepare(
      `SELECT n.agency_id, a.name, a.closed_at FROM agency_close_notices n JOIN agencies a ON a.id = n.agency_id
       WHERE n.user_id = ? AND n.dismissed_at IS NULL ORDER BY n.created_at DESC LIMIT 1`,
    )
    .get(userId) as { agency_id: number; name: string; closed_at: number } | undefined;
  return row ? { agencyId: String(row.agency_id), agencyName: row.name, closedAt: row.closed_at } : null;
}

/** SPEC 4: where the user's joining stands: a host of an agency has joined; else their latest request decides. */
export function joinStatusOf(db: DatabaseSync, userId: number): JoinStatusData {
  const blocker = headedAgency(db, userId) ? 'head' : isApplying(db, userId) ? 'applying' : null;
  const latest = db.prepare('SELECT * FROM agency_join_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(userId) as JoinRow | undefined;
  const request = (row: JoinRow) => ({ id: String(row.id), status: row.status, createdAt: row.created_at, decidedAt: row.decided_at, reason: row.reason });
  const member = hostAgencyId(db, userId);
  const closedNotice = closedNoticeOf(db, userId);
  if (member !== undefined && member !== null) {
    const accepted = latest && latest.status === 'accepted' && latest.agency_id === member ? request(latest) : null;
    return { state: 'joined', request: accepted, agency: agencyCard(db, member), blocker, closedNotice };
  }
  if (latest?.status === 'pending') return { state: 'pending', request: request(latest), agency: agencyCard(db, latest.agency_id), blocker, closedNotice };
  if (latest?.status === 'rejected' && latest.dismissed_at === null) {
    return { state: 'rejected', request: request(latest), agency: agencyCard(db, latest.agency_id), blocker, closedNotice };
  }
  return { state: 'none', request: null, agency: null, blocker, closedNotice };
}
