// Imported first by every module that creates persistent stores: DESIGN 1 keeps the session and the clock offset
// in sessionStorage (gone when the WebView closes), never localStorage. Falls back to memory during the build and
// where storage is disabled.
import { setPersistentEngine, type PersistentEvents, type PersistentStore } from '@nanostores/persistent';

const NO_EVENTS: PersistentEvents = { addEventListener() {}, removeEventListener() {} };

/** sessionStorage, or null during the build and where storage is off. */
function sessionStorageOrNull(): PersistentStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

setPersistentEngine(sessionStorageOrNull() ?? {}, NO_EVENTS);
