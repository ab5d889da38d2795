// Issue 27.9: a head judges a request to join by the applicant's levels and their last 30 days (beans from the gifts
// recorded, hours from the valid live sessions), and rejects it with a reason that only the applicant reads.
import { describe, expect, it } from 'vitest';
import { AGENCY_HEAD_ENDPOINTS, AGENCY_JOIN_ENDPOINTS, type JoinApplicantView, type JoinStatusData } from '../../src/contract/agency.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { APPLICANT_FIGURES_DAYS } from '../../src/domain/agency-join.ts';
import { expOf, levelForExp } from '../../src/domain/levels.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { AGENCY_DEMO, DEMO_INVITE_CODE } from '../../server/demo/agency.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { agencyApp } from './agency-support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The joiner, a former host, with gifts and sessions on both sides of the window's first day, and a request sent. */
async function withApplicant() {
  const t = agencyApp({ now: TEST_NOW });
  const today = businessDate(TEST_NOW);
  const first = addDays(today, -(APPLICANT_FIGURES_DAYS - 1));
  const before = addDays(first, -1);
  const user = AGENCY_DEMO.joiner;
  t.db.prepare(`INSERT INTO hosts (user_id, agency_id, payout_type, abc_mark, joined_date) VALUES (?, NULL, 'weekly', 0, ?)`).run(user, before);
  t.db.prepare('UPDATE users SET coins_spent = 250000, beans_received = 1200000 WHERE id = ?').run(user);
  const day = t.db.prepare('INSERT INTO host_days (host_id, date, live_minutes, beans_lucky, beans_normal) VALUES (?, ?, 0, ?, ?)');
  day.run(user, before, 9000, 9000); // outside the window
  day.run(user, first, 1500, 500);
  day.run(user, today, 0, 3000);
  const session = t.db.prepare('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (?, ?, ?, ?)');
  const at = (date: string, hour: number) => businessDayStartMs(date as ReturnType<typeof businessDate>) + hour * HOUR;
  session.run(user, before, at(before, 10), at(before, 15)); // outside the window
  session.run(user, first, at(first, 10), at(first, 11) + 30 * MINUTE); // 90 min
  session.run(user, first, at(first, 20), at(first, 20) + 40_000); // under a minute: not valid (SPEC 9)
  session.run(user, today, at(today, 1), at(today, 1) + 45 * MINUTE); // 45 min
  const sent = await t.as(user)<JoinStatusData>(AGENCY_JOIN_ENDPOINTS.send.path, { code: DEMO_INVITE_CODE });
  return { t, id: sent.data.request?.id ?? '', head: t.as(10002), yoga: t.as(user) };
}

describe('the applicants a head judges', () => {
  it('show levels, beans and live time of the last 30 days, computed from the recorded gifts and sessions', async () => {
    const { id, head } = await withApplicant();
    const page = await head<Page<JoinApplicantView>>(AGENCY_HEAD_ENDPOINTS.joinRequests.path, { tab: 'pending' });
    expect(page.data.items.find((item) => item.id === id)).toEqual({
      id,
      status: 'pending',
      createdAt: TEST_NOW,
      decidedAt: null,
      reason: null,
      userId: String(AGENCY_DEMO.joiner),
      nickname: 'Yoga',
      wealthLevel: levelForExp('wealth', expOf('wealth', 250000)),
      charmLevel: levelForExp('charm', expOf('charm', 1200000)),
      beans30d: 1500 + 500 + 3000,
      liveMinutes30d: 90 + 45,
    });
    // An applicant who never streamed shows zeros, not an error.
    const sinta = page.data.items.find((item) => item.userId === String(AGENCY_DEMO.pendingJoiner));
    expect(sinta).toMatchObject({ beans30d: 0, liveMinutes30d: 0 });
  });
});

describe('rejecting a request to join', () => {
  it('needs a reason, checked for length and unsafe characters; nothing changes until it is given', async () => {
    const { t, id, head } = await withApplicant();
    const decide = (reason?: string) => head(AGENCY_HEAD_ENDPOINTS.decideJoin.path, reason === undefined ? { id, decision: 'reject' } : { id, decision: 'reject', reason });
    expect((await decide()).code).toBe(ERROR_CODES['agency.joinReasonRequired']);
    expect((await decide('   ')).code).toBe(ERROR_CODES['agency.joinReasonRequired']);
    expect((await decide('x'.repeat(201))).code).toBe(ERROR_CODES['agency.joinReasonTooLong']);
    expect((await decide('Bad \u202Ereason')).code).toBe(ERROR_CODES['agency.joinReasonInvalid']);
    expect(t.db.prepare('SELECT status, reason FROM agency_join_requests WHERE id = ?').get(Number(id))).toEqual({ status: 'pending', reason: null });
  });

  it('stores the reason, shown to that applicant on their result and to no one else', async () => {
    const { t, id, head, yoga } = await withApplicant();
    const decided = await head<JoinApplicantView>(AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id, decision: 'reject', reason: '  Please stream 10 hours a week first  ' });
    expect(decided.data).toMatchObject({ status: 'rejected', reason: 'Please stream 10 hours a week first' });
    expect((await yoga<JoinStatusData>(AGENCY_JOIN_ENDPOINTS.status.path)).data).toMatchObject({
      state: 'rejected',
      request: { id, reason: 'Please stream 10 hours a week first' },
    });
    // Another applicant's own status carries their own request only.
    const bayu = await t.as(AGENCY_DEMO.rejectedJoiner)<JoinStatusData>(AGENCY_JOIN_ENDPOINTS.status.path);
    expect(JSON.stringify(bayu.data)).not.toContain('10 hours');
  });

  it('keeps no reason on an approval', async () => {
    const { id, head } = await withApplicant();
    const decided = await head<JoinApplicantView>(AGENCY_HEAD_ENDPOINTS.decideJoin.path, { id, decision: 'approve', reason: 'ignored' });
    expect(decided.data).toMatchObject({ status: 'accepted', reason: null });
  });
});
