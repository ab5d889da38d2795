// @vitest-environment happy-dom
// The way back from a top-up on the purchase pages (src/lib/top-up-return.ts, issue 27 item 2): the purchase in the
// page's address, and the balance re-read once when the page shows again after the app's own billing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markReturnPoint, whenBackFromTopUp } from '../../src/lib/top-up-return.ts';

/** Sets what document.visibilityState reads and tells the page. */
function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('whenBackFromTopUp', () => {
  it('calls back once, when the page becomes visible again after the app covered it', () => {
    const onBack = vi.fn();
    whenBackFromTopUp(onBack);
    setVisibility('hidden');
    expect(onBack).not.toHaveBeenCalled();
    setVisibility('visible');
    setVisibility('hidden');
    setVisibility('visible');
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('markReturnPoint', () => {
  it("puts the purchase in the page's address without adding a history entry", () => {
    const entries = history.length;
    markReturnPoint('/attiremall?buy=mount-phoenix&days=30');
    expect(`${location.pathname}${location.search}`).toBe('/attiremall?buy=mount-phoenix&days=30');
    expect(history.length).toBe(entries);
  });
});
