// Reads fenced code blocks out of the docs, so configuration shown to operators is the configuration tested.
import { readFileSync } from 'node:fs';

/** The first fenced block with info string `lang` in docs/`file`. */
export function docBlock(file: string, lang: string): string {
  const doc = readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8');
  const match = doc.match(new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```'));
  if (!match?.[1]) throw new Error(`docs/${file} has no ${lang} block`);
  return match[1];
}
