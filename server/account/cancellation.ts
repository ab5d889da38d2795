// The signed-in user's account (/logout): what cancelling it would cost, the request with its cooling period, and
// changing one's mind. The request signs the account out everywhere but the page that asked, and stops the app's
// token check for it (the policy's signInWithAppToken), so the countdown and the cancel button stay in reach.
import type { AccountStatus, CancellationBlocker } from '../../src/contract/account.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { cancellationEndsAt, maskPhone } from '../../src/domain/account.ts';
import { DEALER_ROLES, decide, holdsAny, type Decision } from '../../src/domain/policy.ts';
import { vipStatus } from '../../src/domain/vip.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { balanceOf } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { accountFacts } from './policy.ts';
import { endOtherSessions } from './sessions.ts';
import { pendingCancellation, withdrawCancellation } from './standing.ts';
import { readMembership } from './vip.ts';

/** What keeps the account from being cancelled, as the policy's cancelAccount rule refuses it: the role that refuses. */
function roleBlocker(decision: Decision): CancellationBlocker | null {
  if (decision.ok) return null;
  if (decision.refusal === 'role' && decision.role === 'agencyHead') return 'agencyHead';
  if (decision.refusal === 'role' && decision.role === 'familyCreator') return 'familyCreator';
  // A new refusal of the rule needs its blocker (and the page's words for it) before it can be shown.
  throw new Error(`cancelAccount is refused (${decision.refusal}) with no blocker to show`);
}

/** Each blocker's refusal, in the order a request names the first that stands. */
const CANCEL_REFUSALS: readonly (readonly [CancellationBlocker, ErrorName])[] = [
  ['agencyHead', 'account.cancelAgencyHead'],
  ['familyCreator', 'account.cancelFamilyCreator'],
  ['dealerStock', 'account.cancelDealerStock'],
  ['withdrawalPending', 'account.cancelWithdrawalPending'],
];

/** The account's status at `now`. */
export function accountStatus(db: Db, userId: number, now: number): AccountStatus {
  const user = db.prepare('SELECT nickname, phone FROM users WHERE id = ?').get(userId) as { nickname: string; phone: string | null };
  const facts = accountFacts(db, userId, now);
  if (!facts) throw new Error(`no account ${userId}`);
  const pending = pendingCancellation(db, userId);
  const membership = readMembership(db, userId);
  const agency = db
    .prepare('SELECT a.id, a.name FROM hosts h JOIN agencies a ON a.id = h.agency_id WHERE h.user_id = ?')
    .get(userId) as { id: number; name: string } | undefined;
  const family = db
    .prepare('SELECT f.id, f.name FROM family_members m JOIN families f ON f.id = m.family_id WHERE m.user_id = ?')
    .get(userId) as { id: number; name: string } | undefined;
  const blockers: CancellationBlocker[] = [];
  // An agency head who also created a family sees both blockers: the policy names the first role, the second is added.
  const byRole = roleBlocker(decide('cancelAccount', facts));
  if (byRole) blockers.push(byRole);
  if (byRole === 'agencyHead' && facts.roles.includes('familyCreator')) blockers.push('familyCreator');
  const coins = balanceOf(db, { userId, currency: 'coin', kind: 'available' });
  // Assumed (docs/rules.md): a dealer's coins are resale stock; closing would orphan it, so it is sold or handed back first.
  if (holdsAny(facts, DEALER_ROLES) && coins > 0) blockers.push('dealerStock');
  if (balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }) > 0) blockers.push('withdrawalPending');
  return {
    userId: String(userId),
    nickname: user.nickname,
    phoneMasked: user.phone === null ? null : maskPhone(user.phone),
    cancellation: pending ? { state: 'pending', requestedAt: pending.requestedAt, endsAt: pending.endsAt } : { state: 'none' },
    losses: {
      coins,
      beans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
      vip: membership && vipStatus(membership, now) === 'active' ? { level: membership.level, expiresAt: membership.expiresAtMs } : null,
      decorItems: (db.prepare('SELECT COUNT(*) AS n FROM decor_owned WHERE user_id = ? AND expires_at > ?').get(userId, now) as { n: number }).n,
      agency: agency ? { id: String(agency.id), name: agency.name } : null,
      family: family ? { id: String(family.id), name: family.name } : null,
      isDealer: holdsAny(facts, DEALER_ROLES),
    },
    blockers,
  };
}

/**
 * Asks to close the account: refused while one is pending, while a blocker stands, or unless `confirm` is the user's
 * own id as typed on the page (a confirmation that cannot be tapped by accident). Ends every other session, keeping
 * the one of `keepToken`.
 */
export function requestCancellation(db: Db, userId: number, confirm: string, keepToken: string, now: number): Outcome<AccountStatus> {
  return transaction(db, () => {
    const status = accountStatus(db, userId, now);
    if (status.cancellation.state === 'pending') return refused('account.cancelPending');
    const refusal = CANCEL_REFUSALS.find(([blocker]) => status.blockers.includes(blocker));
    if (refusal) return refused(refusal[1]);
    if (confirm.trim() !== String(userId)) return refused('account.cancelNotConfirmed');
    db.prepare("INSERT INTO account_cancellations (user_id, requested_at, ends_at, state) VALUES (?, ?, ?, 'pending')").run(userId, now, cancellationEndsAt(now));
    endOtherSessions(db, userId, keepToken);
    return done(accountStatus(db, userId, now));
  });
}

/** Keeps the account: withdraws its pending cancellation. */
export function keepAccount(db: Db, userId: number, now: number): Outcome<AccountStatus> {
  return transaction(db, () => (withdrawCancellation(db, userId, now) ? done(accountStatus(db, userId, now)) : refused('account.cancelNotPending')));
}
