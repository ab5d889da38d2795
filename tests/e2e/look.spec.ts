// The pages without islands look like the rest of the product, as users see them: the shared button, card and table
// styles reach them (checked on computed styles, never on class names), their text passes WCAG AA contrast, and every
// public page describes itself in its own language.
import type { Locator, Page } from '@playwright/test';
import { HTML_LANG, LANGS, type Lang } from '../../src/lib/language.ts';
import { routeQuery } from '../support/route-users.ts';
import { ROUTES, expect, message, test } from './fixtures.ts';

/** WCAG AA for normal text. */
const AA_NORMAL_TEXT = 4.5;

/** What a user sees of an element: its box and the computed styles that make it look like a button or a card. */
interface Look {
  height: number;
  radius: number;
  background: string;
  borderWidth: number;
  borderColor: string;
  underlined: boolean;
  contrast: number;
}

/** The look of `locator`; contrast is the text colour against the nearest opaque background behind it. */
async function lookOf(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = rgb(value).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let backdrop = 'rgb(255, 255, 255)';
    for (let at: Element | null = element; at; at = at.parentElement) {
      const color = getComputedStyle(at).backgroundColor;
      if ((rgb(color)[3] ?? 1) > 0.99) {
        backdrop = color;
        break;
      }
    }
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(backdrop)].sort((a, b) => b - a);
    return {
      height: element.getBoundingClientRect().height,
      radius: parseFloat(style.borderTopLeftRadius),
      background: backdrop,
      borderWidth: parseFloat(style.borderTopWidth),
      borderColor: style.borderTopColor,
      underlined: style.textDecorationLine.includes('underline'),
      contrast: ((light ?? 1) + 0.05) / ((dark ?? 0) + 0.05),
    };
  });
}

/** Expects `locator` to look like one of the kit's buttons: a rounded, 44 px tall, readable, not underlined target. */
async function expectButton(locator: Locator, kind: 'primary' | 'secondary'): Promise<void> {
  const look = await lookOf(locator);
  expect(look.height, 'a 44 px touch target').toBeGreaterThanOrEqual(44);
  expect(look.radius, 'rounded like the kit').toBeGreaterThanOrEqual(16);
  expect(look.underlined, 'no link underline').toBe(false);
  expect(look.contrast, 'text contrast').toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  if (kind === 'primary') expect(look.background, 'filled with the brand colour').toBe('rgb(216, 27, 96)');
  else {
    expect(look.borderWidth, 'outlined').toBeGreaterThanOrEqual(1);
    expect(look.borderColor).not.toBe('rgba(0, 0, 0, 0)');
  }
}

/** Expects the region named `name` to be one of the kit's cards: white and rounded on the grey page. */
async function expectCard(locator: Locator): Promise<void> {
  const look = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, radius: parseFloat(style.borderTopLeftRadius), padding: parseFloat(style.paddingLeft) };
  });
  expect(look.background, 'a white card').toBe('rgb(255, 255, 255)');
  expect(look.radius, 'rounded').toBeGreaterThanOrEqual(8);
  expect(look.padding, 'padded').toBeGreaterThanOrEqual(12);
}

/**
 * Every table of the page as users read it: cells padded and separated by a rule, headers and the first row's cells
 * in readable contrast, and the table no wider than the box it sits in (narrow columns get room from the others,
 * never from breaking words).
 */
async function expectTablesReadable(page: Page): Promise<number> {
  const tables = await page.$$eval('main table', (all) =>
    all.map((table) => {
      const cells = [...table.querySelectorAll('th, td')].map((cell) => getComputedStyle(cell));
      return {
        fits: table.getBoundingClientRect().width <= (table.parentElement?.clientWidth ?? 0) + 0.5,
        padded: cells.every((style) => parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) >= 4 && parseFloat(style.paddingTop) >= 4),
        ruled: cells.every((style) => parseFloat(style.borderBottomWidth) >= 1 && style.borderBottomStyle !== 'none'),
      };
    }),
  );
  for (const table of tables) expect(table).toEqual({ fits: true, padded: true, ruled: true });
  for (const cell of await page.locator('main table thead th, main table tbody tr:first-child > *').all()) {
    expect((await lookOf(cell)).contrast, 'a table cell in readable contrast').toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  }
  return tables.length;
}

/** Opens `path` in `lang` as its user would. */
async function open(page: Page, path: string, lang: Lang): Promise<void> {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  await page.goto(`${path}?${routeQuery(route, lang)}`);
}

test.describe('pages without islands get the shared styles', () => {
  for (const lang of ['en', 'id'] as const) {
    test(`/download in ${lang}: the store and APK links are the kit's buttons, in cards`, async ({ page }) => {
      await open(page, '/download', lang);
      await expectButton(page.getByRole('link', { name: message(lang, 'account.download.googlePlay') }), 'primary');
      await expectButton(page.getByRole('link', { name: message(lang, 'account.download.appStore') }), 'secondary');
      await expectButton(page.getByRole('link', { name: /APK/ }), 'secondary');
      await expectCard(page.locator('main section').filter({ has: page.getByRole('link', { name: message(lang, 'account.download.appStore') }) }));
      expect(await page.locator('script[src], script[type="module"]').count(), 'no JavaScript').toBe(0);
    });
  }

  test('/aboutme: its facts are a table in a card, cells padded and ruled', async ({ page }) => {
    await open(page, '/aboutme', 'id');
    await expectCard(page.locator('main section').filter({ has: page.getByRole('heading', { name: message('id', 'account.about.appTitle') }) }));
    expect(await expectTablesReadable(page)).toBe(1);
  });

  test('/protocol/userRegister: the contents are a card of links', async ({ page }) => {
    await open(page, '/protocol/userRegister', 'en');
    await expectCard(page.getByRole('navigation', { name: message('en', 'account.legal.contents') }));
  });

  // Every page without islands: whatever tables it has are readable in both Latin languages.
  const staticRoutes = ['/vipRules', '/levelRule', '/aboutme', '/marble/rule', '/instructions', '/outrule', '/callrule', '/joinTips', '/turntableRule', '/tanpa'];
  for (const path of staticRoutes) {
    test(`${path}: tables padded, ruled, readable and within the screen (en, id)`, async ({ page }) => {
      for (const lang of ['en', 'id'] as const) {
        await open(page, path, lang);
        await expect(page.locator('astro-island')).toHaveCount(0);
        await expectTablesReadable(page);
        for (const card of await page.locator('main > .ui-card, main article > .ui-card').all()) await expectCard(card);
      }
    });
  }
});

test.describe('public pages describe themselves', () => {
  for (const route of ROUTES.filter((r) => !r.auth)) {
    test(`${route.path} has a meta description in each language`, async ({ request }) => {
      for (const lang of LANGS) {
        const html = await (await request.get(`${route.path}?lang=${lang}`, { headers: { 'Accept-Language': HTML_LANG[lang] } })).text();
        expect(html, `${route.path} ${lang}`).toContain(`<html lang="${HTML_LANG[lang]}"`);
        const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
        expect(description.trim().length, `${route.path} ${lang} description`).toBeGreaterThan(10);
      }
    });
  }
});
