// The families' time-driven transitions (SPEC 4, DESIGN 11; run by server/jobs/family.ts), in the order they depend
// on each other: summons past their 30 minutes return their unclaimed coins; families past their 10-day cooling period
// are deleted (members removed, requests closed, what is left of their coins back to the platform); every Sunday 24:00
// (UTC+7) each family is rated for the new week from the week that ended. Each step is conditional on the state it changes, so running
// again (or in another process) changes nothing more.
import { addDays, businessDayStartMs } from '../../src/domain/time.ts';
import { dissolveDeleteAtMs, familyDissolveStatus } from '../../src/domain/family-dissolve.ts';
import { familyTierWeek, rateFamilyTier } from '../../src/domain/family-tiers.ts';
import type { Db } from '../db/database.ts';
import { transferBetween } from '../services/ledger.ts';
import { dissolveState, familyAccount, familyCoins, settleSummons, weekPrestige, type FamilyRow, type SummonsRow } from './store.ts';

/** Deletes a family whose cooling period is over, as of `deleteAt`. */
function deleteFamily(db: Db, family: FamilyRow, deleteAt: number): void {
  // A summons sent in the last half hour ends with the family: its unclaimed coins come back first.
  const open = db.prepare('SELECT * FROM family_summons WHERE family_id = ? AND settled_at IS NULL').all(family.id) as unknown as SummonsRow[];
  for (const summons of open) settleSummons(db, summons, deleteAt);
  const marked = db.prepare('UPDATE families SET dissolved_at = ? WHERE id = ? AND dissolved_at IS NULL').run(deleteAt, family.id);
  if (Number(marked.changes) !== 1) return;
  db.prepare('DELETE FROM family_members WHERE family_id = ?').run(family.id);
  db.prepare('DELETE FROM family_favorite_hosts WHERE family_id = ?').run(family.id);
  db.prepare("UPDATE family_join_requests SET status = 'cancelled', decided_at = ? WHERE family_id = ? AND status = 'pending'").run(deleteAt, family.id);
  // Assumed (docs/rules.md): a deleted family's coins are forfeited to the platform, as the /dissolve page warns.
  const left = familyCoins(db, family.id);
  if (left > 0) {
    transferBetween(db, 'familyForfeit', familyAccount(family.id), { userId: null, currency: 'coin', kind: 'spent' }, left, deleteAt, { type: 'family', id: family.id });
  }
}

/** Rates a family for every Sunday 24:00 passed since its tier was last set (normally one). */
function rateFamily(db: Db, family: FamilyRow, currentWeek: string): void {
  let tier = family.tier;
  for (let week = addDays(family.tier_week, 7); week <= currentWeek; week = addDays(week, 7)) {
    const rated = addDays(week, -7);
    const prestige = weekPrestige(db, family.id, rated);
    tier = rateFamilyTier(prestige, tier);
    db.prepare('INSERT OR IGNORE INTO family_tier_ratings (family_id, week, prestige, tier, rated_at) VALUES (?, ?, ?, ?, ?)').run(
      family.id,
      rated,
      prestige,
      tier,
      businessDayStartMs(week),
    );
  }
  db.prepare('UPDATE families SET tier = ?, tier_week = ? WHERE id = ? AND tier_week = ?').run(tier, currentWeek, family.id, family.tier_week);
}

/** Applies everything due up to `now`, in order: expired summons settled, cooled families deleted, Sundays rated. */
export function applyFamilyTime(db: Db, now: number): void {
  const expired = db.prepare('SELECT * FROM family_summons WHERE settled_at IS NULL AND expires_at <= ?').all(now) as unknown as SummonsRow[];
  for (const summons of expired) settleSummons(db, summons, summons.expires_at);

  const dissolving = db.prepare('SELECT * FROM families WHERE dissolved_at IS NULL AND dissolve_requested_at IS NOT NULL').all() as unknown as FamilyRow[];
  for (const family of dissolving) {
    if (familyDissolveStatus(dissolveState(family), now) === 'dissolved') deleteFamily(db, family, dissolveDeleteAtMs(family.dissolve_requested_at ?? now));
  }

  const currentWeek = familyTierWeek(now).currentWeekStart;
  const due = db.prepare('SELECT * FROM families WHERE dissolved_at IS NULL AND tier_week < ?').all(currentWeek) as unknown as FamilyRow[];
  for (const family of due) rateFamily(db, family, currentWeek);
}
