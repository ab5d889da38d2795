// The app bridge (DESIGN 12, docs/bridge.md): what a page asks of the app that opens it, one typed function per action.
// Each action is one message `{ action, ...fields, v: 1 }` handed to the app's handler, looked up at call time: the
// object the Android app adds (`window.<name>.postMessage(json)`) or the iOS app's script message handler
// (`webkit.messageHandlers.<name>`). Without an app (a browser, a test) every action does the page's own fallback
// (`otherwise`: say there is nothing to open here, share another way, go to the web top-up; close() goes back,
// setTitle() sets the document's title): never a dead tap.
// The open actions, with their deep links, are app-bridge-open.ts, and top-up is app-bridge-top-up.ts: bundles are
// split by module and every page with islands has a JavaScript budget (DESIGN 9), some with little room left, so a
// page loads the actions it uses and no more. Nothing is imported and no texts, brands or URLs are known here: the
// page passes its fallback. The build configuration read here (docs/deploy.md) is checked when the site is built
// (config.ts).

/**
 * The bridge's handler names (PUBLIC_APP_BRIDGE): one, or one per brand's app where they differ (`liveApp,dukuApp`);
 * a page runs inside one app, whose handler is the one it finds.
 */
export const APP_BRIDGE_NAMES: readonly string[] = (import.meta.env.PUBLIC_APP_BRIDGE || 'liveApp').split(',').map((name) => name.trim());

/** The message format's version; an app ignores versions it does not know. */
export const APP_BRIDGE_VERSION = 1;

/** Why a page asks the app for a top-up: the screen the user was on (the app may choose a package by it). */
export const RECHARGE_REASONS = ['vip', 'decor', 'tasks', 'turntable', 'marble'] as const;
/** A top-up reason. */
export type RechargeReason = (typeof RECHARGE_REASONS)[number];

/** Every action with its fields (docs/bridge.md lists them for app developers). */
export interface AppActionFields {
  openRoom: { userId: string };
  openProfile: { userId: string };
  openFamilyRoom: { familyId: string };
  recharge: { reason: RechargeReason };
  close: Record<never, never>;
  share: { title: string; text: string; url: string };
  setTitle: { title: string };
}

/** An action's name. */
export type AppAction = keyof AppActionFields;

/** One message as the app receives it. */
export type AppMessage = { [A in AppAction]: { action: A } & AppActionFields[A] & { v: typeof APP_BRIDGE_VERSION } }[AppAction];

/** The app's platform, told by the transport it offers. */
export type AppPlatform = 'android' | 'ios';

/** What became of a request: the app took it, a deep link was followed, or the page did it itself. */
export type BridgeOutcome = 'app' | 'link' | 'page';

/** A handler that takes messages: the Android app's injected object or an iOS script message handler. */
interface Handler {
  postMessage(message: unknown): void;
}

/** The handler of the app this page runs in, with its platform, or null in a browser. */
function transport(): { platform: AppPlatform; handler: Handler } | null {
  const ios = (window as { webkit?: { messageHandlers?: Record<string, Handler | undefined> } }).webkit;
  for (const name of APP_BRIDGE_NAMES) {
    const handler = ios && ios.messageHandlers && ios.messageHandlers[name];
    if (handler && typeof handler.postMessage === 'function') return { platform: 'ios', handler };
    const injected = (window as unknown as Record<string, Handler | undefined>)[name];
    if (injected && typeof injected.postMessage === 'function') return { platform: 'android', handler: injected };
  }
  return null;
}

/** True when an app's bridge is there to take messages. */
export function hasApp(): boolean {
  return transport() !== null;
}

/** The platform of the app this page runs in, or null in a browser. */
export function appPlatform(): AppPlatform | null {
  const found = transport();
  return found && found.platform;
}

/** The message of an action, as the app receives it. */
export function appMessage<A extends AppAction>(action: A, fields: AppActionFields[A]): AppMessage {
  return { action, ...fields, v: APP_BRIDGE_VERSION } as AppMessage;
}

/**
 * Hands `message` to the app: a JSON string on Android (its JavaScript interface takes strings), the object itself on
 * iOS. False when there is no app, or its handler refused the message.
 */
export function sendToApp(message: AppMessage): boolean {
  const found = transport();
  if (!found) return false;
  try {
    // Called as a method: both platforms' handlers refuse a detached call.
    found.handler.postMessage(found.platform === 'android' ? JSON.stringify(message) : message);
    return true;
  } catch {
    return false;
  }
}

/** Closes the page: the app closes its WebView; in a browser, back to the previous page. */
export function close(): BridgeOutcome {
  if (sendToApp(appMessage('close', {}))) return 'app';
  if (history.length > 1) history.back();
  else window.close();
  return 'page';
}

/** True when close() can do something here: an app to close the page, or a page to go back to. */
export function canClose(): boolean {
  return hasApp() || history.length > 1;
}

/** Shares a link through the app's share sheet; `otherwise` is the page's own way (Web Share, else copying). */
export function share(fields: AppActionFields['share'], otherwise: () => void): BridgeOutcome {
  if (sendToApp(appMessage('share', fields))) return 'app';
  otherwise();
  return 'page';
}

/** Sets the page's title, in the document and in the app's title bar. */
export function setTitle(fields: AppActionFields['setTitle']): BridgeOutcome {
  document.title = fields.title;
  return sendToApp(appMessage('setTitle', fields)) ? 'app' : 'page';
}
