// The way back to a purchase after "Top up coins" (issue 27 item 2), for the purchase pages (/buyVip, the Decor Shop):
// the purchase in the page's own address, the top-up page's parameter naming it, and a re-read of the balance when
// the page shows again after the app's own billing (src/lib/app-bridge-top-up.ts) or the browser's back button.
// Apart from the app bridge's module so the other pages with a top-up link (the turntables, tasks) do not load it.

/** The web top-up page's query parameter naming the purchase to return to (checked by src/lib/return-path.ts). */
export const RETURN_PARAM = 'return';

/** Puts `path` (the purchase as it stands) in place of the page's address before a top-up: the back button returns to it. */
export function markReturnPoint(path: string): void {
  history.replaceState(history.state, '', path);
}

/**
 * Calls `onBack` once when the page shows again after the user left it to top up: the app's billing closed over it
 * (the page becomes visible), or the browser brought it back from its cache (a page loaded anew reads its address).
 */
export function whenBackFromTopUp(onBack: () => void): void {
  const back = (event: Event) => {
    if (event.type === 'visibilitychange' ? document.visibilityState !== 'visible' : !(event as PageTransitionEvent).persisted) return;
    document.removeEventListener('visibilitychange', back);
    window.removeEventListener('pageshow', back);
    onBack();
  };
  document.addEventListener('visibilitychange', back);
  window.addEventListener('pageshow', back);
}
