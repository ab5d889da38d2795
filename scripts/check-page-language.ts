// `node scripts/check-page-language.ts [dist]`: every page's JavaScript speaks its page's language only (DESIGN 6, 9).
// For each built page it collects every script the page can run (module scripts, island components and renderers, and
// everything they import, `import()` included) and fails when one holds a text that only another language's messages
// have (i18n/<lang>.json and the event folders' messages.ts), or, on an en or id page, any CJK character.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '../src/lib/language.ts';
import { attribute, builtText, moduleGraph } from './module-graph.ts';
import { htmlFiles, pageLangOf } from './page-language.ts';

/** The texts of each language: every message, with the event folders' texts. */
export type TextsByLang = Record<Lang, readonly string[]>;

/** CJK ideographs and punctuation: an en or id page's scripts hold none. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** A Latin fragment must be at least this long and hold a space to tell one language from another (not `OK`, `VIP`). */
const MIN_LATIN_FRAGMENT = 8;

/**
 * The pieces of a text a script would hold verbatim: split at placeholders (`{days}`) and at characters a bundler may
 * escape (quotes, backslashes, line breaks).
 */
function fragments(text: string): string[] {
  return text
    .split(/\{[^}]*\}|["'`\\\n]/)
    .map((piece) => piece.trim())
    .filter((piece) => (CJK.test(piece) ? [...piece].filter((char) => CJK.test(char)).length >= 2 : piece.length >= MIN_LATIN_FRAGMENT && piece.includes(' ')));
}

/** For each language: the fragments only other languages' texts have (a fragment the language itself uses is fine). */
export function foreignFragments(texts: TextsByLang): Record<Lang, string[]> {
  const own = Object.fromEntries(LANGS.map((lang) => [lang, texts[lang].join('\n')])) as Record<Lang, string>;
  return Object.fromEntries(
    LANGS.map((lang) => {
      const found = new Set<string>();
      for (const other of LANGS) {
        if (other === lang) continue;
        for (const text of texts[other]) for (const piece of fragments(text)) if (!own[lang].includes(piece)) found.add(piece);
      }
      return [lang, [...found]];
    }),
  ) as Record<Lang, string[]>;
}

/** What in a script does not belong on a page in `lang`: another language's fragments, and CJK on en and id pages. */
export function foreignIn(code: string, lang: Lang, foreign: readonly string[]): string[] {
  const problems = foreign.filter((piece) => code.includes(piece)).map((piece) => JSON.stringify(piece));
  if ((lang === 'en' || lang === 'id') && CJK.test(code)) problems.push(`CJK text ${JSON.stringify(code.match(new RegExp(`.{0,20}${CJK.source}.{0,20}`))?.[0] ?? '')}`);
  return problems;
}

/** The texts of every language: i18n/<lang>.json and each event folder's messages.ts. */
export async function allTexts(root: string): Promise<TextsByLang> {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, [] as string[]])) as Record<Lang, string[]>;
  for (const lang of LANGS) {
    const messages = JSON.parse(readFileSync(join(root, 'i18n', `${lang}.json`), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(messages)) if (!key.startsWith('$')) texts[lang].push(text);
  }
  const events = join(root, 'src', 'events');
  for (const folder of existsSync(events) ? readdirSync(events) : []) {
    const file = join(events, folder, 'messages.ts');
    if (!existsSync(file)) continue;
    const { messages } = (await import(pathToFileURL(file).href)) as { messages: Record<Lang, Record<string, string>> };
    for (const lang of LANGS) texts[lang].push(...Object.values(messages[lang]));
  }
  return texts;
}

/** Every script a page can run: its module scripts (those in templates too), islands and renderers, and their imports. */
export function pageScripts(dist: string, html: string): Set<string> {
  const roots = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = attribute(match[1] ?? '', 'src');
    if (src) roots.add(src);
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(match[1] ?? '', name);
      if (url) roots.add(url);
    }
  }
  const all = new Set<string>();
  for (const url of roots) moduleGraph(dist, url, all, true);
  return all;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(dist)) {
    console.error(`No build in ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const foreign = foreignFragments(await allTexts(process.cwd()));
  /** Per language and script: what is foreign in it (a script is read once per language). */
  const verdicts = new Map<string, string[]>();
  const problems: string[] = [];
  const pages = Object.fromEntries(LANGS.map((lang) => [lang, 0])) as Record<Lang, number>;
  for (const file of htmlFiles(dist)) {
    const lang = pageLangOf(relative(dist, file));
    pages[lang]++;
    for (const url of pageScripts(dist, readFileSync(file, 'utf8'))) {
      const key = `${lang} ${url}`;
      let verdict = verdicts.get(key);
      if (!verdict) verdicts.set(key, (verdict = foreignIn(builtText(dist, url), lang, foreign[lang])));
      if (verdict.length > 0) problems.push(`/${relative(dist, file)} (${lang}) loads ${url}: ${verdict.slice(0, 3).join(', ')}${verdict.length > 3 ? ` and ${verdict.length - 3} more` : ''}`);
    }
  }
  const scripts = new Set([...verdicts.keys()].map((key) => key.split(' ')[1])).size;
  console.log(`${LANGS.map((lang) => `${pages[lang]} ${lang}`).join(', ')} pages; ${scripts} scripts read against ${LANGS.map((lang) => `${foreign[lang].length} ${lang}`).join(', ')} foreign fragments.`);
  if (problems.length > 0) {
    console.error(`Scripts with another language's texts:\n  ${problems.slice(0, 40).join('\n  ')}${problems.length > 40 ? `\n  … and ${problems.length - 40} more` : ''}`);
    process.exit(1);
  }
  console.log('Every page loads its own language only.');
}
