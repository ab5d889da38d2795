// Wealth and charm levels (SPEC 3, SPEC 9) of the signed-in user: both follow from the data, coins spent through the
// ledger (wealth) and beans received in gifts (charm).
import { Hono } from 'hono';
import { LEVEL_ENDPOINTS, type LevelView, type LevelsData } from '../../src/contract/account.ts';
import { amountToNextLevel, expOf, levelProgress, type LevelKind } from '../../src/domain/levels.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { fail, ok } from './respond.ts';

/** One kind's view from its lifetime amount. */
function levelView(kind: LevelKind, amount: number): LevelView {
  return { ...levelProgress(kind, expOf(kind, amount)), amount, amountToNext: amountToNextLevel(kind, amount) };
}

/** The levels sub-app: every signed-in user. */
export function levelsApi(deps: ApiDeps) {
  return new Hono<AuthedEnv>().post(LEVEL_ENDPOINTS.mine.path, requireSession(deps), (c) => {
    const row = deps.db.prepare('SELECT coins_spent, beans_received FROM users WHERE id = ?').get(c.var.user.userId) as
      | { coins_spent: number; beans_received: number }
      | undefined;
    if (!row) return fail(c, 'userNotFound');
    return ok<LevelsData>(c, { wealth: levelView('wealth', row.coins_spent), charm: levelView('charm', row.beans_received) });
  });
}
