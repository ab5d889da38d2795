import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/lib/language.ts';
import { EVENT_MESSAGES } from '../../src/routes.ts';

const I18N_DIR = join(import.meta.dirname, '../../i18n');

/** One language's messages file, without the optional $schema entry. */
function messagesOf(lang: string): Record<string, unknown> {
  const all = JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith('$')));
}

/** The `{name}` placeholders of a message, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

const en = messagesOf('en');

describe('i18n messages', () => {
  it('defines keys in en.json as flat dotted keys grouped by screen', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    for (const key of Object.keys(en)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/);
  });

  for (const lang of LANGS) {
    it(`has every key of en.json in ${lang}.json, each a non-empty text with the same placeholders`, () => {
      const messages = messagesOf(lang);
      for (const [key, source] of Object.entries(en)) {
        const text = messages[key];
        expect(typeof text, `${lang}: ${key} missing`).toBe('string');
        expect((text as string).trim(), `${lang}: ${key} empty`).not.toBe('');
        expect(placeholders(text as string), `${lang}: ${key} placeholders`).toEqual(placeholders(source as string));
      }
      expect(Object.keys(messages).filter((key) => !(key in en)), `${lang}: keys not in en.json`).toEqual([]);
    });
  }
});

describe('event messages', () => {
  for (const [event, messages] of Object.entries(EVENT_MESSAGES)) {
    it(`has every text of ${event} in all four languages`, () => {
      const keys = Object.keys(messages.en);
      expect(keys).toContain('title');
      for (const lang of LANGS) {
        expect(Object.keys(messages[lang]).sort(), `${event} ${lang}`).toEqual([...keys].sort());
        for (const key of keys) expect(messages[lang][key]?.trim(), `${event} ${lang} ${key}`).toBeTruthy();
      }
    });
  }
});
