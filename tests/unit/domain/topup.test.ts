import { describe, expect, it } from 'vitest';
import {
  PAYMENT_CHANNELS,
  TOPUP_ORDER_TTL_MINUTES,
  TOPUP_ORDER_TTL_MS,
  TOPUP_PACKAGES,
  TOPUP_POLL_DELAYS_MS,
  checkTopUpChoice,
  isFinalOrderState,
  isPaymentChannel,
  orderStateAt,
  packageCoins,
  topUpPackage,
  topUpPollDelayMs,
} from '../../../src/domain/topup.ts';

describe('the top-up table', () => {
  it('has whole, growing packages whose bonus never shrinks, and distinct ids', () => {
    expect(new Set(TOPUP_PACKAGES.map((p) => p.id)).size).toBe(TOPUP_PACKAGES.length);
    for (const [i, p] of TOPUP_PACKAGES.entries()) {
      for (const value of [p.coins, p.priceIdr]) expect(Number.isSafeInteger(value) && value > 0).toBe(true);
      const previous = TOPUP_PACKAGES[i - 1];
      if (previous) {
        expect(p.coins).toBeGreaterThan(previous.coins);
        // A bigger package never gives fewer coins per rupiah.
        expect(packageCoins(p) / p.priceIdr).toBeGreaterThanOrEqual(packageCoins(previous) / previous.priceIdr);
      }
    }
  });

  it('offers the channels DESIGN 11 names', () => {
    const ids = PAYMENT_CHANNELS.map((c) => c.id);
    for (const id of ['dana', 'ovo', 'gopay', 'shopeepay', 'qris']) expect(ids).toContain(id);
    expect(PAYMENT_CHANNELS.filter((c) => c.group === 'va').length).toBeGreaterThan(0);
  });

  it('finds packages and channels by their own ids only', () => {
    expect(topUpPackage('p50k')).toMatchObject({ coins: 50_000, bonusCoins: 1_000 });
    for (const bad of [null, '', 'constructor', '__proto__', 'toString', 'P50K']) {
      expect(topUpPackage(bad)).toBeNull();
      expect(isPaymentChannel(bad)).toBe(false);
    }
  });
});

describe('checkTopUpChoice', () => {
  it('needs a package first, then a channel', () => {
    expect(checkTopUpChoice({ packageId: null, channel: null })).toEqual({ ok: false, error: 'packageRequired' });
    expect(checkTopUpChoice({ packageId: 'p10k', channel: 'paypal' })).toEqual({ ok: false, error: 'channelRequired' });
    expect(checkTopUpChoice({ packageId: 'p10k', channel: 'qris' })).toMatchObject({ ok: true, channel: 'qris', package: { id: 'p10k' } });
  });
});

describe('orderStateAt', () => {
  const at = 1_800_000_000_000;
  const pending = { state: 'pending' as const, expiresAt: at + TOPUP_ORDER_TTL_MS };

  it('expires a pending order exactly 15 minutes after it was made', () => {
    expect(TOPUP_ORDER_TTL_MS).toBe(TOPUP_ORDER_TTL_MINUTES * 60_000);
    expect(orderStateAt(pending, at + TOPUP_ORDER_TTL_MS - 1)).toBe('pending');
    expect(orderStateAt(pending, at + TOPUP_ORDER_TTL_MS)).toBe('expired');
  });

  it('never changes a final order', () => {
    for (const state of ['paid', 'failed', 'expired'] as const) {
      expect(orderStateAt({ state, expiresAt: at }, at + 10 * TOPUP_ORDER_TTL_MS)).toBe(state);
      expect(isFinalOrderState(state)).toBe(true);
    }
    expect(isFinalOrderState('pending')).toBe(false);
  });
});

describe('topUpPollDelayMs', () => {
  it('waits longer each time, then keeps the last wait', () => {
    const waits = Array.from({ length: 10 }, (_, i) => topUpPollDelayMs(i));
    expect(waits.slice(0, TOPUP_POLL_DELAYS_MS.length)).toEqual([...TOPUP_POLL_DELAYS_MS]);
    expect(waits.slice(TOPUP_POLL_DELAYS_MS.length).every((w) => w === TOPUP_POLL_DELAYS_MS.at(-1))).toBe(true);
    expect(topUpPollDelayMs(-3)).toBe(TOPUP_POLL_DELAYS_MS[0]);
  });
});
