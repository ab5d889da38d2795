// The legal texts: complete in the four languages (the same sections, in the same order, none empty), every
// placeholder one the brand fills, and no placeholder text left.
import { describe, expect, it } from 'vitest';
import { USER_AGREEMENT } from '../../../src/features/account/legal/agreement.ts';
import { fillLegal } from '../../../src/features/account/legal/legal-doc.ts';
import { PRIVACY_STATEMENT } from '../../../src/features/account/legal/privacy.ts';
import { BRAND_SITE } from '../../../src/lib/brand-site.ts';
import { LANGS } from '../../../src/lib/language.ts';

const FACTS = { ...BRAND_SITE, support: '+62 811-1900-2026' };

describe.each([['privacy statement', PRIVACY_STATEMENT], ['user agreement', USER_AGREEMENT]] as const)('the %s', (_, doc) => {
  it('has the same number of sections and list items in every language, none empty', () => {
    const shape = (lang: (typeof LANGS)[number]) => doc[lang].sections.map((s) => s.body.map((b) => (typeof b === 'string' ? 1 : b.length)));
    for (const lang of LANGS) {
      expect(shape(lang), lang).toEqual(shape('en'));
      expect(doc[lang].intro.length).toBe(doc.en.intro.length);
      for (const section of doc[lang].sections) {
        expect(section.heading.trim()).not.toBe('');
        for (const block of section.body) for (const text of typeof block === 'string' ? [block] : block) expect(text.trim().length).toBeGreaterThan(1);
      }
    }
  });

  it('fills every placeholder from the brand, leaving no braces and no filler text', () => {
    for (const lang of LANGS) {
      const all = [...doc[lang].intro, ...doc[lang].sections.flatMap((s) => s.body.flat())].map((text) => fillLegal(text, FACTS)).join('\n');
      expect(all).not.toMatch(/[{}]|lorem|TODO|TBD|xxx/i);
      expect(all).toContain(BRAND_SITE.company);
    }
  });

  it('is long enough to be a real text: at least 10 sections', () => {
    expect(doc.en.sections.length).toBeGreaterThanOrEqual(10);
  });
});

describe('fillLegal', () => {
  it('refuses a placeholder the brand does not know', () => {
    expect(() => fillLegal('{nope}', FACTS)).toThrow(/unknown placeholder/);
  });
});
