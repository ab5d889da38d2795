// The app bridge's open actions (docs/bridge.md): a person (their live room while they are live, else their profile),
// a host's live room, a profile, a family's room. The app opens them; without it, the deep link when the build
// configures a scheme, then the page's fallback if no app took the link; else the page's fallback (`otherwise`: it
// says there is nothing to open here).
import { appMessage, sendToApp, type AppAction, type AppActionFields, type AppMessage, type BridgeOutcome } from './app-bridge.ts';

/** The app's URL scheme for deep links (PUBLIC_APP_SCHEME: `duku` gives `duku://room/10001`); empty: none. */
export const APP_SCHEME: string = (import.meta.env.PUBLIC_APP_SCHEME || '').replace(/:\/\/$/, '');

/** How long a followed deep link may take to hide the page before the page's own fallback runs. */
export const DEEP_LINK_WAIT_MS = 1500;

/** The deep link path of each open action (docs/bridge.md). */
const DEEP_LINK_PATHS: Partial<Record<AppAction, string>> = { openRoom: 'room', openProfile: 'profile', openFamilyRoom: 'family-room' };

/** The deep link of an open action under `scheme` (`duku://room/10001`), or null for other actions or no scheme. */
export function deepLink(message: AppMessage, scheme: string): string | null {
  const path = DEEP_LINK_PATHS[message.action];
  const id = 'familyId' in message ? message.familyId : 'userId' in message ? message.userId : '';
  return scheme && path ? `${scheme}://${path}/${encodeURIComponent(id)}` : null;
}

/**
 * An open action: the app; else the deep link, then `otherwise` if the page is still in front after DEEP_LINK_WAIT_MS
 * (no app took the link); else `otherwise` (the page says there is nothing to open here).
 */
function open(message: AppMessage, otherwise: () => void): BridgeOutcome {
  if (sendToApp(message)) return 'app';
  const link = deepLink(message, APP_SCHEME);
  if (!link) {
    otherwise();
    return 'page';
  }
  setTimeout(() => document.hidden || otherwise(), DEEP_LINK_WAIT_MS);
  location.assign(link);
  return 'link';
}

/** Opens a host's live room; `otherwise` is the page's fallback. */
export function openRoom(fields: AppActionFields['openRoom'], otherwise: () => void): BridgeOutcome {
  return open(appMessage('openRoom', fields), otherwise);
}

/** Opens a user's profile; `otherwise` is the page's fallback. */
export function openProfile(fields: AppActionFields['openProfile'], otherwise: () => void): BridgeOutcome {
  return open(appMessage('openProfile', fields), otherwise);
}

/** Opens a family's room (SPEC 6: the creator's right); `otherwise` is the page's fallback. */
export function openFamilyRoom(fields: AppActionFields['openFamilyRoom'], otherwise: () => void): BridgeOutcome {
  return open(appMessage('openFamilyRoom', fields), otherwise);
}

/** Opens a person: their live room while they are live, else their profile; `otherwise` is the page's fallback. */
export function openPerson({ userId, live }: { userId: string; live: boolean }, otherwise: () => void): BridgeOutcome {
  return live ? openRoom({ userId }, otherwise) : openProfile({ userId }, otherwise);
}
