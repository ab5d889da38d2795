// The signed-in user's own profile (/api/user/me) and levels (SPEC 3, SPEC 9): both levels follow from the data, coins
// spent through the ledger (wealth) and beans received in gifts (charm).
import type { LevelView, LevelsData } from '../../src/contract/account.ts';
import type { InviterView } from '../../src/contract/invite.ts';
import type { MeData } from '../../src/contract/endpoints.ts';
import { isCanonicalId } from '../../src/domain/account.ts';
import { amountToNextLevel, expOf, levelProgress, type LevelKind } from '../../src/domain/levels.ts';
import type { Db } from '../db/database.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { decideFor } from './policy.ts';
import { shownSpecialId } from './special-ids.ts';

/** The user's id, nickname and gender, and the special ID they show at `now`. */
export function profileOf(db: Db, userId: number, now: number): Outcome<MeData> {
  const row = db.prepare('SELECT id, nickname, gender FROM users WHERE id = ?').get(userId) as { id: number; nickname: string; gender: 'female' | 'male' } | undefined;
  if (!row) return refused('userNotFound');
  return done({ user_id: String(row.id), nickname: row.nickname, gender: row.gender, special_id: shownSpecialId(db, userId, now)?.number ?? null });
}

/** One kind's view from its lifetime amount. */
function levelView(kind: LevelKind, amount: number): LevelView {
  return { ...levelProgress(kind, expOf(kind, amount)), amount, amountToNext: amountToNextLevel(kind, amount) };
}

/** The user's wealth and charm levels with their progress. */
export function levelsOf(db: Db, userId: number): Outcome<LevelsData> {
  const row = db.prepare('SELECT coins_spent, beans_received FROM users WHERE id = ?').get(userId) as { coins_spent: number; beans_received: number } | undefined;
  return row ? done({ wealth: levelView('wealth', row.coins_spent), charm: levelView('charm', row.beans_received) }) : refused('userNotFound');
}

/**
 * The inviter a download page names (/download?inviter=ID): the nickname and id of an account the policy lets be
 * named (an active one), and nothing more. A malformed id is refused as such; any other id reads as unknown.
 */
export function inviterOf(db: Db, rawId: string | undefined, now: number): Outcome<InviterView> {
  if (!isCanonicalId(rawId)) return refused('account.inviterInvalid');
  const userId = Number(rawId);
  if (!decideFor(db, userId, 'beNamedInviter', now).ok) return refused('account.inviterUnknown');
  const row = db.prepare('SELECT nickname FROM users WHERE id = ?').get(userId) as { nickname: string } | undefined;
  return row ? done({ userId: String(userId), nickname: row.nickname }) : refused('account.inviterUnknown');
}
