// `npm run check:architecture` (a step of `npm test`): the shape of docs/architecture.md, checked on the source rather
// than trusted. No import circle anywhere; the server's layers import only downwards; nothing but server/app.ts
// imports server/api/; the HTTP layer and the jobs hold no SQL; opening the database knows nothing of demo data; no
// code file is longer than a head holds. Exits 1 with one line per offence.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** Issue 23: the most lines a code file may have. */
export const MAX_CODE_LINES = 400;

/** Files that may be longer: texts rather than code, and generated output. */
export const LONG_FILE_EXCEPTIONS: readonly RegExp[] = [
  // The legal texts (privacy statement, user agreement) in four languages.
  /^src\/features\/account\/legal\//,
  // Paraglide's compiled messages (npm run i18n), not written by hand.
  /^src\/paraglide\//,
];

/**
 * The server's layers, top first (docs/architecture.md). A file may import its own layer and those below it, never
 * one above; every server file belongs to exactly one layer.
 */
export const SERVER_LAYERS: readonly { name: string; paths: readonly string[] }[] = [
  { name: 'entry', paths: ['server/main.ts'] },
  { name: 'app', paths: ['server/app.ts'] },
  { name: 'HTTP', paths: ['server/api/', 'server/http/'] },
  { name: 'jobs', paths: ['server/jobs/'] },
  { name: 'demo', paths: ['server/demo/'] },
  {
    name: 'areas',
    paths: ['server/account/', 'server/agency/', 'server/earnings/', 'server/coin/', 'server/family/', 'server/games/', 'server/tasks/', 'server/events/', 'server/ops/'],
  },
  { name: 'services', paths: ['server/services/'] },
  { name: 'db', paths: ['server/db/'] },
  { name: 'shared', paths: ['src/domain/', 'src/contract/', 'src/lib/'] },
];

/** The folders whose files are checked (circles, lengths), besides the configuration files at the top. */
const ROOTS = ['server', 'src', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|astro)$/;
/** Relative specifiers of static imports and re-exports, side-effect imports and dynamic import() with a literal. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
/** SQL run directly on the database handle. */
const SQL_CALL = /\bdb\.(prepare|exec)\(/;

/** Every file under `dir` (repository-relative, forward slashes), generated and installed folders left out. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((entry) => {
      const path = posix.join(dir, entry);
      if (entry === 'node_modules' || path === 'src/paraglide') return [];
      return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
    });
}

/** The repository-relative files a file imports by relative path (code files only). */
export function importsOf(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(IMPORT)]
    .map((match) => posix.normalize(posix.join(posix.dirname(file), match[1] ?? '')))
    .filter((target) => CODE_FILE.test(target));
}

/** The import circles of a graph: each strongly connected set of two or more files (or a file importing itself). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so deep graphs cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; edge: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++] as string;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const members: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1 || edges.includes(frame.node)) found.push(members.sort());
      }
    }
  }
  return found;
}

/** The layer index of a repository path (0 is the top), or null outside every layer. */
export function layerOf(path: string): number | null {
  const at = SERVER_LAYERS.findIndex((layer) => layer.paths.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix)));
  return at === -1 ? null : at;
}

/** The lines of a text (a final newline ends the last line, it does not start another). */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every offence of the repository at `root`, one line each. */
export function architectureOffences(root: string): string[] {
  const topLevel = readdirSync(root)
    .sort()
    .filter((entry) => CODE_FILE.test(entry) && statSync(join(root, entry)).isFile());
  const files = [...topLevel, ...ROOTS.flatMap((dir) => filesUnder(root, dir))];
  const code = files.filter((file) => CODE_FILE.test(file));
  const texts = new Map(code.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const graph = new Map(code.map((file) => [file, importsOf(file, texts.get(file) ?? '')]));
  const offences: string[] = [];

  for (const members of circles(graph)) offences.push(`import circle of ${members.length} files: ${members.join(' -> ')}`);

  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (target.startsWith('server/api/') && !file.startsWith('server/api/') && file !== 'server/app.ts') {
        offences.push(`${file} imports ${target}: only server/app.ts mounts the API`);
      }
      if (!file.startsWith('server/')) continue;
      const from = layerOf(file);
      const to = layerOf(target);
      if (to !== null && from !== null && to < from) {
        offences.push(`${file} (${SERVER_LAYERS[from]?.name}) imports ${target} (${SERVER_LAYERS[to]?.name}): a layer imports only downwards`);
      }
      if (target.startsWith('server/') && to === null) offences.push(`${file} imports ${target}, which is in no layer`);
      if (!target.startsWith('server/') && to === null) offences.push(`${file} imports ${target}: the server uses src/domain, src/contract and src/lib only`);
    }
    if (file.startsWith('server/') && layerOf(file) === null) offences.push(`${file} is in no layer of SERVER_LAYERS (docs/architecture.md)`);
    if (/^server\/(api|http|jobs)\//.test(file) && SQL_CALL.test(texts.get(file) ?? '')) {
      offences.push(`${file} runs SQL: the HTTP layer and the jobs call the areas' operations and stores`);
    }
  }

  if (/demo|seed/i.test(texts.get('server/db/database.ts') ?? '')) offences.push('server/db/database.ts speaks of demo data: the demo seeds through onCreate');

  for (const file of code) {
    if (LONG_FILE_EXCEPTIONS.some((pattern) => pattern.test(file))) continue;
    const lines = lineCount(texts.get(file) ?? '');
    if (lines > MAX_CODE_LINES) offences.push(`${file} has ${lines} lines (at most ${MAX_CODE_LINES})`);
  }
  return offences;
}

if (import.meta.main) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  const offences = architectureOffences(root);
  for (const offence of offences) console.error(`✖ ${offence}`);
  if (offences.length > 0) {
    console.error(`\n${offences.length} architecture offences (docs/architecture.md)`);
    process.exit(1);
  }
  console.log(`✔ architecture: no import circle, layers downwards only, files of at most ${MAX_CODE_LINES} lines (${relative(process.cwd(), root) || '.'})`);
}
