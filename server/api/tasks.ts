// The task centre (SPEC 3, 9; DESIGN 11; server/tasks/task-centre.ts): the overview, the day's sign-in, and claiming
// top-up tasks and milestones, each under an Idempotency-Key. Everyone but coin dealers (the policy's takeTasks).
import { Hono } from 'hono';
import { TASK_ENDPOINTS } from '../../src/contract/tasks.ts';
import { claimMilestone, claimTopUpTask, signInToday, taskCentreView, taskRefusal } from '../tasks/task-centre.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent } from './idempotency.ts';
import { envelopeOf, ok } from './respond.ts';

/** The task centre sub-app. */
export function tasksApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const takers = allow(deps, 'takeTasks');

  return new Hono<AuthedEnv>()
    .post(TASK_ENDPOINTS.overview.path, session, takers, (c) => ok(c, taskCentreView(db, c.var.user.userId, clock.now())))
    .post(TASK_ENDPOINTS.signIn.path, session, takers, (c) =>
      idempotent(deps, c, TASK_ENDPOINTS.signIn.path, () => envelopeOf(signInToday(db, c.var.user.userId, clock.now())), taskRefusal),
    )
    .post(TASK_ENDPOINTS.claim.path, session, takers, (c) =>
      idempotent(deps, c, TASK_ENDPOINTS.claim.path, () => envelopeOf(claimTopUpTask(db, c.var.user.userId, c.var.fields['task'] ?? '', clock.now())), taskRefusal),
    )
    .post(TASK_ENDPOINTS.claimMilestone.path, session, takers, (c) =>
      idempotent(
        deps,
        c,
        TASK_ENDPOINTS.claimMilestone.path,
        () => envelopeOf(claimMilestone(db, c.var.user.userId, c.var.fields['day'] ?? '', clock.now())),
        taskRefusal,
      ),
    );
}
