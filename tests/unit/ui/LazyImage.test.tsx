// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_LOAD_ATTEMPTS, LAZY_PRELOAD_SCREENS, LazyImage, retrySrc } from '../../../src/ui/LazyImage.tsx';
import { installFakeIntersectionObserver } from './fake-intersection-observer.ts';

const SRC = 'https://cdn.example.com/banner.png';

let io: ReturnType<typeof installFakeIntersectionObserver>;

beforeEach(() => {
  io = installFakeIntersectionObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('holds its box and alt from the start and loads only within 1.3 screens of the viewport', () => {
    expect(LAZY_PRELOAD_SCREENS).toBe(1.3);
    render(<LazyImage lang="en" src={SRC} alt="Ramadan event" width={328} height={120} />);
    const img = screen.getByRole('img', { name: 'Ramadan event' }) as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['328', '120']);
    expect(img.getAttribute('src')).not.toBe(SRC);
    expect(io.observers().map((o) => o.rootMargin)).toContain('130%');
    act(() => io.setNear(true));
    expect(img.getAttribute('src')).toBe(SRC);
  });

  it('keeps loading once started, even if scrolled away again', () => {
    render(<LazyImage lang="en" src={SRC} alt="Banner" width={100} height={100} />);
    act(() => io.setNear(true));
    act(() => io.setNear(false));
    expect(screen.getByRole('img').getAttribute('src')).toBe(SRC);
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage lang="en" src={SRC} alt="Banner" width={100} height={100} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(SRC);
  });

  it('retries a failed load with a fresh URL, three attempts in all, then shows a labelled placeholder of the same size', () => {
    expect(IMAGE_LOAD_ATTEMPTS).toBe(3);
    render(<LazyImage lang="en" src={SRC} alt="Ramadan event" width={328} height={120} />);
    act(() => io.setNear(true));
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?retry=2`);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?retry=3`);
    fireEvent.error(img);
    const placeholder = screen.getByRole('img', { name: 'Ramadan event (image failed to load)' });
    expect(placeholder.tagName).toBe('SPAN');
    expect([placeholder.style.width, placeholder.style.height]).toEqual(['328px', '120px']);
  });

  it('hides the placeholder of a decorative image from screen readers', () => {
    const { container } = render(<LazyImage lang="zh-cn" src={SRC} alt="" width={50} height={50} />);
    act(() => io.setNear(true));
    for (let i = 0; i < IMAGE_LOAD_ATTEMPTS; i += 1) fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('labels the placeholder in the page language', () => {
    render(<LazyImage lang="id" src={SRC} alt="Spanduk" width={50} height={50} />);
    act(() => io.setNear(true));
    for (let i = 0; i < IMAGE_LOAD_ATTEMPTS; i += 1) fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Spanduk (gambar gagal dimuat)' })).toBeTruthy();
  });
});

describe('retrySrc', () => {
  it('leaves the first attempt alone and adds a retry query after any existing query, before the hash', () => {
    expect(retrySrc(SRC, 1)).toBe(SRC);
    expect(retrySrc(`${SRC}?w=320`, 2)).toBe(`${SRC}?w=320&retry=2`);
    expect(retrySrc(`${SRC}#top`, 3)).toBe(`${SRC}?retry=3#top`);
  });
});
