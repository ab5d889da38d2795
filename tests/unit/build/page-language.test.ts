import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { langOfId, withLang, withoutLang } from '../../../scripts/lang-ids.ts';
import { pageLangOf, pointPagesAtTheirLanguage, staticLocaleMessage } from '../../../scripts/page-language.ts';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MESSAGES = new URL('../../../src/paraglide/messages/', import.meta.url);

/** The compiled module of a message (npm run i18n). */
const compiled = (file: string) => readFileSync(new URL(file, MESSAGES), 'utf8');

describe('language copies of module ids', () => {
  it('marks a copy with its language and keeps what the id ends in', () => {
    expect(withLang('/src/features/withdraw/WithdrawCash.tsx', 'id')).toBe('/src/features/withdraw/WithdrawCash.tsx?page-lang=id');
    expect(withLang('/src/layouts/EntryScript.astro?astro&type=script&index=0&lang.ts', 'zh-tw')).toBe(
      '/src/layouts/EntryScript.astro?page-lang=zh-tw&astro&type=script&index=0&lang.ts',
    );
  });

  it('reads the language back, the default language for an id without one', () => {
    expect(langOfId('/src/lib/session.ts?page-lang=zh-cn')).toBe('zh-cn');
    expect(langOfId('/src/layouts/EntryScript.astro?page-lang=id&astro&type=script')).toBe('id');
    expect(langOfId('/src/lib/session.ts')).toBe('en');
  });

  it('gives back the id without its language, and the default language copy is the id itself', () => {
    for (const id of ['/src/a.ts', '/src/b.astro?astro&type=script&index=0&lang.ts']) {
      expect(withoutLang(withLang(id, 'zh-tw'))).toBe(id);
      expect(withLang(id, 'en')).toBe(id);
    }
  });
});

describe('staticLocaleMessage', () => {
  it('exports the language’s own function, so the bundle can drop the others', () => {
    const code = staticLocaleMessage(compiled('ui_retry.js'), 'zh-tw', 'ui_retry.js');
    expect(code).toMatch(/^const ui_retry = zh_tw_ui_retry;$/m);
    expect(code).not.toContain("from '../runtime.js'");
    // What the module exports reads the chosen language's text whatever locale a caller passes.
    const exported = new Function(`${code.replace(/^export .*$/m, '')}; return ui_retry;`)() as (inputs: object, options: object) => string;
    expect(exported({}, { locale: 'en' })).toBe('重試');
  });

  it('falls back to the base language’s function, and reads inputs without optional chaining', () => {
    const code = staticLocaleMessage(compiled('account_cancel_confirmbody1.js'), 'en', 'x');
    expect(code).toMatch(/^const account_cancel_confirmbody1 = en_account_cancel_confirmbody1;$/m);
    expect(code).not.toContain('?.');
  });

  it('fails on a module Paraglide did not write as it does today', () => {
    expect(() => staticLocaleMessage('export const x = () => "hi";', 'id', 'x.js')).toThrow(/Paraglide 2/);
  });
});

describe('pointPagesAtTheirLanguage', () => {
  it('points the pages of each language at that language’s copies and leaves the default language’s alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-lang-'));
    mkdirSync(join(dist, 'id'));
    const page = '<script type="module" src="/_astro/Entry.a.js"></script><astro-island component-url="/_astro/Mall.b.js" renderer-url="/_astro/client.c.js">';
    writeFileSync(join(dist, 'mall.html'), page);
    writeFileSync(join(dist, 'id', 'mall.html'), page);
    const changed = pointPagesAtTheirLanguage(dist, { id: { '_astro/Entry.a.js': '_astro/Entry.d.js', '_astro/Mall.b.js': '_astro/Mall.e.js' } });
    expect(changed).toBe(1);
    expect(readFileSync(join(dist, 'mall.html'), 'utf8')).toBe(page);
    expect(readFileSync(join(dist, 'id', 'mall.html'), 'utf8')).toBe(
      '<script type="module" src="/_astro/Entry.d.js"></script><astro-island component-url="/_astro/Mall.e.js" renderer-url="/_astro/client.c.js">',
    );
  });

  it('tells a page’s language from its folder', () => {
    expect(pageLangOf('zh-tw/marble/rule.html')).toBe('zh-tw');
    expect(pageLangOf('marble/rule.html')).toBe('en');
    expect(pageLangOf('/id/404.html')).toBe('id');
  });
});
