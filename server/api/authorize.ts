// Authorization of the API: every endpoint restricted to some accounts asks the policy (src/domain/policy.ts) through
// this middleware, with the facts server/account/policy.ts reads; a refusal answers `forbidden` and changes nothing.
import type { MiddlewareHandler } from 'hono';
import type { PolicyAction } from '../../src/domain/policy.ts';
import { decideFor } from '../account/policy.ts';
import type { AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { fail } from './respond.ts';

/** Answers `forbidden` unless the signed-in user may take `action` (use after requireSession). */
export function allow({ db, clock }: ApiDeps, action: PolicyAction): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    if (!decideFor(db, c.var.user.userId, action, clock.now()).ok) return fail(c, 'forbidden');
    await next();
  };
}
