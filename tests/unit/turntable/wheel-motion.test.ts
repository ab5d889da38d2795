import { describe, expect, it } from 'vitest';
import { landingOffset, normalize, slotAt, slotRotation } from '../../../src/features/turntable/wheel-motion.ts';

describe('slotRotation', () => {
  it('brings each slot under the pointer at the top, wherever it lands within the slot', () => {
    for (const slots of [6, 8, 10]) {
      for (let index = 0; index < slots; index++) {
        expect(slotAt(slotRotation(index, slots), slots), `${index} of ${slots}`).toBe(index);
        for (const offset of [-0.35, -0.1, 0.2, 0.35]) expect(slotAt(slotRotation(index, slots, offset), slots)).toBe(index);
      }
    }
  });

  it('turns the first slot not at all and the second one slot-width back', () => {
    expect(slotRotation(0, 8)).toBe(0);
    expect(slotRotation(1, 8)).toBe(315);
  });
});

describe('slotAt', () => {
  it('reads any rotation, however many turns, in either direction', () => {
    expect(slotAt(360 * 5 + 315, 8)).toBe(1);
    expect(slotAt(-45, 8)).toBe(1);
    expect(slotAt(22.4, 8)).toBe(0);
    expect(slotAt(22.6, 8)).toBe(7);
  });
});

describe('landingOffset', () => {
  it('stays well inside the slot', () => {
    expect(landingOffset(() => 0)).toBeCloseTo(-0.35);
    expect(landingOffset(() => 0.999_999)).toBeCloseTo(0.35);
  });
});

describe('normalize', () => {
  it('keeps degrees in [0, 360)', () => {
    expect(normalize(-90)).toBe(270);
    expect(normalize(720)).toBe(0);
    expect(normalize(361.5)).toBe(1.5);
  });
});
