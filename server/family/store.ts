// What the family operations, the family job and the demo share: reading a family and its members, its coins in the
// ledger, its weekly prestige, and the moves that every path makes the same way (a member leaving, a summons settled).
import type { DatabaseSync } from 'node:sqlite';
import type { ErrorName } from '../../src/contract/errors.ts';
import type { FamilyPerson } from '../../src/contract/family.ts';
import { familyDissolveStatus, type FamilyDissolveState } from '../../src/domain/family-dissolve.ts';
import { weekTotalsPrestige, type FamilyWeekTotals } from '../../src/domain/family-prestige.ts';
import { FAMILY_ROLES, type FamilyRole } from '../../src/domain/family-roles.ts';
import { summonsRefundCoins, type SummonsTier } from '../../src/domain/family-summons.ts';
import { familyTierWeek, type FamilyTier } from '../../src/domain/family-tiers.ts';
import { transaction } from '../db/transaction.ts';
import { transferBetween, balanceOf, type AccountRef } from '../services/ledger.ts';
import { refused, type Outcome } from '../services/outcome.ts';

/** A row of families. */
export interface FamilyRow {
  id: number;
  name: string;
  notice: string;
  creator_user_id: number;
  tier: FamilyTier;
  tier_week: string;
  expansions: number;
  dissolve_requested_at: number | null;
  dissolved_at: number | null;
  created_at: number;
}

/** A row of family_summons. */
export interface SummonsRow {
  id: number;
  family_id: number;
  sender_user_id: number;
  tier: SummonsTier;
  coins: number;
  packets: number;
  claimed: number;
  draw_period: string;
  sent_at: number;
  expires_at: number;
  refunded_coins: number | null;
  settled_at: number | null;
}

/** The family's spendable coins (`available`) or the coins of its live summons (`frozen`), in the ledger. */
export function familyAccount(familyId: number, kind: 'available' | 'frozen' = 'available'): AccountRef {
  return { userId: null, familyId, currency: 'coin', kind };
}

/** A user's spendable coins. */
export function userCoins(userId: number): AccountRef {
  return { userId, currency: 'coin', kind: 'available' };
}

/** The family coins a family can spend now. */
export function familyCoins(db: DatabaseSync, familyId: number): number {
  return balanceOf(db, familyAccount(familyId));
}

/**
 * A live family at `now`, or undefined: never created, deleted, or due for deletion (its cooling period is over, and the
 * job, which runs at most once a second, has not deleted it yet).
 */
export function liveFamily(db: DatabaseSync, familyId: number, now: number): FamilyRow | undefined {
  const row = db.prepare('SELECT * FROM families WHERE id = ? AND dissolved_at IS NULL').get(familyId) as FamilyRow | undefined;
  return row && familyDissolveStatus(dissolveState(row), now) !== 'dissolved' ? row : undefined;
}

/** The live family `id` names: a coded error when the id is malformed (null) or names no live family. */
export function familyById(db: DatabaseSync, id: number | null, now: number): FamilyRow | ErrorName {
  if (id === null) return 'invalidParams';
  return liveFamily(db, id, now) ?? 'family.notFound';
}

/** The dissolve part of a family row, as the domain reads it. */
export function dissolveState(row: FamilyRow): FamilyDissolveState {
  return { dissolveRequestedAtMs: row.dissolve_requested_at };
}

/** The user's family and role, or undefined when they are in none. */
export function membershipOf(db: DatabaseSync, userId: number): { family_id: number; role: FamilyRole } | undefined {
  return db.prepare('SELECT family_id, role FROM family_members WHERE user_id = ?').get(userId) as { family_id: number; role: FamilyRole } | undefined;
}

/** The user's role in this family, or null. */
export function roleIn(db: DatabaseSync, familyId: number, userId: number): FamilyRole | null {
  const row = db.prepare('SELECT role FROM family_members WHERE family_id = ? AND user_id = ?').get(familyId, userId) as { role: FamilyRole } | undefined;
  return row?.role ?? null;
}

/** How many members a family has, the creator included. */
export function memberCount(db: DatabaseSync, familyId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM family_members WHERE family_id = ?').get(familyId) as { n: number }).n;
}

/** A family's prestige of the week starting `week` (0 when nothing happened). */
export function weekPrestige(db: DatabaseSync, familyId: number, week: string): number {
  const row = db.prepare('SELECT prestige FROM family_weeks WHERE family_id = ? AND week = ?').get(familyId, week) as { prestige: number } | undefined;
  return row?.prestige ?? 0;
}

/** The prestige of this week so far. */
export function thisWeekPrestige(db: DatabaseSync, familyId: number, now: number): number {
  return weekPrestige(db, familyId, familyTierWeek(now).currentWeekStart);
}

/** Adds activity to a family's week and recomputes its prestige from the new totals (SPEC 9). */
export function addFamilyActivity(db: DatabaseSync, familyId: number, week: string, add: Partial<FamilyWeekTotals>): number {
  db.prepare(
    `INSERT INTO family_weeks (family_id, week, coins, beans, gift_points) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (family_id, week) DO UPDATE SET coins = coins + excluded.coins, beans = beans + excluded.beans,
       gift_points = gift_points + excluded.gift_points`,
  ).run(familyId, week, add.coins ?? 0, add.beans ?? 0, add.giftPoints ?? 0);
  const totals = db.prepare('SELECT coins, beans, gift_points AS giftPoints FROM family_weeks WHERE family_id = ? AND week = ?').get(familyId, week) as unknown as FamilyWeekTotals;
  const prestige = weekTotalsPrestige(totals);
  db.prepare('UPDATE family_weeks SET prestige = ? WHERE family_id = ? AND week = ?').run(prestige, familyId, week);
  return prestige;
}

/** Removes a member (leaving, kicked, or the family deleted); a pending request of theirs is not touched. */
export function removeMember(db: DatabaseSync, familyId: number, userId: number): void {
  db.prepare('DELETE FROM family_members WHERE family_id = ? AND user_id = ?').run(familyId, userId);
}

/**
 * SPEC 4: settles a summons whose 30 minutes are over: the coins of the packets nobody took go back from the frozen
 * family coins to the family's available coins, once. Returns the coins returned.
 */
export function settleSummons(db: DatabaseSync, row: SummonsRow, now: number): number {
  const packets = (db.prepare('SELECT coins FROM family_summons_packets WHERE summons_id = ? ORDER BY position').all(row.id) as { coins: number }[]).map((p) => p.coins);
  const claimedBy = (db.prepare('SELECT user_id FROM family_summons_grabs WHERE summons_id = ? AND position IS NOT NULL ORDER BY position').all(row.id) as {
    user_id: number;
  }[]).map((g) => g.user_id);
  const refund = summonsRefundCoins({ tier: row.tier, sentAtMs: row.sent_at, packets, claimedBy }, Math.max(now, row.expires_at));
  const coins = refund.ok ? refund.coins : 0;
  // Conditional: a second settler (another process) finds it settled and moves nothing.
  const settled = db.prepare('UPDATE family_summons SET refunded_coins = ?, settled_at = ? WHERE id = ? AND settled_at IS NULL').run(coins, now, row.id);
  if (Number(settled.changes) === 1 && coins > 0) {
    transferBetween(db, 'summonsRefund', familyAccount(row.family_id, 'frozen'), familyAccount(row.family_id), coins, now, { type: 'family_summons', id: row.id });
  }
  return coins;
}

/** The people of a query's rows. */
export function person(row: { user_id: number; nickname: string }): FamilyPerson {
  return { userId: String(row.user_id), nickname: row.nickname };
}

/** The role order of SPEC 6, for sorting in SQL: creator first. */
export const ROLE_ORDER_SQL = `CASE m.role ${FAMILY_ROLES.map((role, index) => `WHEN '${role}' THEN ${index}`).join(' ')} END`;

/** A unique index of the family tables a write ran into, as the answer the check before it would have given. */
function constraintRefusal(error: unknown): ErrorName | null {
  const text = error instanceof Error ? error.message : '';
  if (!text.includes('UNIQUE constraint failed')) return null;
  if (text.includes('families.name')) return 'family.nameTaken';
  if (text.includes('family_join_requests.user_id')) return 'family.requestPending';
  if (text.includes('family_members.user_id') || text.includes('families.creator_user_id')) return 'family.alreadyInFamily';
  return null;
}

/**
 * Runs a family write in one transaction; a unique index it runs into (one family per user, one pending request,
 * unique names: the rules two requests could race on) answers as its rule.
 */
export function familyWrite<Data>(db: DatabaseSync, work: () => Outcome<Data>): Outcome<Data> {
  try {
    return transaction(db, work);
  } catch (error) {
    const refusal = constraintRefusal(error);
    if (refusal === null) throw error;
    return refused(refusal);
  }
}
