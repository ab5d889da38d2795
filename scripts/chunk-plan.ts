// Which chunk each client module goes to (scripts/page-language.ts hands the plan to the bundler): few, larger chunks
// per page, so an island page requests few scripts on slow mobile data (DESIGN 9), without making pages load much code
// they do not run. Pure: the build hands in the module graph of its client bundle and reads the plan back.
import type { Lang } from '../src/lib/language.ts';
import { REACT_MODULES, langOfId, withoutLang } from './lang-ids.ts';

/** One module of the client bundle, as the bundler saw it. */
export interface GraphModule {
  id: string;
  /** Static imports (resolved ids). */
  imports: readonly string[];
  /** `import()` targets (resolved ids). */
  lazy: readonly string[];
  isEntry: boolean;
  /** The transformed code: read for the message keys it uses and as an estimate of its size. */
  code: string | null;
}

/** Knobs of the plan, with the values the build uses (docs/performance.md has the measurements behind them). */
export interface PlanOptions {
  /** Share of a language's island roots that must reach a module for it to go into the language's common chunk. */
  commonShare: number;
  /**
   * Scripts a page may request on first load (DESIGN 9), less a margin: the plan merges chunks until each page's
   * islands, their shared chunks and the scripts every island page loads (the auth entry, boot, common, React and its
   * renderer) fit.
   */
  scriptsPerPage: number;
}

/** Share of a language's pages that must load a chunk for it to join the common chunk (npm run size counts it shared). */
const COMMON_PAGE_SHARE = 0.5;

/** Scripts every auth page with islands loads whatever its islands: the entry, boot, common, React, the renderer. */
const FIXED_SCRIPTS = 5;

export const PLAN_OPTIONS: PlanOptions = { commonShare: 0.15, scriptsPerPage: 12 };

/** Modules that only re-export messages (`m`): followed by the message keys a module names, not by their imports. */
const MESSAGE_HUB = /[\\/]src[\\/](paraglide[\\/]messages(\.js|[\\/]_index\.js)|lib[\\/]messages\.ts)(\?|$)/;
const MESSAGE_MODULE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index)[\w-]+\.js(\?|$)/;
/** The auth pages' entry (src/layouts/EntryScript.astro): what every auth page loads, islands or not. */
const BOOT_SCRIPT = /[\\/]src[\\/]layouts[\\/]EntryScript\.astro\?/;
const STYLE = /\.css(\?|$)/;

/**
 * About the bytes a module adds to a minified chunk: its code without comments and runs of white space; for a message
 * (compiled with all four languages, of which the bundle keeps the one it exports), the text of that one.
 */
export function estimatedSize(code: string, isMessage: boolean): number {
  if (isMessage) {
    const chosen = code.match(/^const \w+ = (\w+);$/m)?.[1];
    const body = chosen ? code.match(new RegExp(`const ${chosen} = [^\\n]*\\n([\\s\\S]*?)\\n\\};`))?.[1] : undefined;
    return (body ?? code).replace(/\/\*\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').length;
  }
  return code.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/[^\n]*/g, '$1').replace(/\s+/g, ' ').length;
}

/** An .astro file: its path and text. */
export interface AstroFile {
  path: string;
  code: string;
}

/**
 * The islands pages hydrate together, as sets of component files (pages with two or more islands): read from the
 * .astro files of src/pages and src/events, following the .astro components they render.
 */
export function islandsTogether(files: readonly AstroFile[]): string[][] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const memo = new Map<string, Set<string>>();
  const islandsOf = (path: string, seen: Set<string>): Set<string> => {
    const known = memo.get(path);
    if (known) return known;
    const found = new Set<string>();
    const file = byPath.get(path);
    if (!file || seen.has(path)) return found;
    seen.add(path);
    const dir = path.slice(0, path.lastIndexOf('/'));
    const imported = new Map<string, string>();
    for (const match of file.code.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+'(\.[^']+)'/g)) {
      const target = resolvePath(dir, match[3] ?? '');
      const names = match[1] ? [match[1]] : (match[2] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/).pop() ?? '');
      for (const name of names) if (name) imported.set(name, target);
    }
    for (const match of file.code.matchAll(/<([A-Z]\w*)\b([^>]*)>/g)) {
      const target = imported.get(match[1] ?? '');
      if (!target) continue;
      if (/\bclient:(load|idle|visible|media|only)\b/.test(match[2] ?? '')) found.add(target);
      else if (target.endsWith('.astro')) for (const island of islandsOf(target, seen)) found.add(island);
    }
    memo.set(path, found);
    return found;
  };
  const pages = files.filter((file) => /\/src\/(pages|events)\//.test(file.path));
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const islands = [...islandsOf(page.path, new Set())].sort();
    if (islands.length >= 2) groups.set(islands.join('|'), islands);
  }
  return [...groups.values()];
}

/** `spec` relative to the folder `dir`, normalised (`a/b/../c` -> `a/c`). */
function resolvePath(dir: string, spec: string): string {
  const parts = dir.split('/');
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The message keys a module calls (`m['withdraw.submit']`). */
function messageKeys(code: string | null): string[] {
  return code ? [...code.matchAll(/\bm\[["']([\w.-]+)["']\]/g)].map((match) => match[1] ?? '') : [];
}

/** Modules that several roots share and that travel together. */
interface Unit {
  modules: string[];
  /** Estimated bytes (transformed code). */
  size: number;
  roots: Set<string>;
}

/**
 * Bytes the pages that load only one of two units (`aPages`, `bPages`) would load in vain once they are one chunk,
 * each page's share weighted (`weights`): bytes in vain cost a page that carries much code of its own more.
 */
function mergeWaste(a: Unit, aPages: ReadonlySet<number>, b: Unit, bPages: ReadonlySet<number>, weights: readonly number[]): number {
  let waste = 0;
  for (const page of aPages) if (!bPages.has(page)) waste += b.size * (weights[page] ?? 1);
  for (const page of bPages) if (!aPages.has(page)) waste += a.size * (weights[page] ?? 1);
  return waste;
}

/**
 * The chunk name of each module that should share a chunk with others; modules left out go where the bundler puts them
 * (a module only one root uses stays in that root's chunk). Roots are the entries (islands, page scripts) and the
 * `import()` targets. Per language:
 * - `boot-<lang>`: everything the auth entry script imports (an auth page without islands loads it and nothing more);
 * - `common-<lang>`: what at least `commonShare` of the language's islands use;
 * - the rest by the set of roots that use it, as the bundler would; then, while a page (an island, or the islands a
 *   page hydrates together: `together`) would request more than `scriptsPerPage` scripts, two of its chunks become
 *   one: the two whose merging makes other pages load the fewest bytes in vain;
 * - a chunk that half the language's pages load after that joins `common-<lang>`.
 * React, and styles (which are not copied per language and weigh nothing in JavaScript), go with React.
 */
export function planChunks(modules: readonly GraphModule[], together: readonly string[][] = [], options: PlanOptions = PLAN_OPTIONS): Map<string, string> {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const messageByKey = new Map<string, string>();
  for (const module of modules) {
    if (!MESSAGE_MODULE.test(module.id)) continue;
    const key = module.code?.match(/\bas "([^"]+)"/)?.[1];
    if (key) messageByKey.set(`${langOfId(module.id)} ${key}`, module.id);
  }
  const depsOf = (module: GraphModule): string[] => {
    if (MESSAGE_HUB.test(module.id)) return [];
    const lang = langOfId(module.id);
    const messages = messageKeys(module.code).flatMap((key) => messageByKey.get(`${lang} ${key}`) ?? []);
    return [...module.imports, ...messages];
  };
  const sizeOf = (id: string): number => estimatedSize(byId.get(id)?.code ?? '', MESSAGE_MODULE.test(id));

  const boots = new Set<string>();
  const islands = new Set<string>();
  const roots = new Set<string>();
  for (const module of modules) {
    if (module.isEntry) {
      roots.add(module.id);
      if (BOOT_SCRIPT.test(module.id)) boots.add(module.id);
      else if (!/\.astro\?/.test(module.id)) islands.add(module.id);
    }
    for (const target of module.lazy) {
      roots.add(target);
      islands.add(target);
    }
  }

  /** Root ids that reach each module statically. */
  const users = new Map<string, Set<string>>();
  for (const root of roots) {
    const stack = [root];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop() ?? '';
      if (seen.has(id)) continue;
      seen.add(id);
      let set = users.get(id);
      if (!set) users.set(id, (set = new Set()));
      set.add(root);
      const module = byId.get(id);
      if (module) stack.push(...depsOf(module));
    }
  }

  const islandCount = new Map<Lang, number>();
  for (const root of islands) islandCount.set(langOfId(root), (islandCount.get(langOfId(root)) ?? 0) + 1);

  const plan = new Map<string, string>();
  const units = new Map<string, Unit>();
  for (const [id, set] of users) {
    if (REACT_MODULES.test(id)) plan.set(id, 'react');
    if (roots.has(id) || set.size < 2 || REACT_MODULES.test(id)) continue;
    const lang = langOfId(id);
    const rootsOf = [...set];
    const boot = rootsOf.some((root) => boots.has(root));
    if (rootsOf.some((root) => langOfId(root) !== lang)) {
      // Not copied per language: styles (no JavaScript) go with React, which every island page loads already; the
      // bundler's helpers where the bundler puts them.
      if (!boot && STYLE.test(id)) plan.set(id, 'react');
      continue;
    }
    if (boot) {
      plan.set(id, `boot-${lang}`);
      continue;
    }
    if (rootsOf.filter((root) => islands.has(root)).length >= (islandCount.get(lang) ?? 0) * options.commonShare) {
      plan.set(id, `common-${lang}`);
      continue;
    }
    const key = rootsOf.sort().join('|');
    const unit = units.get(key);
    if (unit) {
      unit.modules.push(id);
      unit.size += sizeOf(id);
    } else {
      units.set(key, { modules: [id], size: sizeOf(id), roots: set });
    }
  }

  // Pages: each island alone, and the islands pages hydrate together; each page's islands with its chunk allowance.
  const pageRoots: Set<string>[] = [...islands].map((root) => new Set([root]));
  for (const files of together) {
    for (const lang of new Set([...islands].map(langOfId))) {
      const members = [...islands].filter((root) => langOfId(root) === lang && files.includes(withoutLang(root).split('?')[0] ?? ''));
      if (members.length >= 2) pageRoots.push(new Set(members));
    }
  }

  // Which pages load each unit, and which units each page loads, kept up to date as units merge.
  const unitPages = new Map<Unit, Set<number>>();
  const pageUnits = pageRoots.map(() => new Set<Unit>());
  for (const unit of units.values()) {
    const on = new Set<number>();
    pageRoots.forEach((page, index) => {
      if ([...page].some((root) => unit.roots.has(root))) {
        on.add(index);
        pageUnits[index]?.add(unit);
      }
    });
    unitPages.set(unit, on);
  }
  // A page's own code, estimated: what only its islands use, and the shared units it loads. Bytes in vain weigh with
  // how far above the average a page is, so the pages nearest their budget are spared first.
  const exclusive = new Map<string, number>();
  for (const [id, set] of users) {
    const [only] = set;
    if (set.size === 1 && only !== undefined && !REACT_MODULES.test(id) && !plan.has(id)) exclusive.set(only, (exclusive.get(only) ?? 0) + sizeOf(id));
  }
  const ownOf = pageRoots.map((page, index) => [...page].reduce((sum, root) => sum + (exclusive.get(root) ?? 0), 0) + [...(pageUnits[index] ?? [])].reduce((sum, unit) => sum + unit.size, 0));
  const averageOwn = ownOf.reduce((sum, own) => sum + own, 0) / Math.max(1, ownOf.length);
  const weights = ownOf.map((own) => own / averageOwn);
  const overBy = (index: number) => (pageUnits[index]?.size ?? 0) - (options.scriptsPerPage - FIXED_SCRIPTS - (pageRoots[index]?.size ?? 0));
  for (;;) {
    let crowded = -1;
    for (let index = 0; index < pageRoots.length; index++) if (overBy(index) > 0 && (crowded === -1 || overBy(index) > overBy(crowded))) crowded = index;
    const candidates = [...(pageUnits[crowded] ?? [])];
    if (candidates.length < 2) break;
    let best: [Unit, Unit] | null = null;
    let bestWaste = Number.POSITIVE_INFINITY;
    for (let i = 0; i < candidates.length; i++) {
      for (let j = i + 1; j < candidates.length; j++) {
        const a = candidates[i] as Unit;
        const b = candidates[j] as Unit;
        const waste = mergeWaste(a, unitPages.get(a) ?? new Set(), b, unitPages.get(b) ?? new Set(), weights);
        if (waste < bestWaste) [best, bestWaste] = [[a, b], waste];
      }
    }
    if (!best) break;
    const [a, b] = best;
    a.modules.push(...b.modules);
    a.size += b.size;
    for (const root of b.roots) a.roots.add(root);
    const pagesOfA = unitPages.get(a) ?? new Set<number>();
    for (const index of unitPages.get(b) ?? []) {
      pagesOfA.add(index);
      pageUnits[index]?.delete(b);
      pageUnits[index]?.add(a);
    }
    unitPages.delete(b);
  }
  const live = [...unitPages.keys()];

  // A chunk that half a language's pages load anyway joins the common chunk: one request and one stream fewer for
  // those pages, and the rest are mostly visited after one of them, with it cached.
  const pagesByLang = new Map<Lang, number>();
  for (const page of pageRoots) {
    const lang = langOfId([...page][0] ?? '');
    pagesByLang.set(lang, (pagesByLang.get(lang) ?? 0) + 1);
  }
  const commonUnits = new Set(
    live.filter((unit) => (unitPages.get(unit)?.size ?? 0) >= (pagesByLang.get(langOfId(unit.modules[0] ?? '')) ?? 0) * COMMON_PAGE_SHARE),
  );
  for (const unit of commonUnits) for (const id of unit.modules) plan.set(id, `common-${langOfId(id)}`);

  // Named after a module, as the bundler names chunks (`List-id`); one name is one chunk, so names never repeat.
  const names = new Set<string>();
  for (const unit of live) {
    if (commonUnits.has(unit)) continue;
    const first = unit.modules[0] ?? '';
    const base = `${first.split('?')[0]?.split(/[\\/]/).pop()?.replace(/\.\w+$/, '') ?? 'shared'}-${langOfId(first)}`;
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}${n}`;
    names.add(name);
    for (const id of unit.modules) plan.set(id, name);
  }
  return plan;
}
