// Every route in en and id as its user sees it at 360 px: no Latin word is wrapped inside itself (a word that fits on
// a line of its own never breaks; long ids, hashes and URLs may), no link is glued to the words beside it, and the
// page never scrolls sideways. One page per worker is reused across routes, so the run stays short.
import { test as base, expect, type Page } from '@playwright/test';
import type { Lang } from '../../src/lib/language.ts';
import { OPENED_FROM, routeQuery } from '../support/route-users.ts';
import { settle } from '../support/settle.ts';
import { ROUTES } from './fixtures.ts';
import { SMART } from './hosts.ts';

/** One word found broken: its text, the line of text it sits in and where. */
interface BrokenWord {
  word: string;
  text: string;
  where: string;
}

/** The languages with Latin words (zh-cn and zh-tw are checked by the contact sheets of `npm run shots`). */
const LATIN_LANGS: readonly Lang[] = ['en', 'id'];

/** The phone of playwright.config.ts, for the contexts this file opens itself. */
const PHONE = { baseURL: SMART, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

const test = base.extend<object, { wordPage: Page }>({
  wordPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The Latin words of the page whose letters lie on more than one line. A word is a run of Latin letters (apostrophes
 * inside allowed) between spaces, hyphens or slashes; tokens with digits, `@`, `.`, `:` or `_` inside (ids, amounts,
 * hashes, URLs, e-mail addresses) may break where they cannot fit and are not words here.
 */
function brokenWords(): BrokenWord[] {
  const skip = 'script, style, template, noscript, svg, select, textarea, .ui-sr';
  const broken: BrokenWord[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const where = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
      parts.unshift(at.tagName.toLowerCase() + (at.classList.length > 0 ? `.${[...at.classList].join('.')}` : ''));
    }
    return parts.join(' > ');
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skip)) continue;
    const text = node.textContent ?? '';
    for (const token of text.matchAll(/\S+/g)) {
      if (/[\d@.:_]/.test(token[0].replace(/[.:]+$/, ''))) continue;
      for (const part of token[0].matchAll(/[\p{Script=Latin}]+(?:['’][\p{Script=Latin}]+)*/gu)) {
        if (part[0].length < 2) continue;
        const start = (token.index ?? 0) + (part.index ?? 0);
        range.setStart(node, start);
        range.setEnd(node, start + part[0].length);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
          broken.push({ word: part[0], text: text.trim().slice(0, 80), where: where(parent) });
        }
      }
    }
  }
  return broken;
}

/**
 * Links glued to the words around them ("accept theUser Agreement", "Agreement ·Privacy Policy", "number:+62"): a
 * link whose first or last character touches a letter, digit, colon or dot of the text beside it with no space
 * between (the build drops the line break between a template's text and a link).
 */
function gluedLinks(): string[] {
  const glued: string[] = [];
  const word = /[\p{L}\p{N}]/u;
  const textOf = (node: Node | null) => (node?.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '');
  for (const link of document.querySelectorAll('main a')) {
    // Only a link inside a line of text: buttons and block links stand apart from their neighbours anyway.
    if (getComputedStyle(link).display !== 'inline') continue;
    const text = link.textContent ?? '';
    const before = textOf(link.previousSibling);
    const after = textOf(link.nextSibling);
    if ((/[\p{L}\p{N}:·]$/u.test(before) && /[\p{L}\p{N}+]/u.test(text.charAt(0))) || (word.test(text.charAt(text.length - 1)) && /[\p{L}\p{N}·]/u.test(after.charAt(0)))) {
      glued.push(`${before.slice(-20)}[${text}]${after.slice(0, 20)}`);
    }
  }
  return glued;
}

test.describe('words and width at 360 px', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const route of ROUTES) {
    test(`${route.path}: no word wraps inside itself, no link is glued to its words, nothing scrolls sideways (en, id)`, async ({ wordPage, browser }) => {
      // /login follows the browser's language: a browser of each language opens it.
      const loginContexts = route.path === '/login' ? await Promise.all(LATIN_LANGS.map((lang) => browser.newContext({ ...PHONE, locale: lang }))) : [];
      const cspViolations: string[] = [];
      const pages = await Promise.all(LATIN_LANGS.map((_, index) => loginContexts[index]?.newPage() ?? wordPage));
      for (const page of new Set(pages)) page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      for (const [index, lang] of LATIN_LANGS.entries()) {
        const page = pages[index] ?? wordPage;
        // A session of the previous route's user must not stand in for this one's while the entry checks.
        await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
        const list = OPENED_FROM[route.path];
        const query = routeQuery(list ? { ...route, path: list } : route, lang);
        await page.goto(`${list ?? route.path}${query ? `?${query}` : ''}`);
        if (route.auth || query.includes('user_id=')) await page.waitForFunction(() => sessionStorage.getItem('session') !== null || location.pathname.endsWith('/404'));
        await settle(page);
        if (list) {
          // A detail page as users open it: the first record of its list.
          await page.locator(`main a[href*="${route.path}?"]`).first().click();
          await page.waitForURL((url) => url.pathname.endsWith(route.path));
          await settle(page);
        }
        const path = new URL(page.url()).pathname.replace(/^\/(id|zh-cn|zh-tw)(?=\/)/, '');
        expect(path, `${route.path} (${lang}) opens as its user`).toBe(route.path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(overflow, `${route.path} (${lang}) scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await page.evaluate(brokenWords), `${route.path} (${lang}): words wrapped inside themselves`).toEqual([]);
        expect(await page.evaluate(gluedLinks), `${route.path} (${lang}): links glued to the words beside them`).toEqual([]);
      }
      wordPage.removeAllListeners('console');
      await Promise.all(loginContexts.map((context) => context.close()));
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    });
  }
});
