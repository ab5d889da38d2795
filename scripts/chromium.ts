// Finds Debian's Chromium for Playwright and Lighthouse: no browser is ever downloaded.
import { existsSync } from 'node:fs';

/** Where Chromium may be, most specific first (CHROMIUM_PATH wins). */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/usr/bin/google-chrome'];

/**
 * Switches for headless runs here: no sandbox as root, and none of the background services of desktop Chromium that a
 * phone's WebView does not run, so they neither reach the closed network nor take the two cores from the page being
 * measured (Lighthouse multiplies every main-thread task it observes by 4).
 * - `--disable-background-networking`, `--disable-component-update`, `--disable-sync`: no fetching of components,
 *   hints, safe-browsing lists or variations, no account sync.
 * - `--optimization-guide-performance-class=9` ("native library failed to load"): Chromium 156 otherwise starts its
 *   on-device model service three minutes after launch to benchmark the machine for built-in AI, whatever
 *   `--disable-features` says; a given class skips the benchmark, so the service never starts (checked with `ps`).
 * No `--disable-features` here: Chromium keeps only the last one on a command line, and Playwright and
 * chrome-launcher each pass their own list of background features (optimization hints, translate, media router...)
 * that one of ours would silently replace.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--optimization-guide-performance-class=9',
];

/** The path of a Chromium executable, or null. */
export function findChromium(): string | null {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}
