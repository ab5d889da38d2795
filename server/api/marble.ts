// The marble game (SPEC 3, 9; DESIGN 11; server/games/marble.ts): the overview, responsible play, bets under an
// Idempotency-Key, records, ranks and big wins. Who may play is the policy's (playMarble).
import { Hono } from 'hono';
import { MARBLE_ENDPOINTS } from '../../src/contract/marble.ts';
import { betMarble, betRefusal, confirmAdult, marbleOverview, marbleRecord, marbleRecords, marbleWins, rankView, setMarbleLimit } from '../games/marble.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The marble sub-app. */
export function marbleApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const players = allow(deps, 'playMarble');

  return new Hono<AuthedEnv>()
    .post(MARBLE_ENDPOINTS.overview.path, session, players, (c) => ok(c, marbleOverview(db, c.var.user.userId, clock.now())))
    .post(MARBLE_ENDPOINTS.confirmAdult.path, session, players, (c) => ok(c, confirmAdult(db, c.var.user.userId, clock.now())))
    .post(MARBLE_ENDPOINTS.setLimit.path, session, players, (c) => answer(c, setMarbleLimit(db, c.var.user.userId, c.var.fields['limit'] ?? '', clock.now())))
    .post(MARBLE_ENDPOINTS.bet.path, session, players, (c) =>
      idempotent(deps, c, MARBLE_ENDPOINTS.bet.path, () => envelopeOf(betMarble(db, c.var.user.userId, c.var.fields['amount'] ?? '', clock.now())), betRefusal),
    )
    .post(MARBLE_ENDPOINTS.records.path, session, players, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, marbleRecords(db, c.var.user.userId, cursor));
    })
    .post(MARBLE_ENDPOINTS.record.path, session, players, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, marbleRecord(db, c.var.user.userId, id));
    })
    .post(MARBLE_ENDPOINTS.ranks.path, session, players, (c) => {
      const kind = c.var.fields['kind'];
      if (kind !== 'daily' && kind !== 'monthly') return fail(c, 'invalidParams');
      return ok(c, rankView(db, kind, c.var.user.userId, clock.now()));
    })
    .post(MARBLE_ENDPOINTS.wins.path, session, players, (c) => ok(c, marbleWins(db, clock.now())));
}
