// The internal ban form (SPEC 2 /banned, SPEC 3): operators ban a user with their name and a reason, see recent bans
// and lift them. A ban ends every session of the user at once, and the token check and the phone sign-in refuse them
// until it is lifted.
import { Hono } from 'hono';
import { BAN_ENDPOINTS, type BanTargetView, type BanView } from '../../src/contract/account.ts';
import { checkBanForm, isCanonicalId } from '../../src/domain/account.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { isBanned } from '../account/standing.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { PAGE_QUERY_LIMIT, cursorField, pageOf } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isOperator, requireRole } from './roles.ts';
import { endSessionsOf } from '../account/sessions.ts';

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
  };
}

/** One ban by id. */
function banById(db: Db, id: number): BanRow | undefined {
  return db.prepare(`${BAN_SELECT} WHERE b.id = ?`).get(id) as BanRow | undefined;
}

/** The ban sub-app: operators only. */
export function bansApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const operators = requireRole(db, isOperator);
  return new Hono<AuthedEnv>()
    .post(BAN_ENDPOINTS.lookup.path, session, operators, (c) => {
      const raw = c.var.fields['user_id'];
      if (!isCanonicalId(raw)) return fail(c, 'ban.userIdInvalid');
      const userId = Number(raw);
      const user = db.prepare('SELECT id, nickname FROM users WHERE id = ? AND closed_at IS NULL').get(userId) as { id: number; nickname: string } | undefined;
      if (!user) return fail(c, 'userNotFound');
      return ok<BanTargetView>(c, { userId: String(user.id), nickname: user.nickname, banned: isBanned(db, user.id), isOperator: isOperator(db, user.id) });
    })
    .post(BAN_ENDPOINTS.create.path, session, operators, (c) => {
      const fields = c.var.fields;
      const form = checkBanForm({ userId: fields['user_id'], operatorName: fields['operator_name'], reason: fields['reason'] });
      if (!form.ok) return fail(c, `ban.${form.error}`);
      const now = clock.now();
      return transaction(db, () => {
        const target = db.prepare('SELECT id FROM users WHERE id = ? AND closed_at IS NULL').get(form.userId);
        if (target === undefined) return fail(c, 'userNotFound');
        if (form.userId === c.var.user.userId || isOperator(db, form.userId)) return fail(c, 'ban.notAllowed');
        if (isBanned(db, form.userId)) return fail(c, 'ban.alreadyBanned');
        const id = Number(
          db
            .prepare('INSERT INTO bans (user_id, operator_user_id, operator_name, reason, created_at) VALUES (?, ?, ?, ?, ?)')
            .run(form.userId, c.var.user.userId, form.operatorName, form.reason, now).lastInsertRowid,
        );
        const sessionsEnded = endSessionsOf(db, form.userId);
        const row = banById(db, id);
        if (!row) throw new Error(`ban ${id} not stored`);
        return ok(c, { ban: banView(row), sessionsEnded });
      });
    })
    .post(BAN_ENDPOINTS.list.path, session, operators, (c) => {
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const rows = db.prepare(`${BAN_SELECT} WHERE (? IS NULL OR b.id < ?) ORDER BY b.id DESC LIMIT ?`).all(cursor, cursor, PAGE_QUERY_LIMIT) as unknown as BanRow[];
      return ok(c, pageOf(rows, banView));
    })
    .post(BAN_ENDPOINTS.lift.path, session, operators, (c) => {
      const raw = c.var.fields['id'];
      if (!isCanonicalId(raw)) return fail(c, 'invalidParams');
      const id = Number(raw);
      const now = clock.now();
      return transaction(db, () => {
        const row = banById(db, id);
        if (!row) return fail(c, 'ban.notFound');
        if (row.lifted_at !== null) return fail(c, 'ban.alreadyLifted');
        db.prepare('UPDATE bans SET lifted_at = ?, lifted_by = ? WHERE id = ?').run(now, c.var.user.userId, id);
        return ok(c, banView({ ...row, lifted_at: now }));
      });
    });
}
