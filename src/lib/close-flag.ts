// The close button the app may ask for (docs/bridge.md): `close=1` in the address of a page shows it in the header,
// on that page and on every later page of the tab (the app's WebView), until an address says `close=0`. Read by the
// boot script, which loads the entry where there is a request to look at, and by the entry, which keeps it and shows
// the button (app-close-button.ts); no imports, as the boot script is inlined in every page.

/** The query parameter the app sets. */
export const CLOSE_PARAM = 'close';
/** sessionStorage key that keeps the request for the rest of the tab. */
export const CLOSE_STORAGE_KEY = 'app:close';

/**
 * Whether the entry has a close request to look at: this address says something about it (close=1 or close=0), or an
 * earlier page of the tab asked. The boot script loads the entry then, so that it keeps or withdraws the request.
 */
export function closeInPlay(search: string): boolean {
  try {
    return new URLSearchParams(search).has(CLOSE_PARAM) || sessionStorage.getItem(CLOSE_STORAGE_KEY) === '1';
  } catch {
    // Storage off: only this address can ask, and it says nothing.
    return false;
  }
}

/** Keeps this address's request (or its withdrawal) for the later pages of the tab; true when a button is asked for. */
export function takeCloseRequest(search: string): boolean {
  const asked = new URLSearchParams(search).get(CLOSE_PARAM);
  try {
    if (asked !== null) sessionStorage.setItem(CLOSE_STORAGE_KEY, asked);
    return sessionStorage.getItem(CLOSE_STORAGE_KEY) === '1';
  } catch {
    // Storage off: the request holds for this page only.
    return asked === '1';
  }
}
