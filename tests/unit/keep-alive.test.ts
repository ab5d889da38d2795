import { describe, expect, it } from 'vitest';
import { keepPartOn, keptValue, type KeepAliveHost } from '../../src/lib/keep-alive.ts';

/** A page visit with its own pagehide listeners over a shared sessionStorage. */
function visit(storage: Map<string, string>, navigationType: string, key = '/mall') {
  const listeners: (() => void)[] = [];
  const host: KeepAliveHost = {
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
    },
    key,
    navigationType,
    onPageHide: (listener) => void listeners.push(listener),
  };
  return { host, hide: () => listeners.forEach((listener) => listener()) };
}

describe('keep-alive', () => {
  it('hands back the tab and list kept on pagehide when the user comes back', () => {
    const storage = new Map<string, string>();
    const first = visit(storage, 'navigate');
    expect(keepPartOn(first.host, 'tab', () => 'svip')).toBeUndefined();
    expect(keepPartOn(first.host, 'list', () => [{ id: 1 }, { id: 2 }])).toBeUndefined();
    first.hide();

    const back = visit(storage, 'back_forward');
    expect(keepPartOn(back.host, 'tab', () => 'vip')).toBe('svip');
    expect(keepPartOn(back.host, 'list', () => [])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('restores after a reload too', () => {
    const storage = new Map<string, string>();
    const first = visit(storage, 'navigate');
    keepPartOn(first.host, 'scroll', () => 640);
    first.hide();
    expect(keptValue(visit(storage, 'reload').host, 'scroll')).toBe(640);
  });

  it('starts fresh when the page is opened anew from a banner', () => {
    const storage = new Map<string, string>();
    const first = visit(storage, 'navigate');
    keepPartOn(first.host, 'scroll', () => 640);
    first.hide();
    expect(keptValue(visit(storage, 'navigate').host, 'scroll')).toBeUndefined();
  });

  it('keeps each page and each part apart', () => {
    const storage = new Map<string, string>();
    const mall = visit(storage, 'navigate', '/mall');
    keepPartOn(mall.host, 'tab', () => 'a');
    mall.hide();
    const record = visit(storage, 'navigate', '/marble/lotteryRecord');
    keepPartOn(record.host, 'tab', () => 'b');
    record.hide();
    expect(keptValue(visit(storage, 'back_forward', '/mall').host, 'tab')).toBe('a');
    expect(keptValue(visit(storage, 'back_forward', '/marble/lotteryRecord').host, 'tab')).toBe('b');
  });

  it('survives storage that is off, full or holds garbage', () => {
    const off = visit(new Map(), 'back_forward');
    off.host.storage = null;
    expect(keepPartOn(off.host, 'tab', () => 'x')).toBeUndefined();
    off.hide();

    const full = visit(new Map(), 'back_forward');
    full.host.storage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(keepPartOn(full.host, 'tab', () => 'x')).toBeUndefined();
    expect(() => full.hide()).not.toThrow();
  });
});
