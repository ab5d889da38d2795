/// <reference types="astro/client" />

declare module 'virtual:boot-script' {
  /** The minified boot script (src/lib/boot.ts), inlined in every page's <head>. */
  const code: string;
  export default code;
}
