// The app bridge's top-up (docs/bridge.md): the app's own store billing where the brand's rule sends this platform's
// app there, else the page's web top-up. Store rules differ by platform (docs/deploy.md, "App bridge").
import { appMessage, appPlatform, sendToApp, type AppActionFields, type AppPlatform, type BridgeOutcome, type RechargeReason } from './app-bridge.ts';

/** Where a brand sends "Top up" inside its app, by platform (src/lib/brand.ts `topUp`). */
export type TopUpRule = Readonly<Record<AppPlatform, 'app' | 'web'>>;

/**
 * Where "Top up" goes for a brand without a rule of its own: the App Store wants coins bought inside the iOS app to go
 * through in-app purchase; the Android app keeps the web top-up and its local wallets.
 */
export const DEFAULT_TOP_UP: TopUpRule = { android: 'web', ios: 'app' };

/** True when "Top up" goes to the app's own billing here: an app is present and the brand's rule sends its platform there. */
export function rechargeInApp(topUp: TopUpRule = DEFAULT_TOP_UP): boolean {
  const platform = appPlatform();
  return platform !== null && topUp[platform] === 'app';
}

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

/**
 * Top-up in the app's own billing where the brand's rule says so; else `otherwise` (the page's web top-up). `onBack`
 * (re-reading the balance) runs when the page shows again.
 */
export function recharge(fields: AppActionFields['recharge'], topUp: TopUpRule | undefined, otherwise: () => void, onBack?: () => void): BridgeOutcome {
  if (onBack) whenBackFromTopUp(onBack);
  if (rechargeInApp(topUp) && sendToApp(appMessage('recharge', fields))) return 'app';
  otherwise();
  return 'page';
}

/**
 * The click handler of a "Top up" link to the web top-up page: in the app's own billing where the brand's rule says
 * so (the link is then not followed), else the link does what links do. `onBack` runs when the page shows again.
 */
export function topUpClick(reason: RechargeReason, topUp: TopUpRule | undefined, onBack?: () => void): (event: { preventDefault(): void }) => void {
  return (event) => {
    if (recharge({ reason }, topUp, () => undefined, onBack) === 'app') event.preventDefault();
  };
}
