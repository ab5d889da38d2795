// Joining an agency (SPEC 4): found by invite code, a request waits for the head, who accepts (joined) or rejects it;
// the user may cancel a pending request, clear a rejected one, or ask another agency. One request waits at a time.
import { describe, expect, it } from 'vitest';
import {
  AGENCY_APPLY_ENDPOINTS,
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_JOIN_ENDPOINTS,
  AGENCY_ME_ENDPOINTS,
  type AgencyCard,
  type AgencyMeData,
  type JoinApplicantView,
  type JoinStatusData,
} from '../../src/contract/agency.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { NEW_HOST_PAYOUT_TYPE } from '../../src/domain/agency-join.ts';
import { businessDate } from '../../src/domain/time.ts';
import { AGENCY_DEMO, DEMO_INVITE_CODE } from '../../server/demo/agency.ts';
import { agencyApp, applicationForm, PNG } from './agency-support.ts';

const { find, send, status, cancel } = AGENCY_JOIN_ENDPOINTS;

/** The invite code of agency `id` in the test database. */
function codeOf(t: ReturnType<typeof agencyApp>, id: number): string {
  return (t.db.prepare('SELECT invite_code FROM agencies WHERE id = ?').get(id) as { invite_code: string }).invite_code;
}

describe('finding an agency by invite code', () => {
  it('shows its name, avatar, head and host count, the code typed in any case and with spaces', async () => {
    const t = agencyApp();
    const answer = await t.as(AGENCY_DEMO.joiner)<AgencyCard>(find.path, { code: ' bntg 26 ' });
    const hosts = (t.db.prepare('SELECT COUNT(*) AS n FROM hosts WHERE agency_id = 20001').get() as { n: number }).n;
    expect(answer.data).toEqual({ id: '20001', name: 'Bintang Agency', avatarUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}$/), headNickname: 'Budi', hostCount: hosts, closed: false });
  });

  it('tells a malformed code from one no agency has', async () => {
    const t = agencyApp();
    const yoga = t.as(AGENCY_DEMO.joiner);
    expect((await yoga(find.path, { code: 'BNTG2' })).code).toBe(ERROR_CODES['agency.inviteCodeInvalid']);
    expect((await yoga(find.path, { code: 'INCOME' })).code).toBe(ERROR_CODES['agency.inviteCodeInvalid']);
    expect((await yoga(find.path, { code: 'ZZZZZZ' })).code).toBe(ERROR_CODES['agency.inviteCodeUnknown']);
  });
});

describe('a join request', () => {
  it('is rejected, then sent to another agency, cancelled, sent again and accepted: the viewer becomes a host', async () => {
    const t = agencyApp();
    const yoga = t.as(AGENCY_DEMO.joiner);
    const head = t.as(10002);
    expect((await yoga<JoinStatusData>(status.path)).data).toEqual({ state: 'none', request: null, agency: null, blocker: null, closedNotice: null });

    const sent = await yoga<JoinStatusData>(send.path, { code: DEMO_INVITE_CODE });
    expect(sent.data).toMatchObject({ state: 'pending', request: { status: 'pending', decidedAt: null }, agency: { id: '20001' } });
    expect((await yoga(send.path, { code: codeOf(t, 20002) })).code).toBe(ERROR_CODES['agency.joinAlreadyPending']);

    const id = sent.data.request?.id ?? '';
    const pending = await head<Page<JoinApplicantView>>(AGENCY_HEAD_ENDPOINTS.joinRequests.path, { tab: 'pending' });
    expect(pending.data.items[0]).toMatchObject({ id, userId: String(AGENCY_DEMO.joiner), nickname: 'Yoga', status: 'pending' });
    expect((await head(AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id, decision: 'reject', reason: 'Not this time' })).data).toMatchObject({ status: 'rejected', reason: 'Not this time' });
    expect((await yoga<JoinStatusData>(status.path)).data).toMatchObject({ state: 'rejected', request: { id, status: 'rejected' } });
    const rejected = await head<Page<JoinApplicantView>>(AGENCY_HEAD_ENDPOINTS.joinRequests.path, { tab: 'rejected' });
    expect(rejected.data.items.map((item) => item.id)).toContain(id);

    // SPEC 4: after a rejection, join another agency; then cancel that one while it waits.
    const other = await yoga<JoinStatusData>(send.path, { code: codeOf(t, 20002) });
    expect(other.data).toMatchObject({ state: 'pending', agency: { id: '20002' } });
    const cancelled = await yoga<JoinStatusData>(cancel.path, { id: other.data.request?.id ?? '' });
    expect(cancelled.data).toEqual({ state: 'none', request: null, agency: null, blocker: null, closedNotice: null });
    // Another agency's request is never this head's to decide.
    expect((await head(AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id: other.data.request?.id ?? '', decision: 'approve' })).code).toBe(ERROR_CODES.forbidden);

    const again = await yoga<JoinStatusData>(send.path, { code: DEMO_INVITE_CODE });
    const accepted = await head<JoinApplicantView>(AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id: again.data.request?.id ?? '', decision: 'approve' });
    expect(accepted.data).toMatchObject({ status: 'accepted', decidedAt: expect.any(Number) });
    const joined = (await yoga<JoinStatusData>(status.path)).data;
    expect(joined).toMatchObject({ state: 'joined', request: { status: 'accepted' }, agency: { id: '20001' } });
    expect(t.db.prepare('SELECT agency_id, payout_type, joined_date FROM hosts WHERE user_id = ?').get(AGENCY_DEMO.joiner)).toEqual({
      agency_id: 20001,
      payout_type: NEW_HOST_PAYOUT_TYPE,
      joined_date: businessDate(t.clock.now()),
    });
    expect((await yoga<AgencyMeData>(AGENCY_ME_ENDPOINTS.me.path)).data).toEqual({ role: 'host', agency: { id: '20001', name: 'Bintang Agency' } });
    expect((await yoga(send.path, { code: codeOf(t, 20002) })).code).toBe(ERROR_CODES['agency.alreadyInAgency']);
    expect((await yoga(cancel.path, { id: again.data.request?.id ?? '' })).code).toBe(ERROR_CODES['agency.nothingToCancel']);
  });

  it('clears a rejected request from the screen; the head still sees it among the rejected', async () => {
    const t = agencyApp();
    const bayu = t.as(AGENCY_DEMO.rejectedJoiner);
    const shown = (await bayu<JoinStatusData>(status.path)).data;
    expect(shown).toMatchObject({ state: 'rejected', agency: { name: 'Bintang Agency' } });
    expect((await bayu<JoinStatusData>(cancel.path, { id: shown.request?.id ?? '' })).data.state).toBe('none');
    expect((await bayu(cancel.path, { id: shown.request?.id ?? '' })).code).toBe(ERROR_CODES['agency.nothingToCancel']);
    const rejected = await t.as(10002)<Page<JoinApplicantView>>(AGENCY_HEAD_ENDPOINTS.joinRequests.path, { tab: 'rejected' });
    expect(rejected.data.items.map((item) => item.userId)).toContain(String(AGENCY_DEMO.rejectedJoiner));
  });

  it('refuses an agency head, an applicant under review, a host of an agency and someone else\'s request id', async () => {
    const t = agencyApp();
    expect((await t.as(10002)(send.path, { code: codeOf(t, 20002) })).code).toBe(ERROR_CODES['agency.headCannotJoin']);
    expect((await t.as(10002)<JoinStatusData>(status.path)).data.blocker).toBe('head');
    expect((await t.as(AGENCY_DEMO.underReview)(send.path, { code: DEMO_INVITE_CODE })).code).toBe(ERROR_CODES['agency.applyingCannotJoin']);
    expect((await t.as(AGENCY_DEMO.underReview)<JoinStatusData>(status.path)).data.blocker).toBe('applying');
    expect((await t.as(10001)(send.path, { code: codeOf(t, 20002) })).code).toBe(ERROR_CODES['agency.alreadyInAgency']);
    const theirs = (await t.as(AGENCY_DEMO.pendingJoiner)<JoinStatusData>(status.path)).data.request?.id ?? '';
    const before = t.fingerprint();
    expect((await t.as(AGENCY_DEMO.joiner)(cancel.path, { id: theirs })).code).toBe(ERROR_CODES['agency.joinRequestNotFound']);
    expect((await t.as(AGENCY_DEMO.joiner)(cancel.path, { id: `0${theirs}` })).code).toBe(ERROR_CODES.invalidParams);
    expect(t.fingerprint()).toBe(before);
  });

  it('cannot be sent while its sender applies for an agency, nor an application sent while it waits', async () => {
    const t = agencyApp();
    const yoga = t.as(AGENCY_DEMO.joiner);
    await yoga(send.path, { code: DEMO_INVITE_CODE });
    const avatar = (await t.upload(AGENCY_DEMO.joiner, PNG)).data.id;
    expect((await yoga(AGENCY_APPLY_ENDPOINTS.submit.path, applicationForm(avatar))).code).toBe(ERROR_CODES['agency.joinPending']);
  });
});
