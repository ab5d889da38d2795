// Finds Debian's Chromium for Playwright and Lighthouse: no browser is ever downloaded.
import { existsSync } from 'node:fs';

/** Where Chromium may be, most specific first (CHROMIUM_PATH wins). */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/usr/bin/google-chrome'];

/** Flags for headless runs here: no sandbox as root, no background traffic on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The path of a Chromium executable, or null. */
export function findChromium(): string | null {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}
