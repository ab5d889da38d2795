// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { build } from 'esbuild';

/** Oldest browser we serve: Android System WebView / Chrome 87 (DESIGN 1). */
const BROWSER_TARGET = 'chrome87';

/**
 * `virtual:boot-script`: src/lib/boot.ts bundled and minified into one string that the shell inlines in <head>.
 * @returns {import('vite').Plugin}
 */
function bootScript() {
  const id = 'virtual:boot-script';
  const resolved = `\0${id}`;
  return {
    name: 'boot-script',
    resolveId(source) {
      return source === id ? resolved : undefined;
    },
    async load(source) {
      if (source !== resolved) return undefined;
      const result = await build({
        stdin: { contents: "import { boot } from './boot.ts'; boot();", resolveDir: 'src/lib', loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'iife',
        target: BROWSER_TARGET,
        write: false,
        metafile: true,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      const code = result.outputFiles[0]?.text.trim() ?? '';
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

export default defineConfig({
  output: 'static',
  // `/mall` -> `mall.html`: no 301 to `/mall/` on nginx or CDNs.
  build: { format: 'file' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [bootScript()],
    build: { target: BROWSER_TARGET },
  },
});
