// An agency head's team (SPEC 6, 9; server/agency/team.ts, members.ts): the overview with the weekly agency rank, the
// hosts with their week, adding and unbinding hosts, the join requests to approve or reject, the day-by-day figures and
// the history. Agency heads only (the policy's manageAgency), on their own agency.
import { Hono } from 'hono';
import { AGENCY_HEAD_ENDPOINTS } from '../../src/contract/agency.ts';
import { isAgencyRecordFilter } from '../../src/domain/agency-records.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { isTeamSort, parseTeamCursor, TEAM_DEFAULT_SORT } from '../../src/domain/team-sort.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { closeAgency } from '../agency/close.ts';
import { handOverAgency } from '../agency/handover.ts';
import { inviteHost, sentInvitations, withdrawInvitation } from '../agency/invitations.ts';
import { decideJoin, hostCandidate, joinRequestsOf, unbindHost } from '../agency/members.ts';
import { decideFor } from '../account/policy.ts';
import { agencyOfHead, headedAgency } from '../agency/store.ts';
import { refused } from '../services/outcome.ts';
import { agencyOverview, agencyRecords, teamDays, teamHosts } from '../agency/team.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { canonicalIdField, cursorField, rangeField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The head's sub-app. */
export function agencyTeamApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const headsOnly = allow(deps, 'manageAgency');
  /** The caller's agency (the policy has let a head in). */
  const agencyOf = (userId: number) => agencyOfHead(db, userId);

  return new Hono<AuthedEnv>()
    .post(AGENCY_HEAD_ENDPOINTS.overview.path, session, headsOnly, (c) => ok(c, agencyOverview(db, agencyOf(c.var.user.userId), clock.now())))
    .post(AGENCY_HEAD_ENDPOINTS.hosts.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const { sort: rawSort, order: rawOrder, cursor: rawCursor } = c.var.fields;
      const sort = rawSort === undefined || rawSort === '' ? TEAM_DEFAULT_SORT.sort : rawSort;
      const order = rawOrder === undefined || rawOrder === '' ? TEAM_DEFAULT_SORT.order : rawOrder;
      if (!isTeamSort(sort) || (order !== 'asc' && order !== 'desc')) return fail(c, 'invalidParams');
      const cursor = rawCursor === undefined || rawCursor === '' ? null : parseTeamCursor(sort, rawCursor);
      if (cursor === null && rawCursor) return fail(c, 'invalidParams');
      return ok(c, teamHosts(db, agency.id, { search: c.var.fields['q'] ?? '', sort, order, cursor }, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.findUser.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const userId = canonicalIdField(c.var.fields['user_id']);
      if (userId === null) return fail(c, 'invalidParams');
      const found = hostCandidate(db, agency.id, userId, clock.now());
      return found.ok ? ok(c, { userId: String(found.data.userId), nickname: found.data.nickname }) : answer(c, found);
    })
    .post(AGENCY_HEAD_ENDPOINTS.addHost.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const userId = canonicalIdField(c.var.fields['user_id']);
      if (userId === null) return fail(c, 'invalidParams');
      return answer(c, inviteHost(db, headId, agencyOf(headId).id, userId, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.handOver.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const hostId = canonicalIdField(c.var.fields['user_id']);
      if (hostId === null) return fail(c, 'invalidParams');
      return answer(c, handOverAgency(db, headId, agencyOf(headId).id, hostId, clock.now()));
    })
    // The policy is asked under the key: a retry of a close that went through gets its answer, not "no agency".
    .post(AGENCY_HEAD_ENDPOINTS.close.path, session, (c) =>
      idempotent(deps, c, AGENCY_HEAD_ENDPOINTS.close.path, () => {
        const headId = c.var.user.userId;
        const now = clock.now();
        const agency = headedAgency(db, headId);
        if (!agency || !decideFor(db, headId, 'manageAgency', now).ok) return envelopeOf(refused('forbidden'));
        return envelopeOf(closeAgency(db, headId, agency.id, now));
      }),
    )
    .post(AGENCY_HEAD_ENDPOINTS.invitations.path, session, headsOnly, (c) => ok(c, sentInvitations(db, agencyOf(c.var.user.userId).id)))
    .post(AGENCY_HEAD_ENDPOINTS.withdrawInvitation.path, session, headsOnly, (c) => {
      const id = canonicalIdField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, withdrawInvitation(db, agencyOf(c.var.user.userId).id, id, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.unbindHost.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const hostId = canonicalIdField(c.var.fields['user_id']);
      if (hostId === null) return fail(c, 'invalidParams');
      return answer(c, unbindHost(db, headId, agencyOf(headId).id, hostId, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.joinRequests.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const tab = c.var.fields['tab'];
      if (tab !== 'pending' && tab !== 'rejected') return fail(c, 'invalidParams');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, joinRequestsOf(db, agency.id, tab, cursor, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.decideJoin.path, session, headsOnly, (c) => {
      const headId = c.var.user.userId;
      const id = canonicalIdField(c.var.fields['id']);
      const decision = c.var.fields['decision'];
      if (id === null || (decision !== 'approve' && decision !== 'reject')) return fail(c, 'invalidParams');
      const reason = c.var.fields['reason'];
      return answer(c, decideJoin(db, { headId, agencyId: agencyOf(headId).id }, { id, decision, reason: typeof reason === 'string' ? reason : null }, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.daily.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const range = rangeField(c.var.fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error);
      return ok(c, { days: teamDays(db, agency.id, range.range.start, range.range.end) });
    })
    .post(AGENCY_HEAD_ENDPOINTS.records.path, session, headsOnly, (c) => {
      const agency = agencyOf(c.var.user.userId);
      const fields = c.var.fields;
      const filter = fields['filter'];
      if (!isAgencyRecordFilter(filter)) return fail(c, 'invalidParams');
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      let from: number | null = null;
      let to: number | null = null;
      if (fields['start'] || fields['end']) {
        const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
        if (!range.ok) return fail(c, range.error);
        from = businessDayStartMs(range.range.start);
        to = businessDayStartMs(addDays(range.range.end, 1));
      }
      return ok(c, agencyRecords(db, agency.id, filter, { from, to }, cursor));
    });
}
