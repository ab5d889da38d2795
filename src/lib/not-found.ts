// Where a page goes when the session cannot be had (DESIGN 3 steps 3, 5, 7): the 404 page of its language.
import { parseLang } from './language.ts';
import { pageHref } from './paths.ts';

/** Replaces this page with the 404 page of its language (no history entry to come back to). */
export function goToNotFound(): void {
  location.replace(pageHref('/404', parseLang(document.documentElement.lang) ?? 'en'));
}
