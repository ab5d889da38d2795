// Joining an agency (SPEC 4; server/agency/joins.ts): find it by its invite code, ask to join, follow the request,
// cancel it (or clear a rejection); and who the caller is in the agency area.
import { Hono } from 'hono';
import { AGENCY_INVITATION_ENDPOINTS, AGENCY_JOIN_ENDPOINTS, AGENCY_ME_ENDPOINTS } from '../../src/contract/agency.ts';
import { answerInvitation, receivedInvitations } from '../agency/invitations.ts';
import { dismissClosedNotice } from '../agency/close.ts';
import { agencyMe, cancelJoin, findAgency, sendJoin } from '../agency/joins.ts';
import { joinStatusOf } from '../agency/store.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { canonicalIdField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The join sub-app: anyone signed in. */
export function agencyJoinApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(AGENCY_ME_ENDPOINTS.me.path, session, (c) => ok(c, agencyMe(db, c.var.user.userId)))
    .post(AGENCY_JOIN_ENDPOINTS.find.path, session, (c) => answer(c, findAgency(db, c.var.fields['code'])))
    .post(AGENCY_JOIN_ENDPOINTS.status.path, session, (c) => ok(c, joinStatusOf(db, c.var.user.userId)))
    .post(AGENCY_JOIN_ENDPOINTS.send.path, session, (c) => answer(c, sendJoin(db, c.var.user.userId, c.var.fields['code'], clock.now())))
    .post(AGENCY_JOIN_ENDPOINTS.cancel.path, session, (c) => {
      const id = canonicalIdField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, cancelJoin(db, c.var.user.userId, id, clock.now()));
    })
    .post(AGENCY_JOIN_ENDPOINTS.dismissClosed.path, session, (c) => {
      const agencyId = canonicalIdField(c.var.fields['agency_id']);
      if (agencyId === null) return fail(c, 'invalidParams');
      const dismissed = dismissClosedNotice(db, c.var.user.userId, agencyId, clock.now());
      return dismissed.ok ? ok(c, joinStatusOf(db, c.var.user.userId)) : answer(c, dismissed);
    })
    .post(AGENCY_INVITATION_ENDPOINTS.mine.path, session, (c) => ok(c, receivedInvitations(db, c.var.user.userId)))
    .post(AGENCY_INVITATION_ENDPOINTS.answer.path, session, (c) => {
      const id = canonicalIdField(c.var.fields['id']);
      const reply = c.var.fields['answer'];
      if (id === null || (reply !== 'accept' && reply !== 'decline')) return fail(c, 'invalidParams');
      return answer(c, answerInvitation(db, c.var.user.userId, id, reply, clock.now()));
    });
}
