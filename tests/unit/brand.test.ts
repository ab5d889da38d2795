import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS_BY_PACKAGE_TYPE, DEFAULT_BRAND, brandFor } from '../../src/lib/brand.ts';

describe('brandFor', () => {
  it('shows one brand for package types 1, 2, 5 and any other value', () => {
    for (const packageType of ['1', '2', '5', '9', '', null, undefined]) expect(brandFor(packageType)).toBe(DEFAULT_BRAND);
  });

  it('has its logo in public/ for every package type', () => {
    for (const brand of [DEFAULT_BRAND, ...Object.values(BRANDS_BY_PACKAGE_TYPE)]) {
      expect(existsSync(join(import.meta.dirname, '../../public', brand.logo)), brand.logo).toBe(true);
    }
  });
});
