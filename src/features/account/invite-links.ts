// The inviter a download page names (/download?inviter=ID, shared from /meshare), and the store and APK links that
// carry it so the app can read it at its first launch (docs/deploy.md, "Invite links").
import { parseIntegerField } from '../../domain/integer.ts';

/** The inviter id of a download address's query, or null when absent or not a user id as people write it. */
export function inviterParam(search: string): string | null {
  const value = new URLSearchParams(search).get('inviter');
  // The one integer rule (a user id as people write it), without the account domain's other code.
  return value !== null && parseIntegerField(value, { min: 1 }) !== null ? value : null;
}

/** The download links with the inviter: Google Play's install referrer, the APK's query, the App Store campaign token. */
export function invitedDownloads(downloads: { googlePlay: string; appStore: string; apk: string }, inviterId: string): { googlePlay: string; appStore: string; apk: string } {
  const withParam = (href: string, name: string, value: string) => {
    const url = new URL(href);
    url.searchParams.set(name, value);
    return url.toString();
  };
  return {
    // Google Play hands `referrer` to the app once installed (Install Referrer API): `inviter=10001`.
    googlePlay: withParam(downloads.googlePlay, 'referrer', `inviter=${inviterId}`),
    // The App Store passes nothing to the app: the campaign token only reaches the brand's App Store reports.
    appStore: withParam(downloads.appStore, 'ct', `inviter-${inviterId}`),
    // The APK's host stamps `inviter` into the file it serves (docs/deploy.md).
    apk: withParam(downloads.apk, 'inviter', inviterId),
  };
}
