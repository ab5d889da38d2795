// Leaving an agency (SPEC 4, 9): the host asks (live functions restricted meanwhile) and may withdraw at any time; the
// head approves or rejects within 15 days; the job detaches the host after 15 unanswered days, and after 90 days
// without streaming once rejected, dating each detachment when it fell due, and doing it once.
import { describe, expect, it } from 'vitest';
import { AGENCY_HEAD_ENDPOINTS, AGENCY_HOST_ENDPOINTS, type AgencyRecordView, type ExitRequestView, type ExitStatusData } from '../../src/contract/agency.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { EXIT_AUTO_DETACH_INACTIVE_DAYS, EXIT_REVIEW_DAYS } from '../../src/domain/agency-exit.ts';
import { addDays, businessDate, businessDayStartMs, DAY_MS } from '../../src/domain/time.ts';
import { agencyExitJob } from '../../server/jobs/agency-exits.ts';
import { transaction } from '../../server/db/transaction.ts';
import { AGENCY_DEMO } from '../../server/demo/agency.ts';
import { agencyApp } from './agency-support.ts';

const { exitStatus, exitRequest, exitWithdraw } = AGENCY_HOST_ENDPOINTS;
const { exitRequests, decideExit } = AGENCY_HEAD_ENDPOINTS;

describe('an exit request', () => {
  it('waits for the head with a 15-day deadline, restricting live functions, and can be withdrawn', async () => {
    const t = agencyApp();
    const nanda = t.as(AGENCY_DEMO.exitWithdraws);
    const none = (await nanda<ExitStatusData>(exitStatus.path)).data;
    expect(none).toEqual({ agency: { id: '20001', name: 'Bintang Agency' }, state: 'none', request: null, liveRestricted: false, inactive: null, lastExit: null });
    const asked = await nanda<ExitStatusData>(exitRequest.path, { agency_id: '20001' });
    const at = asked.data.request?.requestedAt ?? 0;
    expect(asked.data).toMatchObject({ state: 'pending', liveRestricted: true, request: { deadlineAt: at + EXIT_REVIEW_DAYS * DAY_MS, decidedAt: null } });
    expect((await nanda(exitRequest.path, { agency_id: '20001' })).code).toBe(ERROR_CODES['agency.exitAlreadyPending']);
    const listed = (await t.as(10002)<Page<ExitRequestView>>(exitRequests.path, { tab: 'pending' })).data.items;
    expect(listed[0]).toMatchObject({ id: asked.data.request?.id, nickname: 'Nanda', status: 'pending', deadlineAt: at + EXIT_REVIEW_DAYS * DAY_MS, inactive: null });

    const withdrawn = await nanda<ExitStatusData>(exitWithdraw.path, { id: asked.data.request?.id ?? '' });
    expect(withdrawn.data).toMatchObject({ state: 'none', liveRestricted: false, agency: { id: '20001' } });
    expect((await nanda(exitWithdraw.path, { id: asked.data.request?.id ?? '' })).code).toBe(ERROR_CODES['agency.exitNotPending']);
    expect((await t.as(10002)(decideExit.path, { id: asked.data.request?.id ?? '', decision: 'approve' })).code).toBe(ERROR_CODES['agency.exitNotPending']);
    const exits = (await t.as(10002)<Page<AgencyRecordView>>(AGENCY_HEAD_ENDPOINTS.records.path, { filter: 'exits' })).data.items;
    expect(exits.slice(0, 2).map((r) => [r.kind, r.actor?.nickname])).toEqual([['exitWithdrawn', 'Nanda'], ['exitRequested', 'Nanda']]);
  });

  it('approved detaches the host, who then sees how they left', async () => {
    const t = agencyApp();
    const id = (await t.as(AGENCY_DEMO.exitGetsRejected)<ExitStatusData>(exitRequest.path, { agency_id: '20001' })).data.request?.id ?? '';
    expect((await t.as(10002)(decideExit.path, { id, decision: 'approve' })).data).toEqual({ id, status: 'approved' });
    const after = (await t.as(AGENCY_DEMO.exitGetsRejected)<ExitStatusData>(exitStatus.path)).data;
    expect(after).toMatchObject({ agency: null, state: 'none', lastExit: { agencyName: 'Bintang Agency', how: 'approved' } });
    expect((await t.as(AGENCY_DEMO.exitGetsRejected)(exitRequest.path, { agency_id: '20001' })).code).toBe(ERROR_CODES['agency.notInAgency']);
  });

  it('rejected starts the 90-day count; asking again replaces it; the rejected list shows the days counted', async () => {
    const t = agencyApp();
    const laras = t.as(AGENCY_DEMO.exitGetsRejected);
    const id = (await laras<ExitStatusData>(exitRequest.path, { agency_id: '20001' })).data.request?.id ?? '';
    expect((await t.as(10002)(decideExit.path, { id, decision: 'reject' })).data).toEqual({ id, status: 'rejected' });
    const rejected = (await laras<ExitStatusData>(exitStatus.path)).data;
    const today = businessDate(t.clock.now());
    expect(rejected).toMatchObject({
      state: 'rejected',
      liveRestricted: false,
      inactive: { daysCounted: 0, daysRequired: EXIT_AUTO_DETACH_INACTIVE_DAYS, lastStreamAt: null, dueDate: addDays(today, 91) },
    });
    expect((await laras(exitWithdraw.path, { id })).code).toBe(ERROR_CODES['agency.exitNotPending']);
    // Tari, rejected 40 days ago and silent since: 39 whole days counted (today is still going).
    const list = (await t.as(10002)<Page<ExitRequestView>>(exitRequests.path, { tab: 'rejected' })).data.items;
    expect(list.map((r) => [r.nickname, r.inactive?.daysCounted])).toEqual([['Laras', 0], ['Tari', 39]]);
    const again = await laras<ExitStatusData>(exitRequest.path, { agency_id: '20001' });
    expect(again.data).toMatchObject({ state: 'pending', inactive: null });
    expect((await t.as(10002)<Page<ExitRequestView>>(exitRequests.path, { tab: 'rejected' })).data.items.map((r) => r.nickname)).toEqual(['Tari']);
  });

  it('refuses a stale agency, someone else\'s request id, and changes nothing', async () => {
    const t = agencyApp();
    const mega = (await t.as(AGENCY_DEMO.exitPending)<ExitStatusData>(exitStatus.path)).data.request?.id ?? '';
    const before = t.fingerprint();
    expect((await t.as(AGENCY_DEMO.plainHost)(exitRequest.path, { agency_id: '20002' })).code).toBe(ERROR_CODES['agency.notInAgency']);
    expect((await t.as(AGENCY_DEMO.plainHost)(exitWithdraw.path, { id: mega })).code).toBe(ERROR_CODES['agency.exitRequestNotFound']);
    expect((await t.as(10002)(decideExit.path, { id: '999999', decision: 'reject' })).code).toBe(ERROR_CODES['agency.exitRequestNotFound']);
    expect((await t.as(10002)(decideExit.path, { id: mega, decision: 'later' })).code).toBe(ERROR_CODES.invalidParams);
    expect(t.fingerprint()).toBe(before);
  });
});

describe('the exit job', () => {
  it('detaches a host 15 days after an unanswered request, dated at the deadline, once', async () => {
    const t = agencyApp();
    const fajar = t.as(AGENCY_DEMO.exitTimesOut);
    const asked = (await fajar<ExitStatusData>(exitRequest.path, { agency_id: '20001' })).data.request;
    const deadline = asked?.deadlineAt ?? 0;
    t.clock.setTo(deadline - 1000);
    expect((await fajar<ExitStatusData>(exitStatus.path)).data.state).toBe('pending');
    // Applied days later, the detachment is still dated at the deadline.
    t.clock.setTo(deadline + 5 * DAY_MS);
    const after = (await fajar<ExitStatusData>(exitStatus.path)).data;
    expect(after).toMatchObject({ agency: null, lastExit: { how: 'timedOut', at: deadline } });
    const automatic = (await t.as(10002)<Page<AgencyRecordView>>(AGENCY_HEAD_ENDPOINTS.records.path, { filter: 'automatic' })).data.items;
    expect(automatic[0]).toMatchObject({ kind: 'exitTimedOut', at: deadline, actor: null, host: { nickname: 'Fajar' } });
    const before = t.fingerprint();
    transaction(t.db, () => agencyExitJob.run(t.db, t.clock.now() + DAY_MS));
    expect(t.fingerprint()).toBe(before);
  });

  it('refuses a decision or a withdrawal from the deadline on, even in the second before the job runs again', async () => {
    const t = agencyApp();
    const fajar = t.as(AGENCY_DEMO.exitTimesOut);
    const head = t.as(10002);
    const asked = (await fajar<ExitStatusData>(exitRequest.path, { agency_id: '20001' })).data.request;
    const id = asked?.id ?? '';
    // The job runs before a request at most once a second (JOB_REUSE_MS): just before the deadline it finds nothing
    // due, and a call just after it meets the request still pending, which the rule itself must refuse.
    const deadline = asked?.deadlineAt ?? 0;
    t.clock.setTo(deadline - 60_000);
    expect((await fajar<ExitStatusData>(exitStatus.path)).data.state).toBe('pending');
    await head(AGENCY_HEAD_ENDPOINTS.overview.path);
    t.clock.setTo(deadline - 500);
    expect((await fajar<ExitStatusData>(exitStatus.path)).data.state).toBe('pending');
    t.clock.setTo(deadline + 100);
    expect((await head(decideExit.path, { id, decision: 'reject' })).code).toBe(ERROR_CODES['agency.exitTimedOut']);
    expect((await fajar(exitWithdraw.path, { id })).code).toBe(ERROR_CODES['agency.exitTimedOut']);
  });

  it('detaches a rejected host from 00:00 of the 91st day without streaming, counted from the later of rejection and last stream', async () => {
    const t = agencyApp();
    const kevin = t.as(AGENCY_DEMO.exitInactive);
    const id = (await kevin<ExitStatusData>(exitRequest.path, { agency_id: '20001' })).data.request?.id ?? '';
    await t.as(10002)(decideExit.path, { id, decision: 'reject' });
    const rejectedOn = businessDate(t.clock.now());
    // A stream 10 days later restarts the count.
    const streamed = businessDayStartMs(addDays(rejectedOn, 10)) + 20 * 3_600_000;
    t.db.prepare('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (?, ?, ?, ?)').run(AGENCY_DEMO.exitInactive, addDays(rejectedOn, 10), streamed - 30 * 60_000, streamed);
    const due = businessDayStartMs(addDays(rejectedOn, 10 + EXIT_AUTO_DETACH_INACTIVE_DAYS + 1));
    t.clock.setTo(due - 1000);
    const counting = (await kevin<ExitStatusData>(exitStatus.path)).data;
    expect(counting).toMatchObject({ state: 'rejected', inactive: { daysCounted: 89, lastStreamAt: streamed, dueDate: addDays(rejectedOn, 101) } });
    t.clock.setTo(due + 1000);
    const left = (await kevin<ExitStatusData>(exitStatus.path)).data;
    expect(left).toMatchObject({ agency: null, lastExit: { how: 'inactive', at: due } });
    expect(t.db.prepare('SELECT status, ended_at FROM agency_exit_requests WHERE id = ?').get(id)).toEqual({ status: 'inactive', ended_at: due });
  });

  it('lets a short session (under a minute) not count as streaming', async () => {
    const t = agencyApp();
    const id = (await t.as(AGENCY_DEMO.exitInactive)<ExitStatusData>(exitRequest.path, { agency_id: '20001' })).data.request?.id ?? '';
    await t.as(10002)(decideExit.path, { id, decision: 'reject' });
    const rejectedOn = businessDate(t.clock.now());
    const blip = businessDayStartMs(addDays(rejectedOn, 30)) + 3_600_000;
    t.db.prepare('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (?, ?, ?, ?)').run(AGENCY_DEMO.exitInactive, addDays(rejectedOn, 30), blip, blip + 40_000);
    t.clock.setTo(businessDayStartMs(addDays(rejectedOn, EXIT_AUTO_DETACH_INACTIVE_DAYS + 1)) + 60_000);
    expect((await t.as(AGENCY_DEMO.exitInactive)<ExitStatusData>(exitStatus.path)).data.lastExit?.how).toBe('inactive');
  });
});
