// DESIGN 7 keep-alive for /mall and /marble/lotteryRecord: on `pagehide` the scroll position and each part an
// island registers (tab, loaded list) go to sessionStorage, each under its own key so that separately bundled
// islands never overwrite each other; when the user comes back (back/forward or reload) they are handed back.
// Android WebView's back/forward cache is usually off, so it cannot be relied on.

/** Prefix of the sessionStorage keys: `keepAlive:<pathname>#<part>`. */
export const KEEP_ALIVE_STORAGE_PREFIX = 'keepAlive:';

/** The browser pieces keep-alive needs: the window in production, fakes in tests. */
export interface KeepAliveHost {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The page's key (its pathname). */
  key: string;
  /** PerformanceNavigationTiming.type of this load. */
  navigationType: string;
  onPageHide(listener: () => void): void;
}

/** Only coming back to a page restores it; a page opened afresh from a banner starts at the top. */
function isReturn(navigationType: string): boolean {
  return navigationType === 'back_forward' || navigationType === 'reload';
}

function storageKey(host: KeepAliveHost, part: string): string {
  return `${KEEP_ALIVE_STORAGE_PREFIX}${host.key}#${part}`;
}

/** The value kept for `part` when this load is a return to the page; anything unreadable counts as nothing. */
export function keptValue<T>(host: KeepAliveHost, part: string): T | undefined {
  if (!isReturn(host.navigationType)) return undefined;
  try {
    const raw = host.storage?.getItem(storageKey(host, part));
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `part` (read on pagehide) and returns the value kept from the last visit, if this is a return. */
export function keepPartOn<T>(host: KeepAliveHost, part: string, read: () => T): T | undefined {
  host.onPageHide(() => {
    try {
      host.storage?.setItem(storageKey(host, part), JSON.stringify(read()));
    } catch {
      // Storage full or off: the page simply starts fresh next time.
    }
  });
  return keptValue<T>(host, part);
}

/** sessionStorage, or null where storage is disabled. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The current page as a keep-alive host. */
export function browserHost(): KeepAliveHost {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    storage: sessionStorageOrNull(),
    key: location.pathname,
    navigationType: nav?.type ?? 'navigate',
    onPageHide: (listener) => window.addEventListener('pagehide', listener),
  };
}

/** Islands of keep-alive routes: keep a piece of state (tab, loaded list); returns last visit's value on return. */
export function keepPart<T>(part: string, read: () => T): T | undefined {
  return keepPartOn(browserHost(), part, read);
}

const SCROLL_PART = 'scroll';

/** Puts the scroll position back; islands call it again after rendering restored content. */
export function restoreScroll(): void {
  const y = keptValue<number>(browserHost(), SCROLL_PART);
  if (typeof y === 'number') window.scrollTo(0, y);
}

/** Shell of a keep-alive route: keep the scroll position and put it back once the page has loaded. */
export function installKeepAlive(): void {
  keepPart(SCROLL_PART, () => Math.round(window.scrollY));
  if (document.readyState === 'complete') restoreScroll();
  else window.addEventListener('load', restoreScroll, { once: true });
}
