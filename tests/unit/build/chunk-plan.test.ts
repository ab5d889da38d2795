import { describe, expect, it } from 'vitest';
import { estimatedSize, islandsTogether, planChunks, type GraphModule } from '../../../scripts/chunk-plan.ts';

/** A module of a made-up client graph. */
const mod = (id: string, imports: string[] = [], extra: Partial<GraphModule> = {}): GraphModule => ({
  id,
  imports,
  lazy: [],
  isEntry: false,
  code: 'x'.repeat(100),
  ...extra,
});
const entry = (id: string, imports: string[]) => mod(id, imports, { isEntry: true });

describe('planChunks', () => {
  it('puts what the auth entry imports in boot, what most islands use in common, and keeps languages apart', () => {
    const graph: GraphModule[] = [];
    for (const lang of ['', '?page-lang=id']) {
      graph.push(
        entry(`/src/layouts/EntryScript.astro${lang ? `${lang}&` : '?'}astro&type=script&index=0&lang.ts`, [`/src/lib/session.ts${lang}`]),
        mod(`/src/lib/session.ts${lang}`),
        mod(`/src/lib/api.ts${lang}`, [`/src/lib/session.ts${lang}`]),
        mod(`/src/ui/List.tsx${lang}`),
        ...['A', 'B', 'C', 'D', 'E', 'F'].map((name) => entry(`/src/features/x/${name}.tsx${lang}`, [`/src/lib/api.ts${lang}`, ...(name < 'C' ? [`/src/ui/List.tsx${lang}`] : [])])),
      );
    }
    const plan = planChunks(graph, [], { commonShare: 0.75, scriptsPerPage: 12 });
    expect(plan.get('/src/lib/session.ts')).toBe('boot-en');
    expect(plan.get('/src/lib/session.ts?page-lang=id')).toBe('boot-id');
    expect(plan.get('/src/lib/api.ts?page-lang=id')).toBe('common-id');
    // Two islands of six: a chunk of its own, named after the module.
    expect(plan.get('/src/ui/List.tsx?page-lang=id')).toBe('List-id');
    // An island's own modules are left to the bundler (they stay in its chunk).
    expect(plan.has('/src/features/x/A.tsx')).toBe(false);
  });

  it('merges the chunks of an island that would request too many, choosing the merge that wastes the fewest bytes', () => {
    const graph = [
      entry('/src/features/x/Big.tsx', ['/src/ui/s1.ts', '/src/ui/s2.ts', '/src/ui/s3.ts']),
      entry('/src/features/x/One.tsx', ['/src/ui/s1.ts']),
      entry('/src/features/x/Two.tsx', ['/src/ui/s2.ts']),
      entry('/src/features/x/Three.tsx', ['/src/ui/s3.ts']),
      mod('/src/ui/s1.ts'),
      mod('/src/ui/s2.ts'),
      mod('/src/ui/s3.ts', [], { code: 'x'.repeat(1000) }),
      ...['P', 'Q', 'R', 'S', 'T'].map((name) => entry(`/src/features/y/${name}.tsx`, [])),
    ];
    // Big may load 12 - 5 - 1 = 6 shared chunks: no merge.
    const roomy = planChunks(graph, [], { commonShare: 0.9, scriptsPerPage: 12 });
    expect(new Set(['s1', 's2', 's3'].map((name) => roomy.get(`/src/ui/${name}.ts`))).size).toBe(3);
    // Two at most: the two small ones merge (One and Two load 100 bytes in vain) rather than a small one with the large.
    const tight = planChunks(graph, [], { commonShare: 0.9, scriptsPerPage: 8 });
    expect(tight.get('/src/ui/s1.ts')).toBe(tight.get('/src/ui/s2.ts'));
    expect(tight.get('/src/ui/s3.ts')).not.toBe(tight.get('/src/ui/s1.ts'));
  });

  it('keeps React in its chunk and styles with it', () => {
    const graph = [
      entry('/src/features/x/A.tsx', ['/node_modules/react/index.js', '/src/ui/ui.css']),
      entry('/src/features/x/A.tsx?page-lang=id', ['/node_modules/react/index.js', '/src/ui/ui.css']),
      mod('/node_modules/react/index.js'),
      mod('/src/ui/ui.css'),
    ];
    const plan = planChunks(graph);
    expect(plan.get('/node_modules/react/index.js')).toBe('react');
    expect(plan.get('/src/ui/ui.css')).toBe('react');
  });
});

describe('estimatedSize', () => {
  it('counts code without comments and a message by its own text', () => {
    expect(estimatedSize('/** doc */\nconst a = 1; // why\n', false)).toBe(' const a = 1; '.length);
    const message = 'const en_x = () => {\n\treturn /** @type {LocalizedString} */ (`Retry`)\n};\nconst x = en_x;\n';
    expect(estimatedSize(message, true)).toBe(' return (`Retry`)'.length);
  });
});

describe('islandsTogether', () => {
  it('finds the islands a page hydrates together, through the .astro components it renders', () => {
    const files = [
      { path: '/r/src/pages/[...lang]/wheel.astro', code: "import Screen from '../../features/t/Screen.astro';\n---\n<Screen />" },
      {
        path: '/r/src/features/t/Screen.astro',
        code: "import { Spin } from './Spin.tsx';\nimport { Wins } from './Wins.tsx';\n---\n<Spin client:load lang={lang} />\n<Wins client:visible />",
      },
      { path: '/r/src/pages/[...lang]/one.astro', code: "import { Spin } from '../../features/t/Spin.tsx';\n---\n<Spin client:load />" },
    ];
    expect(islandsTogether(files)).toEqual([['/r/src/features/t/Spin.tsx', '/r/src/features/t/Wins.tsx']]);
  });
});
