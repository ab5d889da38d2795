// What the turntable islands of one page share: how many spins this page has made, so the records list reloads
// after each one (islands are separate React roots and share state through nanostores only).
import { atom } from 'nanostores';

/** Spins made on this page so far. */
export const $spinsMade = atom(0);

/** Counts a spin made on this page. */
export function spinMade(): void {
  $spinsMade.set($spinsMade.get() + 1);
}
