import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = join(import.meta.dirname, '../../../src/domain');
const RULES = readFileSync(join(import.meta.dirname, '../../../docs/rules.md'), 'utf8');

/** Exported constants that are names or derived sums, not business values. */
const NOT_VALUES = new Set(['NO_BEANS', 'LEVEL_KINDS', 'FAMILY_ROLES', 'FAMILY_ACTIONS', 'EMPTY_SIGN_IN_RECORD', 'DAY_MS', 'RED_PACKET_TOTAL_WEIGHT', 'TURNTABLE_TOTAL_WEIGHT']);

describe('docs/rules.md', () => {
  it('lists every business constant of src/domain, so each value has its documented source', () => {
    const missing: string[] = [];
    for (const file of readdirSync(DOMAIN).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(DOMAIN, file), 'utf8');
      for (const [, name] of source.matchAll(/^export const ([A-Z][A-Z0-9_]+)\b/gm)) {
        if (!NOT_VALUES.has(name ?? '') && !RULES.includes(`\`${name}\``)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('marks every value spec or assumed', () => {
    const rows = RULES.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && line.includes('`'));
    const unsourced = rows.filter((row) => !/spec|assumed|DESIGN/.test(row.split('|').at(-2) ?? ''));
    expect(unsourced).toEqual([]);
  });
});
