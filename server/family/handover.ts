// Handing a family over (issue 27.6): a creator who wants to stop (or to close their account, which creating a family
// blocks) hands the family to one of its admins, who becomes its creator with every creator's right, its coins,
// members and history; the old creator stays on as an admin (assumed, docs/rules.md) and may then leave or cancel.
// Whom is the policy's (beHandedFamily: an active account, an admin, creating no family) and this family's admin; never
// while the family is being disbanded. One transaction; of two hand-overs at once the family row lets one through.
import { familyErrorName, type FamilyPerson } from '../../src/contract/family.ts';
import { familyAllows, familyDissolveStatus } from '../../src/domain/family-dissolve.ts';
import { decide } from '../../src/domain/policy.ts';
import { accountFacts } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { familyAndRole } from './families.ts';
import { dismissHandedNotice, lastHandedBy, recordHandOver } from './news.ts';
import { dissolveState, familyWrite, roleIn } from './store.ts';

/** The creator `userId` hands `familyId` to `adminId`, an admin of it. */
export function handOverFamily(
  db: Db,
  userId: number,
  familyId: number | null,
  adminId: number | null,
  now: number,
): Outcome<{ familyId: string; creator: FamilyPerson }> {
  // Inside the caller's transaction, the one that stores its Idempotency-Key.
  return inTransaction(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    const { family, role } = found.data;
    if (role !== 'creator') {
      // The caller's earlier hand-over (another tab's, or a second tap) got in first: say to whom.
      const handed = lastHandedBy(db, family.id, userId);
      return handed ? refused('family.handedOver', { name: handed.nickname }) : refused('forbidden');
    }
    const allowed = familyAllows(dissolveState(family), role, 'handOver', now);
    if (!allowed.ok) return refused(familyErrorName(allowed.error));
    if (familyDissolveStatus(dissolveState(family), now) === 'cooling') return refused('family.handOverDisbanding');
    if (adminId === null) return refused('invalidParams');
    if (adminId === userId) return refused('family.handOverSelf');
    if (roleIn(db, family.id, adminId) !== 'admin') return refused('family.handOverNotAdmin');
    const facts = accountFacts(db, adminId, now);
    const decision = facts ? decide('beHandedFamily', facts) : ({ ok: false, refusal: 'standing' } as const);
    if (!decision.ok) return refused(decision.refusal === 'standing' ? 'family.handOverNotActive' : 'family.handOverNotAdmin');
    // Of two hand-overs at once, the family's creator column lets exactly one through.
    const changed = db.prepare('UPDATE families SET creator_user_id = ? WHERE id = ? AND creator_user_id = ?').run(adminId, family.id, userId).changes;
    if (Number(changed) !== 1) return refused('forbidden');
    // One creator per family (a unique index): the old one steps down first.
    db.prepare("UPDATE family_members SET role = 'admin' WHERE family_id = ? AND user_id = ?").run(family.id, userId);
    db.prepare("UPDATE family_members SET role = 'creator' WHERE family_id = ? AND user_id = ?").run(family.id, adminId);
    recordHandOver(db, family.id, userId, adminId, now);
    const { nickname } = db.prepare('SELECT nickname FROM users WHERE id = ?').get(adminId) as { nickname: string };
    return done({ familyId: String(family.id), creator: { userId: String(adminId), nickname } });
  });
}

/** The caller dismisses their notice of being handed `familyId`. */
export function seeHandedNotice(db: Db, userId: number, familyId: number | null, now: number): Outcome<{ seen: true }> {
  return familyWrite(db, () => {
    const found = familyAndRole(db, familyId, userId, now);
    if (!found.ok) return found;
    if (found.data.role === null) return refused('forbidden');
    dismissHandedNotice(db, found.data.family.id, userId, now);
    return done({ seen: true });
  });
}
