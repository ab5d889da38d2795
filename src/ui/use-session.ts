// The session as islands read it: neutral while checking and at build time, so hydration always matches.
import { useStore } from '@nanostores/react';
import { $session, CHECKING, type SessionState } from '../lib/session.ts';

/** The page's session state ('checking' until the entry decides). */
export function useSession(): SessionState {
  return useStore($session, { ssr: () => CHECKING });
}
