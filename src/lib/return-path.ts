// The way back to a purchase after a top-up (issue 27 item 2): the purchase page sends the top-up page its own path in
// `?return=`, and the top-up page links back to it. Only a path of this site is honoured: anything that could leave it
// (`//host`, `https://…`, `javascript:`, a backslash that browsers read as a slash) is refused, so the link cannot be
// made to send the user elsewhere.

/** Where the top-up page keeps the way back while the user pays on the provider's page (its link back drops the query). */
const RETURN_STORAGE_KEY = 'topup-return';
/** A path is short: anything longer is not one this site makes. */
const RETURN_PATH_MAX_CHARS = 300;

/** The path itself when `raw` is a path of this site (with its query), else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX_CHARS) return null;
  // A path: one leading slash, then no slash or backslash right after it, no backslash or control character anywhere.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'https://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.origin === base ? `${url.pathname}${url.search}` : null;
}

/**
 * The way back: `raw` when it is a safe path (remembered for the provider's round trip); else, when `recall` (the page
 * is back from the provider), the one remembered; a visit with neither forgets it.
 */
export function returnPathOf(raw: string | null | undefined, recall: boolean): string | null {
  const path = safeReturnPath(raw);
  try {
    if (path) sessionStorage.setItem(RETURN_STORAGE_KEY, path);
    else if (!recall) sessionStorage.removeItem(RETURN_STORAGE_KEY);
    return path ?? (recall ? safeReturnPath(sessionStorage.getItem(RETURN_STORAGE_KEY)) : null);
  } catch {
    // Storage is off in some WebViews: the way back then lasts as long as the address keeps it.
    return path;
  }
}
