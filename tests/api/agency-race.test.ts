// Concurrent decisions on one agency request: exactly one wins, every other gets the coded "already decided" answer,
// and the membership, the request and the history agree afterwards. In this process, and across two server processes
// sharing one database file, where only the database (a conditional UPDATE in a transaction) can decide.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AGENCY_APPLY_ENDPOINTS,
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_HOST_ENDPOINTS,
  AGENCY_JOIN_ENDPOINTS,
  AGENCY_OPS_ENDPOINTS,
  type ExitStatusData,
  type JoinStatusData,
} from '../../src/contract/agency.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { AGENCY_DEMO } from '../../server/demo/agency.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { agencyApp } from './agency-support.ts';
import { envelope, overHttp, postSigned, resendingBusy, signIn, startServer, type Requester } from './helpers.ts';

/** How many copies of each decision race. */
const COPIES = 12;

/** Codes of the answers, counted. */
function tally(codes: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

describe('concurrent decisions in one process', () => {
  it('on a join request: of approvals, rejections and the applicant\'s cancel, exactly one wins', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    const sinta = t.as(AGENCY_DEMO.pendingJoiner);
    const id = (await sinta<JoinStatusData>(AGENCY_JOIN_ENDPOINTS.status.path)).data.request?.id ?? '';
    const answers = await Promise.all([
      ...Array.from({ length: COPIES }, (_, i) => head(AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id, decision: i % 2 ? 'approve' : 'reject', reason: 'Not this time' })),
      sinta(AGENCY_JOIN_ENDPOINTS.cancel.path, { id }),
    ]);
    const codes = answers.map((a) => a.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === ERROR_CODES['agency.joinNotPending'] || code === ERROR_CODES['agency.nothingToCancel'])).toBe(true);
    const row = t.db.prepare('SELECT status FROM agency_join_requests WHERE id = ?').get(id) as { status: string };
    const member = t.db.prepare('SELECT agency_id FROM hosts WHERE user_id = ?').get(AGENCY_DEMO.pendingJoiner) as { agency_id: number } | undefined;
    expect(member?.agency_id === 20001).toBe(row.status === 'accepted');
    const events = t.db.prepare(`SELECT COUNT(*) AS n FROM agency_events WHERE host_id = ? AND kind IN ('joinApproved', 'joinRejected')`).get(AGENCY_DEMO.pendingJoiner) as { n: number };
    expect(events.n).toBe(row.status === 'cancelled' ? 0 : 1);
  });

  it('on an exit request: of approvals, rejections and the host\'s withdrawal, exactly one wins', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    const mega = t.as(AGENCY_DEMO.exitPending);
    const id = (await mega<ExitStatusData>(AGENCY_HOST_ENDPOINTS.exitStatus.path)).data.request?.id ?? '';
    const answers = await Promise.all([
      mega(AGENCY_HOST_ENDPOINTS.exitWithdraw.path, { id }),
      ...Array.from({ length: COPIES }, (_, i) => head(AGENCY_HEAD_ENDPOINTS.decideExit.path, { id, decision: i % 2 ? 'approve' : 'reject', reason: 'Not this time' })),
    ]);
    const counts = tally(answers.map((a) => a.code));
    expect(counts.get(0)).toBe(1);
    expect(counts.get(ERROR_CODES['agency.exitNotPending'])).toBe(COPIES);
    const row = t.db.prepare('SELECT status FROM agency_exit_requests WHERE id = ?').get(id) as { status: string };
    const member = t.db.prepare('SELECT agency_id FROM hosts WHERE user_id = ?').get(AGENCY_DEMO.exitPending) as { agency_id: number | null };
    expect(member.agency_id === null).toBe(row.status === 'approved');
  });

  it('on an application: of operators passing and rejecting at once, one wins and at most one agency is made', async () => {
    const t = agencyApp();
    const ops = t.as(10008);
    const id = String((t.db.prepare(`SELECT id FROM agency_applications WHERE user_id = ?`).get(AGENCY_DEMO.underReview) as { id: number }).id);
    const agencies = () => (t.db.prepare('SELECT COUNT(*) AS n FROM agencies').get() as { n: number }).n;
    const before = agencies();
    const answers = await Promise.all(
      Array.from({ length: COPIES }, (_, i) => ops(AGENCY_OPS_ENDPOINTS.review.path, i % 2 ? { id, decision: 'pass' } : { id, decision: 'reject', reason: 'No' })),
    );
    const counts = tally(answers.map((a) => a.code));
    expect(counts.get(0)).toBe(1);
    expect(counts.get(ERROR_CODES['agency.notUnderReview'])).toBe(COPIES - 1);
    const status = (t.db.prepare('SELECT status FROM agency_applications WHERE id = ?').get(id) as { status: string }).status;
    expect(agencies() - before).toBe(status === 'passed' ? 1 : 0);
  });

  it('on repeated sends: one join request and one application wait, whatever the taps', async () => {
    const t = agencyApp();
    const yoga = t.as(AGENCY_DEMO.joiner);
    const joins = await Promise.all(Array.from({ length: COPIES }, () => yoga(AGENCY_JOIN_ENDPOINTS.send.path, { code: 'BNTG26' })));
    expect(tally(joins.map((a) => a.code)).get(0)).toBe(1);
    const rina = t.as(AGENCY_DEMO.applicant);
    const avatar = (await t.upload(AGENCY_DEMO.applicant, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).data.id;
    const form = { agent_name: 'Cahaya', avatar, phone: '6281234567890', whatsapp: '6281234567890', bank_name: 'BCA', bank_card_number: '12345678', account_holder_name: 'Rina' };
    const applications = await Promise.all(Array.from({ length: COPIES }, () => rina(AGENCY_APPLY_ENDPOINTS.submit.path, form)));
    const counts = tally(applications.map((a) => a.code));
    expect(counts.get(0)).toBe(1);
    expect(counts.get(ERROR_CODES['agency.alreadyUnderReview'])).toBe(COPIES - 1);
  });
});


describe('concurrent decisions across two server processes on one database file', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const server of servers) server.kill();
  });

  it('let exactly one decision on a join request, one on an exit request and then one closing of the agency through', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'agency-race-')), 'race.sqlite');
    const first = await startServer(dbPath, servers);
    const bases = [first, await startServer(dbPath, servers)];
    const hosts: Requester[] = bases.map((base) => resendingBusy(overHttp(base)));
    // Each process signs in its own caller; sessions live in the shared database.
    const tokens = await Promise.all(hosts.map((host) => signIn(host, TEST_NOW, '10002')));
    const db = new DatabaseSync(dbPath);
    try {
      const joinId = (db.prepare('SELECT id FROM agency_join_requests WHERE user_id = ? AND status = ?').get(AGENCY_DEMO.secondPendingJoiner, 'pending') as { id: number }).id;
      const exitId = (db.prepare('SELECT id FROM agency_exit_requests WHERE host_id = ? AND status = ?').get(AGENCY_DEMO.exitPending, 'pending') as { id: number }).id;
      const send = (i: number, path: string, fields: Record<string, string>) =>
        postSigned(hosts[i % 2]!, path, tokens[i % 2]!, fields, { now: TEST_NOW }).then((res) => envelope(res));
      const answers = await Promise.all(
        Array.from({ length: 2 * COPIES }, (_, i) =>
          i < COPIES
            ? send(i, AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id: String(joinId), decision: i % 4 < 2 ? 'approve' : 'reject', reason: 'Not this time' })
            : send(i, AGENCY_HEAD_ENDPOINTS.decideExit.path, { id: String(exitId), decision: i % 4 < 2 ? 'approve' : 'reject' }),
        ),
      );
      const joinCodes = tally(answers.slice(0, COPIES).map((a) => a.code));
      const exitCodes = tally(answers.slice(COPIES).map((a) => a.code));
      expect(joinCodes.get(0)).toBe(1);
      expect(joinCodes.get(ERROR_CODES['agency.joinNotPending'])).toBe(COPIES - 1);
      expect(exitCodes.get(0)).toBe(1);
      expect(exitCodes.get(ERROR_CODES['agency.exitNotPending'])).toBe(COPIES - 1);
      const joinEvents = db.prepare(`SELECT COUNT(*) AS n FROM agency_events WHERE host_id = ? AND kind IN ('joinApproved', 'joinRejected')`).get(AGENCY_DEMO.secondPendingJoiner) as { n: number };
      expect(joinEvents.n).toBe(1);
      const exitEvents = db.prepare(`SELECT COUNT(*) AS n FROM agency_events WHERE host_id = ? AND kind IN ('exitApproved', 'exitRejected')`).get(AGENCY_DEMO.exitPending) as { n: number };
      expect(exitEvents.n).toBe(1);

      // Issue 27.6: then the head closes the agency from both processes at once, each copy with its own key.
      const agencyHosts = (db.prepare('SELECT COUNT(*) AS n FROM hosts WHERE agency_id = 20001').get() as { n: number }).n;
      const closes = await Promise.all(
        Array.from({ length: COPIES }, (_, i) =>
          postSigned(hosts[i % 2]!, AGENCY_HEAD_ENDPOINTS.close.path, tokens[i % 2]!, {}, { now: TEST_NOW, headers: { 'Idempotency-Key': `race-close-agency-${i}` } }).then((res) => envelope(res)),
        ),
      );
      const closeCodes = closes.map((a) => a.code);
      expect(closeCodes.filter((code) => code === 0)).toHaveLength(1);
      expect(closeCodes.every((code) => code === 0 || code === ERROR_CODES['agency.alreadyClosed'] || code === ERROR_CODES.forbidden)).toBe(true);
      const closedEvents = db.prepare(`SELECT COUNT(*) AS n FROM agency_events WHERE agency_id = ? AND kind = 'agencyClosed'`).get(20001) as { n: number };
      expect(closedEvents.n).toBe(agencyHosts);
    } finally {
      db.close();
    }
  });
});
