// Verifiable draws on the server (DESIGN 11; the recipe is src/domain/fair-draw.ts and docs/api.md): one secret seed
// per game and business day (UTC+7), created with a cryptographic generator at the day's first use; its SHA-256 is
// public from then on, the seed itself once the day is over.
import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { DRAW_SEED_BYTES, drawBlockMessage, drawSource } from '../../src/domain/fair-draw.ts';
import { businessDate, type BusinessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';

/** The public side of a day's seed: its commitment always, the seed only once the day is over. */
export interface SeedView {
  game: string;
  period: BusinessDate;
  commitment: string;
  seed: string | null;
}

/** The SHA-256 (hex) of a seed's bytes: what is published before any draw. */
export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** The seed of `game` for the business day of `now`, created on first use (call inside a write transaction). */
export function daySeed(db: Db, game: string, now: number): { period: BusinessDate; seed: string; commitment: string } {
  const period = businessDate(now);
  const fresh = randomBytes(DRAW_SEED_BYTES).toString('hex');
  db.prepare('INSERT OR IGNORE INTO draw_seeds (game, period, seed, commitment, created_at) VALUES (?, ?, ?, ?, ?)').run(
    game,
    period,
    fresh,
    seedCommitment(fresh),
    now,
  );
  const row = db.prepare('SELECT seed, commitment FROM draw_seeds WHERE game = ? AND period = ?').get(game, period) as { seed: string; commitment: string };
  return { period, seed: row.seed, commitment: row.commitment };
}

/** The random numbers of one draw: HMAC-SHA256 blocks keyed by the seed's bytes over the draw message (fair-draw.ts). */
export function drawRandom(seedHex: string, message: string): () => number {
  // A key object made once per draw: Node checks a raw key's type on every HMAC, which is most of a draw's time.
  const key = createSecretKey(Buffer.from(seedHex, 'hex'));
  return drawSource((index) => new Uint8Array(createHmac('sha256', key).update(drawBlockMessage(message, index)).digest()));
}

/**
 * The public view of a game's seed for a day, or null when none was made; the seed shows only after that day, and
 * not while `held` (a game whose draws outlive the day, as a summons sent at 23:50, holds it until they are settled).
 */
export function seedView(db: Db, game: string, period: BusinessDate, now: number, held = false): SeedView | null {
  const row = db.prepare('SELECT seed, commitment FROM draw_seeds WHERE game = ? AND period = ?').get(game, period) as
    | { seed: string; commitment: string }
    | undefined;
  if (!row) return null;
  return { game, period, commitment: row.commitment, seed: period < businessDate(now) && !held ? row.seed : null };
}
