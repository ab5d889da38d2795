// The shape of the legal texts and how the brand's facts fill them. Build-time only: the protocol pages import the
// texts of every language, and each built page holds one.
import type { BrandSite } from '../../../lib/brand-site.ts';
import type { Lang } from '../../../lib/language.ts';

/** A paragraph, or a list of items. */
export type LegalBlock = string | readonly string[];

/** One legal document in one language. */
export interface LegalDoc {
  intro: readonly string[];
  sections: readonly { heading: string; body: readonly LegalBlock[] }[];
}

/** A document in the four languages. */
export type LegalTexts = Record<Lang, LegalDoc>;

/** The facts `{app}`, `{company}`, `{address}`, `{email}`, `{privacyEmail}`, `{website}`, `{support}` stand for. */
export type LegalFacts = Pick<BrandSite, 'appName' | 'company' | 'address' | 'email' | 'privacyEmail' | 'website'> & { support: string };

/** `text` with its placeholders replaced; an unknown placeholder is an error at build time. */
export function fillLegal(text: string, facts: LegalFacts): string {
  const values: Record<string, string> = {
    app: facts.appName,
    company: facts.company,
    address: facts.address,
    email: facts.email,
    privacyEmail: facts.privacyEmail,
    website: facts.website,
    support: facts.support,
  };
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`legal text: unknown placeholder {${name}}`);
    return value;
  });
}
