// A spin record checked on the user's own device (DESIGN 11): the revealed seed against the day's commitment, then the
// slot recomputed from the draw message with the wheel's own table, by the recipe of docs/api.md.
import type { SpinView } from '../../contract/turntable.ts';
import { drawFrom } from '../../domain/random.ts';
import { TURNTABLE_WHEELS } from '../../domain/turntable.ts';
import { canVerifyDraws, drawRandomOf, seedMatchesCommitment } from '../../lib/verify-draw.ts';

/** Where a record's check stands. */
export type Check = 'pending' | 'checking' | 'ok' | 'mismatch' | 'unavailable';

/** Recomputes a revealed spin on this device: the seed against the commitment, then the slot from the draw. */
export async function checkSpin(spin: SpinView): Promise<Check> {
  if (spin.seed === null) return 'pending';
  if (!canVerifyDraws()) return 'unavailable';
  if (!(await seedMatchesCommitment(spin.seed, spin.commitment))) return 'mismatch';
  const { index } = drawFrom(TURNTABLE_WHEELS[spin.wheel].prizes, await drawRandomOf(spin.seed, spin.message));
  return index === spin.prizeIndex ? 'ok' : 'mismatch';
}

