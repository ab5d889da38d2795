// The account's standing as stored, read by the policy's facts (server/account/policy.ts), the account endpoints and
// the account job: bans, pending cancellations and closing a cancelled account (its coins and beans go back to the
// platform through the ledger, its dress-ups, VIP and follows end, its phone and app login are freed, its sessions end).
import type { Db } from '../db/database.ts';
import { balanceOf, post } from '../services/ledger.ts';
import { endSessionsOf } from './sessions.ts';

/** A pending cancellation. */
export interface PendingCancellation {
  id: number;
  requestedAt: number;
  endsAt: number;
}

/** True while the user has a ban that was not lifted. */
export function isBanned(db: Db, userId: number, now: number): boolean {
  return db.prepare('SELECT 1 FROM bans WHERE user_id = ? AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?)').get(userId, now) !== undefined;
}

/** The user's pending cancellation, or null. */
export function pendingCancellation(db: Db, userId: number): PendingCancellation | null {
  const row = db.prepare("SELECT id, requested_at, ends_at FROM account_cancellations WHERE user_id = ? AND state = 'pending'").get(userId) as
    | { id: number; requested_at: number; ends_at: number }
    | undefined;
  return row ? { id: row.id, requestedAt: row.requested_at, endsAt: row.ends_at } : null;
}

/** Withdraws the user's pending cancellation (inside a transaction); true when there was one. */
export function withdrawCancellation(db: Db, userId: number, now: number): boolean {
  return Number(db.prepare("UPDATE account_cancellations SET state = 'withdrawn', settled_at = ? WHERE user_id = ? AND state = 'pending'").run(now, userId).changes) > 0;
}

/**
 * Closes a cancelled account (inside a transaction): available coins and beans go back to the platform, VIP and
 * dress-ups end, follows both ways are removed, a host leaves their agency, the phone and the app login are freed and
 * every session ends. Returns false, doing nothing, while beans are frozen by a withdrawal under review: the account
 * closes once it is settled.
 */
export function closeAccount(db: Db, userId: number, now: number): boolean {
  if (balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }) > 0) return false;
  for (const currency of ['coin', 'bean'] as const) {
    const amount = balanceOf(db, { userId, currency, kind: 'available' });
    if (amount > 0) {
      post(db, {
        kind: 'accountClosure',
        at: now,
        refType: 'user',
        refId: userId,
        entries: [
          { account: { userId, currency, kind: 'available' }, amount: -amount },
          { account: { userId: null, currency, kind: 'issued' }, amount },
        ],
      });
    }
  }
  db.prepare('UPDATE vip_memberships SET expires_at = MIN(expires_at, ?), updated_at = ? WHERE user_id = ?').run(now, now, userId);
  db.prepare('UPDATE decor_owned SET expires_at = MIN(expires_at, ?), worn = 0 WHERE user_id = ?').run(now, userId);
  db.prepare('DELETE FROM follows WHERE follower_id = ? OR followee_id = ?').run(userId, userId);
  db.prepare('UPDATE hosts SET agency_id = NULL WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM live_now WHERE host_id = ?').run(userId);
  db.prepare("UPDATE users SET phone = NULL, app_token = '', closed_at = ? WHERE id = ?").run(now, userId);
  endSessionsOf(db, userId);
  return true;
}

/** Closes every account whose cancellation cooling period has ended by `now` (an account with frozen beans waits). */
export function closeDueAccounts(db: Db, now: number): void {
  const due = db.prepare("SELECT id, user_id FROM account_cancellations WHERE state = 'pending' AND ends_at <= ?").all(now) as { id: number; user_id: number }[];
  for (const { id, user_id: userId } of due) {
    if (closeAccount(db, userId, now)) db.prepare("UPDATE account_cancellations SET state = 'closed', settled_at = ? WHERE id = ?").run(now, id);
  }
}
