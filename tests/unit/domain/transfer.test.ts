import { describe, expect, it } from 'vitest';
import { RESALE_MULTIPLE_COINS, checkTransfer, type TransferInput } from '../../../src/domain/transfer.ts';
import { parseWholeAmount } from '../../../src/domain/money.ts';

const user = { userId: '10004', isDealer: false, isOwnSubAgent: false };
const valid: TransferInput = { senderId: '10003', target: user, amount: 10_000, balance: 1_000_000 };

describe('checkTransfer', () => {
  it('accepts 10,000 coins to a user: the smallest amount above 5000 that is a multiple of 5000', () => {
    expect(checkTransfer(valid)).toEqual({ ok: true });
  });

  it('needs the target searched first, and found', () => {
    expect(checkTransfer({ ...valid, target: undefined })).toEqual({ ok: false, error: 'targetNotSearched' });
    expect(checkTransfer({ ...valid, target: null })).toEqual({ ok: false, error: 'targetNotFound' });
  });

  it('never sends to another coin dealer, but does to the sender’s own sub-agent', () => {
    expect(checkTransfer({ ...valid, target: { userId: '10005', isDealer: true, isOwnSubAgent: false } })).toEqual({
      ok: false,
      error: 'targetIsDealer',
    });
    expect(checkTransfer({ ...valid, target: { userId: '10007', isDealer: true, isOwnSubAgent: true } })).toEqual({ ok: true });
  });

  it('refuses sending to oneself', () => {
    expect(checkTransfer({ ...valid, target: { ...user, userId: '10003' } })).toEqual({ ok: false, error: 'selfTransfer' });
  });

  it('holds the amount rules at their boundaries', () => {
    expect(checkTransfer({ ...valid, amount: null })).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkTransfer({ ...valid, amount: 0 })).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkTransfer({ ...valid, amount: -5_000 })).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkTransfer({ ...valid, amount: 7_500.5 })).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkTransfer({ ...valid, amount: 5_000 })).toEqual({ ok: false, error: 'amountTooSmall' });
    expect(checkTransfer({ ...valid, amount: 5_001 })).toEqual({ ok: false, error: 'notMultiple' });
    expect(checkTransfer({ ...valid, amount: 12_000 })).toEqual({ ok: false, error: 'notMultiple' });
    expect(checkTransfer({ ...valid, amount: 15_000 })).toEqual({ ok: true });
    expect(RESALE_MULTIPLE_COINS).toBe(5_000);
  });

  it('refuses more than the balance and allows exactly the balance', () => {
    expect(checkTransfer({ ...valid, amount: 1_005_000 })).toEqual({ ok: false, error: 'exceedsBalance' });
    expect(checkTransfer({ ...valid, amount: 1_000_000 })).toEqual({ ok: true });
  });
});

describe('parseWholeAmount', () => {
  it('reads plain digits only', () => {
    expect(parseWholeAmount('10000')).toBe(10_000);
    // One rule for every integer field (src/domain/integer.ts): no spaces, no leading zero.
    for (const bad of [' 5000 ', '05000', '', '0', '-5000', '+5000', '1e4', '10.000', '10,000', '5000.0', '0x10', '9'.repeat(16), null, undefined]) {
      expect(parseWholeAmount(bad), String(bad)).toBeNull();
    }
  });
});

describe('RESALE_QUICK_AMOUNTS_COINS', () => {
  it('offers only amounts a transfer accepts', async () => {
    const { RESALE_QUICK_AMOUNTS_COINS } = await import('../../../src/domain/transfer.ts');
    for (const amount of RESALE_QUICK_AMOUNTS_COINS) expect(checkTransfer({ ...valid, amount, balance: amount })).toEqual({ ok: true });
  });
});
