// A host's live sessions (SPEC 9) on /livedetail (server/agency/live.ts): hosts and agency heads (the policy's
// liveSessions).
import { Hono } from 'hono';
import { AGENCY_LIVE_ENDPOINTS } from '../../src/contract/agency.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { businessDate } from '../../src/domain/time.ts';
import { liveDetail, mayViewLive } from '../agency/live.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { canonicalIdField, rangeField } from './fields.ts';
import { fail, ok } from './respond.ts';

/** The live sessions sub-app. */
export function agencyLiveApi(deps: ApiDeps) {
  const { db, clock } = deps;
  return new Hono<AuthedEnv>().post(AGENCY_LIVE_ENDPOINTS.sessions.path, requireSession(deps), allow(deps, 'liveSessions'), (c) => {
    const userId = c.var.user.userId;
    const fields = c.var.fields;
    const raw = fields['host_id'] ?? '';
    const hostId = raw === '' ? userId : canonicalIdField(raw);
    if (hostId === null) return fail(c, 'invalidParams');
    const allowed = mayViewLive(db, userId, hostId);
    if (!allowed.ok) return fail(c, allowed.error);
    const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
    if (!range.ok) return fail(c, range.error);
    return ok(c, liveDetail(db, hostId, range.range));
  });
}
