// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PULL_REFRESH_THRESHOLD_PX, PullToRefresh } from '../../../src/ui/PullToRefresh.tsx';

/** A finger that goes down at y = 100 and moves down by `distance` px. */
function pullBy(target: HTMLElement, distance: number, release = true): void {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + distance }] });
  if (release) fireEvent.touchEnd(target, { touches: [] });
}

/** A page whose list shows how often it was loaded again. */
function setup() {
  render(
    <PullToRefresh lang="en">
      {(refreshes) => (
        <ul aria-label="Bills">
          <li>Loaded {refreshes} times again</li>
        </ul>
      )}
    </PullToRefresh>,
  );
  const list = screen.getByRole('list', { name: 'Bills' });
  return { list, refreshes: () => Number(/(\d+)/.exec(list.textContent ?? '')?.[1]) };
}

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

describe('PullToRefresh', () => {
  it('says what to do while pulling, and refreshes once when let go past the threshold', () => {
    const { refreshes, list } = setup();
    // The indicator moves half as far as the finger.
    pullBy(list, PULL_REFRESH_THRESHOLD_PX, false);
    expect(screen.getByRole('status').textContent).toBe('Pull down to refresh');
    pullBy(list, PULL_REFRESH_THRESHOLD_PX * 2, false);
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    fireEvent.touchEnd(list, { touches: [] });
    expect(refreshes()).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing for a short pull', () => {
    const { refreshes, list } = setup();
    pullBy(list, PULL_REFRESH_THRESHOLD_PX * 2 - 2);
    expect(refreshes()).toBe(0);
  });

  it('does nothing when the page is scrolled down: the gesture is a scroll back up', () => {
    const { refreshes, list } = setup();
    window.scrollTo(0, 300);
    pullBy(list, 400);
    expect(refreshes()).toBe(0);
  });

  it('does nothing for a pull upwards or a cancelled touch', () => {
    const { refreshes, list } = setup();
    pullBy(list, -300);
    pullBy(list, 400, false);
    fireEvent.touchCancel(list, { touches: [] });
    expect(refreshes()).toBe(0);
  });

  it('is announced in the page language', () => {
    cleanup();
    render(
      <PullToRefresh lang="id">{() => <p>Isi</p>}</PullToRefresh>,
    );
    pullBy(screen.getByText('Isi'), PULL_REFRESH_THRESHOLD_PX * 2, false);
    expect(screen.getByRole('status').textContent).toBe('Lepaskan untuk memuat ulang');
  });
});
