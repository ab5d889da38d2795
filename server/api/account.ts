// The signed-in user's account (/logout): what cancelling it would cost, the request with its cooling period, and
// changing one's mind. The request signs the account out everywhere else and stops the app's token check for it;
// the page that asked keeps its session so the countdown and the cancel button stay in reach.
import { Hono } from 'hono';
import { ACCOUNT_ENDPOINTS, type AccountStatus, type CancellationBlocker } from '../../src/contract/account.ts';
import { cancellationEndsAt, maskPhone } from '../../src/domain/account.ts';
import { vipStatus } from '../../src/domain/vip.ts';
import { pendingCancellation, withdrawCancellation } from '../account/standing.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { balanceOf } from '../services/ledger.ts';
import { readMembership } from '../account/vip.ts';
import { bearerToken, requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { fail, ok } from './respond.ts';
import { isAgencyHead, isDealer } from './roles.ts';
import { endOtherSessions } from '../account/sessions.ts';

/** The account's status at `now`. */
export function accountStatus(db: Db, userId: number, now: number): AccountStatus {
  const user = db.prepare('SELECT nickname, phone FROM users WHERE id = ?').get(userId) as { nickname: string; phone: string | null };
  const pending = pendingCancellation(db, userId);
  const membership = readMembership(db, userId);
  const agency = db
    .prepare('SELECT a.id, a.name FROM hosts h JOIN agencies a ON a.id = h.agency_id WHERE h.user_id = ?')
    .get(userId) as { id: number; name: string } | undefined;
  const blockers: CancellationBlocker[] = [];
  if (isAgencyHead(db, userId)) blockers.push('agencyHead');
  if (balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }) > 0) blockers.push('withdrawalPending');
  return {
    userId: String(userId),
    nickname: user.nickname,
    phoneMasked: user.phone === null ? null : maskPhone(user.phone),
    cancellation: pending ? { state: 'pending', requestedAt: pending.requestedAt, endsAt: pending.endsAt } : { state: 'none' },
    losses: {
      coins: balanceOf(db, { userId, currency: 'coin', kind: 'available' }),
      beans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
      vip: membership && vipStatus(membership, now) === 'active' ? { level: membership.level, expiresAt: membership.expiresAtMs } : null,
      decorItems: (db.prepare('SELECT COUNT(*) AS n FROM decor_owned WHERE user_id = ? AND expires_at > ?').get(userId, now) as { n: number }).n,
      agency: agency ? { id: String(agency.id), name: agency.name } : null,
      isDealer: isDealer(db, userId),
    },
    blockers,
  };
}

/** The account sub-app: every signed-in user, about their own account. */
export function accountApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  return new Hono<AuthedEnv>()
    .post(ACCOUNT_ENDPOINTS.status.path, session, (c) => ok(c, accountStatus(db, c.var.user.userId, clock.now())))
    .post(ACCOUNT_ENDPOINTS.requestCancel.path, session, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      return transaction(db, () => {
        const status = accountStatus(db, userId, now);
        if (status.cancellation.state === 'pending') return fail(c, 'account.cancelPending');
        if (status.blockers.includes('agencyHead')) return fail(c, 'account.cancelAgencyHead');
        if (status.blockers.includes('withdrawalPending')) return fail(c, 'account.cancelWithdrawalPending');
        // A confirmation that cannot be tapped by accident: the user types their own ID.
        if ((c.var.fields['confirm'] ?? '').trim() !== String(userId)) return fail(c, 'account.cancelNotConfirmed');
        db.prepare("INSERT INTO account_cancellations (user_id, requested_at, ends_at, state) VALUES (?, ?, ?, 'pending')").run(userId, now, cancellationEndsAt(now));
        endOtherSessions(db, userId, bearerToken(c));
        return ok(c, accountStatus(db, userId, now));
      });
    })
    .post(ACCOUNT_ENDPOINTS.withdrawCancel.path, session, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      return transaction(db, () => (withdrawCancellation(db, userId, now) ? ok(c, accountStatus(db, userId, now)) : fail(c, 'account.cancelNotPending')));
    });
}
