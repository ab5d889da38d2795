// The session (SPEC 3: isLogin, userId, token) as nanostores shared by every island and the entry. Its status is
// what islands wait on: 'checking' until the entry decides, then 'in' or 'out'.
import './session-storage.ts';
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { serverNow } from './clock.ts';
import { planEntry, type StoredSession } from './entry-plan.ts';
import { peekCredentials } from './credential-handoff.ts';

/** A signed-in session as islands see it. */
export interface SignedIn {
  status: 'in';
  isLogin: true;
  userId: string;
  /** The API's authorization token. */
  token: string;
  packageType: string;
}

/** What islands render from: neutral while checking. */
export type SessionState = { status: 'checking' } | { status: 'out' } | SignedIn;

/** The state islands render before the session is known (and at build time). */
export const CHECKING: SessionState = { status: 'checking' };

/** A stored value as a session, or null when it is missing or malformed (edited storage, older format). */
export function parseStoredSession(raw: string | undefined): StoredSession | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StoredSession> | null;
    if (!value) return null;
    const { userId, token, packageType, appToken, expiresAt } = value;
    if (typeof userId !== 'string' || typeof token !== 'string' || typeof packageType !== 'string' || typeof appToken !== 'string') return null;
    if (expiresAt !== null && typeof expiresAt !== 'number') return null;
    return userId && token ? { userId, token, packageType, appToken, expiresAt } : null;
  } catch {
    return null;
  }
}

/** The session kept in sessionStorage. */
export const $storedSession = persistentAtom<StoredSession | null>('session', null, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: parseStoredSession,
});

/** The state of this page's session. */
export const $session = atom<SessionState>(CHECKING);

/** The signed-in state of a stored session. */
function signedIn(stored: StoredSession): SignedIn {
  return { status: 'in', isLogin: true, userId: stored.userId, token: stored.token, packageType: stored.packageType };
}

/** Starts a session (after a successful token check, or from a trusted query). */
export function startSession(stored: StoredSession): void {
  $storedSession.set(stored);
  $session.set(signedIn(stored));
}

/** Ends the session (expired token, failed check). */
export function endSession(): void {
  $storedSession.set(null);
  $session.set({ status: 'out' });
}

/**
 * Resolves now what needs no network: a stored session in use, or a public page without one. The boot script has
 * already taken the app's credentials out of the address bar, so they are read where it handed them over: a public
 * page opened with them is checking, not signed out, until the entry has used them.
 */
function initialState(): SessionState {
  if (typeof window === 'undefined') return CHECKING;
  const plan = planEntry({
    query: peekCredentials(Date.now()),
    stored: $storedSession.get(),
    auth: document.documentElement.dataset['auth'] === 'true',
    now: serverNow(),
  });
  if (plan.kind === 'useStored') return signedIn(plan.session);
  if (plan.kind === 'signedOut') return { status: 'out' };
  return CHECKING;
}

$session.set(initialState());
