// The internal ban form (SPEC 2 /banned, SPEC 3): operators look a user up, ban them with their name and a reason, list
// recent bans and lift them. A ban ends every session of the user at once, and the policy's sign-in rules refuse them
// until it is lifted. Who may ban and be banned is the policy's (manageBans, beBanned).
import type { BanTargetView, BanView } from '../../src/contract/account.ts';
import { banEndsAt, type BanDurationDays } from '../../src/domain/ops.ts';
import { decide } from '../../src/domain/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { recordDecision } from '../services/decisions.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { accountFacts, reviewRefusal, rolesOf } from './policy.ts';
import { endSessionsOf } from './sessions.ts';
import { isBanned } from './standing.ts';

/** A row of bans with the banned user's nickname. */
interface BanRow {
  id: number;
  user_id: number;
  nickname: string;
  operator_user_id: number;
  operator_name: string;
  reason: string;
  created_at: number;
  lifted_at: number | null;
  ends_at: number | null;
}

const BAN_SELECT = 'SELECT b.*, u.nickname FROM bans b JOIN users u ON u.id = b.user_id';

/** A ban as the list shows it. */
function banView(row: BanRow): BanView {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    nickname: row.nickname,
    operatorName: row.operator_name,
    operatorUserId: String(row.operator_user_id),
    reason: row.reason,
    createdAt: row.created_at,
    liftedAt: row.lifted_at,
    endsAt: row.ends_at,
  };
}

/** One ban by id. */
function banById(db: Db, id: number): BanRow | undefined {
  return db.prepare(`${BAN_SELECT} WHERE b.id = ?`).get(id) as BanRow | undefined;
}

/** The user the form names, as the operator sees them before banning; a closed account is not found. */
export function banTarget(db: Db, userId: number, now: number): Outcome<BanTargetView> {
  const user = db.prepare('SELECT id, nickname FROM users WHERE id = ? AND closed_at IS NULL').get(userId) as { id: number; nickname: string } | undefined;
  if (!user) return refused('userNotFound');
  return done({ userId: String(user.id), nickname: user.nickname, banned: isBanned(db, user.id, now), isOperator: rolesOf(db, user.id).includes('operator') });
}

/**
 * Bans `form.userId`, ending every session of theirs. The policy decides whom: not a closed account (not found), not
 * an operator, and not the operator's own account.
 */
export function banAccount(
  db: Db,
  operatorId: number,
  form: { userId: number; operatorName: string; reason: string; days: BanDurationDays | null },
  now: number,
): Outcome<{ ban: BanView; sessionsEnded: number }> {
  return transaction(db, () => {
    const operator = accountFacts(db, operatorId, now);
    const target = accountFacts(db, form.userId, now);
    const asTarget = target && decide('beBanned', target);
    if (!target || (asTarget?.ok === false && asTarget.refusal === 'standing')) return refused('userNotFound');
    if (!operator || !decide('manageBans', operator, { ownRow: form.userId === operatorId }).ok || !asTarget?.ok) return refused('ban.notAllowed');
    if (isBanned(db, form.userId, now)) return refused('ban.alreadyBanned');
    // A ban that ended by itself is closed at its end (nobody lifted it), so the account's one live ban is this one.
    db.prepare('UPDATE bans SET lifted_at = ends_at WHERE user_id = ? AND lifted_at IS NULL AND ends_at <= ?').run(form.userId, now);
    const id = Number(
      db
        .prepare('INSERT INTO bans (user_id, operator_user_id, operator_name, reason, created_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(form.userId, operatorId, form.operatorName, form.reason, now, banEndsAt(now, form.days)).lastInsertRowid,
    );
    recordDecision(db, { subject: 'ban', subjectId: id, ownerUserId: form.userId, operatorUserId: operatorId, action: 'ban', fromState: 'active', toState: 'banned', reason: form.reason, at: now });
    const sessionsEnded = endSessionsOf(db, form.userId);
    const row = banById(db, id);
    if (!row) throw new Error(`ban ${id} not stored`);
    return done({ ban: banView(row), sessionsEnded });
  });
}

/** A page of bans, newest first, after `cursor` (a ban id). */
export function listBans(db: Db, cursor: number | null): Page<BanView> {
  const rows = db.prepare(`${BAN_SELECT} WHERE (? IS NULL OR b.id < ?) ORDER BY b.id DESC LIMIT ?`).all(cursor, cursor, PAGE_QUERY_LIMIT) as unknown as BanRow[];
  return pageOf(rows, banView);
}

/** Lifts a ban; the record stays. */
export function liftBan(db: Db, operatorId: number, id: number, now: number): Outcome<BanView> {
  return transaction(db, () => {
    const row = banById(db, id);
    if (!row) return refused('ban.notFound');
    if (row.lifted_at !== null || (row.ends_at !== null && row.ends_at <= now)) return refused('ban.alreadyLifted');
    // Issue 24: an operator lifts no ban of their own account (one banned before they became an operator).
    const refusal = reviewRefusal(db, operatorId, 'manageBans', row.user_id, now);
    if (refusal) return refused(refusal);
    db.prepare('UPDATE bans SET lifted_at = ?, lifted_by = ? WHERE id = ?').run(now, operatorId, id);
    recordDecision(db, { subject: 'ban', subjectId: id, ownerUserId: row.user_id, operatorUserId: operatorId, action: 'lift', fromState: 'banned', toState: 'lifted', at: now });
    return done(banView({ ...row, lifted_at: now }));
  });
}
