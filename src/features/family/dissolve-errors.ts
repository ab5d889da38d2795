// Messages of the family codes /dissolve can meet (SPEC 8; see errors.ts).
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** Registers the codes of /dissolve. */
export function registerDissolveErrors(): void {
  registerErrorMessages({
    'family.notFound': (lang) => m['error.family.notFound']({}, { locale: lang }),
    'family.alreadyCooling': (lang) => m['error.family.alreadyCooling']({}, { locale: lang }),
    'family.notCooling': (lang) => m['error.family.notCooling']({}, { locale: lang }),
  });
}
