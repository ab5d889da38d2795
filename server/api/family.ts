// Families (SPEC 1, 3-6, 8, 9; server/family/families.ts, members.ts): the ranking and search, a family's page,
// creating, joining and leaving, the members and what the creator and admins do with them, and dissolving. Any signed-in
// user; what each role may do in a family is checked per family (SPEC 6).
import { Hono } from 'hono';
import { FAMILY_ENDPOINTS } from '../../src/contract/family.ts';
import {
  askToJoin,
  cancelJoinRequest,
  createFamily,
  dissolveFamily,
  editFamily,
  familyAndRole,
  familyDetail,
  familyList,
  familyOverview,
  keepFamily,
  leaveFamilyOf,
} from '../family/families.ts';
import {
  decideFamilyJoin,
  expandFamily,
  expansionRefusal,
  familyMembers,
  familyRequests,
  kickMember,
  muteMember,
  setFavoriteHost,
  setMemberRole,
} from '../family/members.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The family sub-app. */
export function familyApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  /** The family a request names (null when its id is malformed). */
  const familyIdOf = (fields: Record<string, string>) => idField(fields['family_id']);
  /** The name and notice of a family form. */
  const infoOf = (fields: Record<string, string>) => ({ name: fields['name'] ?? '', notice: fields['notice'] ?? '' });

  return new Hono<AuthedEnv>()
    .post(FAMILY_ENDPOINTS.overview.path, session, (c) => ok(c, familyOverview(db, c.var.user.userId, clock.now())))
    .post(FAMILY_ENDPOINTS.list.path, session, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, familyList(db, c.var.fields['query'] ?? '', cursor ?? 0, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.detail.path, session, (c) => {
      const now = clock.now();
      const found = familyAndRole(db, familyIdOf(c.var.fields), c.var.user.userId, now);
      return found.ok ? ok(c, familyDetail(db, found.data.family, c.var.user.userId, now)) : answer(c, found);
    })
    .post(FAMILY_ENDPOINTS.create.path, session, (c) => answer(c, createFamily(db, c.var.user.userId, infoOf(c.var.fields), clock.now())))
    .post(FAMILY_ENDPOINTS.edit.path, session, (c) => answer(c, editFamily(db, c.var.user.userId, familyIdOf(c.var.fields), infoOf(c.var.fields), clock.now())))
    .post(FAMILY_ENDPOINTS.join.path, session, (c) => answer(c, askToJoin(db, c.var.user.userId, familyIdOf(c.var.fields), clock.now())))
    .post(FAMILY_ENDPOINTS.cancelRequest.path, session, (c) => {
      const id = idField(c.var.fields['request_id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, cancelJoinRequest(db, c.var.user.userId, id, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.leave.path, session, (c) => answer(c, leaveFamilyOf(db, c.var.user.userId, familyIdOf(c.var.fields), clock.now())))
    .post(FAMILY_ENDPOINTS.members.path, session, (c) =>
      answer(c, familyMembers(db, c.var.user.userId, familyIdOf(c.var.fields), cursorField(c.var.fields['cursor']), clock.now(), c.var.fields['order'])),
    )
    .post(FAMILY_ENDPOINTS.requests.path, session, (c) =>
      answer(c, familyRequests(db, c.var.user.userId, familyIdOf(c.var.fields), cursorField(c.var.fields['cursor']), clock.now())),
    )
    .post(FAMILY_ENDPOINTS.decide.path, session, (c) => {
      const form = { decision: c.var.fields['decision'], requestId: idField(c.var.fields['request_id']) };
      return answer(c, decideFamilyJoin(db, c.var.user.userId, familyIdOf(c.var.fields), form, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.mute.path, session, (c) => {
      const form = { muted: c.var.fields['muted'], memberId: idField(c.var.fields['user_id']) };
      return answer(c, muteMember(db, c.var.user.userId, familyIdOf(c.var.fields), form, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.kick.path, session, (c) =>
      answer(c, kickMember(db, c.var.user.userId, familyIdOf(c.var.fields), idField(c.var.fields['user_id']), clock.now())),
    )
    .post(FAMILY_ENDPOINTS.role.path, session, (c) => {
      const form = { role: c.var.fields['role'], memberId: idField(c.var.fields['user_id']) };
      return answer(c, setMemberRole(db, c.var.user.userId, familyIdOf(c.var.fields), form, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.favorite.path, session, (c) => {
      const form = { favorite: c.var.fields['favorite'], hostId: idField(c.var.fields['user_id']) };
      return answer(c, setFavoriteHost(db, c.var.user.userId, familyIdOf(c.var.fields), form, clock.now()));
    })
    .post(FAMILY_ENDPOINTS.expand.path, session, (c) =>
      idempotent(
        deps,
        c,
        FAMILY_ENDPOINTS.expand.path,
        () => envelopeOf(expandFamily(db, c.var.user.userId, familyIdOf(c.var.fields), clock.now())),
        expansionRefusal,
      ),
    )
    .post(FAMILY_ENDPOINTS.dissolve.path, session, (c) => answer(c, dissolveFamily(db, c.var.user.userId, familyIdOf(c.var.fields), clock.now())))
    .post(FAMILY_ENDPOINTS.cancelDissolve.path, session, (c) => answer(c, keepFamily(db, c.var.user.userId, familyIdOf(c.var.fields), clock.now())));
}
