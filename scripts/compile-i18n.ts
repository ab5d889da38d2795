// Compiles i18n/<lang>.json into typed message functions (src/paraglide) and fails loudly when nothing was compiled.
import { readdirSync, readFileSync } from 'node:fs';
import { compile } from '@inlang/paraglide-js';

const OUTDIR = './src/paraglide';

await compile({
  project: './project.inlang',
  outdir: OUTDIR,
  // Pages always pass the language explicitly; no runtime detection strategy is wanted.
  strategy: ['baseLocale'],
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
});

const sourceKeys = Object.keys(JSON.parse(readFileSync('./i18n/en.json', 'utf8')) as Record<string, unknown>).filter(
  (key) => !key.startsWith('$'),
);
const compiled = readdirSync(`${OUTDIR}/messages`).filter((file) => file.endsWith('.js') && !file.startsWith('_'));
if (compiled.length === 0 || compiled.length < sourceKeys.length) {
  console.error(`i18n: compiled ${compiled.length} message modules for ${sourceKeys.length} keys in i18n/en.json`);
  process.exit(1);
}
console.log(`i18n: ${compiled.length} messages compiled`);
