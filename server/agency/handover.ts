// Handing an agency over (issue 27.6): a head who wants to stop (or to close their account, which heading an agency
// blocks) hands it to one of its hosts, who heads it from then on with its hosts, history and invite code. Whom is the
// policy's (beHandedAgency: an active host who deals no coins), and not a host whose exit request waits.
import { decide } from '../../src/domain/policy.ts';
import { accountFacts } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { hostAgencyId } from './store.ts';

/** The head of `agencyId` hands it to `hostId`, a host of it. */
export function handOverAgency(
  db: Db,
  headId: number,
  agencyId: number,
  hostId: number,
  now: number,
): Outcome<{ agencyId: string; headUserId: string; headNickname: string }> {
  return transaction(db, () => {
    if (hostAgencyId(db, hostId) !== agencyId) return refused('agency.notYourHost');
    const facts = accountFacts(db, hostId, now);
    if (!facts || !decide('beHandedAgency', facts).ok) return refused('agency.handOverNotAllowed');
    const leaving = db.prepare(`SELECT 1 FROM agency_exit_requests WHERE host_id = ? AND status = 'pending'`).get(hostId) !== undefined;
    if (leaving) return refused('agency.handOverNotAllowed');
    // Of two hand-overs at once, the head's row lets exactly one through.
    const changed = db.prepare('UPDATE agencies SET head_user_id = ? WHERE id = ? AND head_user_id = ?').run(hostId, agencyId, headId).changes;
    if (changed !== 1) return refused('forbidden');
    const { nickname } = db.prepare('SELECT nickname FROM users WHERE id = ?').get(hostId) as { nickname: string };
    return done({ agencyId: String(agencyId), headUserId: String(hostId), headNickname: nickname });
  });
}
