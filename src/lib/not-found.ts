// Where a page goes when the session cannot be had (DESIGN 3 steps 3, 5, 7): the 404 page of its language. The page
// it leaves is remembered for this tab, so signing in with the phone from there comes back to it.
import { parseLang } from './language.ts';
import { pageHref } from './paths.ts';

/** sessionStorage key of the page to come back to after signing in (read by the login page). */
export const LOGIN_NEXT_KEY = 'login:next';

/** Replaces this page with the 404 page of its language (no history entry to come back to). */
export function goToNotFound(): void {
  try {
    sessionStorage.setItem(LOGIN_NEXT_KEY, location.pathname + location.search);
  } catch {
    // Storage off: signing in then lands on the default page.
  }
  location.replace(pageHref('/404', parseLang(document.documentElement.lang) ?? 'en'));
}
