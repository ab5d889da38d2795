// "Is this element within 1.3 screens of the viewport?" for lazy images and infinite lists (DESIGN 7).
import { useEffect, useState } from 'react';

/** DESIGN 7: images and list pages start loading when they come within 1.3 screens of the viewport. */
export const LAZY_PRELOAD_SCREENS = 1.3;

/** `LAZY_PRELOAD_SCREENS` as an IntersectionObserver margin: percentages are of the viewport's size. */
export const PRELOAD_ROOT_MARGIN = `${Math.round(LAZY_PRELOAD_SCREENS * 100)}%`;

/** What `useNearViewport` reports. */
export interface NearViewport {
  /** The element is within the margin (always true where IntersectionObserver is missing). */
  near: boolean;
  /** False once mounted in a browser without IntersectionObserver, so callers can offer a manual fallback. */
  supported: boolean;
}

/** Watches `element` and reports whether it is within `rootMargin` of the viewport. */
export function useNearViewport(element: Element | null, rootMargin: string = PRELOAD_ROOT_MARGIN): NearViewport {
  // Before mount (and at build) nothing is near and support is assumed, so server and first client render agree.
  const [state, setState] = useState<NearViewport>({ near: false, supported: true });

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      setState({ near: true, supported: false });
      return undefined;
    }
    if (!element) {
      setState((s) => (s.near ? { near: false, supported: true } : s));
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setState({ near: entry.isIntersecting, supported: true });
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);

  return state;
}
