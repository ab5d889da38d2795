// The header's close button (docs/bridge.md): where the app asked for one (close-flag.ts), it asks the app to close
// the page, or goes back in a browser. close-button-script.ts runs it.
import { canClose, close } from './app-bridge.ts';

/** Id of the button the shell renders hidden in the header. */
export const CLOSE_BUTTON_ID = 'app-close';

/** Shows and wires the close button, unless closing can do nothing here. */
export function installCloseButton(): void {
  const button = document.getElementById(CLOSE_BUTTON_ID);
  // A browser tab with nothing to go back to cannot be closed by a page: no button rather than a dead one.
  if (!(button instanceof HTMLButtonElement) || !canClose()) return;
  button.addEventListener('click', () => close());
  button.hidden = false;
}
