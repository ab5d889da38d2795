// One client module graph per page language in one build (DESIGN 6, 9): every island and page script of ours is
// bundled once per language, and each copy's messages export that language's text only (what Paraglide's static
// locale gives a build per language). The pages of a language then point at that language's copies. Imported by
// astro.config.mjs (the build) and by scripts/size.ts and scripts/check-page-language.ts (which page is which language).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LANG, isLang, type Lang } from '../src/lib/language.ts';
import { islandsTogether, planChunks } from './chunk-plan.ts';
import { COPIED_LANGS, REACT_MODULES, langOfId, withLang, withoutLang } from './lang-ids.ts';

/** Our script modules: anything under src/ that compiles to JavaScript (styles and assets stay one file). */
function isOurScript(id: string, srcDir: string): boolean {
  const file = id.split('?')[0] ?? id;
  return file.startsWith(srcDir) && (/\.(m?[jt]sx?)$/.test(file) || (/\.astro$/.test(file) && /[?&]type=script/.test(id)));
}

/**
 * Modules copied per language: ours, and the libraries they use apart from React (nanostores and the like), so each
 * language's shared chunks hold everything its pages need beside React and no chunk is split by language.
 */
function isCopied(id: string, srcDir: string): boolean {
  if (id.startsWith('\0') || REACT_MODULES.test(id)) return false;
  return isOurScript(id, srcDir) || (/[\\/]node_modules[\\/]/.test(id) && /\.m?js$/.test(id.split('?')[0] ?? id));
}

/** A message module compiled by Paraglide (`npm run i18n`). */
const MESSAGE_MODULE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index)[\w-]+\.js$/;
/** Modules that only re-export messages: Paraglide's index files and src/lib/messages.ts. */
const MESSAGE_PLUMBING = /[\\/]src[\\/](paraglide[\\/]messages(\.js|[\\/]_index\.js)|lib[\\/]messages\.ts)$/;
const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
/** Paraglide's dispatcher: the exported message picks its language's function at each call. */
const DISPATCHER = /^const (\w+) = \/\*\* @type .*\*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n([\s\S]*?)\n\}\);$/m;

/**
 * A compiled message module with its language fixed: the exported message is its language's function itself, so the
 * other languages' functions are never referenced and the bundle drops them (what Paraglide's
 * `experimentalStaticLocale` gives a build per language, without the per-call dispatch). Inputs are always passed
 * (the message types require them), so `i?.name` is `i.name`: Chrome 87's optional chaining is lowered to a longer
 * form. Fails when Paraglide's output changed, so a new Paraglide cannot silently ship four languages again.
 */
export function staticLocaleMessage(code: string, lang: Lang, id: string): string {
  const dispatcher = code.match(DISPATCHER);
  const body = dispatcher?.[2] ?? '';
  const chosen = body.match(new RegExp(`if \\(locale === "${lang}"\\) return (\\w+)\\(inputs\\)`))?.[1] ?? body.match(/\n\treturn (\w+)\(inputs\)$/)?.[1];
  if (!code.includes(RUNTIME_IMPORT) || !dispatcher || !chosen) {
    throw new Error(`page-language: ${id} does not look like a Paraglide 2 message module; fix staticLocaleMessage`);
  }
  return code
    .replace(RUNTIME_IMPORT, '')
    .replace(dispatcher[0], `const ${dispatcher[1]} = ${chosen};`)
    .replaceAll('${i?.', '${i.');
}

/** Where the build leaves the map of each language's copy of an entry chunk (for the pages, and npm run size). */
export const LANG_CHUNKS_FILE = '.astro/page-lang-chunks.json';

/** For each copied language: the default-language entry file -> that language's copy (both under `_astro/`). */
export type LangChunks = Record<string, Record<string, string>>;

/**
 * The client build's side: adds a copy of every entry of ours per copied language, carries the language from importer
 * to imported module, fixes each copy of a compiled message to its language, plans the chunks (chunk-plan.ts) and
 * records which file is which entry's copy.
 */
export function pageLanguagePlugin(root: string): Plugin {
  const srcDir = join(root, 'src/');
  /** The chunk of each module that shares one (scripts/chunk-plan.ts), made once the module graph is known. */
  let plan = new Map<string, string>();
  return {
    name: 'page-language',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: (id: string) => plan.get(id) ?? null, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
    options(options) {
      if (!Array.isArray(options.input)) return null;
      const ours = options.input.filter((id) => isOurScript(id, srcDir));
      return { ...options, input: [...options.input, ...COPIED_LANGS.flatMap((lang) => ours.map((id) => withLang(id, lang)))] };
    },
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!importer || langOfId(importer) === DEFAULT_LANG) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external || !isCopied(resolved.id, srcDir)) return resolved;
        return { ...resolved, id: withLang(resolved.id, langOfId(importer)) };
      },
    },
    transform: {
      // Before any other transform: the text is Paraglide's own.
      order: 'pre',
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        // Messages and the modules that re-export them only define: none is kept, or given a chunk, for its own sake.
        if (MESSAGE_MODULE.test(file)) return { code: staticLocaleMessage(code, langOfId(id), id), moduleSideEffects: false };
        if (MESSAGE_PLUMBING.test(file)) return { code, moduleSideEffects: false };
        return null;
      },
    },
    buildEnd() {
      const astroFiles = sourceFiles(srcDir, '.astro').map((path) => ({ path, code: readFileSync(path, 'utf8') }));
      plan = planChunks(
        [...this.getModuleIds()].flatMap((id) => {
          const info = this.getModuleInfo(id);
          return info ? [{ id, imports: info.importedIds, lazy: info.dynamicallyImportedIds, isEntry: info.isEntry, code: info.code }] : [];
        }),
        islandsTogether(astroFiles),
      );
    },
    generateBundle(_options, bundle) {
      const byFacade = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry && output.facadeModuleId) byFacade.set(output.facadeModuleId, output.fileName);
      }
      const chunks: LangChunks = Object.fromEntries(COPIED_LANGS.map((lang) => [lang, {}]));
      for (const [facade, file] of byFacade) {
        const lang = langOfId(facade);
        if (lang === DEFAULT_LANG) continue;
        const original = byFacade.get(withoutLang(facade));
        if (!original) throw new Error(`page-language: no default-language entry for ${facade}`);
        (chunks[lang] ??= {})[original] = file;
      }
      writeFileSync(join(root, LANG_CHUNKS_FILE), JSON.stringify(chunks));
    },
  };
}

/** Every file under a folder whose name ends in `ending`. */
function sourceFiles(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path, ending);
    return entry.endsWith(ending) ? [path] : [];
  });
}

/** Every built page: the .html files under a folder (the scripts' folder `_astro` left out). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '_astro' ? [] : htmlFiles(path);
    return entry.endsWith('.html') ? [path] : [];
  });
}

/** The language of a built page, from its folder (`/id/mall.html`). */
export function pageLangOf(file: string): Lang {
  const first = file.replace(/^\//, '').split('/')[0];
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** Points every page of a copied language at its language's copies of the entry chunks; returns the pages changed. */
export function pointPagesAtTheirLanguage(dist: string, chunks: LangChunks, assetsDir = '_astro'): number {
  let changed = 0;
  for (const file of htmlFiles(dist)) {
    const lang = pageLangOf(relative(dist, file));
    const map = chunks[lang];
    if (!map) continue;
    const html = readFileSync(file, 'utf8');
    const next = html.replace(new RegExp(`/${assetsDir}/([\\w.-]+\\.js)`, 'g'), (url, name: string) => {
      const copy = map[`${assetsDir}/${name}`];
      return copy ? `/${copy}` : url;
    });
    if (next !== html) {
      writeFileSync(file, next);
      changed++;
    }
  }
  return changed;
}
