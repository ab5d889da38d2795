import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $clockOffset, applyServerTime, offsetFrom, serverNow } from '../../src/lib/clock.ts';

describe('offsetFrom', () => {
  it('is the server time minus the device time', () => {
    const device = 1_763_712_000_000;
    expect(offsetFrom(device + 60_000, device)).toBe(60_000);
    expect(offsetFrom(device - 60_000, device)).toBe(-60_000);
  });

  it('ignores offsets within 5 seconds', () => {
    const device = 1_763_712_000_000;
    expect(offsetFrom(device + 5_000, device)).toBe(0);
    expect(offsetFrom(device - 5_000, device)).toBe(0);
    expect(offsetFrom(device + 5_001, device)).toBe(5_001);
  });

  it('reads values below 1e12 as seconds', () => {
    expect(offsetFrom(1_763_712_060, 1_763_712_000_000)).toBe(60_000);
  });
});

describe('applyServerTime', () => {
  beforeEach(() => $clockOffset.set(0));
  afterEach(() => vi.useRealTimers());

  it('moves serverNow by the offset', () => {
    // The device clock stands still, so the reading is exact however slow the machine.
    const device = 1_763_712_000_000;
    vi.useFakeTimers({ toFake: ['Date'], now: device });
    applyServerTime(device + 3_600_000);
    expect(serverNow()).toBe(device + 3_600_000);
  });

  it('ignores answers that are not times', () => {
    $clockOffset.set(42_000);
    for (const bad of [undefined, null, 'soon', Number.NaN, -1, 0]) applyServerTime(bad);
    expect($clockOffset.get()).toBe(42_000);
  });
});
