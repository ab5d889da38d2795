// The page's on-device check (Web Crypto) computes the same numbers as the server's draw (node:crypto), and accepts
// exactly the records that the recipe recomputes.
import { describe, expect, it } from 'vitest';
import type { SpinView } from '../../../src/contract/turntable.ts';
import { drawMessage } from '../../../src/domain/fair-draw.ts';
import { TURNTABLE_WHEELS, spinWheel } from '../../../src/domain/turntable.ts';
import { checkSpin } from '../../../src/features/turntable/check-spin.ts';
import { drawRandomOf, seedMatchesCommitment } from '../../../src/lib/verify-draw.ts';
import { drawRandom, seedCommitment } from '../../../server/services/draws.ts';

const SEED = '0f'.repeat(32);

describe('drawRandomOf', () => {
  it('gives the numbers the server draws from, block after block', async () => {
    const message = drawMessage(['turntable:harta', '2026-03-05', 42]);
    const page = await drawRandomOf(SEED, message, 20);
    const server = drawRandom(SEED, message);
    expect(Array.from({ length: 20 }, page)).toEqual(Array.from({ length: 20 }, server));
  });
});

describe('seedMatchesCommitment', () => {
  it('accepts the seed of a commitment and no other', async () => {
    expect(await seedMatchesCommitment(SEED, seedCommitment(SEED))).toBe(true);
    expect(await seedMatchesCommitment('1f'.repeat(32), seedCommitment(SEED))).toBe(false);
  });
});

describe('checkSpin', () => {
  const message = drawMessage(['turntable:lucky', '2026-03-05', 7]);
  const { index } = spinWheel(TURNTABLE_WHEELS.lucky, drawRandom(SEED, message));
  const spin: SpinView = {
    id: '7', wheel: 'lucky', round: '2026-03-01', at: 0, prizeIndex: index, prize: { kind: 'coins', coins: 1 },
    message, period: '2026-03-05', commitment: seedCommitment(SEED), seed: SEED,
  };

  it('verifies a record whose seed, commitment and slot agree', async () => {
    expect(await checkSpin(spin)).toBe('ok');
  });

  it('refuses a record with another slot, another message or a seed that is not the committed one', async () => {
    expect(await checkSpin({ ...spin, prizeIndex: (index + 1) % 8 })).toBe('mismatch');
    expect(await checkSpin({ ...spin, seed: '1f'.repeat(32) })).toBe('mismatch');
  });

  it('waits for the seed while its day is on', async () => {
    expect(await checkSpin({ ...spin, seed: null })).toBe('pending');
  });
});
