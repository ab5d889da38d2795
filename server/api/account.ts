// The signed-in user's account (/logout; server/account/cancellation.ts): its status, asking to cancel it, keeping it;
// and, for anyone, the inviter a download page names (server/account/profile.ts).
import { Hono } from 'hono';
import { ACCOUNT_ENDPOINTS } from '../../src/contract/account.ts';
import { INVITE_ENDPOINTS } from '../../src/contract/invite.ts';
import { accountStatus, keepAccount, requestCancellation } from '../account/cancellation.ts';
import { inviterOf } from '../account/profile.ts';
import { bearerToken, requireSession, requireSigned, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { answer, ok } from './respond.ts';

/** The account sub-app: every signed-in user, about their own account. */
export function accountApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const signed = requireSigned(deps);
  return new Hono<AuthedEnv>()
    // Public: the download page names who invited (signed, no session).
    .post(INVITE_ENDPOINTS.inviter.path, signed, (c) => answer(c, inviterOf(db, c.var.fields['user_id'], clock.now())))
    .post(ACCOUNT_ENDPOINTS.status.path, session, (c) => ok(c, accountStatus(db, c.var.user.userId, clock.now())))
    .post(ACCOUNT_ENDPOINTS.requestCancel.path, session, (c) =>
      answer(c, requestCancellation(db, c.var.user.userId, c.var.fields['confirm'] ?? '', bearerToken(c), clock.now())),
    )
    .post(ACCOUNT_ENDPOINTS.withdrawCancel.path, session, (c) => answer(c, keepAccount(db, c.var.user.userId, clock.now())));
}
