// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from '../../../src/ui/Countdown.tsx';

const START_MS = Date.UTC(2026, 2, 1, 10, 0, 0);
/** The server is 90 s ahead of this phone: the countdown must follow the clock the page passes. */
const SERVER_AHEAD_MS = 90_000;
const serverNow = () => Date.now() + SERVER_AHEAD_MS;

const timer = () => screen.getByRole('timer');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START_MS);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('renders a neutral placeholder at build time, with no time in it', () => {
    const html = renderToString(<Countdown lang="en" targetMs={START_MS + 60_000} now={serverNow} />);
    expect(html).toContain('--:--:--');
    expect(html).toContain('role="timer"');
    expect(html).not.toMatch(/\d\d:\d\d/);
  });

  it('counts down second by second on the clock it is given', () => {
    render(<Countdown lang="en" targetMs={START_MS + SERVER_AHEAD_MS + 3_725_000} now={serverNow} />);
    expect(timer().textContent).toBe('01:02:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer().textContent).toBe('01:02:04');
    act(() => vi.advanceTimersByTime(65_000));
    expect(timer().textContent).toBe('01:00:59');
  });

  it('is a timer named "Time left" unless the page names it', () => {
    const { rerender } = render(<Countdown lang="en" targetMs={START_MS + 5000} now={Date.now} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeTruthy();
    rerender(<Countdown lang="en" targetMs={START_MS + 5000} now={Date.now} label="Event ends in" />);
    expect(screen.getByRole('timer', { name: 'Event ends in' })).toBeTruthy();
  });

  it('shows days in the page language when more than 24 hours are left', () => {
    const target = START_MS + 2 * 86_400_000 + 3_600_000 + 1000;
    const { rerender } = render(<Countdown lang="en" targetMs={target} now={Date.now} />);
    expect(timer().textContent).toBe('2d 01:00:01');
    rerender(<Countdown lang="id" targetMs={target} now={Date.now} />);
    expect(timer().textContent).toBe('2 hari 01:00:01');
    rerender(<Countdown lang="zh-cn" targetMs={target} now={Date.now} />);
    expect(timer().textContent).toBe('2天 01:00:01');
    expect(screen.getByRole('timer', { name: '剩余时间' })).toBeTruthy();
  });

  it('calls onEnd once when it reaches zero and then stops', () => {
    const onEnd = vi.fn();
    render(<Countdown lang="en" targetMs={START_MS + 2500} now={Date.now} onEnd={onEnd} />);
    expect(timer().textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(2499));
    expect(timer().textContent).toBe('00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(timer().textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onEnd at once when the target has already passed', () => {
    const onEnd = vi.fn();
    render(<Countdown lang="en" targetMs={START_MS - 1} now={Date.now} onEnd={onEnd} />);
    expect(timer().textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('formatCountdown', () => {
  it('keeps exactly 24 hours as hours and switches to days above', () => {
    expect(formatCountdown(86_400, 'en')).toBe('24:00:00');
    expect(formatCountdown(86_401, 'zh-tw')).toBe('1天 00:00:01');
    expect(formatCountdown(0, 'en')).toBe('00:00:00');
  });
});
