// Red-packet summons (SPEC 3, 4, 9; DESIGN 11): the creator, vice leader or an admin sends a summons of a tier, paid
// from the family coins (frozen while it is out); its packets are split at once by a verifiable draw; members answer
// once each while it is valid, the first ones taking one packet each; at expiry the job returns what nobody took
// (settleSummons, server/family/store.ts).
import type { ErrorName } from '../../src/contract/errors.ts';
import type { SummonsDetail, SummonsOverview, SummonsView } from '../../src/contract/family.ts';
import { familyAllows } from '../../src/domain/family-dissolve.ts';
import { SUMMONS_DRAW_GAME, SUMMONS_LIVE_MAX, SUMMONS_PACKETS_AND_COINS, SUMMONS_TIERS, claimSummonsPacket, createSummons, summonsDrawMessage, summonsEffectLevel, summonsExpiresAtMs, type SummonsTier } from '../../src/domain/family-summons.ts';
import type { BusinessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { daySeed, drawRandom, seedView, type SeedView } from '../services/draws.ts';
import { InsufficientFunds, balanceOf, transferBetween } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { dissolveState, familyAccount, familyById, familyCoins, liveFamily, membershipOf, roleIn, userCoins, type FamilyRow, type SummonsRow } from './store.ts';

/** Ended summons listed on /call. */
const RECENT_SUMMONS = 10;

/** A summons as the pages show it, with the caller's own answer. */
function summonsView(db: Db, row: SummonsRow, viewer: number): SummonsView {
  const sender = db.prepare('SELECT nickname FROM users WHERE id = ?').get(row.sender_user_id) as { nickname: string };
  const people = (db.prepare('SELECT COUNT(*) AS n FROM family_summons_grabs WHERE summons_id = ?').get(row.id) as { n: number }).n;
  const mine = db.prepare('SELECT position, coins FROM family_summons_grabs WHERE summons_id = ? AND user_id = ?').get(row.id, viewer) as
    | { position: number | null; coins: number | null }
    | undefined;
  return {
    id: String(row.id),
    tier: row.tier,
    coins: row.coins,
    packets: row.packets,
    claimed: row.claimed,
    people,
    effectLevel: summonsEffectLevel(people),
    sender: { userId: String(row.sender_user_id), nickname: sender.nickname },
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    refundedCoins: row.refunded_coins,
    drawMessage: summonsDrawMessage(row.draw_period, row.id),
    period: row.draw_period,
    myGrab: mine ? { position: mine.position, coins: mine.coins } : null,
  };
}

/** The family's summons still valid at `now`, if any. */
function liveSummons(db: Db, familyId: number, now: number): SummonsRow | undefined {
  return db.prepare('SELECT * FROM family_summons WHERE family_id = ? AND settled_at IS NULL AND expires_at > ? ORDER BY id DESC').get(familyId, now) as
    | SummonsRow
    | undefined;
}

/** The ledger refusing a send: the family coins ran short after the check (another writer got in between). */
export const sendRefusal: Refusal = (error) => (error instanceof InsufficientFunds ? 'family.notEnoughCoins' : null);

/** The one-answer-per-member index refusing a grab: a second answer of the same member raced the first. */
export const grabRefusal: Refusal = (error) =>
  error instanceof Error && error.message.includes('UNIQUE constraint failed: family_summons_grabs.summons_id, family_summons_grabs.user_id')
    ? 'family.alreadyGrabbed'
    : null;

/** The summons `id` names (null: no id) when `userId` is a member of its live family, or the error that refuses it. */
function summonsOf(db: Db, id: number | null, userId: number, now: number): SummonsRow | ErrorName {
  if (id === null) return 'invalidParams';
  const row = db.prepare('SELECT * FROM family_summons WHERE id = ?').get(id) as SummonsRow | undefined;
  if (!row || !liveFamily(db, row.family_id, now)) return 'family.summonsNotFound';
  return roleIn(db, row.family_id, userId) === null ? 'forbidden' : row;
}

/** What /call shows a member: the family's coins, whether they may send, the live summons, recent ones, today's seed. */
export function summonsOverview(db: Db, userId: number, familyId: number | null | undefined, now: number): Outcome<SummonsOverview> {
  let family: FamilyRow | ErrorName;
  if (familyId === undefined) {
    // No family named: the caller's own.
    const membership = membershipOf(db, userId);
    family = membership ? (liveFamily(db, membership.family_id, now) ?? 'family.notMember') : 'family.notMember';
  } else {
    family = familyById(db, familyId, now);
  }
  if (typeof family === 'string') return refused(family);
  const role = roleIn(db, family.id, userId);
  if (role === null) return refused('forbidden');
  // DESIGN 11: today's commitment is public before the first draw, so the seed is made when first shown.
  const seed = transaction(db, () => daySeed(db, SUMMONS_DRAW_GAME, now));
  const live = liveSummons(db, family.id, now);
  const recent = db
    .prepare('SELECT * FROM family_summons WHERE family_id = ? AND id <> ? ORDER BY id DESC LIMIT ?')
    .all(family.id, live?.id ?? 0, RECENT_SUMMONS) as unknown as SummonsRow[];
  return done({
    family: { id: String(family.id), name: family.name, tier: family.tier },
    myRole: role,
    coins: familyCoins(db, family.id),
    canStart: familyAllows(dissolveState(family), role, 'startSummons', now).ok,
    live: live ? summonsView(db, live, userId) : null,
    recent: recent.map((row) => summonsView(db, row, userId)),
    commitment: { period: seed.period, commitment: seed.commitment },
  });
}

/** Sends a summons of tier `tier` (inside the money call's transaction), drawn at once from today's seed. */
export function sendSummons(db: Db, userId: number, familyId: number | null, tier: string, now: number): Outcome<{ summons: SummonsView; coins: number }> {
  const family = familyById(db, familyId, now);
  if (typeof family === 'string') return refused(family);
  const role = roleIn(db, family.id, userId);
  const allowed = role === null ? null : familyAllows(dissolveState(family), role, 'startSummons', now);
  if (!allowed?.ok) return refused(allowed?.error === 'dissolved' ? 'family.notFound' : 'forbidden');
  if (!(SUMMONS_TIERS as readonly string[]).includes(tier)) return refused('invalidParams');
  const { coins } = SUMMONS_PACKETS_AND_COINS[tier as SummonsTier];
  // Assumed (docs/rules.md): one live summons at a time.
  const live = db.prepare('SELECT COUNT(*) AS n FROM family_summons WHERE family_id = ? AND settled_at IS NULL AND expires_at > ?').get(family.id, now) as {
    n: number;
  };
  if (live.n >= SUMMONS_LIVE_MAX) return refused('family.summonsLive');
  if (familyCoins(db, family.id) < coins) return refused('family.notEnoughCoins');
  const seed = daySeed(db, SUMMONS_DRAW_GAME, now);
  const expiresAt = summonsExpiresAtMs({ tier: tier as SummonsTier, sentAtMs: now, packets: [], claimedBy: [] });
  // The id first: it is part of the draw message the split is drawn from.
  const id = Number(
    db
      .prepare(
        `INSERT INTO family_summons (family_id, sender_user_id, tier, coins, packets, draw_period, sent_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(family.id, userId, tier, coins, SUMMONS_PACKETS_AND_COINS[tier as SummonsTier].packets, seed.period, now, expiresAt).lastInsertRowid,
  );
  const summons = createSummons(tier as SummonsTier, now, drawRandom(seed.seed, summonsDrawMessage(seed.period, id)));
  const insert = db.prepare('INSERT INTO family_summons_packets (summons_id, position, coins) VALUES (?, ?, ?)');
  summons.packets.forEach((packet, position) => insert.run(id, position, packet));
  // The coins leave what the family can spend until the summons is settled.
  transferBetween(db, 'summonsSend', familyAccount(family.id), familyAccount(family.id, 'frozen'), coins, now, { type: 'family_summons', id });
  const row = db.prepare('SELECT * FROM family_summons WHERE id = ?').get(id) as unknown as SummonsRow;
  return done({ summons: summonsView(db, row, userId), coins: familyCoins(db, family.id) });
}

/** A member answers a summons once (inside the money call's transaction); the first ones take a packet each. */
export function grabSummons(
  db: Db,
  userId: number,
  summonsId: number | null,
  now: number,
): Outcome<{ summons: SummonsView; coins: number | null; position: number | null; myCoins: number }> {
  const row = summonsOf(db, summonsId, userId, now);
  if (typeof row === 'string') return refused(row);
  if (row.settled_at !== null || now >= row.expires_at) return refused('family.summonsExpired');
  if (db.prepare('SELECT 1 FROM family_summons_grabs WHERE summons_id = ? AND user_id = ?').get(row.id, userId)) return refused('family.alreadyGrabbed');
  const packets = (db.prepare('SELECT coins FROM family_summons_packets WHERE summons_id = ? ORDER BY position').all(row.id) as { coins: number }[]).map(
    (packet) => packet.coins,
  );
  const claimedBy = (
    db.prepare('SELECT user_id FROM family_summons_grabs WHERE summons_id = ? AND position IS NOT NULL ORDER BY position').all(row.id) as { user_id: number }[]
  ).map((grab) => grab.user_id);
  const claim = claimSummonsPacket({ tier: row.tier, sentAtMs: row.sent_at, packets, claimedBy }, userId, now);
  if (!claim.ok && claim.error !== 'empty') return refused(claim.error === 'expired' ? 'family.summonsExpired' : 'family.alreadyGrabbed');
  // Whoever answers counts towards the people (SPEC 9 effect); a packet goes only to the first ones.
  const position = claim.ok ? claimedBy.length : null;
  const coins = claim.ok ? claim.coins : null;
  db.prepare('INSERT INTO family_summons_grabs (summons_id, user_id, position, coins, created_at) VALUES (?, ?, ?, ?, ?)').run(
    row.id,
    userId,
    position,
    coins,
    now,
  );
  if (claim.ok && position !== null) {
    // Conditional on the count the claim was computed from: the packet at that position is taken once.
    const taken = db.prepare('UPDATE family_summons SET claimed = claimed + 1 WHERE id = ? AND claimed = ? AND settled_at IS NULL').run(row.id, position);
    if (Number(taken.changes) !== 1) throw new Error(`summons ${row.id}: packet ${position} was taken meanwhile`);
    transferBetween(db, 'summonsClaim', familyAccount(row.family_id, 'frozen'), userCoins(userId), claim.coins, now, { type: 'family_summons', id: row.id });
  }
  const updated = db.prepare('SELECT * FROM family_summons WHERE id = ?').get(row.id) as unknown as SummonsRow;
  return done({ summons: summonsView(db, updated, userId), coins, position, myCoins: balanceOf(db, userCoins(userId)) });
}

/**
 * The public view of a day's summons seed. A summons is drawn whole when sent and grabbed until it is settled, so its
 * seed would tell the sizes of the packets still to take: it is revealed only when the day is over and every summons
 * drawn from it is settled (settled by the job, or past its 30 minutes so that nobody can grab from it any more; issue
 * 24.3, docs/rules.md).
 */
export function summonsSeedView(db: Db, period: BusinessDate, now: number): SeedView | null {
  const open = db.prepare('SELECT 1 FROM family_summons WHERE draw_period = ? AND settled_at IS NULL AND expires_at > ? LIMIT 1').get(period, now);
  return seedView(db, SUMMONS_DRAW_GAME, period, now, open !== undefined);
}

/** A summons with every answer and its seed once revealed, so anyone may recompute its split. */
export function summonsDetail(db: Db, userId: number, summonsId: number | null, now: number): Outcome<SummonsDetail> {
  const row = summonsOf(db, summonsId, userId, now);
  if (typeof row === 'string') return refused(row);
  const message = summonsDrawMessage(row.draw_period, row.id);
  const grabs = db
    .prepare(
      `SELECT g.user_id, u.nickname, g.position, g.coins, g.created_at FROM family_summons_grabs g JOIN users u ON u.id = g.user_id
       WHERE g.summons_id = ? ORDER BY g.created_at, g.user_id`,
    )
    .all(row.id) as { user_id: number; nickname: string; position: number | null; coins: number | null; created_at: number }[];
  const seed = summonsSeedView(db, row.draw_period, now);
  return done({
    ...summonsView(db, row, userId),
    grabs: grabs.map((grab) => ({
      userId: String(grab.user_id),
      nickname: grab.nickname,
      position: grab.position,
      coins: grab.coins,
      at: grab.created_at,
      drawMessage: message,
    })),
    seed: { commitment: seed?.commitment ?? '', seed: seed?.seed ?? null },
  });
}
