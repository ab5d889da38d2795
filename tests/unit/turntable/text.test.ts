import { describe, expect, it } from 'vitest';
import { TURNTABLE_WHEELS } from '../../../src/domain/turntable.ts';
import { DEFAULT_BRAND } from '../../../src/lib/brand.ts';
import { coinsText, decimalText, limitText, percentText, stepText, windowText } from '../../../src/features/turntable/text.ts';

describe('percentText', () => {
  it('shows a chance with up to three decimals, in the language decimal mark', () => {
    expect(percentText({ numerator: 400, denominator: 1_000 }, 'en')).toBe('40%');
    expect(percentText({ numerator: 4, denominator: 1_000 }, 'en')).toBe('0.4%');
    expect(percentText({ numerator: 2, denominator: 10_000 }, 'id')).toBe('0,02%');
    expect(percentText({ numerator: 1, denominator: 3 }, 'zh-cn')).toBe('33.333%');
    expect(percentText({ numerator: 1, denominator: 10_000_000 }, 'en')).toBe('<0.001%');
  });
});

describe('decimalText', () => {
  it('groups the whole part and drops trailing zeros', () => {
    expect(decimalText({ numerator: 12_000_000, denominator: 1_000 }, 'id', 2)).toBe('12.000');
    expect(decimalText({ numerator: 1, denominator: 8 }, 'en', 2)).toBe('0.13');
    expect(decimalText({ numerator: 25, denominator: 10 }, 'id', 2)).toBe('2,5');
  });
});

describe('wheel texts', () => {
  it('say each wheel window, step and limit from its config, in every language', () => {
    expect(windowText(TURNTABLE_WHEELS.harta.schedule, 'en')).toBe('Open on days 1-10 of every month, 00:00 to 24:00 (UTC+7)');
    expect(windowText(TURNTABLE_WHEELS.tanpa.schedule, 'id')).toBe('Buka setiap minggu dari Jumat pukul 00.00 sampai Minggu pukul 24.00 (WIB, UTC+7)');
    expect(stepText(TURNTABLE_WHEELS.luckyOne, 'zh-tw', DEFAULT_BRAND)).toBe('本輪內每儲值100,000 金幣可獲得1次抽獎');
    expect(limitText(TURNTABLE_WHEELS.lucky, 'en')).toBe('At most 20 spins per round');
    expect(limitText(TURNTABLE_WHEELS.tanpa, 'zh-cn')).toBe('每轮抽奖次数不设上限');
    expect(coinsText(1_500_000, 'id', DEFAULT_BRAND)).toBe('1.500.000 Koin');
  });
});
