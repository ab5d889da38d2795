// @vitest-environment happy-dom
// The close button the app may ask for (src/lib/close-flag.ts, src/lib/app-close-button.ts, docs/bridge.md).
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_BUTTON_ID, installCloseButton } from '../../src/lib/app-close-button.ts';
import { CLOSE_STORAGE_KEY, closeInPlay, takeCloseRequest } from '../../src/lib/close-flag.ts';

/** Puts the document at `href` with the shell's hidden close button, and runs what the entry runs there. */
function open(href: string): HTMLButtonElement {
  const button = page(href);
  if (takeCloseRequest(location.search)) installCloseButton();
  return button;
}

/** Puts the document at `href` with the shell's hidden close button. */
function page(href: string): HTMLButtonElement {
  (window as unknown as HappyWindow).happyDOM.setURL(href);
  const button = document.createElement('button');
  button.id = CLOSE_BUTTON_ID;
  button.hidden = true;
  document.body.replaceChildren(button);
  return button;
}

/** sessionStorage throws, as in a WebView with storage switched off. */
function storageOff(): void {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('storage is disabled', 'SecurityError');
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'liveApp');
});

describe('closeInPlay', () => {
  it('sees a request in the address (close=1 or close=0) or one an earlier page of the tab kept', () => {
    expect(closeInPlay('?close=1')).toBe(true);
    expect(closeInPlay('?close=0')).toBe(true);
    expect(closeInPlay('?lang=id')).toBe(false);
    sessionStorage.setItem(CLOSE_STORAGE_KEY, '1');
    expect(closeInPlay('?lang=id')).toBe(true);
  });

  it('sees only the address when storage is off', () => {
    storageOff();
    expect(closeInPlay('')).toBe(false);
    expect(closeInPlay('?close=1')).toBe(true);
  });
});

describe('takeCloseRequest', () => {
  it('keeps close=1 for the later pages of the tab and withdraws it on close=0', () => {
    expect(takeCloseRequest('?close=1')).toBe(true);
    expect(takeCloseRequest('?lang=id')).toBe(true);
    expect(takeCloseRequest('?close=0')).toBe(false);
    expect(takeCloseRequest('?lang=id')).toBe(false);
  });

  it('holds a request for its own page when storage is off', () => {
    storageOff();
    expect(takeCloseRequest('?close=1')).toBe(true);
    expect(takeCloseRequest('')).toBe(false);
  });
});

describe('the close button, as the entry installs it', () => {
  it('shows the button where the app asked, and closes through the app', () => {
    const postMessage = vi.fn();
    Object.assign(window, { liveApp: { postMessage } });
    const button = open('https://h5.example.com/mall?close=1');
    expect(button.hidden).toBe(false);
    button.click();
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({ action: 'close', v: 1 });
  });

  it('keeps the request for the later pages of the tab until close=0', () => {
    Object.assign(window, { liveApp: { postMessage: vi.fn() } });
    open('https://h5.example.com/mall?close=1');
    const later = open('https://h5.example.com/buyVip');
    expect(later.hidden).toBe(false);
    const withdrawn = open('https://h5.example.com/vipRules?close=0');
    expect(withdrawn.hidden).toBe(true);
    expect(open('https://h5.example.com/mall').hidden).toBe(true);
  });

  it('stays hidden where the app did not ask', () => {
    Object.assign(window, { liveApp: { postMessage: vi.fn() } });
    const button = open('https://h5.example.com/mall');
    expect(button.hidden).toBe(true);
  });

  it('stays hidden in a browser tab with nothing to go back to, and goes back where there is', () => {
    vi.spyOn(history, 'length', 'get').mockReturnValue(1);
    const fresh = open('https://h5.example.com/mall?close=1');
    expect(fresh.hidden).toBe(true);
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const later = open('https://h5.example.com/mall?close=1');
    expect(later.hidden).toBe(false);
    later.click();
    expect(back).toHaveBeenCalledTimes(1);
  });
});
