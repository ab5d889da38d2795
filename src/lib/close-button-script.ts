// The script the entry adds to a page where the app asked for a close button (close-flag.ts): it shows and wires the
// button. Bundled on its own, with its copy of the bridge, so pages load it only where the app asks (EntryScript.astro).
import { installCloseButton } from './app-close-button.ts';

installCloseButton();
