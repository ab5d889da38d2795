// The architecture check (scripts/check-architecture.ts, a step of npm test) finds what it says it finds: on a small
// repository written for the test, each rule's offence, and nothing on a sound one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CODE_LINES, architectureOffences, circles, importsOf, layerOf } from '../../scripts/check-architecture.ts';

/** A repository of the given files (paths from its root) in a fresh folder. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'arch-'));
  for (const dir of ['server', 'src', 'scripts', 'tests']) mkdirSync(join(root, dir), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A sound server: each layer importing the one below it. */
const SOUND = {
  'server/main.ts': "import { createApp } from './app.ts';\n",
  'server/app.ts': "import { userApi } from './api/user.ts';\n",
  'server/api/user.ts': "import { profileOf } from '../account/profile.ts';\n",
  'server/account/profile.ts': "import { post } from '../services/ledger.ts';\nconst sql = db.prepare('SELECT 1');\n",
  'server/services/ledger.ts': "import type { Db } from '../db/database.ts';\n",
  'server/db/database.ts': "import { levels } from '../../src/domain/levels.ts';\n",
  'src/domain/levels.ts': 'export const levels = 1;\n',
};

describe('importsOf', () => {
  it('reads static imports, re-exports, side-effect imports and import() of relative code files, not comments or packages', () => {
    const text = [
      "import { a } from './a.ts';",
      "export * from '../b.ts';",
      "import './c.tsx';",
      "const d = await import('./d.ts');",
      "import { Hono } from 'hono';",
      "// import { e } from './e.ts';",
      "import styles from './f.css';",
    ].join('\n');
    expect(importsOf('server/x/y.ts', text)).toEqual(['server/x/a.ts', 'server/b.ts', 'server/x/c.tsx', 'server/x/d.ts']);
  });
});

describe('circles', () => {
  it('finds a circle of three files and a file importing itself, and none in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(circles(graph)).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['d']]));
    expect(circles(graph)).toHaveLength(2);
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});

describe('layerOf', () => {
  it('puts the API above the areas, the areas above the services and the services above the database', () => {
    const [api, area, services, db] = ['server/api/user.ts', 'server/family/store.ts', 'server/services/ledger.ts', 'server/db/database.ts'].map(layerOf);
    expect(api).toBeLessThan(area ?? 0);
    expect(area).toBeLessThan(services ?? 0);
    expect(services).toBeLessThan(db ?? 0);
    expect(layerOf('server/somewhere.ts')).toBeNull();
  });
});

describe('architectureOffences', () => {
  it('finds nothing in a sound repository', () => {
    expect(architectureOffences(repository(SOUND))).toEqual([]);
  });

  it('finds an import circle', () => {
    const offences = architectureOffences(
      repository({ ...SOUND, 'src/lib/a.ts': "import { b } from './b.ts';\n", 'src/lib/b.ts': "import { a } from './a.ts';\n" }),
    );
    expect(offences).toEqual(['import circle of 2 files: src/lib/a.ts -> src/lib/b.ts']);
  });

  it('finds the API imported from below it, an upward import, SQL in the HTTP layer and a file in no layer', () => {
    const offences = architectureOffences(
      repository({
        ...SOUND,
        'server/jobs/x.ts': "import { userApi } from '../api/user.ts';\n",
        'server/services/coins.ts': "import { profileOf } from '../account/profile.ts';\n",
        'server/api/raw.ts': "const rows = db.prepare('SELECT 1').all();\n",
        'server/loose.ts': 'export const x = 1;\n',
      }),
    );
    expect(offences).toEqual([
      "server/api/raw.ts runs SQL: the HTTP layer and the jobs call the areas' operations and stores",
      'server/jobs/x.ts imports server/api/user.ts: only server/app.ts mounts the API',
      'server/jobs/x.ts (jobs) imports server/api/user.ts (HTTP): a layer imports only downwards',
      'server/loose.ts is in no layer of SERVER_LAYERS (docs/architecture.md)',
      'server/services/coins.ts (services) imports server/account/profile.ts (areas): a layer imports only downwards',
    ]);
  });

  it('finds demo data in the database layer and a file over the limit, but not the legal texts', () => {
    const long = 'x\n'.repeat(MAX_CODE_LINES + 1);
    const offences = architectureOffences(
      repository({
        ...SOUND,
        'server/db/database.ts': "import { seedDemo } from '../demo/seed.ts';\n",
        'server/demo/seed.ts': 'export const seedDemo = 1;\n',
        'src/lib/long.ts': long,
        'src/features/account/legal/terms.ts': long,
      }),
    );
    expect(offences).toEqual([
      'server/db/database.ts (db) imports server/demo/seed.ts (demo): a layer imports only downwards',
      'server/db/database.ts speaks of demo data: the demo seeds through onCreate',
      `src/lib/long.ts has ${MAX_CODE_LINES + 1} lines (at most ${MAX_CODE_LINES})`,
    ]);
  });
});
