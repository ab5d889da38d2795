// The few texts the server itself renders (the sandbox provider's pay page), read from i18n/<lang>.json as the pages'
// messages are, without loading the compiled messages of every page (hundreds of modules at every start).
import { readFileSync } from 'node:fs';
import type { MessageKey } from '../../src/lib/messages.ts';
import type { Lang } from '../../src/lib/language.ts';

const loaded = new Map<Lang, Record<string, string>>();

/** The message `key` in `lang` with its `{name}` placeholders filled; the English text when a language lacks it. */
export function serverMessage(key: MessageKey, lang: Lang, inputs: Readonly<Record<string, string>> = {}): string {
  const texts = (language: Lang) => {
    let found = loaded.get(language);
    if (!found) loaded.set(language, (found = JSON.parse(readFileSync(new URL(`../../i18n/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>));
    return found;
  };
  const text = texts(lang)[key] ?? texts('en')[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => inputs[name] ?? whole);
}
