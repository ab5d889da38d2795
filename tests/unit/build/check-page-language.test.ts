import { describe, expect, it } from 'vitest';
import { foreignFragments, foreignIn, type TextsByLang } from '../../../scripts/check-page-language.ts';

const TEXTS: TextsByLang = {
  en: ['Withdraw now', 'Retry', 'Platinum member card'],
  id: ['Tarik sekarang juga', 'Coba lagi', 'Platinum member card'],
  'zh-cn': ['立即提现', '重试'],
  'zh-tw': ['立即提現', '重試'],
};

describe('foreignFragments', () => {
  it('lists the texts only other languages have, long enough to tell them apart', () => {
    const foreign = foreignFragments(TEXTS);
    expect(foreign.en).toEqual(expect.arrayContaining(['Tarik sekarang juga', '立即提现', '重試']));
    // Shared by en and id: not foreign to either; too short to tell: left out.
    expect(foreign.id).not.toContain('Platinum member card');
    expect(foreign.id).not.toContain('Retry');
    expect(foreign['zh-cn']).toContain('立即提現');
  });
});

describe('foreignIn', () => {
  it('finds another language’s text in a script, and any CJK on an en or id page', () => {
    const foreign = foreignFragments(TEXTS);
    expect(foreignIn('var a=()=>`Withdraw now`', 'en', foreign.en)).toEqual([]);
    expect(foreignIn('var a=()=>`Tarik sekarang juga`', 'en', foreign.en)).toEqual(['"Tarik sekarang juga"']);
    expect(foreignIn('var w=["周一"]', 'id', foreign.id)).toEqual([expect.stringMatching(/^CJK text/)]);
    expect(foreignIn('var a=()=>`立即提现`', 'zh-tw', foreign['zh-tw'])).toEqual(['"立即提现"']);
  });
});
