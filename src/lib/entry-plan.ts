// What a page does about the session when the app opens it (DESIGN 3 steps 1, 4, 5): pure, unit-tested.
import { PACKAGE_TYPE_PATTERN } from '../contract/ids.ts';

/** Credentials the app passes in the query. */
export interface QueryCredentials {
  userId: string;
  /** The app's token (`token` or `recharge_sign`). */
  token: string;
  packageType: string;
}

/** The session kept in sessionStorage for the life of the WebView. */
export interface StoredSession {
  userId: string;
  /** The API's authorization token (Bearer). */
  token: string;
  packageType: string;
  /** The app token the session was made from: a new one from the app makes a new session. */
  appToken: string;
  /** When the API session ends (server clock, epoch ms); null when unknown (`logins=true`). */
  expiresAt: number | null;
}

/** A stored session counts as over this long before it expires, so no call starts with a dying token. */
export const SESSION_EXPIRY_MARGIN_MS = 60_000;

/** True while a stored session can still be used at server time `now`. */
export function isLive(session: StoredSession, now: number): boolean {
  return session.expiresAt === null || session.expiresAt - SESSION_EXPIRY_MARGIN_MS > now;
}

/** Query parameters that carry credentials; the boot script takes them out of the address bar (DESIGN 3 step 6). */
export const CREDENTIAL_PARAMS = ['user_id', 'uis', 'token', 'recharge_sign', 'logins'] as const;

/** The credentials of a query, or null when it has none (both a user and a token are needed). */
export function queryCredentials(query: URLSearchParams): QueryCredentials | null {
  const userId = (query.get('user_id') ?? query.get('uis') ?? '').trim();
  const token = (query.get('token') ?? query.get('recharge_sign') ?? '').trim();
  if (!userId || !token) return null;
  // Anything but digits is no package type (the default brand), never a key to look up or to send.
  const packageType = (query.get('package_type') ?? '').trim();
  return { userId, token, packageType: PACKAGE_TYPE_PATTERN.test(packageType) ? packageType : '' };
}

/** What the entry will do. */
export type EntryPlan =
  | { kind: 'useStored'; session: StoredSession }
  | { kind: 'establish'; credentials: QueryCredentials }
  | { kind: 'trustQuery'; credentials: QueryCredentials }
  | { kind: 'signedOut' }
  | { kind: 'notFound' };

/** DESIGN 3: decides from the query, the stored session (if still live at server time `now`) and the page's auth. */
export function planEntry(input: { query: URLSearchParams; stored: StoredSession | null; auth: boolean; now: number }): EntryPlan {
  const credentials = queryCredentials(input.query);
  // An expired session is no session: the app's credentials make a new one, or the page has none.
  const stored = input.stored && isLive(input.stored, input.now) ? input.stored : null;
  if (credentials) {
    // Step 4: logins=true takes the query's user and token as they are, without a check.
    if (input.query.get('logins') === 'true') return { kind: 'trustQuery', credentials };
    // Step 1: the same user with the same app token keeps the stored session; anything else re-establishes.
    if (stored && stored.userId === credentials.userId && stored.appToken === credentials.token) {
      return { kind: 'useStored', session: stored };
    }
    return { kind: 'establish', credentials };
  }
  if (stored) return { kind: 'useStored', session: stored };
  // Step 5: an auth page without credentials or session shows 404; a public page simply has no session.
  return input.auth ? { kind: 'notFound' } : { kind: 'signedOut' };
}
