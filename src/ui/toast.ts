// Toasts in plain DOM, so any island or plain page script can show one without React (DESIGN 8).

/** SPEC 9: a toast stays 2000 ms unless the call says otherwise. */
export const TOAST_DURATION_MS = 2000;

/** Options of one toast. */
export interface ToastOptions {
  /** How long the text stays, in milliseconds. */
  durationMs?: number;
}

let region: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** The page's single polite live region, created on first use (and again if something removed it). */
function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'ui-toast';
  // One polite status region for the whole page: screen readers announce each new text without interrupting.
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

/** Shows `text` briefly at the bottom of the screen, replacing any toast still showing. */
export function showToast(text: string, { durationMs = TOAST_DURATION_MS }: ToastOptions = {}): void {
  const el = liveRegion();
  clearTimeout(hideTimer);
  el.textContent = text;
  hideTimer = setTimeout(() => {
    el.textContent = '';
  }, durationMs);
}
