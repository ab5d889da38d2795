// Where a page goes when the session cannot be had (DESIGN 3 steps 3, 5, 7): the 404 page of its language, or, for an
// account in its cancellation cooling period, the login page with when it closes. The page
// it leaves is remembered for this tab, so signing in with the phone from there comes back to it.
import { parseLang } from './language.ts';
import { pageHref } from './paths.ts';

/** sessionStorage key of the page to come back to after signing in (read by the login page). */
export const LOGIN_NEXT_KEY = 'login:next';

/** Remembers this page, so signing in comes back to it. */
function rememberPage(): void {
  try {
    sessionStorage.setItem(LOGIN_NEXT_KEY, location.pathname + location.search);
  } catch {
    // Storage off: signing in then lands on the default page.
  }
}

/** Replaces this page with the 404 page of its language (no history entry to come back to). */
export function goToNotFound(): void {
  rememberPage();
  location.replace(pageHref('/404', parseLang(document.documentElement.lang) ?? 'en'));
}

/** Query parameter of the login page: the account being cancelled closes at this instant (epoch ms). */
export const CANCELLING_PARAM = 'cancelling';

/** Replaces this page with the login page saying the account closes at `endsAt`; signing in keeps it and comes back. */
export function goToCancelling(endsAt: number): void {
  rememberPage();
  location.replace(pageHref('/login', parseLang(document.documentElement.lang) ?? 'en', { [CANCELLING_PARAM]: String(endsAt) }));
}
