// A controllable IntersectionObserver for component tests: tests say when an element comes near the viewport.
import { vi } from 'vitest';

/** One fake observer, as the component created it. */
export interface FakeObserver {
  rootMargin: string;
  elements: Set<Element>;
}

/** Installs the fake and returns helpers; `vi.unstubAllGlobals()` removes it. */
export function installFakeIntersectionObserver() {
  const observers: { observer: FakeObserver; callback: IntersectionObserverCallback }[] = [];

  class FakeIntersectionObserver {
    readonly entry: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { rootMargin: options?.rootMargin ?? '0px', elements: new Set() };
      observers.push({ observer: this.entry, callback });
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** Every observer created so far. */
    observers: () => observers.map((o) => o.observer),
    /** Reports every observed element as inside (true) or outside (false) its observer's margin. */
    setNear(near: boolean) {
      for (const { observer, callback } of observers) {
        for (const target of observer.elements) {
          const entry = { target, isIntersecting: near, intersectionRatio: near ? 1 : 0 } as IntersectionObserverEntry;
          callback([entry], observer as unknown as IntersectionObserver);
        }
      }
    },
  };
}
