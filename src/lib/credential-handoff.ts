// The app's credentials leave the address bar before first paint: the boot script takes them out of the URL and
// hands them to the entry without any request carrying them again. Same page or across a language redirect they
// wait in this tab's sessionStorage; where storage is off, in memory on the same page and in the URL fragment
// (which is never sent to a server) across the redirect. Shared by the boot script and the entry.
import { CREDENTIAL_PARAMS } from './entry-plan.ts';

/** sessionStorage key of handed-over credentials. */
export const HANDOFF_KEY = 'entry:credentials';
/** The fragment that carries them across a redirect when storage is off. */
export const HANDOFF_FRAGMENT = '#h5-credentials=';
/** Handed-over credentials older than this are not used: they belonged to an entry that never ran. */
export const HANDOFF_MAX_AGE_MS = 60_000;

/** The credential parameters of `href` as a query string ('' when none), and `href` without them. */
export function splitCredentials(href: string): { credentials: string; cleaned: string } {
  const url = new URL(href);
  const taken = new URLSearchParams(url.hash.startsWith(HANDOFF_FRAGMENT) ? decodeURIComponent(url.hash.slice(HANDOFF_FRAGMENT.length)) : '');
  if (url.hash.startsWith(HANDOFF_FRAGMENT)) url.hash = '';
  for (const name of CREDENTIAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) taken.set(name, value);
    url.searchParams.delete(name);
  }
  return { credentials: taken.toString(), cleaned: url.href };
}

/** Keeps credentials for this page's entry; false when storage is off (they are then kept in memory only). */
export function handOver(credentials: string, now: number): boolean {
  window.h5Credentials = credentials;
  try {
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ credentials, at: now }));
    return true;
  } catch {
    return false;
  }
}

/** `redirect` carrying the credentials in its fragment, for the next page when storage cannot. */
export function withCredentialFragment(redirect: string, credentials: string): string {
  const url = new URL(redirect);
  url.hash = HANDOFF_FRAGMENT + encodeURIComponent(credentials);
  return url.href;
}

/** The credentials handed over to this page and not yet received, or empty parameters; leaves them in place. */
export function peekCredentials(now: number): URLSearchParams {
  if (window.h5Credentials) return new URLSearchParams(window.h5Credentials);
  try {
    const stored = sessionStorage.getItem(HANDOFF_KEY);
    const parsed = stored ? (JSON.parse(stored) as { credentials?: unknown; at?: unknown }) : null;
    if (parsed && typeof parsed.credentials === 'string' && typeof parsed.at === 'number' && now - parsed.at < HANDOFF_MAX_AGE_MS) {
      return new URLSearchParams(parsed.credentials);
    }
  } catch {
    // Storage off or a foreign value: nothing was handed over there.
  }
  return new URLSearchParams();
}

/** The credentials handed over to this page (removed once read), or empty parameters. */
export function receiveCredentials(now: number): URLSearchParams {
  const credentials = peekCredentials(now);
  try {
    sessionStorage.removeItem(HANDOFF_KEY);
  } catch {
    // Storage off: the in-memory copy is all there was.
  }
  window.h5Credentials = '';
  return credentials;
}
