// The public side of verifiable draws (DESIGN 11): any signed-in user may read a game's commitment for a day, and the
// seed once that day is over, to recompute the outcomes of its records (docs/api.md, "Verifiable draws").
import { Hono } from 'hono';
import { DRAW_ENDPOINTS } from '../../src/contract/draws.ts';
import { isBusinessDate } from '../../src/domain/time.ts';
import { SUMMONS_DRAW_GAME } from '../../src/domain/family-summons.ts';
import { summonsSeedView } from '../family/summons.ts';
import { seedView } from '../services/draws.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { fail, ok } from './respond.ts';

/** A game name as records give it: `marble`, `turntable:harta`, … */
const GAME_PATTERN = /^[a-z][A-Za-z0-9:-]{0,39}$/;

/** Sub-app with POST /api/draws/seed. */
export function drawsApi(deps: ApiDeps) {
  return new Hono<AuthedEnv>().post(DRAW_ENDPOINTS.seed.path, requireSession(deps), (c) => {
    const { game = '', period = '' } = c.var.fields;
    if (!GAME_PATTERN.test(game) || !isBusinessDate(period)) return fail(c, 'invalidParams');
    const now = deps.clock.now();
    // A summons seed waits for its summonses to settle (issue 24.3), here as in the summons details.
    const view = game === SUMMONS_DRAW_GAME ? summonsSeedView(deps.db, period, now) : seedView(deps.db, game, period, now);
    return view ? ok(c, view) : fail(c, 'draw.notFound');
  });
}
