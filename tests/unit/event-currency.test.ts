// Issue 26.3: event rewards in the right currency, and event texts naming coins and beans by the brand's labels.
import { describe, expect, it } from 'vitest';
import { eventConfigProblems, rewardCurrency } from '../../src/domain/events.ts';
import { DEFAULT_BRAND } from '../../src/lib/brand.ts';
import { eventMessagesOf } from '../../src/lib/event-text.ts';
import { LANGS } from '../../src/lib/language.ts';
import { EVENT_DEFS, EVENT_MESSAGES } from '../../src/routes.ts';

/** Words for the currencies an event text must not write itself (the brand's labels come through placeholders). */
const CURRENCY_WORDS = /\bcoins?\b|\bbeans?\b|\bkoin|\bkacang\b|金币|金幣|豆/i;

describe('event reward currency', () => {
  it('pays hosts in beans and everyone else in coins', () => {
    for (const [name, def] of Object.entries(EVENT_DEFS)) {
      expect(rewardCurrency(def.rewards), name).toBe(def.audience === 'hosts' ? 'bean' : 'coin');
      expect(eventConfigProblems(def), name).toEqual([]);
    }
    const goldbonus = EVENT_DEFS['goldbonus']!;
    expect(eventConfigProblems({ ...goldbonus, rewards: { ...goldbonus.rewards, currency: 'coin' } })).toContain('rewards for hosts are paid in beans');
  });
});

describe('event texts', () => {
  it('name coins and beans only through {coin} and {bean}', () => {
    for (const [name, messages] of Object.entries(EVENT_MESSAGES)) {
      for (const lang of LANGS) {
        for (const [key, text] of Object.entries(messages[lang])) expect(text.replace(/{coin}|{bean}/g, ''), `${name} ${lang} ${key}`).not.toMatch(CURRENCY_WORDS);
      }
    }
  });

  it("fill in the brand's labels", () => {
    const gold = eventMessagesOf('goldbonus')!;
    expect(gold.id.rules).toContain(DEFAULT_BRAND.beanLabel('id'));
    expect(gold.id.rules).not.toContain('{bean}');
    expect(gold['zh-tw'].intro).toContain(DEFAULT_BRAND.beanLabel('zh-tw'));
    expect(eventMessagesOf('rechargebonus')!.en.intro).toContain(DEFAULT_BRAND.coinLabel('en'));
    for (const lang of LANGS) expect(gold[lang].title).toContain(DEFAULT_BRAND.beanLabel(lang));
  });
});
