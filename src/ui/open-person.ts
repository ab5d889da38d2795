// What a PersonButton does when tapped: open the person in the app, or say there is nothing to open here. Its own
// module so PersonButton can load it (and the bridge) on the first tap.
import { openPerson } from '../lib/app-bridge-open.ts';
import { showToast } from './toast.ts';

/** Opens the person in the app (their room while live, else their profile), else says `noApp`. */
export function openPersonOrSay(person: { userId: string; live: boolean }, noApp: string): void {
  openPerson(person, () => showToast(noApp));
}
