// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeSecurityHeaderFiles } from './server/http/security-headers.ts';
import { LANG_CHUNKS_FILE, pageLanguagePlugin, pointPagesAtTheirLanguage } from './scripts/page-language.ts';
import { readFileSync } from 'node:fs';

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
    // Astro builds islands for 'esnext': our oldest WebView is Chrome 87.
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          target: BROWSER_TARGET,
          rolldownOptions: {
            // Required by includeDependenciesRecursively: false; island entries may then export a little more.
            preserveEntrySignatures: 'allow-extension',
            // src/domain is pure (STYLE rule 2): a page that reads one of its constants need not load what it imports.
            treeshake: { moduleSideEffects: (id) => !/\/src\/domain\//.test(id) },
            // Paraglide names its message exports by key (`export { m1 as "route.mall" }`), syntax Chrome 87 lacks.
            // Rolldown binds them inside the bundle, so none reaches the output (scripts/size.ts checks); the
            // warning it prints for each of the ~100 message modules is noise.
            onLog(level, log, handler) {
              if (log.code === 'TOLERATED_TRANSFORM' && /src\/paraglide\//.test(log.id ?? log.message)) return;
              handler(level, log);
            },
          },
        },
      };
    },
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

/**
 * DESIGN 3 build-time config (docs/deploy.md): checked here so a bad value fails the build, not a user's page.
 * Unset values fall back to the development defaults in src/contract/dev-keys.ts.
 */
function checkPublicConfig() {
  const env = { ...loadEnv(process.env['NODE_ENV'] ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };
  const problems = [];
  const key = env['PUBLIC_H5_AES_KEY'];
  if (key !== undefined && !/^[0-9a-fA-F]{64}$/.test(key)) problems.push('PUBLIC_H5_AES_KEY must be 64 hex digits');
  const secret = env['PUBLIC_H5_SIGN_SECRET'];
  if (secret !== undefined && secret.length < 16) problems.push('PUBLIC_H5_SIGN_SECRET must be at least 16 characters');
  const base = env['PUBLIC_API_BASE'];
  if (base && !/^https?:\/\/[^/]+$/.test(base)) problems.push('PUBLIC_API_BASE must be an origin like https://api.example.com (no path)');
  if (problems.length > 0) throw new Error(`Bad build configuration:\n  ${problems.join('\n  ')}`);
}

checkPublicConfig();

/**
 * After the build, the security headers of every page (a CSP allowing exactly the inline scripts the build emitted)
 * for the reference server, nginx and CDNs (server/http/security-headers.ts, docs/deploy.md).
 * @returns {import('astro').AstroIntegration}
 */
function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const env = { ...loadEnv(process.env['NODE_ENV'] ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };
        const headers = writeSecurityHeaderFiles(fileURLToPath(dir), env['PUBLIC_API_BASE'] ?? '');
        const scripts = (headers['Content-Security-Policy'] ?? '').match(/'sha256-/g)?.length ?? 0;
        logger.info(`security headers written: ${scripts} inline script hashes`);
      },
    },
  };
}

/**
 * Compiled messages import `getLocale` and `experimentalStaticLocale` from Paraglide's runtime; they get
 * src/lib/message-runtime.ts instead (see there why).
 * @returns {import('vite').Plugin}
 */
function lightMessageRuntime() {
  const replacement = fileURLToPath(new URL('./src/lib/message-runtime.ts', import.meta.url));
  return {
    name: 'light-message-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && /[\\/]src[\\/]paraglide[\\/]messages[\\/]/.test(importer)) return replacement;
      return undefined;
    },
  };
}

/**
 * Writes which source modules each client chunk holds (and their rendered sizes) to .astro/client-chunks.json, so
 * scripts/size.ts can tell a page's own island code from the code all islands share (DESIGN 9).
 * @returns {import('vite').Plugin}
 */
function clientChunkMap() {
  return {
    name: 'client-chunk-map',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      /** @type {Record<string, Record<string, number>>} */
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id.replace(process.cwd(), ''), info.renderedLength]),
        );
      }
      mkdirSync('.astro', { recursive: true });
      writeFileSync('.astro/client-chunks.json', JSON.stringify(chunks));
    },
  };
}

/**
 * After the build, each language's pages load that language's copies of the island and script chunks
 * (scripts/page-language.ts); runs before the security headers read the pages.
 * @returns {import('astro').AstroIntegration}
 */
function pageLanguage() {
  return {
    name: 'page-language',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const chunks = JSON.parse(readFileSync(LANG_CHUNKS_FILE, 'utf8'));
        const pages = pointPagesAtTheirLanguage(fileURLToPath(dir), chunks);
        logger.info(`${pages} pages point at their language's scripts`);
      },
    },
  };
}

/**
 * `client:query="name"`: an island that loads only when the address carries that query parameter
 * (src/lib/client-query.ts), e.g. the inviter note of /download.
 * @returns {import('astro').AstroIntegration}
 */
function clientQuery() {
  return {
    name: 'client-query',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'query', entrypoint: fileURLToPath(new URL('./src/lib/client-query.ts', import.meta.url)) });
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  build: {
    // `/mall` -> `mall.html`: no 301 to `/mall/` on nginx or CDNs.
    format: 'file',
    // A page is opened once from a banner on slow mobile data: a stylesheet request would block the first paint for
    // a round trip, while inline CSS (a few KB gzip, within DESIGN 9's 10 KB) arrives with the HTML.
    inlineStylesheets: 'always',
  },
  integrations: [react(), clientQuery(), pageLanguage(), securityHeaders()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      bootScript(),
      lightMessageRuntime(),
      pageLanguagePlugin(fileURLToPath(new URL('.', import.meta.url))),
      clientChunkMap(),
    ],
  },
});
