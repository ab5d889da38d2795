// Closing an agency (issue 27.6): in one transaction every host leaves (their history kept) with a notice they read on
// /join_family until dismissed, pending requests to join are closed (the applicant reads that the agency closed) and
// pending invitations too; the agency is no longer found, joined or answered, its records stay; the head heads
// nothing. Idempotent by key, and of closes at once exactly one closes.
import { describe, expect, it } from 'vitest';
import {
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_HOST_ENDPOINTS,
  AGENCY_INVITATION_ENDPOINTS,
  AGENCY_JOIN_ENDPOINTS,
  type AgencyCloseResult,
  type ExitStatusData,
  type JoinStatusData,
  type ReceivedInvitationView,
} from '../../src/contract/agency.ts';
import { ACCOUNT_ENDPOINTS, type AccountStatus } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { inviteHost } from '../../server/agency/invitations.ts';
import { AGENCY_DEMO, OTHER_AGENCY_ID } from '../../server/demo/agency.ts';
import { agencyApp } from './agency-support.ts';
import { envelope, postSigned, signIn } from './helpers.ts';

const H = AGENCY_HEAD_ENDPOINTS;
const J = AGENCY_JOIN_ENDPOINTS;
const AGENCY_ID = 20001;
const HEAD = 10002;

/** A fresh Idempotency-Key header. */
const key = (n: number) => ({ 'Idempotency-Key': `close-agency-key-${String(n).padStart(4, '0')}` });

/** The app with a signed caller that can send headers (the Idempotency-Key). */
function closeApp() {
  const t = agencyApp();
  const hostsOf = (agencyId: number) =>
    (t.db.prepare('SELECT user_id FROM hosts WHERE agency_id = ? ORDER BY user_id').all(agencyId) as { user_id: number }[]).map((row) => row.user_id);
  // One sign-in per user (a user keeps at most 5 sessions), shared by calls racing for it.
  const tokens = new Map<number, Promise<string>>();
  const closeAs = async (user: number, headers: Record<string, string>) => {
    const token = tokens.get(user) ?? signIn(t.app, t.clock.now(), String(user));
    tokens.set(user, token);
    return envelope<AgencyCloseResult>(await postSigned(t.app, H.close.path, await token, {}, { now: t.clock.now(), headers }));
  };
  const inviteCode = (agencyId: number) => (t.db.prepare('SELECT invite_code FROM agencies WHERE id = ?').get(agencyId) as { invite_code: string }).invite_code;
  return { ...t, hostsOf, closeAs, inviteCode };
}

describe('closing an agency', () => {
  it('frees every host with a notice, closes requests and invitations, keeps the records, and the head heads nothing', async () => {
    const t = closeApp();
    const hosts = t.hostsOf(AGENCY_ID);
    expect(hosts.length).toBeGreaterThan(3);
    const invited = inviteHost(t.db, HEAD, AGENCY_ID, 10004, t.clock.now());
    if (!invited.ok || invited.data.outcome !== 'invited') throw new Error('no invitation');
    const pendingJoins = (t.db.prepare(`SELECT COUNT(*) AS n FROM agency_join_requests WHERE agency_id = ? AND status = 'pending'`).get(AGENCY_ID) as { n: number }).n;
    expect(pendingJoins).toBeGreaterThanOrEqual(2);
    const history = (sql: string) => (t.db.prepare(sql).get(...hosts) as { n: number }).n;
    const marks = hosts.map(() => '?').join(', ');
    const hostDays = history(`SELECT COUNT(*) AS n FROM host_days WHERE host_id IN (${marks})`);
    const sessions = history(`SELECT COUNT(*) AS n FROM live_sessions WHERE host_id IN (${marks})`);
    const events = (t.db.prepare('SELECT COUNT(*) AS n FROM agency_events WHERE agency_id = ?').get(AGENCY_ID) as { n: number }).n;

    // Without a key nothing happens.
    expect((await t.closeAs(HEAD, {})).code).toBe(ERROR_CODES.invalidParams);
    const closed = await t.closeAs(HEAD, key(1));
    expect(closed.code).toBe(0);
    expect(closed.data).toMatchObject({ agencyId: String(AGENCY_ID), hostsFreed: hosts.length, joinRequestsClosed: pendingJoins, invitationsClosed: 1, closedAt: t.clock.now() });

    // Hosts freed, their history kept; the agency's row and history stay, with one entry per freed host.
    expect(t.hostsOf(AGENCY_ID)).toEqual([]);
    expect(history(`SELECT COUNT(*) AS n FROM hosts WHERE agency_id IS NULL AND user_id IN (${marks})`)).toBe(hosts.length);
    expect(history(`SELECT COUNT(*) AS n FROM host_days WHERE host_id IN (${marks})`)).toBe(hostDays);
    expect(history(`SELECT COUNT(*) AS n FROM live_sessions WHERE host_id IN (${marks})`)).toBe(sessions);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM agency_events WHERE agency_id = ?').get(AGENCY_ID) as { n: number }).n).toBe(events + hosts.length);
    expect(t.db.prepare('SELECT head_user_id, closed_by FROM agencies WHERE id = ?').get(AGENCY_ID)).toEqual({ head_user_id: HEAD, closed_by: HEAD });
    expect(t.db.prepare(`SELECT 1 FROM agency_exit_requests WHERE agency_id = ? AND status IN ('pending', 'rejected')`).get(AGENCY_ID)).toBeUndefined();

    // A freed host reads the notice until they dismiss it; their exit page says how they left.
    const host = t.as(AGENCY_DEMO.plainHost);
    const notice = (await host<JoinStatusData>(J.status.path)).data.closedNotice;
    expect(notice).toMatchObject({ agencyId: String(AGENCY_ID), closedAt: t.clock.now() });
    expect((await host<ExitStatusData>(AGENCY_HOST_ENDPOINTS.exitStatus.path)).data.lastExit).toMatchObject({ how: 'closed', at: t.clock.now() });
    expect((await host<JoinStatusData>(J.dismissClosed.path, { agency_id: String(AGENCY_ID) })).data.closedNotice).toBeNull();
    expect((await host<JoinStatusData>(J.status.path)).data.closedNotice).toBeNull();
    expect((await host(J.dismissClosed.path, { agency_id: String(OTHER_AGENCY_ID) })).code).toBe(ERROR_CODES.notFound);
    // Free to join another agency.
    expect((await host<JoinStatusData>(J.send.path, { code: t.inviteCode(OTHER_AGENCY_ID) })).data.state).toBe('pending');

    // The applicant reads that the agency closed; the invitee's invitation is gone and cannot be accepted.
    const applicant = (await t.as(AGENCY_DEMO.pendingJoiner)<JoinStatusData>(J.status.path)).data;
    expect(applicant).toMatchObject({ state: 'rejected', agency: { id: String(AGENCY_ID), closed: true } });
    const invitee = t.as(10004);
    expect((await invitee<{ invitations: ReceivedInvitationView[] }>(AGENCY_INVITATION_ENDPOINTS.mine.path)).data.invitations).toEqual([]);
    expect((await invitee(AGENCY_INVITATION_ENDPOINTS.answer.path, { id: invited.data.invitation.id, answer: 'accept' })).code).toBe(ERROR_CODES['agency.closed']);

    // Not found, not joinable: the code answers "closed".
    const joiner = t.as(AGENCY_DEMO.joiner);
    expect((await joiner(J.find.path, { code: t.inviteCode(AGENCY_ID) })).code).toBe(ERROR_CODES['agency.closed']);
    expect((await joiner(J.send.path, { code: t.inviteCode(AGENCY_ID) })).code).toBe(ERROR_CODES['agency.closed']);

    // The former head heads nothing: the head's endpoints refuse and cancelling is no longer blocked by the agency.
    const head = t.as(HEAD);
    expect((await head(H.overview.path)).code).toBe(ERROR_CODES.forbidden);
    expect((await head(H.addHost.path, { user_id: '10004' })).code).toBe(ERROR_CODES.forbidden);
    expect((await head<AccountStatus>(ACCOUNT_ENDPOINTS.status.path)).data.blockers).not.toContain('agencyHead');
  });

  it('answers a retry with the same key with the same result, and changes nothing more', async () => {
    const t = closeApp();
    const first = await t.closeAs(HEAD, key(2));
    expect(first.code).toBe(0);
    const after = t.fingerprint();
    expect(await t.closeAs(HEAD, key(2))).toEqual(first);
    expect(t.fingerprint()).toBe(after);
    // Another key: the caller no longer heads an agency.
    expect((await t.closeAs(HEAD, key(3))).code).toBe(ERROR_CODES.forbidden);
    expect(t.fingerprint()).toBe(after);
  });

  it('closes once when closes race: one answer closes, the others are told it is closed or that they head nothing', async () => {
    const t = closeApp();
    const hosts = t.hostsOf(AGENCY_ID);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => t.closeAs(HEAD, key(10 + i))));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === ERROR_CODES['agency.alreadyClosed'] || code === ERROR_CODES.forbidden)).toBe(true);
    expect((t.db.prepare(`SELECT COUNT(*) AS n FROM agency_events WHERE agency_id = ? AND kind = 'agencyClosed'`).get(AGENCY_ID) as { n: number }).n).toBe(hosts.length);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM agency_close_notices WHERE agency_id = ?').get(AGENCY_ID) as { n: number }).n).toBe(hosts.length);
  });

  it('leaves the other agency as it was', async () => {
    const t = closeApp();
    const theirs = t.hostsOf(OTHER_AGENCY_ID);
    expect((await t.closeAs(HEAD, key(30))).code).toBe(0);
    expect(t.hostsOf(OTHER_AGENCY_ID)).toEqual(theirs);
    expect(t.db.prepare('SELECT closed_at FROM agencies WHERE id = ?').get(OTHER_AGENCY_ID)).toEqual({ closed_at: null });
    expect((await t.as(AGENCY_DEMO.joiner)(J.find.path, { code: t.inviteCode(OTHER_AGENCY_ID) })).code).toBe(0);
  });
});
