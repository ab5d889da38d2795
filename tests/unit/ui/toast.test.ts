// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS } from '../../../src/ui/toast.ts';

const regions = () => document.body.querySelectorAll('[role="status"]');

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows the text in one polite status region for 2000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    showToast('Copied');
    const region = regions()[0];
    expect(regions()).toHaveLength(1);
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('Copied');
    vi.advanceTimersByTime(1999);
    expect(region?.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(region?.textContent).toBe('');
  });

  it('replaces the current toast, reusing the same region and restarting the clock', () => {
    showToast('First');
    vi.advanceTimersByTime(1500);
    showToast('Second');
    expect(regions()).toHaveLength(1);
    expect(regions()[0]?.textContent).toBe('Second');
    vi.advanceTimersByTime(1500);
    expect(regions()[0]?.textContent).toBe('Second');
    vi.advanceTimersByTime(500);
    expect(regions()[0]?.textContent).toBe('');
  });

  it('keeps a toast as long as the call asks', () => {
    showToast('Saved', { durationMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(regions()[0]?.textContent).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(regions()[0]?.textContent).toBe('');
  });

  it('creates the region again if the page removed it', () => {
    showToast('One');
    document.body.innerHTML = '';
    showToast('Two');
    expect(regions()).toHaveLength(1);
    expect(regions()[0]?.textContent).toBe('Two');
  });
});
