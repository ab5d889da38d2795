// @vitest-environment happy-dom
// The app bridge (src/lib/app-bridge.ts, docs/bridge.md): each action's message in both transports, and the fallback
// when no app takes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_BRIDGE_VERSION,
  appMessage,
  appPlatform,
  canClose,
  close,
  hasApp,
  setTitle,
  share,
  type AppMessage,
  type BridgeOutcome,
} from '../../src/lib/app-bridge.ts';
import { DEFAULT_TOP_UP, recharge, rechargeInApp, type TopUpRule } from '../../src/lib/app-bridge-top-up.ts';
import { DEEP_LINK_WAIT_MS, deepLink, openFamilyRoom, openPerson, openProfile, openRoom } from '../../src/lib/app-bridge-open.ts';
import { DEFAULT_BRAND, type Brand } from '../../src/lib/brand.ts';
import { appBridgeConfigProblems } from '../../src/lib/config.ts';

// A build for two brands' apps, one naming its bridge otherApp, without a deep-link scheme (the tests of deep links
// load the module again as a build with one).
vi.hoisted(() => {
  vi.stubEnv('PUBLIC_APP_BRIDGE', 'liveApp,otherApp');
  vi.stubEnv('PUBLIC_APP_SCHEME', '');
});

/** The open actions as a build with the deep-link scheme `duku` has them. */
async function bridgeWithScheme(): Promise<typeof import('../../src/lib/app-bridge-open.ts')> {
  vi.stubEnv('PUBLIC_APP_SCHEME', 'duku');
  vi.resetModules();
  const bridge = await import('../../src/lib/app-bridge-open.ts');
  vi.stubEnv('PUBLIC_APP_SCHEME', '');
  return bridge;
}

type Posted = ReturnType<typeof vi.fn<(message: unknown) => void>>;

/** The Android app's injected object `window.<name>`, recording what it is given. */
function androidApp(name = 'liveApp'): Posted {
  const postMessage = vi.fn<(message: unknown) => void>();
  Object.assign(window, { [name]: { postMessage } });
  return postMessage;
}

/** The iOS app's `webkit.messageHandlers.<name>`, recording what it is given. */
function iosApp(name = 'liveApp'): Posted {
  const postMessage = vi.fn<(message: unknown) => void>();
  Object.assign(window, { webkit: { messageHandlers: { [name]: { postMessage } } } });
  return postMessage;
}

/** A page's fallback that must not run: the app took the message. */
function unexpected(): void {
  throw new Error('the fallback ran although an app took the message');
}

const assign = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
/** Both apps take top-up, so recharge is a message on both platforms. */
const BOTH_IN_APP: TopUpRule = { android: 'app', ios: 'app' };

beforeEach(() => {
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of ['liveApp', 'otherApp', 'someoneElse', 'webkit']) Reflect.deleteProperty(window, name);
});

/** Every action with its call and the message the app must receive. */
const ACTIONS: { name: string; call: () => BridgeOutcome; message: AppMessage }[] = [
  { name: 'openRoom', call: () => openRoom({ userId: '20102' }, unexpected), message: { action: 'openRoom', userId: '20102', v: 1 } },
  { name: 'openProfile', call: () => openProfile({ userId: '10001' }, unexpected), message: { action: 'openProfile', userId: '10001', v: 1 } },
  {
    name: 'openFamilyRoom',
    call: () => openFamilyRoom({ familyId: '30001' }, unexpected),
    message: { action: 'openFamilyRoom', familyId: '30001', v: 1 },
  },
  { name: 'recharge', call: () => recharge({ reason: 'vip' }, BOTH_IN_APP, unexpected), message: { action: 'recharge', reason: 'vip', v: 1 } },
  { name: 'close', call: () => close(), message: { action: 'close', v: 1 } },
  {
    name: 'share',
    call: () => share({ title: 'Duku Live', text: 'Come and watch', url: 'https://h5.example.com/download' }, unexpected),
    message: { action: 'share', title: 'Duku Live', text: 'Come and watch', url: 'https://h5.example.com/download', v: 1 },
  },
  { name: 'setTitle', call: () => setTitle({ title: 'Top Up' }), message: { action: 'setTitle', title: 'Top Up', v: 1 } },
];

describe('the messages', () => {
  for (const { name, call, message } of ACTIONS) {
    it(`sends ${name} to the Android app as one JSON string`, () => {
      const posted = androidApp();
      expect(call()).toBe('app');
      expect(posted).toHaveBeenCalledTimes(1);
      expect(typeof posted.mock.calls[0]?.[0]).toBe('string');
      expect(JSON.parse(posted.mock.calls[0]?.[0] as string)).toEqual(message);
    });

    it(`sends ${name} to the iOS app as an object`, () => {
      const posted = iosApp();
      expect(call()).toBe('app');
      expect(posted).toHaveBeenCalledTimes(1);
      expect(posted.mock.calls[0]?.[0]).toEqual(message);
    });
  }

  it('carries the format version in every message', () => {
    expect(appMessage('close', {})).toEqual({ action: 'close', v: APP_BRIDGE_VERSION });
    expect(APP_BRIDGE_VERSION).toBe(1);
  });

  it('finds the app under any of the configured bridge names, at the time of the call', () => {
    expect(hasApp()).toBe(false);
    const other = androidApp('otherApp');
    expect(hasApp()).toBe(true);
    expect(appPlatform()).toBe('android');
    openProfile({ userId: '10001' }, unexpected);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('finds no app under a name the build does not list', () => {
    androidApp('someoneElse');
    expect(hasApp()).toBe(false);
  });

  it('tells the platforms apart by their transport', () => {
    expect(appPlatform()).toBeNull();
    iosApp();
    expect(appPlatform()).toBe('ios');
  });

  it("falls back when the app's handler refuses a message", () => {
    androidApp().mockImplementation(() => {
      throw new Error('refused');
    });
    const otherwise = vi.fn();
    expect(recharge({ reason: 'tasks' }, BOTH_IN_APP, otherwise)).toBe('page');
    expect(openProfile({ userId: '10001' }, otherwise)).toBe('page');
    expect(otherwise).toHaveBeenCalledTimes(2);
  });
});

describe("top-up by the brand's rule and the platform", () => {
  it("goes to the app's billing where the rule says so, else to the page's web top-up", () => {
    const rule: TopUpRule = { android: 'web', ios: 'app' };
    const web = vi.fn();
    const android = androidApp();
    expect(rechargeInApp(rule)).toBe(false);
    expect(recharge({ reason: 'turntable' }, rule, web)).toBe('page');
    expect(android).not.toHaveBeenCalled();
    expect(web).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(window, 'liveApp');
    const ios = iosApp();
    expect(rechargeInApp(rule)).toBe(true);
    expect(recharge({ reason: 'turntable' }, rule, web)).toBe('app');
    expect(ios).toHaveBeenCalledWith({ action: 'recharge', reason: 'turntable', v: 1 });
    expect(web).toHaveBeenCalledTimes(1);
  });

  it('sends the iOS app to its own billing and keeps the Android app on the web page unless the brand says otherwise', () => {
    expect((DEFAULT_BRAND as Brand).topUp).toBeUndefined();
    expect(DEFAULT_TOP_UP).toEqual({ android: 'web', ios: 'app' });
    const web = vi.fn();
    androidApp();
    expect(recharge({ reason: 'vip' }, undefined, web)).toBe('page');
    Reflect.deleteProperty(window, 'liveApp');
    iosApp();
    expect(recharge({ reason: 'vip' }, undefined, web)).toBe('app');
    expect(web).toHaveBeenCalledTimes(1);
  });
});

describe('without an app', () => {
  it("goes to the page's web top-up", () => {
    const web = vi.fn();
    expect(rechargeInApp(BOTH_IN_APP)).toBe(false);
    expect(recharge({ reason: 'decor' }, BOTH_IN_APP, web)).toBe('page');
    expect(web).toHaveBeenCalledTimes(1);
  });

  it('opens a live person\'s room and anyone else\'s profile', () => {
    const posted = iosApp();
    openPerson({ userId: '20102', live: true }, unexpected);
    openPerson({ userId: '10001', live: false }, unexpected);
    expect(posted.mock.calls.map((call) => call[0])).toEqual([
      { action: 'openRoom', userId: '20102', v: 1 },
      { action: 'openProfile', userId: '10001', v: 1 },
    ]);
  });

  it("runs the page's fallback for a room, a profile and a family room", () => {
    const otherwise = vi.fn();
    expect(openProfile({ userId: '10001' }, otherwise)).toBe('page');
    expect(openRoom({ userId: '20102' }, otherwise)).toBe('page');
    expect(openFamilyRoom({ familyId: '30001' }, otherwise)).toBe('page');
    expect(otherwise).toHaveBeenCalledTimes(3);
  });

  it("follows the deep link when the build has a scheme, and runs the page's fallback when no app took it", async () => {
    const { openRoom } = await bridgeWithScheme();
    vi.useFakeTimers();
    const navigate = assign();
    const otherwise = vi.fn();
    expect(openRoom({ userId: '20102' }, otherwise)).toBe('link');
    expect(navigate).toHaveBeenCalledWith('duku://room/20102');
    vi.advanceTimersByTime(DEEP_LINK_WAIT_MS - 1);
    expect(otherwise).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(otherwise).toHaveBeenCalledTimes(1);
  });

  it('runs no fallback once the deep link opened the app over the page', async () => {
    const { openProfile } = await bridgeWithScheme();
    vi.useFakeTimers();
    assign();
    const otherwise = vi.fn();
    expect(openProfile({ userId: '10001' }, otherwise)).toBe('link');
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.advanceTimersByTime(DEEP_LINK_WAIT_MS);
    expect(otherwise).not.toHaveBeenCalled();
  });

  it('goes back on close when there is a page to go back to, and closes the window otherwise', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const length = vi.spyOn(history, 'length', 'get').mockReturnValue(2);
    expect(canClose()).toBe(true);
    expect(close()).toBe('page');
    expect(back).toHaveBeenCalledTimes(1);
    length.mockReturnValue(1);
    expect(canClose()).toBe(false);
    close();
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it("shares the page's own way", () => {
    const otherwise = vi.fn();
    expect(share({ title: 'Duku Live', text: 'Come', url: 'https://h5.example.com/download' }, otherwise)).toBe('page');
    expect(otherwise).toHaveBeenCalledTimes(1);
  });

  it('sets the title on the page itself', () => {
    expect(setTitle({ title: 'Bridge' })).toBe('page');
    expect(document.title).toBe('Bridge');
  });
});

describe('deepLink', () => {
  it('links the open actions under the scheme, with the id encoded, and nothing else', () => {
    expect(deepLink(appMessage('openRoom', { userId: '10001' }), 'duku')).toBe('duku://room/10001');
    expect(deepLink(appMessage('openProfile', { userId: 'a/b' }), 'duku')).toBe('duku://profile/a%2Fb');
    expect(deepLink(appMessage('openRoom', { userId: '10001' }), 'duku-live')).toBe('duku-live://room/10001');
    expect(deepLink(appMessage('openFamilyRoom', { familyId: '30001' }), 'duku')).toBe('duku://family-room/30001');
    expect(deepLink(appMessage('close', {}), 'duku')).toBeNull();
    expect(deepLink(appMessage('openRoom', { userId: '10001' }), '')).toBeNull();
  });
});

describe('appBridgeConfigProblems', () => {
  it('accepts JavaScript names and a URL scheme, with or without ://', () => {
    expect(appBridgeConfigProblems({})).toEqual([]);
    expect(appBridgeConfigProblems({ PUBLIC_APP_BRIDGE: 'dukuBridge', PUBLIC_APP_SCHEME: 'duku' })).toEqual([]);
    expect(appBridgeConfigProblems({ PUBLIC_APP_BRIDGE: 'liveApp, dukuApp' })).toEqual([]);
    expect(appBridgeConfigProblems({ PUBLIC_APP_SCHEME: 'duku-live://' })).toEqual([]);
  });

  it('refuses a name the app cannot spell as a property and a scheme with a path', () => {
    expect(appBridgeConfigProblems({ PUBLIC_APP_BRIDGE: 'live-app' })).toHaveLength(1);
    expect(appBridgeConfigProblems({ PUBLIC_APP_BRIDGE: 'liveApp,' })).toHaveLength(1);
    expect(appBridgeConfigProblems({ PUBLIC_APP_SCHEME: 'duku://room' })).toHaveLength(1);
    expect(appBridgeConfigProblems({ PUBLIC_APP_SCHEME: 'Duku' })).toHaveLength(1);
  });
});
