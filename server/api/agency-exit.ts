// Leaving an agency (SPEC 4, 9; server/agency/exits.ts): hosts for their own request (the policy's leaveAgency),
// heads for their agency's (manageAgency).
import { Hono } from 'hono';
import { AGENCY_HEAD_ENDPOINTS, AGENCY_HOST_ENDPOINTS } from '../../src/contract/agency.ts';
import { askToLeave, decideExit, exitRequestsOf, exitStatusOf, withdrawExit } from '../agency/exits.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { canonicalIdField, cursorField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The exit sub-app. */
export function agencyExitApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const headsOnly = allow(deps, 'manageAgency');
  const hostsOnly = allow(deps, 'leaveAgency');

  return new Hono<AuthedEnv>()
    .post(AGENCY_HOST_ENDPOINTS.exitStatus.path, session, hostsOnly, (c) => ok(c, exitStatusOf(db, c.var.user.userId, clock.now())))
    .post(AGENCY_HOST_ENDPOINTS.exitRequest.path, session, hostsOnly, (c) => {
      const agencyId = canonicalIdField(c.var.fields['agency_id']);
      if (agencyId === null) return fail(c, 'invalidParams');
      return answer(c, askToLeave(db, c.var.user.userId, agencyId, clock.now()));
    })
    .post(AGENCY_HOST_ENDPOINTS.exitWithdraw.path, session, hostsOnly, (c) => {
      const id = canonicalIdField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, withdrawExit(db, c.var.user.userId, id, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.exitRequests.path, session, headsOnly, (c) => {
      const tab = c.var.fields['tab'];
      if (tab !== 'pending' && tab !== 'rejected') return fail(c, 'invalidParams');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return answer(c, exitRequestsOf(db, c.var.user.userId, tab, cursor, clock.now()));
    })
    .post(AGENCY_HEAD_ENDPOINTS.decideExit.path, session, headsOnly, (c) => {
      const id = canonicalIdField(c.var.fields['id']);
      const decision = c.var.fields['decision'];
      if (id === null || (decision !== 'approve' && decision !== 'reject')) return fail(c, 'invalidParams');
      return answer(c, decideExit(db, c.var.user.userId, id, decision, clock.now()));
    });
}
