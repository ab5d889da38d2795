// Build-time configuration of the pages (DESIGN 3, docs/deploy.md). Values shipped to browsers are not secrets.
// astro.config.mjs validates them when the site is built, so a bad value fails the build, not a user's page.
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../contract/dev-keys.ts';

/** Origin of the API (`https://api.example.com`); empty means the pages' own origin. */
export const API_BASE: string = import.meta.env.PUBLIC_API_BASE ?? '';
/** AES-256-GCM key of the token check, 64 hex digits; must match the server's. */
export const H5_AES_KEY_HEX: string = import.meta.env.PUBLIC_H5_AES_KEY ?? DEV_H5_AES_KEY_HEX;
/** Signing secret of requests; must match the server's. */
export const H5_SIGN_SECRET: string = import.meta.env.PUBLIC_H5_SIGN_SECRET ?? DEV_H5_SIGN_SECRET;

/** What is wrong with the app bridge's build configuration (src/lib/app-bridge.ts, docs/deploy.md); empty when nothing is. */
export function appBridgeConfigProblems(env: { PUBLIC_APP_BRIDGE?: string; PUBLIC_APP_SCHEME?: string }): string[] {
  const problems: string[] = [];
  const names = env.PUBLIC_APP_BRIDGE;
  // Each name is a property of `window` and of `webkit.messageHandlers` that the app's code spells the same way.
  if (names && !names.split(',').every((name) => /^[A-Za-z_$][\w$]*$/.test(name.trim()))) {
    problems.push('PUBLIC_APP_BRIDGE must be a JavaScript identifier like liveApp, or several separated by commas');
  }
  const scheme = env.PUBLIC_APP_SCHEME;
  if (scheme && !/^[a-z][a-z0-9+.-]*(:\/\/)?$/.test(scheme)) problems.push('PUBLIC_APP_SCHEME must be a URL scheme like duku (lower case, no path)');
  return problems;
}

// Checked when the pages are built, so a bad value fails the build rather than a tap in the app; the check is
// dropped from the browser's code.
if (import.meta.env.SSR) {
  const problems = appBridgeConfigProblems(import.meta.env);
  if (problems.length > 0) throw new Error(`Bad build configuration:\n  ${problems.join('\n  ')}`);
}
