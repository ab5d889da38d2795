// The dependency rules of DESIGN 2 and STYLE 1 and 4, checked on the source rather than trusted.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Every source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'paraglide' ? [] : sources(path);
    return /\.(ts|tsx|astro)$/.test(entry) ? [path] : [];
  });
}

/** The files a source file imports by relative path, as paths from the repository root. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(ROOT, resolve(dirname(file), m[1] ?? m[2] ?? '')),
  );
}

const SRC = sources(join(ROOT, 'src'));

describe('dependency rules', () => {
  it('src never imports server/ (DESIGN 2)', () => {
    const offenders = SRC.flatMap((file) => relativeImports(file).filter((target) => target.startsWith('server/')).map((t) => `${relative(ROOT, file)} -> ${t}`));
    expect(offenders).toEqual([]);
  });

  it('features never import each other (STYLE 1)', () => {
    const offenders = SRC.filter((file) => relative(ROOT, file).startsWith('src/features/')).flatMap((file) => {
      const area = relative(ROOT, file).split('/')[2];
      return relativeImports(file)
        .filter((target) => target.startsWith('src/features/') && target.split('/')[2] !== area)
        .map((target) => `${relative(ROOT, file)} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('shared code never imports a feature or an event (shared -> features -> pages)', () => {
    const shared = SRC.filter((file) => /^src\/(lib|ui|domain|contract)\//.test(relative(ROOT, file)));
    const offenders = shared.flatMap((file) =>
      relativeImports(file).filter((t) => /^src\/(features|events|pages)\//.test(t)).map((t) => `${relative(ROOT, file)} -> ${t}`),
    );
    expect(offenders).toEqual([]);
  });

  it('src/domain stays pure: no DOM, no fetch, no clock, no Vite-only APIs', () => {
    const domain = SRC.filter((file) => relative(ROOT, file).startsWith('src/domain/'));
    const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const offenders = domain.filter((file) => /\b(document|window)\.|\bfetch\(|\blocalStorage\b|\bDate\.now\(|\bimport\.meta\.env\b/.test(code(file)));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});

describe('rules written once', () => {
  const exported = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export function (\w+)/gm)].map((m) => m[1] ?? '');

  it('no feature defines again a function that shared code exports', () => {
    const shared = new Set(SRC.filter((file) => /^src\/(lib|ui|domain|contract)\//.test(relative(ROOT, file))).flatMap(exported));
    const offenders = SRC.filter((file) => relative(ROOT, file).startsWith('src/features/')).flatMap((file) =>
      exported(file).filter((name) => shared.has(name)).map((name) => `${relative(ROOT, file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the server never restates status codes as numbers in its queries (refundsWithdrawal and friends decide)', () => {
    // Published migrations cannot change; everything else derives the codes from src/domain/settlement.ts.
    const server = sources(join(ROOT, 'server')).filter((file) => !relative(ROOT, file).startsWith('server/db/migrations'));
    const offenders = server.filter((file) => /status\s+(?:NOT\s+)?IN\s*\(\s*\d/i.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('no screen works out its starting date range itself: lastDays does, from useBusinessToday', () => {
    const features = SRC.filter((file) => relative(ROOT, file).startsWith('src/features/'));
    const offenders = features.filter((file) => /addDays\([^;]*,\s*1 - /.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
