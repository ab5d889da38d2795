// `node scripts/add-messages.ts FILE.json`: merges messages into i18n/<lang>.json in one go (the four files are
// read and written together, so parallel additions by others are not lost; keys are kept sorted). FILE maps each key
// to its four texts:
// { "withdraw.title": { "en": "…", "id": "…", "zh-cn": "…", "zh-tw": "…" } }. Existing keys are replaced.
import { readFileSync, writeFileSync } from 'node:fs';
import { LANGS } from '../src/lib/language.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.ts FILE.json');
  process.exit(1);
}
const additions = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
for (const [key, texts] of Object.entries(additions)) {
  const missing = LANGS.filter((lang) => !texts[lang]?.trim());
  if (missing.length > 0) {
    console.error(`${key}: no text for ${missing.join(', ')}`);
    process.exit(1);
  }
}
for (const lang of LANGS) {
  const path = `i18n/${lang}.json`;
  const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  for (const [key, texts] of Object.entries(additions)) messages[key] = texts[lang] ?? '';
  // Sorted by key: screens group together, and additions from different areas merge without conflicts.
  const sorted = Object.fromEntries(Object.keys(messages).sort().map((key) => [key, messages[key]]));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${Object.keys(additions).length} messages merged into i18n/`);
