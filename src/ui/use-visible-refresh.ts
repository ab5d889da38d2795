// Live figures on a page that stays open (issue 26.5): the data is fetched again every `intervalMs` while the page is
// visible, at once when it becomes visible again, and never while it is hidden (the app in the background, the screen
// off), so a page left open costs nothing. A failed refresh keeps the last data; the next one tries again.
import { useEffect, useState } from 'react';

/** The latest data `load` gave since `since` changed, or null before the first refresh. */
export function useVisibleRefresh<T>(load: () => Promise<T>, intervalMs: number, since: unknown): T | null {
  const [fresh, setFresh] = useState<{ since: unknown; data: T } | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      load().then(
        (data) => {
          if (!stopped) setFresh({ since, data });
          schedule();
        },
        () => schedule(),
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
      else clearTimeout(timer);
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // `load` is the caller's closure of the moment; `since` names what it loads.
  }, [intervalMs, since]);
  return fresh !== null && Object.is(fresh.since, since) ? fresh.data : null;
}
