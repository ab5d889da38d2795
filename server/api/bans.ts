// The internal ban form (SPEC 2 /banned; server/account/bans.ts): operators only (the policy's manageBans).
import { Hono } from 'hono';
import { BAN_ENDPOINTS } from '../../src/contract/account.ts';
import { checkBanForm, isCanonicalId } from '../../src/domain/account.ts';
import { parseBanDuration } from '../../src/domain/ops.ts';
import { banAccount, banTarget, liftBan, listBans } from '../account/bans.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The ban sub-app. */
export function bansApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const operators = allow(deps, 'manageBans');
  return new Hono<AuthedEnv>()
    .post(BAN_ENDPOINTS.lookup.path, session, operators, (c) => {
      const raw = c.var.fields['user_id'];
      if (!isCanonicalId(raw)) return fail(c, 'ban.userIdInvalid');
      return answer(c, banTarget(db, Number(raw), clock.now()));
    })
    .post(BAN_ENDPOINTS.create.path, session, operators, (c) => {
      const fields = c.var.fields;
      const form = checkBanForm({ userId: fields['user_id'], operatorName: fields['operator_name'], reason: fields['reason'] });
      if (!form.ok) return fail(c, `ban.${form.error}`);
      const days = parseBanDuration(fields['days']);
      if (days === 'bad') return fail(c, 'ops.banDurationInvalid');
      return answer(c, banAccount(db, c.var.user.userId, { ...form, days }, clock.now()));
    })
    .post(BAN_ENDPOINTS.list.path, session, operators, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, listBans(db, cursor));
    })
    .post(BAN_ENDPOINTS.lift.path, session, operators, (c) => {
      const raw = c.var.fields['id'];
      if (!isCanonicalId(raw)) return fail(c, 'invalidParams');
      return answer(c, liftBan(db, c.var.user.userId, Number(raw), clock.now()));
    });
}
