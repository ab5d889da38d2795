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

/** Top-up in the app's own billing where the brand's rule says so; else `otherwise` (the page's web top-up). */
export function recharge(fields: AppActionFields['recharge'], topUp: TopUpRule | undefined, otherwise: () => void): BridgeOutcome {
  if (rechargeInApp(topUp) && sendToApp(appMessage('recharge', fields))) return 'app';
  otherwise();
  return 'page';
}

/**
 * The click handler of a "Top up" link to the web top-up page: in the app's own billing where the brand's rule says
 * so (the link is then not followed), else the link does what links do.
 */
export function topUpClick(reason: RechargeReason, topUp: TopUpRule | undefined): (event: { preventDefault(): void }) => void {
  return (event) => {
    if (recharge({ reason }, topUp, () => undefined) === 'app') event.preventDefault();
  };
}
