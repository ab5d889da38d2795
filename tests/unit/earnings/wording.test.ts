// The earnings and withdrawal area in words: beans are named by the brand's label (a package type may call them
// otherwise), and the Indonesian texts read as a native hears them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/lib/language.ts';

const messages = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../i18n/${lang}.json`), 'utf8')) as Record<string, string>;
/** The keys of this area: its screens, its errors and its route titles. */
const AREA = /^(?:earnings|daily|bills|settlements|withdraw)\.|^error\.(?:withdraw|settlement|payout)\.|^route\.(?:earnings|everydayDetails|goldbill|incomelog|incomedetail|withdrawcash|addAccount|withdrawalRecord|withdrawaldetail|selwithdrawalMethod)$/;

describe('the earnings and withdrawal messages', () => {
  for (const lang of LANGS) {
    it(`name the beans by the brand's label in ${lang}, never by a word of their own`, () => {
      const hardCoded = Object.entries(messages(lang)).filter(([key, text]) => AREA.test(key) && /\bbeans?\b|金豆/i.test(text.replace(/\{\w+\}/g, '')));
      expect(hardCoded.map(([key]) => key)).toEqual([]);
    });
  }

  it('read in Indonesian as income paid to the host, never as a bill to pay ("tagihan") or a completion ("penyelesaian")', () => {
    const odd = Object.entries(messages('id')).filter(([key, text]) => AREA.test(key) && /tagihan|penyelesaian|diselesaikan/i.test(text));
    expect(odd.map(([key]) => key)).toEqual([]);
  });
});
