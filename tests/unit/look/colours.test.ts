// The brand's colours pass WCAG AA for normal text (4.5:1) wherever a text sits on them: the palette of every page
// (src/styles/global.css), the level badges, the family tiers and every event's hero.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_THEME, eventLook } from '../../../src/features/events/art.ts';
import { EVENT_DEFS } from '../../../src/routes.ts';
import { AA_NORMAL_TEXT, contrastRatio } from '../../support/contrast.ts';

/** The custom properties of a stylesheet's rules, name to value. */
function customProperties(file: string): Record<string, string> {
  const css = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
  return Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{3,6})\b/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The background colours a stylesheet gives the selectors matching `pattern` (solid `background` or `--badge`). */
function backgrounds(file: string, pattern: RegExp): string[] {
  const css = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter((rule) => pattern.test(rule[1] ?? ''))
    .flatMap((rule) => [...(rule[2] ?? '').matchAll(/(?:background|--badge):\s*(#[0-9a-fA-F]{3,6})\b/g)].map((match) => match[1] ?? ''));
}

const palette = customProperties('src/styles/global.css');
const colour = (name: string) => {
  const value = palette[name];
  if (!value) throw new Error(`${name} is not a colour of global.css`);
  return value;
};

describe('the palette of every page', () => {
  const pairs: [string, string, string][] = [
    ['text on the page', '--color-text', '--color-bg'],
    ['muted text on the page', '--color-muted', '--color-bg'],
    ['muted text on a card', '--color-muted', '--color-surface'],
    ['a link or accent text on a card', '--color-accent', '--color-surface'],
    ['accent text on the page', '--color-accent', '--color-bg'],
    ['strong accent text on a pink tint', '--color-accent-strong', '--color-accent-tint'],
    ['success text on a card', '--color-success', '--color-surface'],
    ['a disabled button', '--color-disabled-text', '--color-disabled-bg'],
  ];
  for (const [what, text, background] of pairs) {
    it(`passes AA for ${what}`, () => {
      expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });
  }

  it('passes AA for white text on the brand pink (primary buttons)', () => {
    expect(contrastRatio('#fff', colour('--color-accent'))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('labels drawn in colour', () => {
  it('gives every level badge a colour white text passes AA on', () => {
    const colours = backgrounds('src/features/account/badges.css', /\.acc-badge/);
    expect(colours.length).toBeGreaterThanOrEqual(16);
    for (const background of colours) expect(contrastRatio('#fff', background), background).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('gives every family tier but gold (dark text) a colour white text passes AA on', () => {
    const colours = backgrounds('src/features/family/family.css', /\.fam-tier(--(?!gold)\w+)?\s*$/);
    expect(colours.length).toBeGreaterThanOrEqual(6);
    for (const background of colours) expect(contrastRatio('#fff', background), background).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('event heroes', () => {
  it('keeps white text readable on the kit’s own colours', () => {
    expect(contrastRatio('#fff', DEFAULT_EVENT_THEME.from)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio('#fff', DEFAULT_EVENT_THEME.to)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  for (const [name, event] of Object.entries(EVENT_DEFS)) {
    it(`${name}: white text passes AA on both hero colours, and the hero has a picture`, () => {
      const look = eventLook(name, event);
      expect(contrastRatio('#fff', look.from), look.from).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrastRatio('#fff', look.to), look.to).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(look.art.viewBox).toMatch(/^0 0 \d+ \d+$/);
      expect(look.art.body).toMatch(/^<(path|g|circle|rect|ellipse)\b/);
      // Several pictures share the home banner's page: an id inside one would clash with another's.
      expect(look.art.body).not.toMatch(/\bid="/);
    });
  }
});
