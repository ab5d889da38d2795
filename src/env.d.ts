/// <reference types="astro/client" />

declare module 'virtual:boot-script' {
  /** The minified boot script (src/lib/boot.ts), inlined in every page's <head>. */
  const code: string;
  export default code;
}

interface ImportMetaEnv {
  /** Origin of the API; empty for the pages' own origin (docs/deploy.md). */
  readonly PUBLIC_API_BASE?: string;
  /** AES-256-GCM key of the token check, 64 hex digits. */
  readonly PUBLIC_H5_AES_KEY?: string;
  /** Signing secret of API requests. */
  readonly PUBLIC_H5_SIGN_SECRET?: string;
  /** Name of the app bridge's handler (docs/bridge.md); default `liveApp`. */
  readonly PUBLIC_APP_BRIDGE?: string;
  /** The app's URL scheme for deep links (`duku`); unset: no deep links. */
  readonly PUBLIC_APP_SCHEME?: string;
}

interface Window {
  /** The app's credentials as the boot script took them from the address bar, until the entry reads them. */
  h5Credentials?: string;
}
