// Applying for an agency (SPEC 3, 4, 5) and the operators' review (DESIGN 11): the avatar is checked by its bytes, each
// refused field has its code, one application is open at a time, "not passed" carries a reason and allows a
// reapplication, and "passed" makes the applicant the head of a new agency.
import { describe, expect, it } from 'vitest';
import {
  AGENCY_APPLY_ENDPOINTS,
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_JOIN_ENDPOINTS,
  AGENCY_OPS_ENDPOINTS,
  type AgencyOverview,
  type ApplicationForReview,
  type ApplicationStatusData,
  type ApplicationView,
} from '../../src/contract/agency.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { UPLOAD_IMAGE_MAX_BYTES } from '../../src/domain/upload.ts';
import { normalizeInviteCode } from '../../src/domain/agency-invite.ts';
import { AGENCY_DEMO } from '../../server/demo/agency.ts';
import { agencyApp, applicationForm, GIF, JPEG, PNG } from './agency-support.ts';

const { status, submit } = AGENCY_APPLY_ENDPOINTS;
const { applications, review } = AGENCY_OPS_ENDPOINTS;

describe('the avatar upload', () => {
  it('keeps a png or jpeg by its bytes, whatever its name, and serves it', async () => {
    const t = agencyApp();
    const png = await t.upload(AGENCY_DEMO.applicant, PNG, 'logo.txt', 'text/plain');
    expect(png.code).toBe(0);
    expect(png.data.url).toBe(`/uploads/${png.data.id}`);
    expect((await t.app.request(png.data.url)).headers.get('content-type')).toBe('image/png');
    expect((await t.upload(AGENCY_DEMO.applicant, JPEG, 'logo.png')).code).toBe(0);
  });

  it('refuses a gif (even named .png), an image over 4M and no file, storing nothing', async () => {
    const t = agencyApp();
    const before = t.fingerprint();
    expect((await t.upload(AGENCY_DEMO.applicant, GIF, 'logo.png', 'image/png')).code).toBe(ERROR_CODES['upload.badType']);
    const big = new Uint8Array(UPLOAD_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect((await t.upload(AGENCY_DEMO.applicant, big)).code).toBe(ERROR_CODES['upload.tooLarge']);
    expect((await t.as(AGENCY_DEMO.applicant)(AGENCY_APPLY_ENDPOINTS.avatarUpload.path)).code).toBe(ERROR_CODES['upload.missing']);
    expect(t.fingerprint()).toBe(before);
  });
});

describe('submitting an application', () => {
  it('puts it under review with the form as checked: trimmed, phones as digits, the card without spaces', async () => {
    const t = agencyApp();
    const rina = t.as(AGENCY_DEMO.applicant);
    expect((await rina<ApplicationStatusData>(status.path)).data).toEqual({ application: null, agency: null, blocker: null });
    const avatar = (await t.upload(AGENCY_DEMO.applicant, PNG)).data;
    const answer = await rina<ApplicationView>(submit.path, applicationForm(avatar.id, { agent_name: '  Cahaya  ', platform: ' Bigo ' }));
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      status: 'underReview',
      agentName: 'Cahaya',
      avatarId: avatar.id,
      avatarUrl: avatar.url,
      phone: '6281234567890',
      whatsapp: '6281234567891',
      bankCardNumber: '123456789012',
      platform: 'Bigo',
      reason: null,
      decidedAt: null,
    });
    expect((await rina<ApplicationStatusData>(status.path)).data.application).toEqual(answer.data);
    expect((await rina(submit.path, applicationForm(avatar.id))).code).toBe(ERROR_CODES['agency.alreadyUnderReview']);
  });

  it('answers the code of the first refused field, with every refused field in data.errors, and stores nothing', async () => {
    const t = agencyApp();
    const rina = t.as(AGENCY_DEMO.applicant);
    const avatar = (await t.upload(AGENCY_DEMO.applicant, PNG)).data.id;
    const before = t.fingerprint();
    const cases: [Record<string, string>, keyof typeof ERROR_CODES, Record<string, string>][] = [
      [applicationForm(avatar, { agent_name: '', bank_name: '' }), 'agency.incomplete', { agentName: 'required', bankName: 'required' }],
      // SPEC 5: 'Nama panggilan terlalu panjang'.
      [applicationForm(avatar, { agent_name: 'a'.repeat(21) }), 'agency.nameTooLong', { agentName: 'tooLong' }],
      [applicationForm(avatar, { platform: 'p'.repeat(31) }), 'agency.platformTooLong', { platform: 'tooLong' }],
      [applicationForm(avatar, { phone: '081234567890' }), 'agency.phoneNeedsAreaCode', { phone: 'phoneNeedsAreaCode' }],
      [applicationForm(avatar, { account_holder_name: 'h'.repeat(51) }), 'agency.bankTextTooLong', { accountHolderName: 'tooLong' }],
      [applicationForm(avatar, { bank_card_number: '12ab' }), 'agency.cardNumberInvalid', { bankCardNumber: 'cardNumberInvalid' }],
      [applicationForm(''), 'agency.incomplete', { avatar: 'required' }],
    ];
    for (const [form, code, errors] of cases) {
      const answer = await rina(submit.path, form);
      expect(answer.code, code).toBe(ERROR_CODES[code]);
      expect(answer.data, code).toEqual({ errors });
    }
    expect(t.fingerprint()).toBe(before);
  });

  it('takes only an avatar its sender uploaded', async () => {
    const t = agencyApp();
    const theirs = (await t.upload(AGENCY_DEMO.joiner, PNG)).data.id;
    const answer = await t.as(AGENCY_DEMO.applicant)(submit.path, applicationForm(theirs));
    expect(answer.code).toBe(ERROR_CODES['upload.missing']);
    expect(answer.data).toEqual({ errors: { avatar: 'required' } });
  });

  it('refuses an agency head, a host of an agency and someone whose join request waits', async () => {
    const t = agencyApp();
    const cases: [number, keyof typeof ERROR_CODES, ApplicationStatusData['blocker']][] = [
      [10002, 'agency.alreadyAgency', null],
      [10001, 'agency.memberHost', 'memberHost'],
      [AGENCY_DEMO.pendingJoiner, 'agency.joinPending', 'joinPending'],
    ];
    for (const [user, code, blocker] of cases) {
      const avatar = (await t.upload(user, PNG)).data.id;
      expect((await t.as(user)(submit.path, applicationForm(avatar))).code, String(user)).toBe(ERROR_CODES[code]);
      expect((await t.as(user)<ApplicationStatusData>(status.path)).data.blocker, String(user)).toBe(blocker);
    }
    expect((await t.as(10002)<ApplicationStatusData>(status.path)).data.agency).toEqual({ id: '20001', name: 'Bintang Agency' });
  });
});

describe('the operators\' review', () => {
  it('lists the applications under review, oldest first, to operators', async () => {
    const t = agencyApp();
    const avatar = (await t.upload(AGENCY_DEMO.applicant, PNG)).data.id;
    await t.as(AGENCY_DEMO.applicant)(submit.path, applicationForm(avatar));
    const queue = await t.as(10008)<Page<ApplicationForReview>>(applications.path);
    expect(queue.data.items.map((item) => [item.userId, item.status])).toEqual([
      [String(AGENCY_DEMO.underReview), 'underReview'],
      [String(AGENCY_DEMO.applicant), 'underReview'],
    ]);
    expect(queue.data.items[1]).toMatchObject({ nickname: 'Rina', agentName: 'Cahaya Agency' });
  });

  it('passes an application: the applicant heads a new agency with its name, avatar and an invite code', async () => {
    const t = agencyApp();
    const avatar = (await t.upload(AGENCY_DEMO.applicant, PNG)).data.id;
    const id = (await t.as(AGENCY_DEMO.applicant)<ApplicationView>(submit.path, applicationForm(avatar))).data.id;
    const passed = await t.as(10008)<ApplicationView>(review.path, { id, decision: 'pass' });
    expect(passed.code).toBe(0);
    expect(passed.data).toMatchObject({ status: 'passed', reason: null, decidedAt: expect.any(Number) });
    const rina = t.as(AGENCY_DEMO.applicant);
    const state = (await rina<ApplicationStatusData>(status.path)).data;
    expect(state.application?.status).toBe('passed');
    const overview = await rina<AgencyOverview>(AGENCY_HEAD_ENDPOINTS.overview.path);
    expect(overview.code).toBe(0);
    expect(overview.data.agency).toMatchObject({ id: state.agency?.id, name: 'Cahaya Agency', headNickname: 'Rina', hostCount: 0, avatarUrl: `/uploads/${avatar}` });
    expect(normalizeInviteCode(overview.data.agency.inviteCode)).toBe(overview.data.agency.inviteCode);
    // Others find it by that code; the new head may not apply again nor join another agency.
    expect((await t.as(AGENCY_DEMO.joiner)(AGENCY_JOIN_ENDPOINTS.find.path, { code: overview.data.agency.inviteCode })).data).toMatchObject({ name: 'Cahaya Agency' });
    expect((await rina(submit.path, applicationForm(avatar))).code).toBe(ERROR_CODES['agency.alreadyAgency']);
    expect((await rina(AGENCY_JOIN_ENDPOINTS.send.path, { code: 'BNTG26' })).code).toBe(ERROR_CODES['agency.headCannotJoin']);
  });

  it('does not pass without a reason of at most 200 characters, then lets the applicant reapply', async () => {
    const t = agencyApp();
    const ops = t.as(10008);
    const avatar = (await t.upload(AGENCY_DEMO.applicant, PNG)).data.id;
    const rina = t.as(AGENCY_DEMO.applicant);
    const id = (await rina<ApplicationView>(submit.path, applicationForm(avatar))).data.id;
    const before = t.fingerprint();
    expect((await ops(review.path, { id, decision: 'reject' })).code).toBe(ERROR_CODES['agency.reasonRequired']);
    expect((await ops(review.path, { id, decision: 'reject', reason: '   ' })).code).toBe(ERROR_CODES['agency.reasonRequired']);
    expect((await ops(review.path, { id, decision: 'reject', reason: 'r'.repeat(201) })).code).toBe(ERROR_CODES['agency.reasonTooLong']);
    expect(t.fingerprint()).toBe(before);
    const rejected = await ops<ApplicationView>(review.path, { id, decision: 'reject', reason: ' The avatar is blurry ' });
    expect(rejected.data).toMatchObject({ status: 'notPassed', reason: 'The avatar is blurry' });
    expect((await ops(review.path, { id, decision: 'pass' })).code).toBe(ERROR_CODES['agency.notUnderReview']);
    // SPEC 4: reapply after "not passed", with the same avatar.
    const again = await rina<ApplicationView>(submit.path, applicationForm(avatar, { agent_name: 'Cahaya Baru' }));
    expect(again.data).toMatchObject({ status: 'underReview', agentName: 'Cahaya Baru', reason: null });
    expect(again.data.id).not.toBe(id);
  });

  it('answers a missing application and a malformed decision, changing nothing', async () => {
    const t = agencyApp();
    const ops = t.as(10008);
    const before = t.fingerprint();
    expect((await ops(review.path, { id: '999999', decision: 'pass' })).code).toBe(ERROR_CODES['agency.applicationNotFound']);
    expect((await ops(review.path, { id: '1', decision: 'maybe' })).code).toBe(ERROR_CODES.invalidParams);
    expect((await ops(review.path, { id: '01', decision: 'pass' })).code).toBe(ERROR_CODES.invalidParams);
    expect(t.fingerprint()).toBe(before);
  });
});
