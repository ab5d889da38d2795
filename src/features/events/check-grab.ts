// A red-packet grab checked on the user's own device (issue 26.8, DESIGN 11): the revealed seed against the day's
// commitment, then the packet's coins recomputed from the draw message and the pool before the grab, by the recipe of
// docs/api.md, as marble bets and spins are.
import type { GrabView } from '../../contract/events.ts';
import { drawRedPacketCoins } from '../../domain/red-packet.ts';
import { canVerifyDraws, drawRandomOf, seedMatchesCommitment } from '../../lib/verify-draw.ts';

/** Where a grab's check stands. */
export type GrabCheck = 'pending' | 'checking' | 'ok' | 'mismatch' | 'unavailable';

/** Recomputes a revealed grab on this device: the seed against the commitment, then the coins from the draw. */
export async function checkGrab(grab: GrabView): Promise<GrabCheck> {
  if (grab.seed === null) return 'pending';
  if (!canVerifyDraws()) return 'unavailable';
  if (!(await seedMatchesCommitment(grab.seed, grab.commitment))) return 'mismatch';
  const pool = { date: grab.date, packetsLeft: grab.poolBefore.packets, coinsLeft: grab.poolBefore.coins };
  return drawRedPacketCoins(pool, await drawRandomOf(grab.seed, grab.drawMessage)) === grab.coins ? 'ok' : 'mismatch';
}
